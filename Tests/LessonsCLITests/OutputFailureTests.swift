import Foundation
import LessonFixtures
import LessonsCLI
import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A write to standard output or standard error that fails (a full disk, a closed descriptor) ends the
/// command with exit code 1, said on standard error while it works; a reader that goes away (a closed
/// pipe) stays quiet. (XCTest: the lessons bind UI, which runs on the main thread.)
final class OutputFailureTests: XCTestCase {
    /// Runs `lessons` on the fixture catalogue with these outputs.
    private func lessons(
        _ arguments: String..., output: TextOutput, errors: TextOutput, language: String = "en_US.UTF-8"
    ) throws -> Int32 {
        let fixture = try FixtureCatalogue()
        return LessonsCommandLine.run(
            arguments, environment: ["LANG": language], standardOutput: output, standardError: errors,
            outputIsTerminal: false, catalogue: fixture.catalogue)
    }

    /// A descriptor whose writes fail with EBADF: a pipe's write end, closed.
    private func closedDescriptor() -> Int32 {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        close(ends[0])
        close(ends[1])
        return ends[1]
    }

    func testAClosedStandardOutputEndsTheCommandWithOneAndAMessage() throws {
        let errors = BufferedOutput()
        let status = try lessons("list", output: FileDescriptorOutput(closedDescriptor()), errors: errors)
        XCTAssertEqual(status, 1)
        XCTAssertTrue(
            errors.text.hasPrefix("lessons: could not write to standard output (Bad file descriptor)"),
            errors.text)
        let korean = BufferedOutput()
        XCTAssertEqual(
            try lessons(
                "list", output: FileDescriptorOutput(closedDescriptor()), errors: korean, language: "ko_KR"),
            1)
        XCTAssertTrue(korean.text.hasPrefix("lessons: 표준 출력에 쓸 수 없습니다(Bad file descriptor)"), korean.text)
    }

    func testAFullDiskEndsTheCommandWithOne() throws {
        let descriptor = open("/dev/full", O_WRONLY)
        try XCTSkipIf(descriptor < 0, "this system has no /dev/full")
        defer { close(descriptor) }
        let errors = BufferedOutput()
        XCTAssertEqual(
            try lessons("run", "label-binder", output: FileDescriptorOutput(descriptor), errors: errors), 1)
        XCTAssertTrue(errors.text.contains("(No space left on device)"), errors.text)
    }

    func testAFailingStandardErrorEndsTheCommandWithOneToo() throws {
        let status = try lessons(
            "run", "no-such-lesson", output: BufferedOutput(),
            errors: FileDescriptorOutput(closedDescriptor()))
        XCTAssertEqual(status, 1, "not the usage error's 2: what it had to say was lost")
    }

    func testAReaderThatGoesAwayIsNoFailure() throws {
        FileDescriptorOutput.ignoreSIGPIPE()
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        close(ends[0])
        defer { close(ends[1]) }
        let output = FileDescriptorOutput(ends[1])
        let errors = BufferedOutput()
        XCTAssertEqual(try lessons("list", output: output, errors: errors), 0)
        XCTAssertEqual(output.closingError, EPIPE)
        XCTAssertNil(output.failure)
        XCTAssertEqual(errors.text, "")
    }
}
