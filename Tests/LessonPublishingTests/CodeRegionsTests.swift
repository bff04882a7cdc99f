import Foundation
import LessonPublishing
import Testing

@Suite("Code regions: the code a narrative shows, read from the file that was compiled")
struct CodeRegionsTests {
    @Test("a region is its lines, without the indentation they share and blank lines at either end")
    func dedent() throws {
        let source = """
            struct Screen {
                // @code bind
                func bind() {

                    label.text = "안녕"
                }

                // @end
            }
            """
        let regions = try CodeRegions(source: source, file: "Screen.swift")
        #expect(regions.names == ["bind"])
        #expect(regions.regions["bind"] == "func bind() {\n\n    label.text = \"안녕\"\n}")
        #expect(regions.lines["bind"] == 2)
    }

    @Test("regions nest; an inner region's markers are left out of the outer one")
    func nesting() throws {
        let source = """
            // @code outer
            let a = 1
              // @code inner
              let b = 2
              // @end
            // @end
            """
        let regions = try CodeRegions(source: source, file: "F.swift")
        #expect(regions.names == ["outer", "inner"])
        #expect(regions.regions["outer"] == "let a = 1\n  let b = 2")
        #expect(regions.regions["inner"] == "let b = 2")
    }

    @Test("Windows line ends and tabs around a marker do not matter")
    func lineEndings() throws {
        let regions = try CodeRegions(source: "\t// @code x \r\nlet x = 1\r\n// @end\r\n", file: "F.swift")
        #expect(regions.regions["x"] == "let x = 1")
    }

    @Test(
        "a mistake in the markers says where, and what to write",
        arguments: [
            (
                "// @code\nx\n// @end",
                LessonSourceError.malformedMarker(file: "F.swift", line: 1, text: "// @code")
            ),
            (
                "// @code two words\n// @end",
                .malformedMarker(file: "F.swift", line: 1, text: "// @code two words")
            ),
            (
                "// @code a\n// @end\n// @code a\n// @end",
                .duplicateRegion(name: "a", file: "F.swift", line: 3)
            ),
            ("let x = 1\n// @end", .unmatchedEnd(file: "F.swift", line: 2)),
            ("// @code a\nlet x = 1", .unclosedRegion(name: "a", file: "F.swift", line: 1)),
        ])
    func mistakes(source: String, error: LessonSourceError) {
        #expect(throws: error) { try CodeRegions(source: source, file: "F.swift") }
    }

    @Test("an index of several files: a name belongs to one region, whichever file it is in")
    func index() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "regions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("A.swift")
        let second = folder.appendingPathComponent("B.swift")
        let plain = folder.appendingPathComponent("C.swift")
        try "// @code a\nlet a = 1\n// @end\n".write(to: first, atomically: true, encoding: .utf8)
        try "// @code b\nlet b = 2\n// @end\n".write(to: second, atomically: true, encoding: .utf8)
        try "let c = 3\n".write(to: plain, atomically: true, encoding: .utf8)
        let index = try CodeRegionIndex(files: [first, plain, second])
        #expect(index.names == ["a", "b"])
        #expect(index.regions == ["a": "let a = 1", "b": "let b = 2"])
        #expect(index.locations["b"] == CodeRegionIndex.Location(file: second.path, line: 1))
        #expect(throws: LessonSourceError.duplicateRegion(name: "a", file: first.path, line: 1)) {
            try index.merging(CodeRegionIndex(files: [first]))
        }
        let missing = folder.appendingPathComponent("Missing.swift")
        #expect(
            throws: LessonSourceError.unreadable(
                path: missing.path, reason: "the file is missing or can't be read")
        ) {
            try CodeRegionIndex(files: [missing])
        }
    }
}
