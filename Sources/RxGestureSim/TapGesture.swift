import RxCocoaSim
import RxCore
import UIKitSim

/// The taps recognized on a view, as RxGesture's `TapControlEvent`.
public typealias TapControlEvent = ControlEvent<UITapGestureRecognizer>

extension Reactive where Base: UIView {
    /// A tap recognizer attached to the view while subscribed; each state change of the recognizer is an
    /// element (filter with `when(.recognized)`). `configuration` may set the recognizer up.
    ///
    /// RxGesture is a community library built on RxCocoa's `ControlEvent`; the sandbox re-creates the
    /// part of it that the lessons' blog posts use, as an example of a third-party reactive extension.
    public func tapGesture(configuration: ((UITapGestureRecognizer) -> Void)? = nil) -> TapControlEvent {
        let source = Observable<UITapGestureRecognizer>.create { [weak view = base] observer in
            MainScheduler.ensureRunningOnMainThread()
            guard let view else {
                observer.onCompleted()
                return Disposables.create()
            }
            let recognizer = UITapGestureRecognizer()
            configuration?(recognizer)
            let handler = recognizer.addStateHandler { recognizer in
                if let tap = recognizer as? UITapGestureRecognizer {
                    observer.onNext(tap)
                }
            }
            view.addGestureRecognizer(recognizer)
            return Disposables.create { [weak view] in
                recognizer.removeStateHandler(handler)
                view?.removeGestureRecognizer(recognizer)
            }
        }
        .take(until: deallocated)
        return ControlEvent(events: source)
    }
}

extension ObservableType where Element: UIGestureRecognizer {
    /// Only the elements of a gesture in one of `states` (`.recognized` for a tap).
    public func when(_ states: UIGestureRecognizer.State...) -> Observable<Element> {
        filter { states.contains($0.state) }
    }
}
