import RxCore
import UIKitSim

extension Reactive where Base: UITabBar {
    /// The tab bar's delegate proxy.
    public var delegate: DelegateProxy<UITabBar, UITabBarDelegate> {
        RxTabBarDelegateProxy.proxy(for: base)
    }

    /// Each item the user picks (`tabBar(_:didSelect:)`).
    public var didSelectItem: ControlEvent<UITabBarItem> {
        let source = delegate.methodInvoked("tabBar(_:didSelect:)").map { arguments in
            try castOrThrow(UITabBarItem.self, arguments[1])
        }
        return ControlEvent(events: source, name: .reactive("didSelectItem"))
    }

    /// The items on offer each time customizing is about to start (`tabBar(_:willBeginCustomizing:)`).
    public var willBeginCustomizing: ControlEvent<[UITabBarItem]> {
        itemsEvent("tabBar(_:willBeginCustomizing:)")
    }

    /// The items on offer each time customizing has started (`tabBar(_:didBeginCustomizing:)`).
    public var didBeginCustomizing: ControlEvent<[UITabBarItem]> {
        itemsEvent("tabBar(_:didBeginCustomizing:)")
    }

    /// The items, and whether they changed, each time customizing is about to end
    /// (`tabBar(_:willEndCustomizing:changed:)`).
    public var willEndCustomizing: ControlEvent<([UITabBarItem], Bool)> {
        itemsChangedEvent("tabBar(_:willEndCustomizing:changed:)")
    }

    /// The items, and whether they changed, each time customizing has ended
    /// (`tabBar(_:didEndCustomizing:changed:)`).
    public var didEndCustomizing: ControlEvent<([UITabBarItem], Bool)> {
        itemsChangedEvent("tabBar(_:didEndCustomizing:changed:)")
    }

    /// The items argument of each call of the delegate method `method`.
    private func itemsEvent(_ method: String, name: String = #function) -> ControlEvent<[UITabBarItem]> {
        let source = delegate.methodInvoked(method).map { arguments in
            try castOrThrow([UITabBarItem].self, arguments[1])
        }
        return ControlEvent(events: source, name: .reactive(name))
    }

    /// The items and changed arguments of each call of the delegate method `method`.
    private func itemsChangedEvent(_ method: String, name: String = #function)
        -> ControlEvent<([UITabBarItem], Bool)>
    {
        let source = delegate.methodInvoked(method).map { arguments -> ([UITabBarItem], Bool) in
            (try castOrThrow([UITabBarItem].self, arguments[1]), try castOrThrow(Bool.self, arguments[2]))
        }
        return ControlEvent(events: source, name: .reactive(name))
    }
}
