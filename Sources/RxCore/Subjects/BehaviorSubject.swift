/// A subject that holds a current value: each new subscriber first receives that value, then every
/// later event.
///
/// Contract: `value()` returns the latest element, or throws the error that stopped the subject (or
/// `RxError.disposed`). After a terminal event, new subscribers receive only that event. The current
/// value is sent to a new subscriber under the subject's lock, so it always comes before any event
/// sent concurrently.
/// Threads: subscribing and disposing are safe from any thread; events must be sent from one thread at
/// a time (the observable grammar, as in RxSwift): in debug builds, two threads sending at once is
/// reported as a synchronization anomaly naming the subject (`SynchronizationTracker`).
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable,
    UnsubscribeType
{
    override package var chainName: String {
        "BehaviorSubject"
    }

    public typealias SubjectObserverType = BehaviorSubject<Element>

    private let lock = RecursiveLock()
    #if DEBUG
        /// Tells when two threads send into it at once (a caller's mistake; see the type's contract).
        private let synchronization = SynchronizationTracker()
    #endif
    // The state below is only touched under `lock`.
    @exclusivity(unchecked) private var element: Element
    @exclusivity(unchecked) private var observers = ObserverList<Element>()
    @exclusivity(unchecked) private var isStopped = false
    @exclusivity(unchecked) private var stopError: Swift.Error?
    @exclusivity(unchecked) private var disposed = false

    /// A subject whose current value is `value`.
    public init(value: Element) {
        element = value
    }

    /// The current value; throws if the subject failed or was disposed.
    public func value() throws -> Element {
        try lock.performLocked {
            if disposed { throw RxError.disposed(object: self) }
            if let error = stoppedEvent?.error { throw error }
            return element
        }
    }

    /// `true` while at least one observer is subscribed.
    public var hasObservers: Bool {
        lock.performLocked { !observers.isEmpty }
    }

    public var isDisposed: Bool {
        lock.performLocked { disposed }
    }

    /// Updates the current value (on `next`) and sends `event` to the current observers.
    @inlinable
    public func on(_ event: Event<Element>) {
        if case .next(let element) = event {
            publishNext(element)
        } else {
            publishStop(event)
        }
    }

    @usableFromInline
    func publishNext(_ element: Element) {
        #if DEBUG
            let entered = synchronization.enter(self)
            defer { synchronization.leave(entered) }
        #endif
        lock.lock()
        if isStopped || disposed {
            lock.unlock()
            return
        }
        self.element = element
        let targets = observers
        lock.unlock()
        targets.sendNext(element)
    }

    @usableFromInline
    func publishStop(_ event: Event<Element>) {
        #if DEBUG
            let entered = synchronization.enter(self)
            defer { synchronization.leave(entered) }
        #endif
        let targets = lock.performLocked { () -> ObserverList<Element> in
            if isStopped || disposed { return ObserverList() }
            isStopped = true
            stopError = event.error
            return observers.removeAll()
        }
        targets.sendStop(event)
    }

    override func subscribeUntraced(_ observer: ObserverNode<Element>) -> Disposable {
        lock.performLocked {
            if disposed {
                observer.onError(RxError.disposed(object: self))
                return Disposables.create()
            }
            if let stoppedEvent {
                observer.on(stoppedEvent)
                return Disposables.create()
            }
            let key = observers.insert(observer)
            observer.onNext(element)
            return SubscriptionDisposable(owner: self, key: key)
        }
    }

    func unsubscribe(_ key: Int) {
        lock.lock()
        observers.remove(key)
        lock.unlock()
    }

    /// The terminal event the subject received, if it stopped (forgotten once disposed).
    private var stoppedEvent: Event<Element>? {
        guard isStopped, !disposed else { return nil }
        return stopError.map { .error($0) } ?? .completed
    }

    /// The subject as an observer.
    public func asObserver() -> BehaviorSubject<Element> {
        self
    }

    /// Unsubscribes everyone; `value()` and later subscribers get `RxError.disposed`.
    public func dispose() {
        lock.performLocked {
            disposed = true
            _ = observers.removeAll()
            stopError = nil
        }
    }
}
