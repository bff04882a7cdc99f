/// A subject that passes each event to the observers subscribed at that moment; late subscribers see
/// only what comes after them.
///
/// Contract: after a terminal event, new subscribers receive that terminal event at once. After
/// `dispose()`, new subscribers receive `RxError.disposed`. Events are delivered outside the subject's
/// lock, so an observer may send into the subject again.
/// Threads: subscribing and disposing are safe from any thread; events must be sent from one thread at
/// a time (the observable grammar, as in RxSwift): in debug builds, two threads sending at once is
/// reported as a synchronization anomaly naming the subject (`SynchronizationTracker`).
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable,
    UnsubscribeType
{
    override package var chainName: String {
        "PublishSubject"
    }

    public typealias SubjectObserverType = PublishSubject<Element>

    private let lock = RecursiveLock()
    #if DEBUG
        /// Tells when two threads send into it at once (a caller's mistake; see the type's contract).
        private let synchronization = SynchronizationTracker()
    #endif
    // The state below is only touched under `lock`.
    @exclusivity(unchecked) private var observers = ObserverList<Element>()
    @exclusivity(unchecked) private var isStopped = false
    @exclusivity(unchecked) private var stopError: Swift.Error?
    @exclusivity(unchecked) private var disposed = false

    /// A subject with no observers.
    public override init() {}

    /// `true` while at least one observer is subscribed.
    public var hasObservers: Bool {
        lock.performLocked { !observers.isEmpty }
    }

    public var isDisposed: Bool {
        lock.performLocked { disposed }
    }

    /// Sends `event` to the current observers (unless the subject has stopped or is disposed).
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
        let key: Int? = lock.performLocked {
            isStopped || disposed ? nil : observers.insert(observer)
        }
        if let key {
            return SubscriptionDisposable(owner: self, key: key)
        }
        return sendStop(to: observer)
    }

    /// What a subscriber that comes after the subject stopped (or was disposed) gets: the stop, now.
    /// (A function of its own, so that a subscription to a running subject never looks up the type of
    /// `Event<Element>?`, which costs a run-time lookup in this generic class.)
    @inline(never)
    private func sendStop(to observer: ObserverNode<Element>) -> Disposable {
        if let stoppedEvent = lock.performLocked({ stoppedEvent }) {
            observer.on(stoppedEvent)
        } else {
            observer.onError(RxError.disposed(object: self))
        }
        return Disposables.create()
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
    public func asObserver() -> PublishSubject<Element> {
        self
    }

    /// Unsubscribes everyone; later subscribers get `RxError.disposed`.
    public func dispose() {
        lock.performLocked {
            disposed = true
            _ = observers.removeAll()
            stopError = nil
        }
    }
}
