import RxCore
import UIKitSim

extension Reactive where Base: UINavigationController {
    /// A screen being shown, and whether with animation.
    public typealias ShowEvent = (viewController: UIViewController, animated: Bool)

    /// The navigation controller's delegate proxy.
    public var delegate: DelegateProxy<UINavigationController, UINavigationControllerDelegate> {
        RxNavigationControllerDelegateProxy.proxy(for: base)
    }

    /// Each screen about to be shown (`navigationController(_:willShow:animated:)`).
    public var willShow: ControlEvent<ShowEvent> {
        showEvent("navigationController(_:willShow:animated:)")
    }

    /// Each screen shown (`navigationController(_:didShow:animated:)`).
    public var didShow: ControlEvent<ShowEvent> {
        showEvent("navigationController(_:didShow:animated:)")
    }

    /// The calls of the delegate method named `method` as show events, named in a chain view after the
    /// event that asked for them (`name`).
    private func showEvent(_ method: String, name: String = #function) -> ControlEvent<ShowEvent> {
        let source = delegate.methodInvoked(method).map { arguments -> ShowEvent in
            let viewController = try castOrThrow(UIViewController.self, arguments[1])
            let animated = try castOrThrow(Bool.self, arguments[2])
            return (viewController, animated)
        }
        return ControlEvent(events: source, name: .reactive(name))
    }
}
