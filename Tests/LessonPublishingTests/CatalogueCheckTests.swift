import Foundation
import LessonFixtures
import LessonKit
import LessonPublishing
import RxSandbox
import XCTest

/// The checks around the lessons: sound ids in the catalogue, narratives that show each scene once,
/// reference pages, and a site that is only built from passing lessons.
final class CatalogueCheckTests: XCTestCase {
    private func lesson(_ id: String, scenes: [String] = ["main"]) -> Lesson {
        Lesson(
            id: id, title: Localized(ko: id, en: id), summary: Localized(ko: id, en: id),
            scenes: scenes.map { Scene($0) { _ in } })
    }

    func testIdsMustBeReadableUniqueNamesThatNoSiteFileUses() {
        let catalogue = LessonCatalogue(
            [
                lesson("good-one"), lesson("good-one"), lesson("Bad Id"), lesson("index"), lesson("x\"><img"),
                lesson("scenes", scenes: ["a", "a", "B"]),
            ], pages: [ReferencePage(id: "good-one", title: Localized(ko: "", en: ""))])
        XCTAssertEqual(
            catalogue.problems,
            [
                "two lessons or pages are named `good-one` (or it names one of the site's own files)",
                "`Bad Id` is not a readable id: use lowercase letters and digits, joined by `-`",
                "two lessons or pages are named `index` (or it names one of the site's own files)",
                "`x\"><img` is not a readable id: use lowercase letters and digits, joined by `-`",
                "two lessons or pages are named `good-one` (or it names one of the site's own files)",
                "lesson scenes: two scenes are named `a`",
                "lesson scenes: the scene id `B` is not a readable id",
            ])
        XCTAssertEqual(LessonCatalogue([lesson("a-1"), lesson("b")]).problems, [])
    }

    func testTwoOperatorFamiliesMustNotDrawTheSameOperator() {
        let catalogue = LessonCatalogue(
            [lesson("a-lesson")], operatorReference: [lesson("one-family"), lesson("other-family")])
        XCTAssertEqual(
            catalogue.problems.filter { $0.contains("operator reference") },
            [
                "`main` is drawn twice in the operator reference (one-family and other-family): "
                    + "`lessons run operators/main` must name one scene"
            ])
        let aliased = LessonCatalogue(
            [],
            operatorReference: [
                Lesson(
                    id: "family", title: Localized(ko: "f", en: "f"), summary: Localized(ko: "f", en: "f"),
                    scenes: [Scene("of", alsoDraws: ["from"]) { _ in }, Scene("from") { _ in }])
            ])
        XCTAssertEqual(
            aliased.problems,
            [
                "`from` is drawn twice in the operator reference (the operator family family): "
                    + "`lessons run operators/from` must name one scene"
            ])
        XCTAssertEqual(aliased.operatorScene(named: "from")?.scene, "of")
        XCTAssertEqual(catalogue.lesson(id: "other-family")?.id, "other-family")
        XCTAssertEqual(catalogue.operatorScene(named: "main")?.family.id, "one-family")
    }

    func testASiteIsNotBuiltFromAnUnsoundCatalogueOrFailingLessons() throws {
        let unsound = LessonCatalogue([lesson("Bad")])
        XCTAssertThrowsError(try SiteBuilder(catalogue: unsound).files()) { error in
            XCTAssertEqual(
                error as? SiteBuildError,
                .unsoundCatalogue([
                    "`Bad` is not a readable id: use lowercase letters and digits, joined by `-`"
                ]))
        }
        let failing = try FixtureCatalogue(failing: true)
        XCTAssertThrowsError(try SiteBuilder(catalogue: failing.catalogue).files()) { error in
            XCTAssertEqual(
                error as? SiteBuildError, .failingLessons(["label-binder (ko)", "label-binder (en)"]))
        }
    }

    func testTheCheckerWantsEachSceneShownExactlyOnceInEachLanguage() throws {
        let twice = try FixtureCatalogue(
            narrative: "{{code binding}}\n\n{{scene main}}\n\n{{scene main}}\n")
        let problems = LessonChecker.problems(
            of: try XCTUnwrap(twice.catalogue.lesson(id: "label-binder")), library: CodeRegionIndex())
        XCTAssertEqual(
            problems,
            [
                "ko.md: the scene `main` is shown more than once",
                "en.md: the scene `main` is shown more than once",
            ])
    }

    /// A lesson's title lives in Swift: a narrative file with a `# title` of its own is a problem.
    func testANarrativeWithATitleOfItsOwnIsAProblem() throws {
        let titled = try FixtureCatalogue(narrative: "# Mine\n\n{{code binding}}\n\n{{scene main}}\n")
        let problems = LessonChecker.problems(
            of: try XCTUnwrap(titled.catalogue.lesson(id: "label-binder")), library: CodeRegionIndex())
        XCTAssertEqual(
            problems,
            ["ko", "en"].map {
                "\($0).md: starts with a `# title` of its own; the title is the `title:` in Swift (one home), so "
                    + "remove that line"
            })
    }

    func testReferencePagesAreChecked() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pages-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let pageFolder = folder.appendingPathComponent("syntax")
        try FileManager.default.createDirectory(at: pageFolder, withIntermediateDirectories: true)
        try "{{marbles --a--|}}\n".write(
            to: pageFolder.appendingPathComponent("en.md"), atomically: true, encoding: .utf8)
        try "{{marbles --(a|}}\n".write(
            to: pageFolder.appendingPathComponent("ko.md"), atomically: true, encoding: .utf8)
        let catalogue = LessonCatalogue(
            [], pages: [ReferencePage(id: "syntax", title: Localized(ko: "문법", en: "Syntax"))],
            narratives: folder)
        let problems = LessonChecker.problems(of: catalogue.pages[0])
        XCTAssertEqual(problems.count, 2)
        XCTAssertTrue(problems[0].hasPrefix("ko.md: page syntax: a `{{marbles …}}` diagram does not parse:"))
        XCTAssertTrue(problems[1].hasPrefix("ko.md and en.md show different things"))
    }

    func testAPageOfACatalogueWithoutANarrativeFolderSaysSo() {
        let page = ReferencePage(id: "syntax", title: Localized(ko: "문법", en: "Syntax"))
        XCTAssertEqual(
            LessonChecker.problems(of: LessonCatalogue([], pages: [page]).pages[0]),
            [
                "page syntax: the catalogue was made without a narrative folder (`LessonCatalogue(_:pages:narratives:)`)"
            ])
    }

    func testANarrativeReadInOneLanguageIsCheckedInThatLanguageOnly() throws {
        let broken = NarrativeSource(
            page: "lesson x", texts: [.en: "# Title\n\n{{scene nothing}}\n"], regions: CodeRegionIndex())
        XCTAssertThrowsError(try Narrative(broken, scenes: [])) { error in
            XCTAssertEqual(
                (error as? NarrativeError)?.messages,
                [
                    "en.md: lesson x: the narrative shows `{{scene nothing}}`, but the lesson has no such scene "
                        + "(it has: )"
                ])
        }
        let sound = NarrativeSource(page: "lesson x", texts: [.en: "# Title\n"], regions: CodeRegionIndex())
        XCTAssertEqual(try Narrative(sound, scenes: []).problems, [])
        let both = NarrativeSource(
            page: "lesson x", texts: [.en: "# Title\n", .ko: "no title"], regions: CodeRegionIndex())
        XCTAssertEqual(
            try Narrative(both, scenes: []).problems,
            ["ko.md: the narrative must start with a `# title` heading"])
    }
}
