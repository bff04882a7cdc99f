import RxCore
import UIKitSim

extension Reactive where Base: UITabBarController {
    /// The tab bar controller's delegate proxy.
    public var delegate: DelegateProxy<UITabBarController, UITabBarControllerDelegate> {
        RxTabBarControllerDelegateProxy.proxy(for: base)
    }

    /// The screen of each tab the user selects (`tabBarController(_:didSelect:)`).
    public var didSelect: ControlEvent<UIViewController> {
        let source = delegate.methodInvoked("tabBarController(_:didSelect:)").map { arguments in
            try castOrThrow(UIViewController.self, arguments[1])
        }
        return ControlEvent(events: source, name: .reactive("didSelect"))
    }

    /// The screens each time the user is about to rearrange the tabs
    /// (`tabBarController(_:willBeginCustomizing:)`).
    public var willBeginCustomizing: ControlEvent<[UIViewController]> {
        let source = delegate.methodInvoked("tabBarController(_:willBeginCustomizing:)").map { arguments in
            try castOrThrow([UIViewController].self, arguments[1])
        }
        return ControlEvent(events: source, name: .reactive("willBeginCustomizing"))
    }

    /// The screens, and whether their order changed, each time rearranging is about to end
    /// (`tabBarController(_:willEndCustomizing:changed:)`).
    public var willEndCustomizing: ControlEvent<(viewControllers: [UIViewController], changed: Bool)> {
        customizingEnd("tabBarController(_:willEndCustomizing:changed:)")
    }

    /// The screens, and whether their order changed, each time rearranging has ended
    /// (`tabBarController(_:didEndCustomizing:changed:)`).
    public var didEndCustomizing: ControlEvent<(viewControllers: [UIViewController], changed: Bool)> {
        customizingEnd("tabBarController(_:didEndCustomizing:changed:)")
    }

    /// The arguments of each call of the delegate method `method`.
    private func customizingEnd(_ method: String, name: String = #function)
        -> ControlEvent<(viewControllers: [UIViewController], changed: Bool)>
    {
        let source = delegate.methodInvoked(method).map {
            arguments -> (viewControllers: [UIViewController], changed: Bool) in
            (try castOrThrow([UIViewController].self, arguments[1]), try castOrThrow(Bool.self, arguments[2]))
        }
        return ControlEvent(events: source, name: .reactive(name))
    }
}
