import Foundation
import LessonFixtures
import LessonKit
import XCTest

@testable import LessonPublishing

/// The site's layout, in one place: every page's file and path, which the builder and the links use.
final class SitePageTests: XCTestCase {
    func testEachPageHasItsFileAndItsPathInALanguage() {
        XCTAssertEqual(SitePage.home.path(in: .ko), "index.html")
        XCTAssertEqual(SitePage.index.path(in: .en), "en/index.html")
        XCTAssertEqual(SitePage.lesson("custom-binder").path(in: .ko), "ko/custom-binder.html")
        XCTAssertEqual(SitePage.reference("glossary").fileName, "glossary.html")
        XCTAssertEqual(SitePage.exercise("custom-binder").path(in: .en), "en/exercise-custom-binder.html")
        XCTAssertNotEqual(
            SitePage.exercise("x").fileName, SitePage.lesson("x").fileName,
            "a lesson and an exercise may share an id")
    }

    func testTheBuilderWritesEveryPageWhereTheLayoutSays() throws {
        let fixture = try FixtureCatalogue()
        let files = Set(try SiteBuilder(catalogue: fixture.catalogue).files().map(\.path))
        for language in Language.allCases {
            XCTAssertTrue(files.contains(SitePage.index.path(in: language)))
            for lesson in fixture.catalogue.lessons {
                XCTAssertTrue(files.contains(SitePage.lesson(lesson.id).path(in: language)), lesson.id)
            }
        }
        XCTAssertTrue(files.contains(SitePage.home.path(in: .en)))
    }

    /// The manifest the browser check reads lists exactly the pages the builder writes, the lessons in
    /// teaching order, and the page contract.
    func testTheManifestListsEveryPageTheBuilderWrites() throws {
        let fixture = try FixtureCatalogue()
        let files = try SiteBuilder(catalogue: fixture.catalogue).files()
        let text = try XCTUnwrap(files.first { $0.path == SiteBuilder.markerPath }?.contents)
        let manifest = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let languages = try XCTUnwrap(manifest["languages"] as? [String: [String: Any]])
        var listed = [try XCTUnwrap(manifest["home"] as? String)]
        for language in Language.allCases {
            let entry = try XCTUnwrap(languages[language.rawValue])
            listed.append(try XCTUnwrap(entry["index"] as? String))
            let lessons = try XCTUnwrap(entry["lessons"] as? [String])
            XCTAssertEqual(
                lessons, fixture.catalogue.lessons.map { SitePage.lesson($0.id).path(in: language) })
            for kind in ["lessons", "exercises", "references"] {
                listed += try XCTUnwrap(entry[kind] as? [String])
            }
        }
        let pages = files.map(\.path).filter { $0.hasSuffix(".html") }
        XCTAssertEqual(listed.sorted(), pages.sorted())
        XCTAssertEqual(manifest["assets"] as? [String], HTMLPage.assets.map(\.path))
        let contract = try XCTUnwrap(manifest["contract"] as? [String: String])
        XCTAssertEqual(contract.count, PageContract.names.count)
        for (key, value) in PageContract.names { XCTAssertEqual(contract[key], value, key) }
    }
}
