import MarbleTesting
import Marbles
import RxCore
import RxVirtualTime
import XCTest

/// `assertMarbles` in XCTest: the failure goes to `XCTFail` at the caller's file and line. The test
/// catches its own failures (see `FailureCapturingTestCase`), and checks them.
final class AssertMarblesXCTests: FailureCapturingTestCase {
    func testMatchingEventsDoNotFail() {
        let events: [Recorded<Event<String>>] = [.next(20, "a"), .completed(30)]
        XCTAssertTrue(failures { assertMarbles(events, "--a|") }.isEmpty)
    }

    func testMismatchFailsAtTheCallersLineWithTheDrawnDiagrams() {
        let events: [Recorded<Event<String>>] = [.next(20, "a"), .next(40, "b")]
        let line = #line + 1
        let failures = failures { assertMarbles(events, "--a-c") }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertEqual(failures.first?.file, #filePath)
        XCTAssertTrue(
            failures.first?.description.contains(
                """
                marbles differ at tick 40
                  expected: --a-c
                  actual:   --a-b
                                ^
                """) == true, failures.first?.description ?? "no failure")
    }

    func testSubscriptionMismatchFails() {
        let failures = failures { assertMarbles([Subscription(0, 20)], "^-!-!") }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.description.contains("a second unsubscription point") == true)
    }
}
