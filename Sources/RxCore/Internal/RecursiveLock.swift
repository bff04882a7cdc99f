import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#else
    import Darwin
#endif

/// A mutex the same thread may take again while it holds it.
///
/// Operators that merge several sources (merge, combineLatest, zip, …) forward events while holding
/// their lock; when an observer reacts by feeding one of those sources again on the same thread, the
/// recursive lock lets that re-entrant call through instead of deadlocking, as in RxSwift.
///
/// It is a plain mutex plus the identity of the thread holding it and how many times that thread took
/// it. (The mutex's lock and unlock are called separately here, which `Mutex` offers only under
/// underscored names.)
final class RecursiveLock {
    private let mutex = Mutex(())
    /// The thread holding the lock, or 0.
    private let owner = Atomic<UInt>(0)
    // Only touched by the thread holding the lock.
    @exclusivity(unchecked) private var depth = 0

    /// Takes the lock (again, if this thread already holds it).
    @inline(__always)
    func lock() {
        let thread = UInt(bitPattern: Int(bitPattern: pthread_self()))
        if owner.load(ordering: .relaxed) != thread {
            mutex._unsafeLock()
            owner.store(thread, ordering: .relaxed)
        }
        depth += 1
    }

    /// Releases the lock once; the last release lets other threads in.
    @inline(__always)
    func unlock() {
        depth -= 1
        if depth == 0 {
            owner.store(0, ordering: .relaxed)
            mutex._unsafeUnlock()
        }
    }

    /// Runs `body` while holding the lock.
    @inline(__always)
    func performLocked<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
