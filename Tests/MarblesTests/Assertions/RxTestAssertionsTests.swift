import MarbleTesting
import RxCore
import RxVirtualTime
import Testing

/// RxTest's assertions also report to Swift Testing when it runs the test.
@Suite("RxTest's assertions in Swift Testing")
struct RxTestAssertionsTests {
    @Test("a mismatch is one issue at the caller's line, listing the differences")
    func mismatchIsAnIssue() {
        let actual: [Recorded<Event<Int>>] = [.next(210, 2), .completed(250)]
        let line = #line + 2
        withKnownIssue {
            XCTAssertEqual(actual, [.next(210, 2), .completed(260)])
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == #fileID
                && issue.comments.map(\.rawValue).joined().hasSuffix(
                    "Differences:\nlhs[1]:\n    completed(250)\nrhs[1]:\n    completed(260)")
        }
    }

    @Test("equal recorded elements record no issue")
    func matchingElements() {
        XCTAssertRecordedElements([.next(10, "a"), .next(20, "b")], ["a", "b"])
    }
}
