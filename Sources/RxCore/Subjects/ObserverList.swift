import Synchronization

/// The observers registered in a subject, in subscription order, each under a key that unsubscribes it.
///
/// A copy is a snapshot: a subject copies its list under its lock and delivers to the copy outside it.
/// Most subjects have a single observer, so the oldest one is kept apart and the array of the others
/// is only made for a second observer. Every registered observer counts in `Resources.total` until it
/// is removed. Its methods are inlined into the subjects' own: calling a method of a generic struct
/// from generic code costs a run-time type lookup.
struct ObserverList<Element> {
    private var first: ObserverNode<Element>?
    private var firstKey = 0
    private var others: ContiguousArray<ObserverNode<Element>>?
    private var otherKeys: [Int] = []
    private var nextKey = 0

    @inline(__always)
    var isEmpty: Bool {
        first == nil && otherKeys.isEmpty
    }

    /// Registers `observer`; returns its key.
    @inline(__always)
    mutating func insert(_ observer: ObserverNode<Element>) -> Int {
        let key = nextKey
        nextKey += 1
        Resources.incrementTotal()
        if first == nil && otherKeys.isEmpty {
            first = observer
            firstKey = key
        } else {
            others = (others ?? []) + [observer]
            otherKeys.append(key)
        }
        return key
    }

    /// Unregisters the observer with `key`, if it is still here.
    @inline(__always)
    mutating func remove(_ key: Int) {
        if first != nil && firstKey == key {
            first = nil
        } else if let index = otherKeys.firstIndex(of: key) {
            otherKeys.remove(at: index)
            others?.remove(at: index)
        } else {
            return
        }
        Resources.decrementTotal()
    }

    /// Unregisters every observer; returns the list as it was.
    @inline(__always)
    mutating func removeAll() -> ObserverList {
        let removed = self
        let count = (first == nil ? 0 : 1) + otherKeys.count
        for _ in 0..<count { Resources.decrementTotal() }
        first = nil
        others = nil
        otherKeys = []
        return removed
    }

    /// Sends `element` to every observer, in subscription order.
    @inline(__always)
    func sendNext(_ element: Element) {
        first?.onNext(element)
        if let others {
            for observer in others { observer.onNext(element) }
        }
    }

    /// Sends a terminal event to every observer, in subscription order.
    @inline(__always)
    func sendStop(_ event: Event<Element>) {
        first?.on(event)
        if let others {
            for observer in others { observer.on(event) }
        }
    }
}

/// Something an observer can be unregistered from by key.
protocol UnsubscribeType: AnyObject {
    func unsubscribe(_ key: Int)
}

/// The disposable a subject returns from `subscribe`: unregisters that observer, once.
final class SubscriptionDisposable: Disposable {
    private let key: Int
    private let owner: Mutex<UnsubscribeType?>

    init(owner: UnsubscribeType, key: Int) {
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
