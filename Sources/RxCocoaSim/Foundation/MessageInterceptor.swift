import RxCore
import UIKitSim

/// The message observer that `rx.sentMessage`, `rx.methodInvoked` and `rx.deallocating` attach to a
/// simulated object: it turns the object's routed calls (see `MessageObserver`) into sequences.
///
/// Contract (RxCocoa's, for the calls the sandbox can see):
/// - One interceptor per object, kept by the object (its `messageObserver`) until it is deallocated.
/// - One subject per method and side (sent, invoked): shared, not replayed; each completes when the
///   object is deallocated (when the object releases the interceptor).
/// - `deallocating` replays its one element, so a subscriber that comes during the object's `deinit`
///   still hears it.
/// - An observer the object had before stays told of everything, first.
final class MessageInterceptor: MessageObserver {
    private let previous: (any MessageObserver)?
    private var sentMessageSubjects: [String: PublishSubject<[Any]>] = [:]
    private var methodInvokedSubjects: [String: PublishSubject<[Any]>] = [:]

    /// `()` when the object's deallocation begins, then completed once it is gone.
    let deallocatingSubject = ReplaySubject<Void>.create(bufferSize: 1)

    private init(previous: (any MessageObserver)?) {
        self.previous = previous
    }

    /// The interceptor of `object`, attached on first use.
    static func attached(to object: SimulatedObject) -> MessageInterceptor {
        if let interceptor = object.messageObserver as? MessageInterceptor {
            return interceptor
        }
        let interceptor = MessageInterceptor(previous: object.messageObserver)
        object.messageObserver = interceptor
        return interceptor
    }

    /// The arguments of each call of `method`, before it runs.
    func sentMessage(_ method: String) -> PublishSubject<[Any]> {
        subject(for: method, in: &sentMessageSubjects)
    }

    /// The arguments of each call of `method`, after it has run.
    func methodInvoked(_ method: String) -> PublishSubject<[Any]> {
        subject(for: method, in: &methodInvokedSubjects)
    }

    private func subject(for method: String, in subjects: inout [String: PublishSubject<[Any]>])
        -> PublishSubject<[Any]>
    {
        if let subject = subjects[method] {
            return subject
        }
        let subject = PublishSubject<[Any]>()
        subjects[method] = subject
        return subject
    }

    func willInvoke(_ method: String, arguments: [Any]) {
        previous?.willInvoke(method, arguments: arguments)
        sentMessageSubjects[method]?.onNext(arguments)
    }

    func didInvoke(_ method: String, arguments: [Any]) {
        previous?.didInvoke(method, arguments: arguments)
        methodInvokedSubjects[method]?.onNext(arguments)
    }

    func deallocating() {
        previous?.deallocating()
        deallocatingSubject.onNext(())
    }

    deinit {
        // In the order of the methods' names, the same every run (a dictionary's order is not).
        for subjects in [sentMessageSubjects, methodInvokedSubjects] {
            for (_, subject) in subjects.sorted(by: { $0.key < $1.key }) {
                subject.onCompleted()
            }
        }
        deallocatingSubject.onCompleted()
    }
}
