import Foundation
import XCTest

/// LessonKit is what a lesson writes, and nothing else: its public declarations are the few types a
/// lesson's file uses, and their initializers and the stage's members. Everything the reports, the
/// site and the command line need is `package`.
final class PublicSurfaceTests: XCTestCase {
    func testLessonKitMakesPublicOnlyWhatALessonWrites() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/LessonKit")
        let paths = try XCTUnwrap(FileManager.default.subpaths(atPath: folder.path)).filter {
            $0.hasSuffix(".swift")
        }
        XCTAssertFalse(paths.isEmpty)
        let kinds: Set<Substring> = [
            "struct", "class", "enum", "protocol", "actor", "typealias", "extension",
        ]
        var publicTypes: [String] = []
        var publicMembers = 0
        for path in paths {
            let source = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            for line in source.split(separator: "\n") {
                let code = line.drop { $0 == " " }
                if code.hasPrefix("//") { continue }
                XCTAssertFalse(code.hasPrefix("import Markdown"), "\(path): LessonKit holds no Markdown")
                let words = code.split(separator: " ")
                guard words.contains(where: { $0 == "public" || $0.hasPrefix("public(") }) else { continue }
                if let kind = words.firstIndex(where: { kinds.contains($0) }), kind + 1 < words.count {
                    publicTypes.append(String(words[kind + 1].prefix { $0.isLetter || $0.isNumber }))
                } else {
                    publicMembers += 1
                }
            }
        }
        XCTAssertEqual(
            publicTypes.sorted(),
            ["Lesson", "LessonCatalogue", "Localized", "ReferencePage", "Scene", "Stage"])
        // 6 initialisers (a string literal is a `Localized` too) and the stage's scripting API (with
        // `traceChain()`, the leak check's `watch(_:as:)`, `letGo(of:at:user:_:)` and
        // `expectLeak(of:undo:)`, and the scene's `network` with `showNetwork()`).
        XCTAssertLessThanOrEqual(
            publicMembers, 22, "a lesson writes initializers and the stage's scripting members")
    }
}
