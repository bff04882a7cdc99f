/// A subject that passes each event to the observers subscribed at that moment; late subscribers see
/// only what comes after them.
///
/// Contract: after a terminal event, new subscribers receive that terminal event at once. After
/// `dispose()`, new subscribers receive `RxError.disposed`. Thread-safe; events are delivered outside
/// the subject's lock, so an observer may send into the subject again.
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable,
    UnsubscribeType
{
    public typealias SubjectObserverType = PublishSubject<Element>

    private let lock = RecursiveLock()
    private var observers = ObserverList<Element>()
    private var isStopped = false
    private var stoppedEvent: Event<Element>?
    private var disposed = false

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
        lock.lock()
        if isStopped || disposed {
            lock.unlock()
            return
        }
        let targets = observers.observers
        lock.unlock()
        targets.sendNext(element)
    }

    @usableFromInline
    func publishStop(_ event: Event<Element>) {
        lock.lock()
        if isStopped || disposed {
            lock.unlock()
            return
        }
        isStopped = true
        stoppedEvent = event
        let targets = observers.removeAll()
        lock.unlock()
        targets.sendStop(event)
    }

    override func subscribeNode(_ observer: ObserverNode<Element>) -> Disposable {
        lock.lock()
        if let stoppedEvent {
            lock.unlock()
            observer.on(stoppedEvent)
            return Disposables.create()
        }
        if disposed {
            lock.unlock()
            observer.onError(RxError.disposed(object: self))
            return Disposables.create()
        }
        let key = observers.insert(observer)
        lock.unlock()
        return SubscriptionDisposable(owner: self, key: key)
    }

    func unsubscribe(_ key: Int) {
        lock.performLocked { observers.remove(key) }
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
            stoppedEvent = nil
        }
    }
}
