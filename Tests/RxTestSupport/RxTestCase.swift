import RxCore
import RxVirtualTime
import XCTest

/// The base of the reactive tests: each test gets a fresh `TestScheduler`, and fails if
/// `Resources.total` is not back at its starting value when the test ends (something leaked).
open class RxTestCase: XCTestCase {
    /// A scheduler whose clock starts at 0.
    public var scheduler: TestScheduler!
    private var startResourceCount: Int32 = 0

    open override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        startResourceCount = Resources.total
    }

    open override func tearDown() {
        scheduler = nil
        XCTAssertEqual(
            Resources.total, startResourceCount,
            "Resources.total is not back where it started: a subscription or sink leaked")
        super.tearDown()
    }
}

/// The error tests send and expect.
public enum TestError: Error, Equatable {
    case boom
    case other
}
