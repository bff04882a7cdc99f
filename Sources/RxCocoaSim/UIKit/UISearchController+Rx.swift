import RxCore
import UIKitSim

extension Reactive where Base: UISearchController {
    /// The search controller's delegate proxy.
    public var delegate: DelegateProxy<UISearchController, UISearchControllerDelegate> {
        RxSearchControllerDelegateProxy.proxy(for: base)
    }

    /// Each time the search interface has gone (`didDismissSearchController(_:)`). Completes when the
    /// search controller is deallocated.
    public var didDismiss: Observable<Void> {
        delegate.methodInvoked("didDismissSearchController(_:)").map { _ in () }
    }

    /// Each time the search interface is shown (`didPresentSearchController(_:)`).
    public var didPresent: Observable<Void> {
        delegate.methodInvoked("didPresentSearchController(_:)").map { _ in () }
    }

    /// Each time the search interface is asked to be shown (`presentSearchController(_:)`).
    public var present: Observable<Void> {
        delegate.methodInvoked("presentSearchController(_:)").map { _ in () }
    }

    /// Each time the search interface is about to go (`willDismissSearchController(_:)`).
    public var willDismiss: Observable<Void> {
        delegate.methodInvoked("willDismissSearchController(_:)").map { _ in () }
    }

    /// Each time the search interface is about to be shown (`willPresentSearchController(_:)`).
    public var willPresent: Observable<Void> {
        delegate.methodInvoked("willPresentSearchController(_:)").map { _ in () }
    }
}
