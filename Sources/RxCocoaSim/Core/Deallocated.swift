import RxCore
import UIKitSim

extension Reactive where Base: SimulatedObject {
    /// Sends `()` and completes when `base` is deallocated (after its `deinit` body). A late subscriber
    /// gets the same: the sequence replays its end. It does not keep `base` alive.
    public var deallocated: Observable<Void> {
        let subject = DeallocationSignal.attached(to: base).subject
        ChainTracing.tracer?.part(subject, as: .reactive("deallocated"), about: base)
        return subject.asObservable()
    }
}

/// The hidden object `rx.deallocated` attaches to an object: it is released with the object, and its
/// `deinit` announces the deallocation.
final class DeallocationSignal {
    let subject = ReplaySubject<Void>.create(bufferSize: 1)

    private static let key = ObjectIdentifier(DeallocationSignal.self)

    /// The signal attached to `object`, attaching one on first use.
    static func attached(to object: SimulatedObject) -> DeallocationSignal {
        if let signal = object.attachedObjects[key] as? DeallocationSignal {
            return signal
        }
        let signal = DeallocationSignal()
        object.attachedObjects[key] = signal
        return signal
    }

    deinit {
        subject.onNext(())
        subject.onCompleted()
    }
}
