import MarbleTesting
import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

/// RxTest's assertions in XCTest: `XCTAssertEqual` on events and recorded events, and
/// `XCTAssertRecordedElements`. A mismatch is one failure at the caller's line, whose message lists the
/// differences.
final class RxTestAssertionsXCTests: FailureCapturingTestCase {
    func testEqualRecordedEventsDoNotFail() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(250, TestError.boom)])
        let res = scheduler.start { xs.map { $0 * 10 } }
        XCTAssertTrue(
            failures { XCTAssertEqual(res.events, [.next(210, 20), .error(250, TestError.boom)]) }.isEmpty)
    }

    func testARecordedMismatchFailsAtTheCallersLineListingTheDifferences() {
        let actual: [Recorded<Event<Int>>] = [.next(210, 2), .completed(250)]
        let line = #line + 1
        let failures = failures { XCTAssertEqual(actual, [.next(210, 2), .next(240, 3), .completed(260)]) }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertEqual(failures.first?.file, #filePath)
        // XCTest puts "failed - " before the message of an `XCTFail`.
        XCTAssertEqual(
            failures.first?.description,
            """
            failed - XCTAssertEqual failed: ("[next(210, 2), completed(250)]") is not equal to \
            ("[next(210, 2), next(240, 3), completed(260)]")
            Differences:
            lhs[1]:
                completed(250)
            rhs[1]:
                next(240, 3)
            rhs[2]:
                completed(260)
            """)
    }

    func testEventsCompareErrorsByTypeAndDescription() {
        let events: [Event<String>] = [.next("a"), .error(TestError.boom)]
        XCTAssertTrue(failures { XCTAssertEqual(events, [.next("a"), .error(TestError.boom)]) }.isEmpty)
        let failures = failures { XCTAssertEqual(events, [.next("a"), .error(TestError.other)]) }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(
            failures.first?.description.hasSuffix("lhs[1]:\n    error(boom)\nrhs[1]:\n    error(other)")
                == true,
            failures.first?.description ?? "no failure")
    }

    func testOptionalElementsCompareNilToNil() {
        let actual: [Recorded<Event<Int?>>] = [.next(10, nil), .next(20, 1)]
        XCTAssertTrue(failures { XCTAssertEqual(actual, [.next(10, nil), .next(20, 1)]) }.isEmpty)
        let failures = failures { XCTAssertEqual(actual, [.next(10, 1), .next(20, 1)]) }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(
            failures.first?.description.hasSuffix(
                "lhs[0]:\n    next(10, nil)\nrhs[0]:\n    next(10, Optional(1))")
                == true, failures.first?.description ?? "no failure")
    }

    func testRecordedElementsIgnoreTimes() {
        let stream: [Recorded<Event<String>>] = [.next(10, "a"), .next(500, "b")]
        XCTAssertTrue(failures { XCTAssertRecordedElements(stream, ["a", "b"]) }.isEmpty)
        let failures = failures { XCTAssertRecordedElements(stream, ["a"]) }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(
            failures.first?.description,
            "failed - XCTAssertEqual failed: (\"[\"a\", \"b\"]\") is not equal to (\"[\"a\"]\")\nDifferences:\nlhs[1]:\n    b"
        )
    }

    func testRecordedElementsFailOnAStopEvent() {
        let stream: [Recorded<Event<Int>>] = [.next(10, 1), .completed(20), .error(30, TestError.boom)]
        let line = #line + 1
        let failures = failures { XCTAssertRecordedElements(stream, [1]) }
        XCTAssertEqual(
            failures.map(\.description), ["failed - A non-next stop event has been emitted: completed(20)"])
        XCTAssertEqual(failures.first?.line, line)
    }
}

/// RxTest's assertions on the traits' events.
final class RxTestTraitAssertionsXCTests: FailureCapturingTestCase {
    func testSingleEventsCompareTheirElementsAndErrors() {
        let events: [SingleEvent<Int>] = [.success(1), .failure(TestError.boom)]
        XCTAssertTrue(failures { XCTAssertEqual(events, [.success(1), .failure(TestError.boom)]) }.isEmpty)
        let failures = failures { XCTAssertEqual(events, [.success(1), .failure(TestError.other)]) }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.description.contains("Differences:\nlhs[1]:") == true, "\(failures)")
    }

    func testMaybeAndCompletableEvents() {
        XCTAssertTrue(failures { XCTAssertEqual([MaybeEvent<Int>.completed], [.completed]) }.isEmpty)
        XCTAssertEqual(failures { XCTAssertEqual([MaybeEvent.success(1)], [.success(2)]) }.count, 1)
        XCTAssertEqual(failures { XCTAssertEqual([CompletableEvent.completed], []) }.count, 1)
    }
}
