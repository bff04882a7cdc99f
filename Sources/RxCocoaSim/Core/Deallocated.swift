import RxCore
import UIKitSim

extension Reactive where Base: NSObject {
    /// Sends `()` and completes when `base` is deallocated (after its `deinit` body). A late subscriber
    /// gets the same: the sequence replays its end. It does not keep `base` alive.
    ///
    /// Only a simulated object (`SimulatedObject`, every simulated UIKit object) can tell: it stands for
    /// Objective-C's associated objects, which Linux lacks. It is an `NSObject` member, as on iOS, so
    /// `(control as NSObject).rx.deallocated` works for a simulated control; another `NSObject` gets an
    /// `Observable` that fails at once with `RxCocoaObjCRuntimeError.notASimulatedObject`.
    public var deallocated: Observable<Void> {
        guard let object = base as? SimulatedObject else {
            return Observable.error(
                RxCocoaObjCRuntimeError.notASimulatedObject(
                    target: base.sandboxDescription, member: "deallocated"))
        }
        let subject = DeallocationSignal.attached(to: object).subject
        ChainTracing.tracer?.part(subject, as: .reactive("deallocated"), about: object)
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
