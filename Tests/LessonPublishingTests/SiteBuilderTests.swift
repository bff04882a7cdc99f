import Foundation
import LessonFixtures
import LessonKit
import LessonPublishing
import XCTest

/// The static site: its files, their links, escaping and determinism.
final class SiteBuilderTests: XCTestCase {
    func testTheSiteHasARootPageAndEveryLessonInBothLanguages() throws {
        let fixture = try FixtureCatalogue()
        let paths = try SiteBuilder(catalogue: fixture.catalogue).files().map(\.path)
        XCTAssertEqual(
            paths,
            [
                ".rxsandbox-site", "index.html", "assets/site.css", "assets/site.js", "ko/index.html",
                "ko/label-binder.html",
                "ko/button-taps.html", "en/index.html", "en/label-binder.html", "en/button-taps.html",
            ])
    }

    func testEveryPageIsSelfContainedValidHTML5WithItsLanguageAndALanguageSwitch() throws {
        let fixture = try FixtureCatalogue()
        for (path, page) in try SiteBuilder(catalogue: fixture.catalogue).files()
        where path.hasSuffix(".html") {
            XCTAssertTrue(page.hasPrefix("<!doctype html>\n<html lang=\""), path)
            XCTAssertTrue(page.hasSuffix("</html>\n"), path)
            XCTAssertEqual(page.components(separatedBy: "<main>").count, 2, path)
            XCTAssertFalse(
                page.contains("src=\"http") || page.contains("href=\"http"), "\(path) loads something")
            let assets = path.contains("/") ? "../assets/" : "assets/"
            XCTAssertTrue(page.contains("<link rel=\"stylesheet\" href=\"\(assets)site.css\">"), path)
            XCTAssertTrue(page.contains("<script src=\"\(assets)site.js\"></script>"), path)
            XCTAssertFalse(page.contains("http://") && !page.contains("http://www.w3.org/2000/svg"), path)
        }
        for (path, page) in try SiteBuilder(catalogue: fixture.catalogue).files() {
            let ids = page.components(separatedBy: " id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
            XCTAssertEqual(Set(ids).count, ids.count, "\(path) uses an id twice")
        }
        let files = Dictionary(uniqueKeysWithValues: try SiteBuilder(catalogue: fixture.catalogue).files())
        XCTAssertTrue(files["ko/label-binder.html"]?.contains("<html lang=\"ko\">") == true)
        XCTAssertTrue(files["ko/label-binder.html"]?.contains("href=\"../en/label-binder.html\"") == true)
        XCTAssertTrue(files["en/label-binder.html"]?.contains("href=\"../ko/label-binder.html\"") == true)
    }

    func testEveryLessonValueIsEscaped() throws {
        let fixture = try FixtureCatalogue()
        let files = Dictionary(uniqueKeysWithValues: try SiteBuilder(catalogue: fixture.catalogue).files())
        let page = try XCTUnwrap(files["en/label-binder.html"])
        XCTAssertTrue(page.contains("&lt;script&gt;"))
        XCTAssertFalse(page.contains("<script>\""))
        XCTAssertFalse(page.contains("<script>"), "the site's pages run only the site's own script")
        XCTAssertTrue(page.contains("Writes a label &lt;b&gt;"))
    }

    func testTheSiteIsTheSameBytesEveryTime() throws {
        let fixture = try FixtureCatalogue()
        let first = try SiteBuilder(catalogue: fixture.catalogue).files()
        let second = try SiteBuilder(catalogue: fixture.catalogue).files()
        XCTAssertEqual(first.map(\.contents), second.map(\.contents))
    }

    // MARK: Navigation

    /// The fixture's two lessons, whose narrative has three sections and names both lessons, with a
    /// reference page `guide`; and the site made of them, by path.
    private func navigationSite() throws -> (fixture: FixtureCatalogue, files: [String: String]) {
        let narrative = """
            See the `button-taps` lesson, the `label-binder` lesson and the `guide`; `button-taps()` is code.

            ## One

            {{code binding}}

            ## Two `label-binder`

            {{scene main}}

            ## Three

            ### Three and a half
            """
        let fixture = try FixtureCatalogue(narrative: narrative)
        let guide = fixture.folder.appendingPathComponent("guide")
        try FileManager.default.createDirectory(at: guide, withIntermediateDirectories: true)
        for language in ["ko", "en"] {
            try "See `label-binder`.\n".write(
                to: guide.appendingPathComponent("\(language).md"), atomically: true, encoding: .utf8)
        }
        let catalogue = LessonCatalogue(
            fixture.catalogue.lessons,
            pages: [ReferencePage(id: "guide", title: Localized(ko: "안내", en: "Guide"))],
            narratives: fixture.folder)
        let files = try SiteBuilder(catalogue: catalogue).files()
        return (fixture, Dictionary(uniqueKeysWithValues: files))
    }

    func testEveryLessonPageLinksItsNeighboursInItsLanguage() throws {
        let files = try navigationSite().files
        let first = try XCTUnwrap(files["en/label-binder.html"])
        XCTAssertFalse(first.contains("rel=\"prev\""), "the first lesson has no previous one")
        XCTAssertTrue(
            first.contains(
                "<a rel=\"next\" href=\"button-taps.html\"><span class=\"pager-label\">Next lesson"
                    + "<span aria-hidden=\"true\"> →</span></span><span class=\"pager-title\">Button taps</span></a>"
            ), first)
        let last = try XCTUnwrap(files["ko/button-taps.html"])
        XCTAssertTrue(
            last.contains(
                "<a rel=\"prev\" href=\"label-binder.html\"><span class=\"pager-label\">"
                    + "<span aria-hidden=\"true\">← </span>이전 레슨</span><span class=\"pager-title\">레이블 바인더</span></a>"
            ), last)
        XCTAssertFalse(last.contains("rel=\"next\""), "the last lesson has no next one")
        XCTAssertTrue(last.contains("<a href=\"index.html\"><span class=\"pager-label\">마지막 레슨이었습니다"), last)
        XCTAssertTrue(last.contains("<nav class=\"pager\" aria-label=\"이전 레슨과 다음 레슨\">"))
        for (path, page) in files where path.hasSuffix("guide.html") || path.hasSuffix("index.html") {
            XCTAssertFalse(page.contains("class=\"pager\""), "\(path) is not a lesson")
        }
    }

    func testACodeSpanNamingAnotherPageLinksToIt() throws {
        let files = try navigationSite().files
        let page = try XCTUnwrap(files["en/label-binder.html"])
        XCTAssertTrue(
            page.contains(
                "See the <a href=\"button-taps.html\"><code>button-taps</code></a> lesson, the "
                    + "<code>label-binder</code> lesson and the <a href=\"guide.html\"><code>guide</code></a>; "
                    + "<code>button-taps()</code> is code."), "a page does not link to itself: \(page)")
        XCTAssertTrue(
            page.contains("<h2 id=\"two-label-binder\">Two <code>label-binder</code><a class=\"anchor\""),
            "no link in a heading")
        XCTAssertTrue(
            try XCTUnwrap(files["ko/button-taps.html"]).contains(
                "<a href=\"label-binder.html\"><code>label-binder</code></a>"))
        XCTAssertTrue(
            try XCTUnwrap(files["ko/guide.html"]).contains(
                "<a href=\"label-binder.html\"><code>label-binder</code></a>"), "reference pages link too")
    }

    func testALongPageHasATableOfContentsUnderItsTitleAndEveryHeadingAnAnchor() throws {
        let files = try navigationSite().files
        let page = try XCTUnwrap(files["ko/label-binder.html"])
        XCTAssertTrue(
            page.contains(
                """
                <h1 id="레이블-바인더">레이블 바인더</h1>
                <p class="summary">레이블에 값을 씁니다</p>
                <nav class="toc" aria-label="이 페이지의 내용">
                <p class="toc-title" aria-hidden="true">이 페이지의 내용</p>
                <ol>
                <li><a href="#one">One</a></li>
                <li><a href="#two-label-binder">Two <code>label-binder</code></a></li>
                <li><a href="#three">Three</a></li>
                </ol>
                </nav>
                """), page)
        for id in ["one", "two-label-binder", "three", "three-and-a-half"] {
            XCTAssertTrue(
                page.contains(
                    "<a class=\"anchor\" href=\"#\(id)\" title=\"이 부분의 링크\" aria-hidden=\"true\" tabindex=\"-1\">#</a></h"
                ), id)
        }
        let short = try XCTUnwrap(files["en/guide.html"])
        XCTAssertFalse(short.contains("class=\"toc\""), "a page of fewer than three sections has none")
    }

    func testEveryIndexLinksEveryLessonAndReferencePage() throws {
        let files = try navigationSite().files
        for language in ["ko", "en"] {
            let index = try XCTUnwrap(files["\(language)/index.html"])
            let root = try XCTUnwrap(files["index.html"])
            for id in ["label-binder", "button-taps", "guide"] {
                XCTAssertTrue(index.contains("<a href=\"\(id).html\">"), "\(language)/index.html: \(id)")
                XCTAssertTrue(
                    root.contains("<a href=\"\(language)/\(id).html\">"), "index.html: \(language)/\(id)")
            }
        }
        XCTAssertTrue(try XCTUnwrap(files["index.html"]).contains("<a href=\"ko/guide.html\">안내</a>"))
    }

    func testKoreanTextBreaksBetweenWords() throws {
        let css = try XCTUnwrap(navigationSite().files["assets/site.css"])
        XCTAssertTrue(css.contains(":where(:lang(ko)) { word-break: keep-all;"))
    }
}
