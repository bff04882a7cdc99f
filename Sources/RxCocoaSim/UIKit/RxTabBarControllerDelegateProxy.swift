import Foundation
import RxCore
import UIKitSim

extension UITabBarController: HasDelegate {
    public typealias Delegate = UITabBarControllerDelegate
}

/// The delegate proxy of `UITabBarController`: its `Void` methods are intercepted and forwarded;
/// `tabBarController(_:shouldSelect:)` returns the forward delegate's answer (true without one) and is
/// not observed.
open class RxTabBarControllerDelegateProxy: DelegateProxy<UITabBarController, UITabBarControllerDelegate>,
    DelegateProxyType, UITabBarControllerDelegate
{
    /// The tab bar controller, while it is alive (RxCocoa names it `tabBar`).
    public weak private(set) var tabBar: UITabBarController?

    /// The proxy of `tabBar`, a tab bar controller.
    public init(tabBar: ParentObject) {
        self.tabBar = tabBar
        super.init(parentObject: tabBar, delegateProxy: RxTabBarControllerDelegateProxy.self)
    }

    public static func registerKnownImplementations() {
        register { RxTabBarControllerDelegateProxy(tabBar: $0) }
    }

    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
        forwardToDelegate()?.tabBarController(tabBarController, shouldSelect: viewController) ?? true
    }

    public func tabBarController(
        _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
        intercept(arguments: [tabBarController, viewController]) {
            $0.tabBarController(tabBarController, didSelect: viewController)
        }
    }

    public func tabBarController(
        _ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]
    ) {
        intercept(arguments: [tabBarController, viewControllers]) {
            $0.tabBarController(tabBarController, willBeginCustomizing: viewControllers)
        }
    }

    public func tabBarController(
        _ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController],
        changed: Bool
    ) {
        intercept(arguments: [tabBarController, viewControllers, changed]) {
            $0.tabBarController(tabBarController, willEndCustomizing: viewControllers, changed: changed)
        }
    }

    public func tabBarController(
        _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController],
        changed: Bool
    ) {
        intercept(arguments: [tabBarController, viewControllers, changed]) {
            $0.tabBarController(tabBarController, didEndCustomizing: viewControllers, changed: changed)
        }
    }
}
