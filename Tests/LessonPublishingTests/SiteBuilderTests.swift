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
}
