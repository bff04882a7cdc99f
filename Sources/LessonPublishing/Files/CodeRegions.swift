/// The named regions of a Swift file, which a lesson's narrative shows with `{{code NAME}}`.
///
/// A region starts with a line `// @code NAME` and ends with the next `// @end` at the same nesting;
/// regions may nest, and the marker lines of inner regions are left out of the outer one. The text of
/// a region is its lines, with the indentation they share removed. The code a lesson shows is thus
/// read from the very file that was compiled: there is no copy that could drift.
///
/// The file is read as UTF-8 bytes: a marker is ASCII, and a line's bytes are decoded only when it
/// belongs to a region.
package struct CodeRegions: Equatable {
    /// Each region's text, by name.
    package private(set) var regions: [String: String] = [:]
    /// The region names, in the order they start in the file.
    package private(set) var names: [String] = []
    /// The line (1-based) where each region's `// @code` marker is, by name.
    package private(set) var lines: [String: Int] = [:]

    /// The regions of `source`; `file` names the file in errors.
    package init(source: String, file: String) throws(LessonSourceError) {
        try self.init(utf8: Array(source.utf8), file: file)
    }

    /// The regions of the UTF-8 text `bytes`; `file` names the file in errors.
    package init(utf8 bytes: [UInt8], file: String) throws(LessonSourceError) {
        var open: [(name: String, line: Int, lines: [Range<Int>])] = []
        for (index, line) in Self.lineRanges(of: bytes).enumerated() {
            let trimmed = Self.trimmed(line, in: bytes)
            if Self.starts(trimmed, in: bytes, with: Self.codeMarker) {
                let name = Self.trimmed(
                    (trimmed.lowerBound + Self.codeMarker.count)..<trimmed.upperBound, in: bytes)
                let nameText = Self.text(name, in: bytes)
                guard !name.isEmpty, !bytes[name].contains(UInt8(ascii: " ")) else {
                    throw .malformedMarker(file: file, line: index + 1, text: Self.text(trimmed, in: bytes))
                }
                guard regions[nameText] == nil, !open.contains(where: { $0.name == nameText }) else {
                    throw .duplicateRegion(name: nameText, file: file, line: index + 1)
                }
                open.append((nameText, index + 1, []))
                names.append(nameText)
                lines[nameText] = index + 1
            } else if bytes[trimmed].elementsEqual(Self.endMarker) {
                guard let region = open.popLast() else {
                    throw .unmatchedEnd(file: file, line: index + 1)
                }
                regions[region.name] = Self.dedented(region.lines, in: bytes)
            } else {
                for position in open.indices { open[position].lines.append(line) }
            }
        }
        if let unclosed = open.last {
            throw .unclosedRegion(name: unclosed.name, file: file, line: unclosed.line)
        }
    }

    private static let codeMarker = Array("// @code".utf8)
    private static let endMarker = Array("// @end".utf8)

    /// The ranges of `bytes`' lines, without their line ends (`\n` or `\r\n`; a last line without one
    /// included).
    static func lineRanges(of bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            let end = index > start && bytes[index - 1] == UInt8(ascii: "\r") ? index - 1 : index
            ranges.append(start..<end)
            start = index + 1
        }
        ranges.append(start..<bytes.count)
        return ranges
    }

    /// `range` without spaces, tabs and carriage returns at either end.
    static func trimmed(_ range: Range<Int>, in bytes: [UInt8]) -> Range<Int> {
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0D }
        var start = range.lowerBound
        var end = range.upperBound
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        return start..<end
    }

    /// Whether the bytes of `range` start with `prefix`.
    private static func starts(_ range: Range<Int>, in bytes: [UInt8], with prefix: [UInt8]) -> Bool {
        range.count >= prefix.count
            && bytes[range.lowerBound..<(range.lowerBound + prefix.count)].elementsEqual(prefix)
    }

    /// The text of `range`.
    private static func text(_ range: Range<Int>, in bytes: [UInt8]) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The lines `lines` without the indentation (spaces) all non-blank lines share, and without blank
    /// lines at either end.
    static func dedented(_ lines: [Range<Int>], in bytes: [UInt8]) -> String {
        let isBlank = { (line: Range<Int>) in trimmed(line, in: bytes).isEmpty }
        guard let first = lines.firstIndex(where: { !isBlank($0) }),
            let last = lines.lastIndex(where: { !isBlank($0) })
        else { return "" }
        let kept = lines[first...last]
        let indentation =
            kept.filter { !isBlank($0) }.map { line in
                line.prefix { bytes[$0] == UInt8(ascii: " ") }.count
            }.min() ?? 0
        return kept.map { line in
            isBlank(line) ? "" : text((line.lowerBound + indentation)..<line.upperBound, in: bytes)
        }.joined(separator: "\n")
    }
}
