import Synchronization

/// The observers registered in a subject, in subscription order, each under a key that unsubscribes it.
///
/// Every registered observer counts in `Resources.total` until it is removed.
struct ObserverList<Element> {
    /// A snapshot of the observers, to deliver an event to outside the subject's lock.
    typealias Snapshot = ContiguousArray<ObserverNode<Element>>

    private(set) var observers: Snapshot = []
    private var keys: [Int] = []
    private var nextKey = 0

    var isEmpty: Bool {
        keys.isEmpty
    }

    /// Registers `observer`; returns its key.
    mutating func insert(_ observer: ObserverNode<Element>) -> Int {
        let key = nextKey
        nextKey += 1
        observers.append(observer)
        keys.append(key)
        Resources.incrementTotal()
        return key
    }

    /// Unregisters the observer with `key`, if it is still here.
    mutating func remove(_ key: Int) {
        guard let index = keys.firstIndex(of: key) else { return }
        keys.remove(at: index)
        observers.remove(at: index)
        Resources.decrementTotal()
    }

    /// Unregisters every observer; returns them.
    mutating func removeAll() -> Snapshot {
        let removed = observers
        for _ in keys { Resources.decrementTotal() }
        observers = []
        keys = []
        return removed
    }
}

extension ContiguousArray {
    /// Sends `element` to every observer of a snapshot.
    @inline(__always)
    func sendNext<Value>(_ element: Value) where Element == ObserverNode<Value> {
        for observer in self { observer.onNext(element) }
    }

    /// Sends a terminal event to every observer of a snapshot.
    func sendStop<Value>(_ event: Event<Value>) where Element == ObserverNode<Value> {
        for observer in self { observer.on(event) }
    }
}

/// Something an observer can be unregistered from by key.
protocol UnsubscribeType: AnyObject {
    func unsubscribe(_ key: Int)
}

/// The disposable a subject returns from `subscribe`: unregisters that observer, once.
final class SubscriptionDisposable<Owner: UnsubscribeType>: Disposable {
    private let key: Int
    private let owner: Mutex<Owner?>

    init(owner: Owner, key: Int) {
        self.key = key
        self.owner = Mutex(owner)
    }

    func dispose() {
        let owner = self.owner.withLock { owner in
            defer { owner = nil }
            return owner
        }
        owner?.unsubscribe(key)
    }
}
