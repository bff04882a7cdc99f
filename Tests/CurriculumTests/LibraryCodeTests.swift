import Curriculum
import Foundation
import LessonKit
import LessonPublishing
import XCTest

/// The lessons read the code regions of the library only from the files the catalogue lists
/// (`libraryCode`), so that a run never scans all of `Sources/`. The list must be exactly the files of
/// `Sources/` that hold a region: a region added elsewhere would be invisible to every narrative.
final class LibraryCodeTests: XCTestCase {
    func testTheCatalogueListsExactlyTheLibraryFilesThatHoldACodeRegion() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let paths = try XCTUnwrap(FileManager.default.subpaths(atPath: sources.path))
        var withRegions: [String] = []
        for path in paths.sorted() where path.hasSuffix(".swift") {
            let file = sources.appendingPathComponent(path)
            let regions = try CodeRegions(source: String(contentsOf: file, encoding: .utf8), file: path)
            if !regions.names.isEmpty { withRegions.append("Sources/" + path) }
        }
        let packageFolder = sources.deletingLastPathComponent().standardizedFileURL.path + "/"
        let listed = catalogue.libraryCode.map { url in
            String(url.standardizedFileURL.path.dropFirst(packageFolder.count))
        }
        XCTAssertFalse(withRegions.isEmpty)
        XCTAssertEqual(
            Set(listed), Set(withRegions),
            "list every file of Sources/ with a `// @code` region in `libraryCode` (Lessons/Catalogue.swift)")
        XCTAssertEqual(listed.count, Set(listed).count, "a file is listed twice")
    }
}
