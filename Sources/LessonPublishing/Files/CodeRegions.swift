/// The named regions of a Swift file, which a lesson's narrative shows with `{{code NAME}}`.
///
/// A region starts with a line `// @code NAME` and ends with the next `// @end` at the same nesting;
/// regions may nest, and the marker lines of inner regions are left out of the outer one. The text of
/// a region is its lines, with the indentation they share removed. The code a lesson shows is thus
/// read from the very file that was compiled: there is no copy that could drift.
package struct CodeRegions: Equatable {
    /// Each region's text, by name.
    package private(set) var regions: [String: String] = [:]
    /// The region names, in the order they start in the file.
    package private(set) var names: [String] = []
    /// The line (1-based) where each region's `// @code` marker is, by name.
    package private(set) var lines: [String: Int] = [:]

    /// The regions of `source`; `file` names the file in errors.
    package init(source: String, file: String) throws(LessonSourceError) {
        var open: [(name: String, line: Int, lines: [Substring])] = []
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = Self.trimmed(line)
            if trimmed.hasPrefix("// @code") {
                let name = Self.trimmed(trimmed.dropFirst("// @code".count))
                guard !name.isEmpty, !name.contains(" ") else {
                    throw .malformedMarker(file: file, line: index + 1, text: String(trimmed))
                }
                guard regions[String(name)] == nil, !open.contains(where: { $0.name == name }) else {
                    throw .duplicateRegion(name: String(name), file: file, line: index + 1)
                }
                open.append((String(name), index + 1, []))
                names.append(String(name))
                lines[String(name)] = index + 1
            } else if trimmed == "// @end" {
                guard let region = open.popLast() else {
                    throw .unmatchedEnd(file: file, line: index + 1)
                }
                regions[region.name] = Self.dedented(region.lines)
            } else {
                for position in open.indices { open[position].lines.append(line) }
            }
        }
        if let unclosed = open.last {
            throw .unclosedRegion(name: unclosed.name, file: file, line: unclosed.line)
        }
    }

    /// `lines` without the indentation all non-blank lines share, and without blank lines at either end.
    static func dedented(_ lines: [Substring]) -> String {
        let isBlank = { (line: Substring) in trimmed(line).isEmpty }
        guard let first = lines.firstIndex(where: { !isBlank($0) }),
            let last = lines.lastIndex(where: { !isBlank($0) })
        else { return "" }
        let kept = lines[first...last]
        let indentation = kept.filter { !isBlank($0) }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return kept.map { isBlank($0) ? "" : String($0.dropFirst(indentation)) }.joined(separator: "\n")
    }

    /// `text` without spaces, tabs and carriage returns at either end.
    static func trimmed(_ text: Substring) -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let start = text.firstIndex(where: { !isSpace($0) }),
            let end = text.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return text[start...end]
    }
}
