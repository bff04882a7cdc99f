import XCTest

/// An XCTest case that can catch its own failures: those recorded inside `failures(of:)` are returned
/// instead of failing the test, so a test can check what an assertion reports.
class FailureCapturingTestCase: XCTestCase {
    /// A failure caught by `failures(of:)`.
    struct CapturedFailure {
        var description: String
        var file: String
        var line: Int
    }

    private var capturing = false
    private var captured: [CapturedFailure] = []

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        guard capturing else {
            super.recordFailure(
                withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
            return
        }
        captured.append(CapturedFailure(description: description, file: filePath, line: lineNumber))
    }

    /// The failures `body` records.
    func failures(of body: () -> Void) -> [CapturedFailure] {
        captured = []
        capturing = true
        body()
        capturing = false
        return captured
    }
}
