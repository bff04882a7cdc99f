import Testing
import XCTest

/// Reports a failure to the test framework that is running the current test: Swift Testing when there
/// is a current `Test`, XCTest otherwise. Either way the failure points at the caller's source line.
enum TestFailureReporter {
    /// Where the assertion was written.
    struct Caller {
        /// `Module/File.swift`, or `nil` when the caller gave only a path (RxTest's assertions take
        /// `file:line:` alone, as XCTest's do): then the module is taken to be the current test's.
        var fileID: String?
        var filePath: StaticString
        var line: UInt
        var column: UInt = 1
    }

    static func fail(_ message: String, at caller: Caller) {
        if let test = Test.current {
            let path = "\(caller.filePath)"
            let fileID =
                caller.fileID ?? "\(test.sourceLocation.moduleName)/\(path.split(separator: "/").last ?? "")"
            let location = SourceLocation(
                fileID: fileID, filePath: path, line: Int(caller.line), column: Int(caller.column))
            Issue.record(Comment(rawValue: message), sourceLocation: location)
        } else {
            XCTFail(message, file: caller.filePath, line: caller.line)
        }
    }
}
