import Foundation
import LessonFixtures
import LessonPublishing
import LessonsCLI
import XCTest

/// Writing the site into its folder: as a whole, and only into a folder that is new, empty, or a site
/// `lessons site` made. (XCTest: the lessons bind UI, which runs on the main thread.)
final class SiteDirectoryTests: XCTestCase {
    /// Builds the fixture's site and writes it to `path`, as `lessons site --out` does.
    private func writeSite(_ fixture: FixtureCatalogue, to path: String) throws {
        try SiteDirectory.write(try SiteBuilder(catalogue: fixture.catalogue).files(), to: path)
    }

    func testBuildingReplacesTheFolderOnlyWhenEverythingIsBuilt() throws {
        let fixture = try FixtureCatalogue()
        let out = fixture.folder.appendingPathComponent("site")
        try writeSite(fixture, to: out.path)
        let index = out.appendingPathComponent("en/index.html")
        XCTAssertTrue(FileManager.default.fileExists(atPath: index.path))
        let before = try Data(contentsOf: index)
        // A lesson whose narrative is missing can't be built: the previous site stays.
        try FileManager.default.removeItem(at: fixture.folder.appendingPathComponent("button-taps/ko.md"))
        XCTAssertThrowsError(try writeSite(fixture, to: out.path))
        XCTAssertEqual(try Data(contentsOf: index), before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path)
        XCTAssertEqual(leftovers.filter { $0.hasPrefix(".site") }, [])
    }

    func testASiteOnlyReplacesAnEmptyFolderOrASiteItBuilt() throws {
        let fixture = try FixtureCatalogue()
        let folder = fixture.folder.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let notes = folder.appendingPathComponent("notes.txt")
        try "mine".write(to: notes, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try writeSite(fixture, to: folder.path)) {
            error in
            XCTAssertEqual(error as? SiteDirectoryError, .notASite(path: folder.path))
        }
        XCTAssertEqual(try String(contentsOf: notes, encoding: .utf8), "mine")
        let site = fixture.folder.appendingPathComponent("site")
        try writeSite(fixture, to: site.path)
        try writeSite(fixture, to: site.path)
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: site.appendingPathComponent(".rxsandbox-site").path))
    }
}
