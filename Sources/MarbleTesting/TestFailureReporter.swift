import Testing
import XCTest

/// Reports a failure to the test framework that is running the current test: Swift Testing when there
/// is a current `Test`, XCTest otherwise. Either way the failure points at the caller's source line.
enum TestFailureReporter {
    /// Where the assertion was written.
    struct Caller {
        var fileID: String
        var filePath: StaticString
        var line: UInt
        var column: UInt
    }

    static func fail(_ message: String, at caller: Caller) {
        if Test.current != nil {
            let location = SourceLocation(
                fileID: caller.fileID, filePath: "\(caller.filePath)", line: Int(caller.line),
                column: Int(caller.column))
            Issue.record(Comment(rawValue: message), sourceLocation: location)
        } else {
            XCTFail(message, file: caller.filePath, line: caller.line)
        }
    }
}
