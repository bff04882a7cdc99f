import Marbles
import RxCore
import RxVirtualTime

/// Checks that recorded events are exactly the events of a marble diagram, and reports a mismatch as
/// a test failure at the caller's line — in XCTest or in Swift Testing, whichever is running.
///
///     assertMarbles(observer.events, "--a--b--|", values: ["a": 1, "b": 2])
///
/// The failure message draws expected and actual as aligned diagrams with a caret under the first
/// difference, then lists both (see `MarbleMismatch`). A key missing from `values` stands for itself
/// when it can (`b` for the String "b", `2` for the Int 2), unless `strict`. `#` is `error`. Frames map
/// to ticks by `timing` (10 ticks a frame from tick 0 by default; `MarbleTiming(origin: 200)` for what
/// `scheduler.start { … }` records). An invalid diagram fails with its `MarbleSyntaxError`.
public func assertMarbles<Value: Equatable>(
    _ actual: [Recorded<Event<Value>>], _ expected: String, values: [String: Value] = [:],
    strict: Bool = false,
    error: Error = MarbleError(), timing: MarbleTiming = .default,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let caller = TestFailureReporter.Caller(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
        if let mismatch = try MarbleComparison.compare(
            actual, with: expected, values: values, strict: strict, error: error, timing: timing)
        {
            TestFailureReporter.fail(mismatch.description, at: caller)
        }
    } catch {
        TestFailureReporter.fail("the expected diagram is not valid: \(error)", at: caller)
    }
}

/// Checks that a subscription log (`TestableObservable.subscriptions`) is exactly the subscriptions of
/// the diagrams, one diagram per subscription, as in RxJS's `expectSubscriptions`:
///
///     assertMarbles(xs.subscriptions, ["^---!", "--^-!"], timing: MarbleTiming(origin: 200))
///
/// A mismatch is reported as a test failure at the caller's line, drawn as aligned diagrams.
public func assertMarbles(
    _ actual: [Subscription], _ expected: [String], timing: MarbleTiming = .default,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let caller = TestFailureReporter.Caller(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
        if let mismatch = try MarbleComparison.compare(actual, with: expected, timing: timing) {
            TestFailureReporter.fail(mismatch.description, at: caller)
        }
    } catch {
        TestFailureReporter.fail("an expected subscription diagram is not valid: \(error)", at: caller)
    }
}

/// `assertMarbles` for a log of one subscription: `assertMarbles(xs.subscriptions, "^---!")`.
public func assertMarbles(
    _ actual: [Subscription], _ expected: String, timing: MarbleTiming = .default,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    assertMarbles(
        actual, [expected], timing: timing, fileID: fileID, filePath: filePath, line: line, column: column)
}
