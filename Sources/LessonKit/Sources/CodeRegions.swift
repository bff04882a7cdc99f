/// The named regions of a Swift file, which a lesson's narrative shows with `{{code NAME}}`.
///
/// A region starts with a line `// @code NAME` and ends with the next `// @end` at the same nesting;
/// regions may nest, and the marker lines of inner regions are left out of the outer one. The text of
/// a region is its lines, with the indentation they share removed. The code a lesson shows is thus
/// read from the very file that was compiled: there is no copy that could drift.
public struct CodeRegions: Equatable {
    /// Each region's text, by name.
    public private(set) var regions: [String: String] = [:]
    /// The region names, in the order they start in the file.
    public private(set) var names: [String] = []
    /// The line (1-based) where each region's `// @code` marker is, by name.
    public private(set) var lines: [String: Int] = [:]

    /// The regions of `source`; `file` names the file in errors.
    public init(source: String, file: String) throws {
        var open: [(name: String, line: Int, lines: [Substring])] = []
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("// @code") {
                let name = trimmed.dropFirst("// @code".count).trimmingSpaces()
                guard !name.isEmpty, !name.contains(" ") else {
                    throw LessonSourceError.malformedMarker(
                        file: file, line: index + 1, text: String(trimmed))
                }
                guard regions[name] == nil, !open.contains(where: { $0.name == name }) else {
                    throw LessonSourceError.duplicateRegion(name: name, file: file, line: index + 1)
                }
                open.append((name, index + 1, []))
                names.append(name)
                lines[name] = index + 1
            } else if trimmed.trimmingSpaces() == "// @end" {
                guard let region = open.popLast() else {
                    throw LessonSourceError.unmatchedEnd(file: file, line: index + 1)
                }
                regions[region.name] = Self.dedented(region.lines)
            } else {
                for position in open.indices { open[position].lines.append(line) }
            }
        }
        if let unclosed = open.last {
            throw LessonSourceError.unclosedRegion(name: unclosed.name, file: file, line: unclosed.line)
        }
    }

    /// `lines` without the indentation all non-blank lines share, and without blank lines at either end.
    static func dedented(_ lines: [Substring]) -> String {
        var lines = lines
        while let first = lines.first, first.trimmingSpaces().isEmpty { lines.removeFirst() }
        while let last = lines.last, last.trimmingSpaces().isEmpty { lines.removeLast() }
        let indentation =
            lines.filter { !$0.trimmingSpaces().isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { $0.trimmingSpaces().isEmpty ? "" : String($0.dropFirst(indentation)) }
            .joined(separator: "\n")
    }
}

extension StringProtocol {
    /// The text without spaces and tabs at either end.
    func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
