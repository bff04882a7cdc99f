import LessonFixtures
import LessonsCLI
import XCTest

/// An argument that is not valid UTF-8 is refused (exit code 2), not turned into the name of another
/// file. (XCTest: the lessons bind UI, which runs on the main thread.)
final class ArgumentEncodingTests: XCTestCase {
    func testUndecodableArgumentsAreFound() {
        let (arguments, undecodable) = LessonsCommandLine.decode([
            Array("run".utf8), Array("x".utf8), Array("--html".utf8), [0x61, 0xFF, 0x2E, 0x68],
            Array("한".utf8),
        ])
        XCTAssertEqual(undecodable, [3])
        XCTAssertEqual(arguments, ["run", "x", "--html", "a\u{FFFD}.h", "한"])
        XCTAssertEqual(
            LessonsCommandLine.decode([[0xED, 0xA0, 0x80]]).undecodable, [0], "an encoded surrogate")
        XCTAssertEqual(LessonsCommandLine.decode([[0xC0, 0xAF]]).undecodable, [0], "an overlong slash")
    }

    func testAnUndecodablePathIsRefusedAndNothingIsWritten() throws {
        let fixture = try FixtureCatalogue()
        let path = fixture.folder.appendingPathComponent("page\u{FFFD}.html")
        for (language, message) in [
            (
                "en_US.UTF-8",
                "lessons: argument 4 is not valid UTF-8 ('\(path.path)', where \\u{FFFD} stands for "
            ),
            ("ko_KR.UTF-8", "lessons: 4번째 인자가 올바른 UTF-8이 아닙니다('\(path.path)', \\u{FFFD}가 잘못된 바이트입니다)"),
        ] {
            let errors = BufferedOutput()
            let output = BufferedOutput()
            let status = LessonsCommandLine.run(
                ["run", "label-binder", "--html", path.path], undecodable: [3],
                environment: ["LANG": language],
                standardOutput: output, standardError: errors, outputIsTerminal: false,
                catalogue: fixture.catalogue)
            XCTAssertEqual(status, 2)
            XCTAssertEqual(output.text, "")
            XCTAssertTrue(
                errors.text.hasPrefix(message.replacingOccurrences(of: "\u{FFFD}", with: "\\u{FFFD}")),
                errors.text)
            XCTAssertTrue(errors.text.contains("lessons run <id>"), "the usage of run")
            XCTAssertFalse(FileManager.default.fileExists(atPath: path.path))
        }
    }
}
