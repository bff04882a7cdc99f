import RxSandbox

// @code marble-assertions
/// What the lesson's test bodies check their streams with. In `swift test` it is MarbleTesting's
/// `assertMarbles`, which fails the test (Tests/CurriculumTests/TestingLessonTests.swift); in a scene
/// it draws the stream, states the diagram as the scene's expectation and prints the result.
protocol MarbleAssertions {
    func check<Value: Equatable>(
        _ actual: [Recorded<Event<Value>>], _ expected: String, values: [String: Value],
        timing: MarbleTiming, fileID: String, filePath: StaticString, line: UInt, column: UInt)
}

extension MarbleAssertions {
    /// `assertMarbles(events, "--a-b", values: …, timing: …)`, as MarbleTesting spells it.
    func assertMarbles<Value: Equatable>(
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
