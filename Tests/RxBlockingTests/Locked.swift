import Foundation

/// A value that several threads read and change, one at a time (under an `NSLock`, which
/// ThreadSanitizer sees).
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var guarded: Value

    init(_ value: Value) {
        guarded = value
    }

    /// Runs `body` on the value, with no other thread inside.
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.withLock { body(&guarded) }
    }

    /// The value now.
    var value: Value {
        withLock { $0 }
    }
}
