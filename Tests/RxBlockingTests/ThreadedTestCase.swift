import Foundation
import RxCore
import XCTest

/// The base of the tests whose sequences run on dispatch queues: a sink there lets go of itself just
/// after its last event, possibly after the waiting test has its answer. The leak check waits a
/// little for that, then fails if `Resources.total` is not back where it started.
class ThreadedTestCase: XCTestCase {
    private var startResourceCount: Int32 = 0

    override func setUp() {
        super.setUp()
        startResourceCount = Resources.total
    }

    override func tearDown() {
        let deadline = Date().addingTimeInterval(2)
        while Resources.total != startResourceCount && Date() < deadline {
            // The main queue may hold some of that work: turn the main run loop, not just sleep.
            _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.005))
        }
        XCTAssertEqual(Resources.total, startResourceCount, "a subscription or sink leaked")
        super.tearDown()
    }
}

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
