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
}
