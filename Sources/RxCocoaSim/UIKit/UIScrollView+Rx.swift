import Foundation
import RxCore
import UIKitSim

extension Reactive where Base: UIScrollView {
    /// A zoom's end: the view that was zoomed and the scale reached.
    public typealias EndZoomEvent = (view: UIView?, scale: CGFloat)

    /// A drag's end: the finger's velocity (points per millisecond) and the offset where the content
    /// will come to rest, which a subscriber may change (`targetContentOffset.pointee = …`), as the
    /// delegate method may. The pointer is valid only while the element is being delivered.
    public typealias WillEndDraggingEvent = (
        velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    )

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
        // As in RxCocoa, asking for the property installs the proxy at once (taking the delegate slot
        // back). Only the proxy's stream is kept, not the proxy: a property kept after the scroll view
        // is gone must not keep the proxy alive, whose end completes the scroll view's other events.
        let didScroll = RxScrollViewDelegateProxy.proxy(for: base).methodInvoked("scrollViewDidScroll(_:)")
        let values = Observable<CGPoint>.deferred { [weak scrollView = base] in
            guard let scrollView else { return .empty() }
            let offsets = didScroll.compactMap { [weak scrollView] _ in scrollView?.contentOffset }
            return offsets.startWith(scrollView.contentOffset)
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

    /// Each end of a drag, with the finger's velocity and the resting offset, which the subscriber may
    /// change (`scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`).
    public var willEndDragging: ControlEvent<WillEndDraggingEvent> {
        let source = delegate.methodInvoked("scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)")
            .map { arguments -> WillEndDraggingEvent in
                let velocity = try castOrThrow(CGPoint.self, arguments[1])
                let target = try castOrThrow(UnsafeMutablePointer<CGPoint>.self, arguments[2])
                return (velocity, target)
            }
        return ControlEvent(events: source, name: .reactive("willEndDragging"))
    }

    /// Each start of a zoom, with the view being zoomed (`scrollViewWillBeginZooming(_:with:)`).
    public var willBeginZooming: ControlEvent<UIView?> {
        let source = delegate.methodInvoked("scrollViewWillBeginZooming(_:with:)")
            .map { arguments -> UIView? in try castOptionalOrThrow(UIView.self, arguments[1]) }
        return ControlEvent(events: source, name: .reactive("willBeginZooming"))
    }

    /// Each end of a zoom, with the view zoomed and the scale reached
    /// (`scrollViewDidEndZooming(_:with:atScale:)`).
    public var didEndZooming: ControlEvent<EndZoomEvent> {
        let source = delegate.methodInvoked("scrollViewDidEndZooming(_:with:atScale:)")
            .map { arguments -> EndZoomEvent in
                (
                    try castOptionalOrThrow(UIView.self, arguments[1]),
                    try castOrThrow(CGFloat.self, arguments[2])
                )
            }
        return ControlEvent(events: source, name: .reactive("didEndZooming"))
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
