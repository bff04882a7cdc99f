import RxCocoaSim
import RxCore
import UIKitSim

/// The taps recognized on a view, as RxGesture's `TapControlEvent`.
public typealias TapControlEvent = ControlEvent<UITapGestureRecognizer>

extension Reactive where Base: UIView {
    /// A tap recognizer attached to the view while subscribed. As RxGesture does, the recognizer is
    /// sent once on subscription (its state then `.possible`: RxGesture's `startWith`), then each time
    /// UIKit calls its action, which for a tap is when it is recognized; that first element is why
    /// code filters with `when(.recognized)`. `configuration` may set the recognizer up.
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
            // UIKit calls a recognizer's action when its state changes to anything but `.possible`
            // or `.failed` (for a tap: once, when recognized).
            let handler = recognizer.addStateHandler { recognizer in
                guard let tap = recognizer as? UITapGestureRecognizer,
                    ![.possible, .failed].contains(tap.state)
                else { return }
                observer.onNext(tap)
            }
            view.addGestureRecognizer(recognizer)
            observer.onNext(recognizer)
            return Disposables.create { [weak view] in
                recognizer.removeStateHandler(handler)
                view?.removeGestureRecognizer(recognizer)
            }
        }
        .take(until: deallocated)
        return ControlEvent(events: source, name: .reactive("tapGesture()"))
    }
}

extension ObservableType where Element: UIGestureRecognizer {
    /// Only the elements of a gesture in one of `states` (`.recognized` for a tap).
    public func when(_ states: UIGestureRecognizer.State...) -> Observable<Element> {
        filter { states.contains($0.state) }
    }
}
