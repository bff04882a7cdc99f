import Foundation
import LessonFixtures
import LessonKit
import LessonsCLI
import XCTest

/// The `lessons` command end to end, on a fixture catalogue, with in-memory outputs. (XCTest: the
/// lessons bind UI, which runs on the main thread.)
final class LessonsCommandLineTests: XCTestCase {
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

    func testListShowsTheReferencePagesAfterTheLessons() throws {
        let fixture = try FixtureCatalogue(withPage: true)
        XCTAssertEqual(
            try lessons("list", catalogue: fixture.catalogue).output,
            "1. label-binder  Label binder — Writes a label <b>\n2. button-taps   Button taps — Counts taps\n"
                + "\nreference pages:\n   marks         Marks\n")
        XCTAssertTrue(
            try lessons("list", "--lang", "ko", catalogue: fixture.catalogue).output.hasSuffix(
                "\n\n참고 페이지:\n   marks         기호\n"))
    }

    func testTheReportIsWrappedAtCOLUMNSElseTheTerminalsWidthElse80() throws {
        let words = (1...60).map { "word\($0)" }.joined(separator: " ")
        let fixture = try FixtureCatalogue(
            narrative: "\(words)\n\n| a | b |\n| - | - |\n| \(words) | x |\n\n{{scene main}}")
        func widest(_ outcome: Outcome) -> Int {
            outcome.output.split(separator: "\n").map(\.count).max() ?? 0
        }
        func run(_ environment: [String: String], terminal: Int?) throws -> Outcome {
            try lessons(
                "run", "label-binder", environment: environment, terminalColumns: terminal,
                catalogue: fixture.catalogue)
        }
        let piped = try run(["LANG": "en_US.UTF-8"], terminal: nil)
        XCTAssertEqual(widest(piped), 80)
        XCTAssertTrue(piped.output.contains("\nword1 word2 "))
        XCTAssertEqual(widest(try run(["COLUMNS": "50"], terminal: nil)), 50)
        XCTAssertEqual(widest(try run(["COLUMNS": "50"], terminal: 120)), 50)
        XCTAssertEqual(widest(try run(["COLUMNS": "wide"], terminal: 60)), 60)
        XCTAssertEqual(widest(try run([:], terminal: 120)), 120)
        XCTAssertEqual(try run([:], terminal: nil).output, piped.output, "the same bytes without a terminal")
    }

    func testTheListWrapsASummaryUnderItsTitle() throws {
        let lesson = Lesson(
            id: "long", title: Localized(ko: "긴 레슨", en: "A long lesson"),
            summary: Localized(ko: "요약", en: "whose summary takes more than one line of forty columns"),
            scenes: [])
        XCTAssertEqual(
            try lessons("list", terminalColumns: 40, catalogue: LessonCatalogue([lesson])).output,
            """
            1. long  A long lesson — whose summary
                     takes more than one line of
                     forty columns

            """)
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
        XCTAssertTrue(
            outcome.output.hasPrefix("lessons run label-binder\nWrites a label <b>\n\nLabel binder\n"))
        XCTAssertTrue(outcome.output.contains("│ texts.bind(to: label.rx.text)"), outcome.output)
        XCTAssertTrue(outcome.output.contains("▶ scene: main"))
        XCTAssertTrue(outcome.output.contains("label.text"))
        XCTAssertTrue(
            outcome.output.hasSuffix(
                "✓ every scene ran as expected\n\nNext lesson: swift run lessons run button-taps --lang en\n")
        )
        XCTAssertFalse(outcome.output.contains("\u{1B}"), "no colour when the output is not a terminal")
        XCTAssertTrue(try lessons("run", "label-binder", "--lang", "ko").output.contains("레이블 바인더"))
    }

    func testEachRunEndsWithTheCommandToRunNextInItsLanguage() throws {
        XCTAssertTrue(
            try lessons("run", "label-binder", "--lang", "ko").output.hasSuffix(
                "✓ 모든 장면이 기대대로 실행되었습니다\n\n다음 레슨: swift run lessons run button-taps --lang ko\n"))
        XCTAssertTrue(
            try lessons("run", "button-taps").output.hasSuffix(
                "\n\nThat was the last lesson. To see them all: swift run lessons list --lang en\n"))
        XCTAssertTrue(
            try lessons("run", "button-taps", "--lang", "ko").output.hasSuffix(
                "\n\n마지막 레슨이었습니다. 전체 목록: swift run lessons list --lang ko\n"))
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

    func testInKoreanTheCLIsOwnMessagesAreKorean() throws {
        let korean = ["LANG": "ko_KR.UTF-8"]
        let unknown = try lessons("rnu", "--lang", "ko")
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(
            unknown.errors.hasPrefix("lessons: 알 수 없는 명령입니다: 'rnu'. 비슷한 이름: 'run'\n사용법: lessons list"),
            unknown.errors)
        XCTAssertTrue(unknown.errors.hasSuffix("자세한 내용은 'lessons --help --lang ko'로 볼 수 있습니다.\n"))
        XCTAssertEqual(
            try lessons("run", environment: korean).errors,
            """
            lessons: 'run'에 필요한 인자가 없습니다: 레슨 id
            사용법: lessons run <id> [--lang ko|en] [--no-color] [--scene NAME]
                                [--whole-chain] [--html FILE]
            자세한 내용은 'lessons help run --lang ko'로 볼 수 있습니다.

            """)
        XCTAssertTrue(
            try lessons("run", "--lang", "en", environment: korean).errors.hasPrefix(
                "lessons: 'run' needs a lesson id"))
        XCTAssertTrue(
            try lessons("list", "--lang", "fr", environment: korean).errors.hasPrefix(
                "lessons: --lang의 값은 ko 또는 en이어야 합니다. 받은 값: 'fr'\n"),
            "a wrong --lang asks for no language: the environment's is used")
        XCTAssertEqual(
            try lessons("run", "label-bindr", "--lang", "ko").errors,
            "lessons: 레슨이 없습니다: 'label-bindr'. 비슷한 이름: 'label-binder'\n"
                + "모든 레슨은 'lessons list --lang ko'로 볼 수 있습니다.\n")
        let badPage = try lessons(
            "run", "label-binder", "--lang", "ko", "--html", "/no/such/folder/page.html")
        XCTAssertEqual(badPage.status, 1)
        XCTAssertTrue(
            badPage.errors.hasPrefix("lessons: '/no/such/folder/page.html'에 쓸 수 없습니다: "), badPage.errors)
        XCTAssertTrue(badPage.errors.contains("'/no/such/folder' 디렉터리가 없습니다"), badPage.errors)
    }

    func testKoreanHelpWhereverLangIsGiven() throws {
        let general = HelpText.text(for: nil, language: .ko)
        XCTAssertTrue(general.hasPrefix("lessons: RxCocoa의"))
        XCTAssertEqual(try lessons("help", "--lang", "ko").output, general)
        XCTAssertEqual(try lessons("--lang", "ko", "--help").output, general)
        XCTAssertEqual(try lessons(environment: ["LC_ALL": "ko_KR.UTF-8"]).output, general)
        let run = HelpText.text(for: "run", language: .ko)
        XCTAssertEqual(try lessons("run", "--help", "--lang", "ko").output, run)
        XCTAssertEqual(try lessons("help", "run", "--lang=ko").output, run)
        XCTAssertEqual(try lessons("help", "run").output, HelpText.text(for: "run"), "English by default")
    }

    func testAKoreanCheckTellsItsMismatchesInKorean() throws {
        XCTAssertEqual(
            try lessons("check", "--lang", "ko").output,
            "✓ 카탈로그\n✓ label-binder\n✓ button-taps\n3개 확인, 모두 통과\n")
        let failing = try FixtureCatalogue(failing: true)
        let outcome = try lessons("check", "label-binder", "--lang", "ko", catalogue: failing.catalogue)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertTrue(
            outcome.output.hasPrefix("✗ label-binder\n  장면 main: label.text: 마블이 10틱에서 다릅니다\n"),
            outcome.output)
        XCTAssertTrue(outcome.output.contains("\n    기대: -b"), outcome.output)
        XCTAssertTrue(outcome.output.contains("\n    기대한 이벤트: "), outcome.output)
        XCTAssertTrue(outcome.output.hasSuffix("1개 확인, 1개 실패\n"))
        let run = try lessons("run", "label-binder", "--lang", "ko", catalogue: failing.catalogue)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.output.contains("마블이 10틱에서 다릅니다"), run.output)
        XCTAssertFalse(run.output.contains("differ"), run.output)
    }

    func testTheSiteSaysWhatItWroteInTheLanguageAsked() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "site-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let korean = try lessons("site", "--out", folder.path, "--lang", "ko")
        XCTAssertEqual(korean.status, 0, korean.errors)
        XCTAssertEqual(korean.output, "\(folder.path)에 레슨 2개의 사이트를 만들었습니다\n")
        let english = try lessons("site", "--out", folder.path)
        XCTAssertEqual(english.output, "wrote the site of 2 lessons to \(folder.path)\n")
        try Data("mine".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        try FileManager.default.removeItem(at: folder.appendingPathComponent(".rxsandbox-site"))
        let refused = try lessons("site", "--out", folder.path, "--lang", "ko")
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(
            refused.errors.hasPrefix("lessons: '\(folder.path)'에 파일이 있지만 'lessons site'가 만든 것이 아닙니다"),
            refused.errors)
        let failing = try FixtureCatalogue(failing: true)
        let notBuilt = try lessons(
            "site", "--out", folder.path + "-new", "--lang", "ko", catalogue: failing.catalogue)
        XCTAssertEqual(
            notBuilt.errors,
            "lessons: 기대대로 실행되지 않는 레슨이 있어 사이트를 만들지 않았습니다: label-binder (ko), label-binder (en) "
                + "(괄호 안의 언어로 'lessons check --lang 언어'를 실행하면 이유를 볼 수 있습니다)\n")
    }

    func testCheckFindsNarrativesThatShowWhatDoesNotExist() throws {
        let broken = try FixtureCatalogue(
            narrative: "{{code nothing}}\n\n{{scene main}}\n\n{{scen main}}\n")
        let outcome = try lessons("check", catalogue: broken.catalogue)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertTrue(
            outcome.output.contains(
                "`{{code nothing}}`, but no Swift file of the lesson has that region (it has: binding)"))
        XCTAssertTrue(outcome.output.contains("the narrative has `{{scen …}}`"))
        let noScene = try FixtureCatalogue(narrative: "No scene.\n")
        XCTAssertTrue(
            try lessons("check", catalogue: noScene.catalogue).output.contains(
                "the scene `main` is never shown"))
        // `run --scene` of a scene that the narrative never shows: the same problem, in the language asked.
        let scene = try lessons("run", "label-binder", "--scene", "main", catalogue: noScene.catalogue)
        XCTAssertEqual(scene.status, 1)
        XCTAssertEqual(scene.errors, "lessons: en.md: lesson label-binder: the scene `main` is never shown\n")
        let korean = try lessons(
            "run", "label-binder", "--scene", "main", "--lang", "ko", catalogue: noScene.catalogue)
        XCTAssertEqual(korean.errors, "lessons: ko.md: 레슨 label-binder: 글에서 보여 주지 않는 장면입니다: `main`\n")
    }

    func testRunWithHTMLWritesTheReportAndThePageAndTheReportAloneWhenThePathIsBad() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lesson-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: file) }
        let outcome = try lessons("run", "label-binder", "--html", file.path)
        XCTAssertEqual(outcome.status, 0, outcome.errors)
        XCTAssertEqual(
            outcome.errors, "lessons: wrote the page to \(file.path)\n", "it says where the page went")
        let page = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(page.hasPrefix("<!doctype html>\n<html lang=\"en\">"))
        XCTAssertTrue(page.contains("&lt;script&gt;"))
        XCTAssertFalse(page.contains("<script>\"") || page.contains("next(<script>)"))
        let missing = try lessons("run", "label-binder", "--html", "/no/such/folder/page.html")
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(
            missing.output.contains("▶ scene: main")
                && missing.output.hasSuffix("lessons run button-taps --lang en\n"),
            "the report is printed whole when the page can't be written: \(missing.output)")
        XCTAssertTrue(missing.errors.hasPrefix("lessons: "))
        // A folder is refused before the lesson runs: nothing is printed but the refusal.
        let folder = FileManager.default.temporaryDirectory.path
        let onFolder = try lessons("run", "label-binder", "--html", folder)
        XCTAssertEqual(onFolder.status, 1)
        XCTAssertEqual(onFolder.output, "")
        XCTAssertTrue(onFolder.errors.contains("it is a directory"), onFolder.errors)
    }

    func testAPageOnItsOwnLinksOnlyWithinItself() throws {
        let fixture = try FixtureCatalogue(
            narrative:
                "See the `button-taps` lesson.\n\n## A\n\n{{code binding}}\n\n## B\n\n{{scene main}}\n\n## C\n"
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
        let broken = try FixtureCatalogue(narrative: "{{code nothing}}\n\n{{scene main}}\n")
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
