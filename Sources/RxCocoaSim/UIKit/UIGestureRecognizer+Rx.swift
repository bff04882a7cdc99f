import RxCore
import UIKitSim

extension Reactive where Base: UIGestureRecognizer {
    /// The recognizer, each time UIKit would call its action: at each state change to `began`,
    /// `changed`, `ended` (`recognized`, for a tap) or `cancelled` — not `possible` or `failed`. Read
    /// `state` on the element to tell them apart. Completes when the recognizer is deallocated.
    public var event: ControlEvent<Base> {
        let source = Observable<Base>.create { [weak recognizer = base] observer in
            MainScheduler.ensureRunningOnMainThread()
            guard let recognizer else {
                observer.onCompleted()
                return Disposables.create()
            }
            let handler = recognizer.addStateHandler { [weak recognizer] changed in
                guard let recognizer, changed.state != .possible, changed.state != .failed else { return }
                observer.onNext(recognizer)
            }
            return Disposables.create { [weak recognizer] in
                recognizer?.removeStateHandler(handler)
            }
        }
        .take(until: deallocated)
        return ControlEvent(events: source, name: .reactive("event"))
    }
}
