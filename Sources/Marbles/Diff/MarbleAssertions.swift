import RxCore
import RxVirtualTime

// @code marble-assertions
/// What a test body checks its streams with, so that one body can run in two places: in `swift test`
/// it is MarbleTesting's `assertMarbles`, which fails the test at the line of the assertion; in a scene
/// or an exercise's check it draws the stream, or compares it, and says whether the assertion holds.
/// Contract: `check` is given the recorded events, the expected diagram with its values and timing,
/// and where the assertion is written.
public protocol MarbleAssertions {
    func check<Value: Equatable>(
        _ actual: [Recorded<Event<Value>>], _ expected: String, values: [String: Value],
        timing: MarbleTiming, fileID: String, filePath: StaticString, line: UInt, column: UInt)
}

extension MarbleAssertions {
    /// `assertMarbles(events, "--a-b", values: …, timing: …)`, as MarbleTesting spells it.
    public func assertMarbles<Value: Equatable>(
        _ actual: [Recorded<Event<Value>>], _ expected: String, values: [String: Value] = [:],
        timing: MarbleTiming = .default, fileID: String = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        check(
            actual, expected, values: values, timing: timing, fileID: fileID, filePath: filePath, line: line,
            column: column)
    }
}
// @end
