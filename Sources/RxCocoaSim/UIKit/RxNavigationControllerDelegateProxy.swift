import Foundation
import RxCore
import UIKitSim

extension UINavigationController: HasDelegate {
    public typealias Delegate = UINavigationControllerDelegate
}

/// The delegate proxy of `UINavigationController`: both `UINavigationControllerDelegate` methods are
/// intercepted and forwarded.
open class RxNavigationControllerDelegateProxy: DelegateProxy<
    UINavigationController, UINavigationControllerDelegate
>, DelegateProxyType, UINavigationControllerDelegate
{
    /// The navigation controller, while it is alive.
    public weak private(set) var navigationController: UINavigationController?

    /// The proxy of `navigationController`.
    public init(navigationController: ParentObject) {
        self.navigationController = navigationController
        super.init(
            parentObject: navigationController, delegateProxy: RxNavigationControllerDelegateProxy.self)
    }

    public static func registerKnownImplementations() {
        register { RxNavigationControllerDelegateProxy(navigationController: $0) }
    }

    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController,
        animated: Bool
    ) {
        intercept(arguments: [navigationController, viewController, animated]) {
            $0.navigationController(navigationController, willShow: viewController, animated: animated)
        }
    }

    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
    ) {
        intercept(arguments: [navigationController, viewController, animated]) {
            $0.navigationController(navigationController, didShow: viewController, animated: animated)
        }
    }
}
