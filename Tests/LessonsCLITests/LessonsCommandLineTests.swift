import Foundation
import LessonFixtures
import LessonKit
import LessonsCLI
import XCTest

/// The `lessons` command end to end, on a fixture catalogue, with in-memory outputs. (XCTest: the
/// lessons bind UI, which runs on the main thread.)
final class LessonsCommandLineTests: XCTestCase {
    private struct Outcome {
        var status: Int32
        var output: String
        var errors: String
    }

    private func lessons(
        _ arguments: String..., environment: [String: String] = ["LANG": "en_US.UTF-8"],
        catalogue: LessonCatalogue? = nil
    ) throws -> Outcome {
        let fixture = try FixtureCatalogue()
        let standardOutput = BufferedOutput()
        let standardError = BufferedOutput()
        let status = LessonsCommandLine.run(
            arguments, environment: environment, standardOutput: standardOutput, standardError: standardError,
            outputIsTerminal: false, catalogue: catalogue ?? fixture.catalogue)
        return Outcome(status: status, output: standardOutput.text, errors: standardError.text)
    }

    func testListShowsEveryLessonInOrderWithItsTitleAndSummary() throws {
        let outcome = try lessons("list")
        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(
            outcome.output,
            "1. label-binder  Label binder — Writes a label <b>\n2. button-taps   Button taps — Counts taps\n"
        )
        XCTAssertEqual(
            try lessons("list", "--lang", "ko").output.components(separatedBy: "\n")[0],
            "1. label-binder  레이블 바인더 — 레이블에 값을 씁니다")
        XCTAssertTrue(try lessons("list", environment: ["LANG": "ko_KR.UTF-8"]).output.contains("버튼 탭"))
    }

    func testTheListStaysAlignedPastNineLessons() throws {
        let ten = (1...10).map { number in
            Lesson(
                id: "lesson-\(number)", title: Localized(ko: "\(number)", en: "\(number)"),
                summary: Localized(ko: "", en: "s"), scenes: [])
        }
        let lines = try lessons("list", catalogue: LessonCatalogue(ten)).output.split(separator: "\n")
        XCTAssertEqual(lines[0], " 1. lesson-1   1 — s")
        XCTAssertEqual(lines[9], "10. lesson-10  10 — s")
    }

    func testRunShowsTheNarrativeTheCodeAndTheScene() throws {
        let outcome = try lessons("run", "label-binder")
        XCTAssertEqual(outcome.status, 0, outcome.errors)
        XCTAssertEqual(outcome.errors, "")
        XCTAssertTrue(outcome.output.hasPrefix("lessons run label-binder\nWrites a label <b>\n\nTitle en\n"))
        XCTAssertTrue(outcome.output.contains("│ texts.bind(to: label.rx.text)"), outcome.output)
        XCTAssertTrue(outcome.output.contains("▶ scene: main"))
        XCTAssertTrue(outcome.output.contains("label.text"))
        XCTAssertTrue(
            outcome.output.hasSuffix(
                "✓ every scene ran as expected\n\nNext lesson: swift run lessons run button-taps\n"))
        XCTAssertFalse(outcome.output.contains("\u{1B}"), "no colour when the output is not a terminal")
        XCTAssertTrue(try lessons("run", "label-binder", "--lang", "ko").output.contains("Title ko"))
    }

    func testEachRunEndsWithTheCommandToRunNextInItsLanguage() throws {
        XCTAssertTrue(
            try lessons("run", "label-binder", "--lang", "ko").output.hasSuffix(
                "✓ 모든 장면이 기대대로 실행되었습니다\n\n다음 레슨: swift run lessons run button-taps\n"))
        XCTAssertTrue(
            try lessons("run", "button-taps").output.hasSuffix(
                "\n\nThat was the last lesson. To see them all: swift run lessons list\n"))
        XCTAssertTrue(
            try lessons("run", "button-taps", "--lang", "ko").output.hasSuffix(
                "\n\n마지막 레슨이었습니다. 전체 목록: swift run lessons list\n"))
    }

    func testTheSameRunPrintsTheSameBytes() throws {
        XCTAssertEqual(try lessons("run", "button-taps").output, try lessons("run", "button-taps").output)
    }

    func testAnUnknownLessonExits2WithTheClosestId() throws {
        let outcome = try lessons("run", "label-bindr")
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.output, "")
        XCTAssertEqual(
            outcome.errors,
            "lessons: no lesson 'label-bindr'; did you mean 'label-binder'?\nRun 'lessons list' to see them all.\n"
        )
        XCTAssertEqual(
            try lessons("check", "nothing-like-it").errors.hasPrefix(
                "lessons: no lesson 'nothing-like-it'\n"), true)
    }

    func testABadFlagPrintsTheUsageOnStandardErrorAndExits2() throws {
        let outcome = try lessons("run", "label-binder", "--colour")
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.output, "")
        XCTAssertTrue(
            outcome.errors.hasPrefix("lessons: unknown option '--colour' for 'run'"), outcome.errors)
        XCTAssertTrue(outcome.errors.contains("usage: lessons run <id>"))
    }

    func testHelpAndVersion() throws {
        XCTAssertTrue(try lessons("--help").output.contains("commands:"))
        XCTAssertTrue(try lessons("run", "--help").output.contains("usage: lessons run <id>"))
        XCTAssertEqual(try lessons("--version").output, "lessons \(LessonsCommandLine.version)\n")
    }

    func testCheckPassesAndFailsWithTheMarbleDiff() throws {
        let passing = try lessons("check")
        XCTAssertEqual(passing.status, 0)
        XCTAssertEqual(passing.output, "✓ catalogue\n✓ label-binder\n✓ button-taps\n3 checked, all passed\n")
        XCTAssertTrue(try lessons("check", "--lang", "ko").output.hasSuffix("3개 확인, 모두 통과\n"))
        let failing = try FixtureCatalogue(failing: true)
        let outcome = try lessons("check", "label-binder", catalogue: failing.catalogue)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertTrue(
            outcome.output.hasPrefix("✗ label-binder\n  scene main: label.text: marbles differ at tick 10\n"))
        XCTAssertTrue(outcome.output.contains("expected: -b"))
        XCTAssertTrue(outcome.output.hasSuffix("1 checked, 1 failed\n"))
    }

    func testCheckFindsNarrativesThatShowWhatDoesNotExist() throws {
        let broken = try FixtureCatalogue(
            narrative: "# Title\n\n{{code nothing}}\n\n{{scene main}}\n\n{{scen main}}\n")
        let outcome = try lessons("check", catalogue: broken.catalogue)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertTrue(
            outcome.output.contains(
                "`{{code nothing}}`, but no Swift file of the lesson has that region (it has: binding)"))
        XCTAssertTrue(outcome.output.contains("the narrative has `{{scen …}}`"))
        let noScene = try FixtureCatalogue(narrative: "# Title\n\nNo scene.\n")
        XCTAssertTrue(
            try lessons("check", catalogue: noScene.catalogue).output.contains(
                "the scene `main` is never shown"))
    }

    func testRunWithHTMLWritesTheReportPageAndNothingWhenThePathIsBad() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lesson-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: file) }
        let outcome = try lessons("run", "label-binder", "--html", file.path)
        XCTAssertEqual(outcome.status, 0, outcome.errors)
        let page = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(page.hasPrefix("<!doctype html>\n<html lang=\"en\">"))
        XCTAssertTrue(page.contains("&lt;script&gt;"))
        XCTAssertFalse(page.contains("<script>\"") || page.contains("next(<script>)"))
        let missing = try lessons("run", "label-binder", "--html", "/no/such/folder/page.html")
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.output, "", "nothing is written when the page can't be")
        XCTAssertTrue(missing.errors.hasPrefix("lessons: "))
    }

    func testAPageOnItsOwnLinksOnlyWithinItself() throws {
        let fixture = try FixtureCatalogue(
            narrative:
                "# T\n\nSee the `button-taps` lesson.\n\n## A\n\n{{code binding}}\n\n## B\n\n{{scene main}}\n\n## C\n"
        )
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lesson-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: file) }
        let outcome = try lessons("run", "label-binder", "--html", file.path, catalogue: fixture.catalogue)
        XCTAssertEqual(outcome.status, 0, outcome.errors)
        let page = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(page.contains("<p>See the <code>button-taps</code> lesson.</p>"), page)
        XCTAssertFalse(page.contains("rel=\"next\"") || page.contains("class=\"site-nav\""))
        XCTAssertTrue(page.contains("<li><a href=\"#a\">A</a></li>"), "the table of contents links within")
        XCTAssertTrue(page.contains("<a class=\"anchor\" href=\"#c\""))
    }

    func testABrokenNarrativeFailsTheRunWithItsOwnLanguagesProblemsOnly() throws {
        let broken = try FixtureCatalogue(narrative: "# Title LANG\n\n{{code nothing}}\n\n{{scene main}}\n")
        let outcome = try lessons("run", "label-binder", "--lang", "en", catalogue: broken.catalogue)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(outcome.output, "")
        XCTAssertTrue(
            outcome.errors.hasPrefix(
                "lessons: en.md: lesson label-binder: the narrative shows `{{code nothing}}`, but no Swift file"
            ),
            outcome.errors)
        XCTAssertFalse(
            outcome.errors.contains("ko.md"), "a run in English reads no Korean: \(outcome.errors)")
    }

    func testCheckSaysOfEachLessonWhenTheLibraryCodeCannotBeRead() throws {
        let fixture = try FixtureCatalogue()
        let missing = fixture.folder.appendingPathComponent("Sources/Missing.swift")
        let catalogue = LessonCatalogue(fixture.catalogue.lessons, libraryCode: [missing])
        let outcome = try lessons("check", catalogue: catalogue)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertTrue(
            outcome.output.hasPrefix("✓ catalogue\n✗ label-binder\n  can't read \(missing.path)"),
            outcome.output)
        XCTAssertTrue(outcome.output.hasSuffix("3 checked, 2 failed\n"), outcome.output)
        XCTAssertEqual(try lessons("check", "no-such-lesson", catalogue: catalogue).status, 2)
    }
}
