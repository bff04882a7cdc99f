/// A subject that remembers the last elements it passed on (all of them, or the last `bufferSize`) and
/// replays them to each new subscriber before any later event.
///
/// Contract: a subscriber that arrives after a terminal event receives the buffered elements, then the
/// terminal event. After `dispose()`, subscribers get `RxError.disposed`. The replay happens under the
/// subject's lock, so it always comes before any event sent concurrently.
/// Threads: subscribing and disposing are safe from any thread; events must be sent from one thread at
/// a time (the observable grammar, as in RxSwift): in debug builds, two threads sending at once is
/// reported as a synchronization anomaly naming the subject (`SynchronizationTracker`).
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable,
    UnsubscribeType
{
    override package var chainName: String {
        "ReplaySubject"
    }

    public typealias SubjectObserverType = ReplaySubject<Element>

    private let lock = RecursiveLock()
    #if DEBUG
        /// Tells when two threads send into it at once (a caller's mistake; see the type's contract).
        private let synchronization = SynchronizationTracker()
    #endif
    // The state below is only touched under `lock`.
    private let bufferSize: Int?
    @exclusivity(unchecked) private var buffer: [Element] = []
    @exclusivity(unchecked) private var observers = ObserverList<Element>()
    @exclusivity(unchecked) private var isStopped = false
    @exclusivity(unchecked) private var stopError: Swift.Error?
    @exclusivity(unchecked) private var disposed = false

    private init(bufferSize: Int?) {
        self.bufferSize = bufferSize
    }

    /// A subject that replays the last `bufferSize` elements.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        precondition(bufferSize >= 0, "ReplaySubject: bufferSize can't be negative")
        return ReplaySubject(bufferSize: bufferSize)
    }

    /// A subject that replays every element it ever passed on. (RxSwift spells it so; `ReplayRelay`'s is
    /// `createUnbound()`.)
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: nil)
    }

    /// `true` while at least one observer is subscribed.
    public var hasObservers: Bool {
        lock.performLocked { !observers.isEmpty }
    }

    public var isDisposed: Bool {
        lock.performLocked { disposed }
    }

    /// Buffers the element (on `next`) and sends `event` to the current observers.
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
        buffer.append(element)
        if let bufferSize, buffer.count > bufferSize {
            buffer.removeFirst(buffer.count - bufferSize)
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
        lock.performLocked {
            if disposed {
                observer.onError(RxError.disposed(object: self))
                return Disposables.create()
            }
            for element in buffer {
                observer.onNext(element)
            }
            if let stoppedEvent {
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

    /// The terminal event the subject received, if it stopped (forgotten once disposed).
    private var stoppedEvent: Event<Element>? {
        guard isStopped, !disposed else { return nil }
        return stopError.map { .error($0) } ?? .completed
    }

    /// The subject as an observer.
    public func asObserver() -> ReplaySubject<Element> {
        self
    }

    /// Unsubscribes everyone and forgets the buffer; later subscribers get `RxError.disposed`.
    public func dispose() {
        lock.performLocked {
            disposed = true
            _ = observers.removeAll()
            buffer = []
            stopError = nil
        }
    }
}
