import Foundation
import RxCore
import UIKitSim

extension Reactive where Base: UIScrollView {
    /// The scroll view's delegate proxy.
    public var delegate: DelegateProxy<UIScrollView, UIScrollViewDelegate> {
        RxScrollViewDelegateProxy.proxy(for: base)
    }

    /// Keeps `delegate` as the delegate the proxy forwards to (weakly), until disposed. Use it rather
    /// than setting `delegate` directly once the `.rx` extensions are in use.
    public func setDelegate(_ delegate: UIScrollViewDelegate) -> Disposable {
        RxScrollViewDelegateProxy.installForwardDelegate(
            delegate, retainDelegate: false, onProxyForObject: base)
    }

    /// The content offset: now, then after each scroll; binding scrolls.
    public var contentOffset: ControlProperty<CGPoint> {
        let proxy = RxScrollViewDelegateProxy.proxy(for: base)
        let values = Observable<CGPoint>.deferred { [weak scrollView = base] in
            guard let scrollView else { return .empty() }
            // The scroll view is captured weakly: the subscription lives in its own proxy's subject.
            return proxy.methodInvoked("scrollViewDidScroll(_:)")
                .compactMap { [weak scrollView] _ in scrollView?.contentOffset }
                .startWith(scrollView.contentOffset)
        }
        .take(until: deallocated)
        let bindingObserver = Binder(base) { scrollView, contentOffset in
            scrollView.contentOffset = contentOffset
        }
        return ControlProperty(values: values, valueSink: bindingObserver, name: .reactive("contentOffset"))
    }

    /// Each scroll (`scrollViewDidScroll`).
    public var didScroll: ControlEvent<Void> {
        voidEvent("scrollViewDidScroll(_:)")
    }

    /// Each start of a drag (`scrollViewWillBeginDragging`).
    public var willBeginDragging: ControlEvent<Void> {
        voidEvent("scrollViewWillBeginDragging(_:)")
    }

    /// Each end of a drag, with whether the content goes on moving (`scrollViewDidEndDragging`).
    public var didEndDragging: ControlEvent<Bool> {
        let source = delegate.methodInvoked("scrollViewDidEndDragging(_:willDecelerate:)")
            .map { arguments -> Bool in try castOrThrow(Bool.self, arguments[1]) }
        return ControlEvent(events: source, name: .reactive("didEndDragging"))
    }

    /// Each start of a deceleration (`scrollViewWillBeginDecelerating`).
    public var willBeginDecelerating: ControlEvent<Void> {
        voidEvent("scrollViewWillBeginDecelerating(_:)")
    }

    /// Each time the content comes to rest after a flick (`scrollViewDidEndDecelerating`).
    public var didEndDecelerating: ControlEvent<Void> {
        voidEvent("scrollViewDidEndDecelerating(_:)")
    }

    /// Each end of an animated scroll (`scrollViewDidEndScrollingAnimation`).
    public var didEndScrollingAnimation: ControlEvent<Void> {
        voidEvent("scrollViewDidEndScrollingAnimation(_:)")
    }

    /// Each scroll to the top (`scrollViewDidScrollToTop`).
    public var didScrollToTop: ControlEvent<Void> {
        voidEvent("scrollViewDidScrollToTop(_:)")
    }

    /// Each zoom (`scrollViewDidZoom`).
    public var didZoom: ControlEvent<Void> {
        voidEvent("scrollViewDidZoom(_:)")
    }

    /// The calls of the delegate method named `method` as a `ControlEvent`, named in a chain view after
    /// the event that asked for it (`name`).
    private func voidEvent(_ method: String, name: String = #function) -> ControlEvent<Void> {
        ControlEvent(events: delegate.methodInvoked(method).map { _ in () }, name: .reactive(name))
    }
}

/// `value` as a `T`, or an error naming both types.
func castOrThrow<T>(_ resultType: T.Type, _ value: Any) throws -> T {
    guard let result = value as? T else {
        throw RxCocoaError.castingError(object: value, targetType: resultType)
    }
    return result
}

/// The errors of the RxCocoa layer.
public enum RxCocoaError: Swift.Error, CustomDebugStringConvertible {
    /// A delegate call's argument was not of the expected type.
    case castingError(object: Any, targetType: Any.Type)
    /// An `rx.items` data source was needed and there was none.
    case itemsNotYetBound(object: Any)

    public var debugDescription: String {
        switch self {
        case .castingError(let object, let targetType):
            return "Error casting `\(object)` to `\(targetType)`"
        case .itemsNotYetBound(let object):
            return "Data source is not set yet for `\(object)`; bind items with `rx.items` first"
        }
    }
}
