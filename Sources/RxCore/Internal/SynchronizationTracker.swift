import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#else
    import Darwin
#endif

/// Tells, in debug builds, when two threads send events into one subject at the same time: the
/// caller's mistake RxSwift calls a synchronization anomaly. A subject delivers outside its lock (an
/// observer may send into it again), so such calls reach its observers overlapping, which breaks the
/// grammar every observer relies on (`next* (error | completed)?`, one event at a time).
///
/// Contract: `enter` and `leave` bracket one `on` call. The first thread in is the occupant (it may
/// enter again, from its own observer); another thread entering meanwhile is reported once per call
/// through `Hooks.synchronizationAnomaly`, naming the subject, and goes on (as in RxSwift, the event is
/// still delivered). It costs one atomic compare-and-exchange per call, and only in debug builds.
struct SynchronizationTracker: ~Copyable {
    /// The thread inside, or 0.
    private let occupant = Atomic<UInt>(0)
    /// How many times the occupant is inside.
    private let depth = Atomic<Int>(0)

    /// Marks the current thread inside `subject`'s `on`; returns whether it must `leave` (it is the
    /// occupant), after reporting an anomaly when another thread is inside.
    func enter(_ subject: AnyObject) -> Bool {
        let thread = UInt(bitPattern: Int(bitPattern: pthread_self()))
        let (exchanged, original) = occupant.compareExchange(
            expected: 0, desired: thread, ordering: .acquiring)
        guard exchanged || original == thread else {
            Hooks.synchronizationAnomaly(String(describing: type(of: subject)))
            return false
        }
        depth.wrappingAdd(1, ordering: .relaxed)
        return true
    }

    /// Marks the current thread out again, when `entered` says it came in as the occupant.
    func leave(_ entered: Bool) {
        guard entered else { return }
        if depth.wrappingSubtract(1, ordering: .relaxed).newValue == 0 {
            occupant.store(0, ordering: .releasing)
        }
    }
}
