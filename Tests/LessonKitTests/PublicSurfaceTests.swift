import Foundation
import XCTest

/// LessonKit is what a lesson writes, and nothing else: its public declarations are the few types a
/// lesson's file uses. Everything the reports, the site and the command line need is `package`.
final class PublicSurfaceTests: XCTestCase {
    func testLessonKitMakesPublicOnlyWhatALessonWrites() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/LessonKit")
        let paths = try XCTUnwrap(FileManager.default.subpaths(atPath: folder.path)).filter {
            $0.hasSuffix(".swift")
        }
        var publicTypes: [String] = []
        var publicMembers = 0
        for path in paths {
            let source = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            for line in source.split(separator: "\n") {
                if line.hasPrefix("public ") {
                    let words = line.split(separator: " ")
                    let name = words.dropFirst().first {
                        !["final", "struct", "class", "enum", "protocol"].contains($0)
                    }
                    publicTypes.append(String(name?.prefix { $0.isLetter || $0.isNumber } ?? ""))
                } else if line.hasPrefix("    public ") {
                    publicMembers += 1
                }
                XCTAssertFalse(line.contains("import Markdown"), "\(path): LessonKit holds no Markdown")
            }
        }
        XCTAssertEqual(
            publicTypes.sorted(),
            ["Lesson", "LessonCatalogue", "Localized", "ReferencePage", "Scene", "Stage"])
        XCTAssertLessThanOrEqual(publicMembers, 20, "a lesson writes initializers and the stage's members")
    }
}
