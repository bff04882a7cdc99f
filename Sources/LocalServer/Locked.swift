import Foundation

/// A value only touched while its lock is held, and a condition to wait on for it to change.
///
/// Contract: `withLock` runs its body with the lock held and wakes every `wait(until:deadline:)` after
/// it; `wait` returns once the predicate holds (true) or the deadline has passed (false). Built on
/// `NSCondition` (a pthread mutex and condition variable), which ThreadSanitizer sees, where it does
/// not see `Synchronization.Mutex` on Linux.
final class Locked<Value>: @unchecked Sendable {
    private let condition = NSCondition()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        condition.lock()
        defer {
            condition.broadcast()
            condition.unlock()
        }
        return try body(&value)
    }

    /// Waits until `predicate` holds of the value, or `deadline` passes; returns whether it holds.
    func wait(until predicate: (Value) -> Bool, deadline: Date) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while !predicate(value) {
            guard condition.wait(until: deadline) else { return predicate(value) }
        }
        return true
    }
}
