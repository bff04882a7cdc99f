import Foundation
import RxCore
import UIKitSim

extension UITabBar: HasDelegate {
    public typealias Delegate = UITabBarDelegate
}

/// The delegate proxy of `UITabBar`: every `UITabBarDelegate` method is intercepted and forwarded.
open class RxTabBarDelegateProxy: DelegateProxy<UITabBar, UITabBarDelegate>, DelegateProxyType,
    UITabBarDelegate
{
    /// The tab bar, while it is alive.
    public weak private(set) var tabBar: UITabBar?

    /// The proxy of `tabBar`.
    public init(tabBar: ParentObject) {
        self.tabBar = tabBar
        super.init(parentObject: tabBar, delegateProxy: RxTabBarDelegateProxy.self)
    }

    public static func registerKnownImplementations() {
        register { RxTabBarDelegateProxy(tabBar: $0) }
    }

    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        intercept(arguments: [tabBar, item]) { $0.tabBar(tabBar, didSelect: item) }
    }

    public func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {
        intercept(arguments: [tabBar, items]) { $0.tabBar(tabBar, willBeginCustomizing: items) }
    }

    public func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {
        intercept(arguments: [tabBar, items]) { $0.tabBar(tabBar, didBeginCustomizing: items) }
    }

    public func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {
        intercept(arguments: [tabBar, items, changed]) {
            $0.tabBar(tabBar, willEndCustomizing: items, changed: changed)
        }
    }

    public func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {
        intercept(arguments: [tabBar, items, changed]) {
            $0.tabBar(tabBar, didEndCustomizing: items, changed: changed)
        }
    }
}
