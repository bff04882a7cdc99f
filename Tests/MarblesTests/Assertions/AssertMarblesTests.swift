import MarbleTesting
import Marbles
import RxCore
import RxVirtualTime
import Testing

/// `assertMarbles` in Swift Testing: silent when the stream matches, and otherwise one issue, at the
/// caller's line, whose comment is the drawn mismatch.
@Suite("assertMarbles in Swift Testing")
struct AssertMarblesTests {
    @Test("a stream built from a hot diagram, checked against the diagram it should produce")
    func matchingStream() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let timing = MarbleTiming(origin: 200)
        let xs = try scheduler.createHotObservable(
            "-a-^-b-c-|", values: ["a": 1, "b": 2, "c": 3], timing: timing)
        let observer = scheduler.start { xs.map { $0 * 10 } }
        assertMarbles(observer.events, "--x-y-|", values: ["x": 20, "y": 30], timing: timing)
        assertMarbles(xs.subscriptions, "^-----!", timing: timing)
    }

    @Test("a mismatch is one issue at the caller's line, with the aligned diagrams")
    func mismatchIsReportedAtTheCallersLine() {
        let actual: [Recorded<Event<Int>>] = [.next(20, 1), .next(50, 3), .completed(80)]
        let line = #line + 2
        withKnownIssue {
            assertMarbles(actual, "--a--b--|", values: ["a": 1, "b": 2])
        } matching: { issue in
            let message = issue.comments.map(\.rawValue).joined()
            return issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == #fileID
                && message.hasPrefix(
                    "marbles differ at tick 50\n  expected: --a--b--|\n  actual:   --a--3--|")
        }
    }

    @Test("a subscription mismatch is reported the same way")
    func subscriptionMismatch() {
        let line = #line + 2
        withKnownIssue {
            assertMarbles([Subscription(200, 250)], ["^--!"], timing: MarbleTiming(origin: 200))
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.map(\.rawValue).joined().hasPrefix("subscriptions differ at tick 230")
        }
    }

    @Test("an invalid expected diagram fails with its syntax error, not a crash")
    func invalidDiagram() {
        withKnownIssue {
            assertMarbles([Recorded<Event<String>>](), "--(a")
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix(
                "the expected diagram is not valid: marble syntax error at column 3 ('('): a group that is never closed"
            )
        }
    }

    @Test("a value with no key in strict mode fails with the key's position")
    func strictMode() {
        withKnownIssue {
            assertMarbles([Recorded<Event<String>>.next(0, "b")], "b", values: ["a": "A"], strict: true)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("no value for the key `b` (strict mode)")
        }
    }
}
