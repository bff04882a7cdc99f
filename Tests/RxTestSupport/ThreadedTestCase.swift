import Foundation
import RxCore
import XCTest

/// The base of the tests whose sequences run on dispatch queues or several threads (the stress tests
/// that `Scripts/sanitizers.sh` runs under ThreadSanitizer): a sink there lets go of itself just after
/// its last event, possibly after the test has its answer, and work a test left on a queue (a tick
/// already scheduled when its timer was disposed) ends soon after. The leak check waits a little for
/// that, then fails if `Resources.total` is not back where it started, so that no later test starts
/// with it.
open class ThreadedTestCase: XCTestCase {
    /// How many threads a stress test runs on.
    public let threads = 4
    private var startResourceCount: Int32 = 0

    open override func setUp() {
        super.setUp()
        startResourceCount = Resources.total
    }

    open override func tearDown() {
        let deadline = Date().addingTimeInterval(2)
        while Resources.total != startResourceCount && Date() < deadline {
            // The main queue may hold some of that work: turn the main run loop, not just sleep.
            _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.005))
        }
        XCTAssertEqual(Resources.total, startResourceCount, "a subscription or sink leaked")
        super.tearDown()
    }
}
