import Foundation
import LessonFixtures
import LessonKit
import LessonsCLI
import XCTest

/// `lessons run` and `lessons check` with `--scene`, and on a reference page, end to end on a fixture
/// catalogue. (XCTest: the lessons bind UI, which runs on the main thread.)
final class SceneAndPageCommandTests: XCTestCase {
    /// A narrative with a section around its scene, and text before and after that section.
    private static let sectionedNarrative = """
        # Title LANG

        Intro LANG.

        ## Section LANG

        Before LANG.

        {{code binding}}

        {{scene main}}

        After LANG.

        ## Next LANG

        Later LANG.
        """

    func testRunShowsAReferencePageWithItsDiagramsInEitherLanguage() throws {
        let fixture = try FixtureCatalogue(withPage: true)
        let outcome = try lessons("run", "marks", catalogue: fixture.catalogue)
        XCTAssertEqual(outcome.status, 0, outcome.errors)
        XCTAssertEqual(outcome.errors, "")
        XCTAssertTrue(
            outcome.output.hasPrefix("lessons run marks\n\nMarks\n━━━━━\n\nA page in en.\n\n"))
        XCTAssertTrue(outcome.output.contains("\n  --a--|  "), outcome.output)
        XCTAssertTrue(outcome.output.contains("\n  time    "), outcome.output)
        XCTAssertTrue(
            outcome.output.hasSuffix("\n\nThe lessons and pages: swift run lessons list --lang en\n"))
        let korean = try lessons("run", "marks", "--lang", "ko", catalogue: fixture.catalogue)
        XCTAssertEqual(korean.status, 0)
        XCTAssertTrue(korean.output.contains("기호"))
        XCTAssertTrue(korean.output.contains("\n  시간    "), korean.output)
        XCTAssertTrue(korean.output.hasSuffix("\n\n레슨과 참고 페이지 목록: swift run lessons list --lang ko\n"))
    }

    func testAReferencePageTakesNoSceneNorHTMLAndIsChecked() throws {
        let fixture = try FixtureCatalogue(withPage: true)
        let scene = try lessons("run", "marks", "--scene", "main", catalogue: fixture.catalogue)
        XCTAssertEqual(scene.status, 2)
        XCTAssertTrue(
            scene.errors.hasPrefix("lessons: 'marks' is a reference page: it takes no --scene\nusage: "))
        let html = try lessons("run", "marks", "--html", "x.html", catalogue: fixture.catalogue)
        XCTAssertEqual(html.status, 2)
        XCTAssertTrue(html.errors.hasPrefix("lessons: 'marks' is a reference page: it takes no --html\n"))
        let korean = try lessons(
            "run", "marks", "--scene", "main", "--lang", "ko", catalogue: fixture.catalogue)
        XCTAssertTrue(
            korean.errors.hasPrefix("lessons: 'marks': 참고 페이지라서 --scene 옵션을 쓸 수 없습니다\n사용법: "),
            korean.errors)
        XCTAssertEqual(
            try lessons("check", "marks", catalogue: fixture.catalogue).output,
            "✓ page marks\n1 checked, all passed\n")
        let checkScene = try lessons("check", "marks", "--scene", "main", catalogue: fixture.catalogue)
        XCTAssertEqual(checkScene.status, 2)
        XCTAssertTrue(
            checkScene.errors.hasPrefix("lessons: 'marks' is a reference page: it takes no --scene\nusage: "),
            checkScene.errors)
        let typo = try lessons("run", "mraks", catalogue: fixture.catalogue)
        XCTAssertEqual(typo.status, 2)
        XCTAssertTrue(typo.errors.hasPrefix("lessons: no lesson 'mraks'; did you mean 'marks'?\n"))
    }

    func testRunWithASceneShowsThatSceneWithItsPartOfTheNarrative() throws {
        let fixture = try FixtureCatalogue(narrative: Self.sectionedNarrative)
        let outcome = try lessons("run", "label-binder", "--scene", "main", catalogue: fixture.catalogue)
        XCTAssertEqual(outcome.status, 0, outcome.errors)
        XCTAssertEqual(outcome.errors, "")
        XCTAssertTrue(
            outcome.output.hasPrefix(
                "lessons run label-binder --scene main\nWrites a label <b>\n\nSection en\n──────────\n\nBefore en.\n"
            ),
            outcome.output)
        XCTAssertTrue(outcome.output.contains("│ texts.bind(to: label.rx.text)"))
        XCTAssertTrue(outcome.output.contains("▶ scene: main"))
        XCTAssertTrue(outcome.output.contains("\n\nAfter en.\n\n✓ the scene ran as expected\n"))
        for hidden in ["Label binder", "Intro en", "Next en", "Later en"] {
            XCTAssertFalse(outcome.output.contains(hidden), "\(hidden) is not the scene's part")
        }
        XCTAssertTrue(
            outcome.output.hasSuffix("\n\nThe whole lesson: swift run lessons run label-binder --lang en\n"))
        let korean = try lessons(
            "run", "label-binder", "--scene", "main", "--lang", "ko", catalogue: fixture.catalogue)
        XCTAssertTrue(korean.output.contains("Section ko"))
        XCTAssertTrue(
            korean.output.hasSuffix(
                "✓ 장면이 기대대로 실행되었습니다\n\n레슨 전체: swift run lessons run label-binder --lang ko\n"))
    }

    func testRunWithAFailingSceneExitsOne() throws {
        let fixture = try FixtureCatalogue(failing: true)
        let outcome = try lessons("run", "label-binder", "--scene", "main", catalogue: fixture.catalogue)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertTrue(outcome.output.contains("✗ the scene did not run as expected\n"))
    }

    func testAnUnknownSceneIsAUsageErrorThatListsTheScenes() throws {
        let outcome = try lessons("run", "label-binder", "--scene", "mian")
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.output, "")
        XCTAssertEqual(
            outcome.errors,
            "lessons: lesson 'label-binder' has no scene 'mian'; did you mean 'main'?\nits scenes: main\n"
                + "usage: lessons run <id> [--lang ko|en] [--no-color] [--scene NAME]\n"
                + "                   [--whole-chain] [--html FILE]\n"
                + "Run 'lessons help run' for more.\n")
        let korean = try lessons("run", "label-binder", "--scene", "xyz", "--lang", "ko")
        XCTAssertEqual(korean.status, 2)
        XCTAssertTrue(
            korean.errors.hasPrefix("lessons: 레슨 'label-binder'에 없는 장면입니다: 'xyz'\n장면: main\n사용법: "),
            korean.errors)
        XCTAssertEqual(try lessons("check", "label-binder", "--scene", "mian").status, 2)
    }

    func testAManyScenesListIsWrappedWithinTheHelpsWidth() throws {
        let names = (1...12).map { "a-rather-long-scene-\($0)" }
        let lesson = Lesson(
            id: "many", title: Localized(ko: "많음", en: "Many"), summary: Localized(ko: "", en: ""),
            scenes: names.map { name in Scene(name) { _ in } })
        let outcome = try lessons("run", "many", "--scene", "x", catalogue: LessonCatalogue([lesson]))
        XCTAssertEqual(outcome.status, 2)
        let lines = outcome.errors.split(separator: "\n")
        XCTAssertEqual(
            lines[1], "its scenes: a-rather-long-scene-1, a-rather-long-scene-2,")
        XCTAssertEqual(lines[2], "  a-rather-long-scene-3, a-rather-long-scene-4, a-rather-long-scene-5,")
        XCTAssertTrue(lines.allSatisfy { $0.count <= 80 })
        XCTAssertEqual(
            names.filter { outcome.errors.contains($0 + ",") || outcome.errors.contains($0 + "\n") }.count, 12
        )
    }

    func testSceneWithHTMLOrWithoutALessonIsAUsageError() throws {
        let html = try lessons("run", "label-binder", "--scene", "main", "--html", "x.html")
        XCTAssertEqual(html.status, 2)
        XCTAssertTrue(
            html.errors.hasPrefix("lessons: --scene and --html can't be used together\nusage: lessons run"))
        let check = try lessons("check", "--scene", "main")
        XCTAssertEqual(check.status, 2)
        XCTAssertTrue(check.errors.hasPrefix("lessons: --scene needs a lesson id\nusage: lessons check"))
    }

    func testCheckWithASceneChecksThatSceneOnly() throws {
        let outcome = try lessons("check", "label-binder", "--scene", "main")
        XCTAssertEqual(outcome.status, 0, outcome.errors)
        XCTAssertEqual(outcome.output, "✓ label-binder --scene main\n1 checked, all passed\n")
        let fixture = try FixtureCatalogue(failing: true)
        let failing = try lessons("check", "label-binder", "--scene", "main", catalogue: fixture.catalogue)
        XCTAssertEqual(failing.status, 1)
        XCTAssertTrue(failing.output.hasPrefix("✗ label-binder --scene main\n  scene main: "), failing.output)
    }
}
