import Synchronization

// Two counters RxSwift keeps in its `TRACE_RESOURCES` and debug builds "for unit tests", which its own
// test suite reads. The sandbox keeps them always, with the same meaning where its implementation has
// the same part, and says below where it does not.

extension Resources {
    private static let serialDispatchQueueObservables = Atomic<Int32>(0)

    /// How many `observe(on:)` sequences on a `SerialDispatchQueueScheduler` (such as `MainScheduler`)
    /// exist: counted when one is made, uncounted when it is freed, whether subscribed or not.
    public static var numberOfSerialDispatchQueueObservables: Int32 {
        serialDispatchQueueObservables.load(ordering: .relaxed)
    }

    /// Counts an `observe(on:)` sequence made (`+1`) or freed (`-1`) on a serial dispatch queue.
    static func countSerialDispatchQueueObservable(_ change: Int32) {
        serialDispatchQueueObservables.wrappingAdd(change, ordering: .relaxed)
    }
}

private let tailRecursiveSinkStackSize = Atomic<Int>(0)

/// The deepest nesting of sources that `concat` (or `catch(sequence:)`) was subscribing at once, which
/// RxSwift's tests reset to 0 and read. RxSwift's sink for a sequence of sources recurses into the next
/// source while one completes during its subscription; the sandbox's goes on in a loop instead
/// (`SubscriptionLoop`), so it never nests: once a source has been subscribed, this is 1.
public var maxTailRecursiveSinkStackSize: Int {
    get { tailRecursiveSinkStackSize.load(ordering: .relaxed) }
    set { tailRecursiveSinkStackSize.store(newValue, ordering: .relaxed) }
}

/// Notes that a sequence of sources (`concat`, `catch(sequence:)`) is being subscribed: its sources
/// will be subscribed at depth 1 (see above). Once per subscription, not once per source.
func noteTailRecursiveSinkSubscribed() {
    tailRecursiveSinkStackSize.max(1, ordering: .relaxed)
}
