/// A subject that passes on only the last element, and only when it completes: subscribers receive that
/// element followed by `completed` (or just `completed` if there was none). An error is passed on as
/// is, without the element.
///
/// Contract: subscribers that arrive after the terminal event receive the same outcome at once.
/// Threads: subscribing and disposing are safe from any thread; events must be sent from one thread at
/// a time (the observable grammar, as in RxSwift): in debug builds, two threads sending at once is
/// reported as a synchronization anomaly naming the subject (`SynchronizationTracker`).
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType, UnsubscribeType {
    override package var chainName: String {
        "AsyncSubject"
    }

    public typealias SubjectObserverType = AsyncSubject<Element>

    private let lock = RecursiveLock()
    #if DEBUG
        /// Tells when two threads send into it at once (a caller's mistake; see the type's contract).
        private let synchronization = SynchronizationTracker()
    #endif
    // The state below is only touched under `lock`.
    @exclusivity(unchecked) private var lastElement: Element?
    @exclusivity(unchecked) private var observers = ObserverList<Element>()
    @exclusivity(unchecked) private var stoppedEvent: Event<Element>?

    /// A subject that has seen nothing yet.
    public override init() {}

    /// `true` while at least one observer is subscribed.
    public var hasObservers: Bool {
        lock.performLocked { !observers.isEmpty }
    }

    /// Remembers an element, or ends the subject and delivers the outcome.
    public func on(_ event: Event<Element>) {
        #if DEBUG
            let entered = synchronization.enter(self)
            defer { synchronization.leave(entered) }
        #endif
        let delivery = lock.performLocked { () -> (targets: ObserverList<Element>, last: Element?)? in
            if stoppedEvent != nil { return nil }
            switch event {
            case .next(let element):
                lastElement = element
                return nil
            case .error, .completed:
                stoppedEvent = event
                return (observers.removeAll(), event.isCompleted ? lastElement : nil)
            }
        }
        guard let delivery else { return }
        if let last = delivery.last {
            delivery.targets.sendNext(last)
        }
        delivery.targets.sendStop(event)
    }

    override func subscribeUntraced(_ observer: ObserverNode<Element>) -> Disposable {
        lock.performLocked {
            if let stoppedEvent {
                if stoppedEvent.isCompleted, let lastElement {
                    observer.onNext(lastElement)
                }
                observer.on(stoppedEvent)
                return Disposables.create()
            }
            let key = observers.insert(observer)
            return SubscriptionDisposable(owner: self, key: key)
        }
    }

    func unsubscribe(_ key: Int) {
        lock.lock()
        observers.remove(key)
        lock.unlock()
    }

    /// The subject as an observer.
    public func asObserver() -> AsyncSubject<Element> {
        self
    }
}
