/// One line of Markdown source, and what it can start: the line-level rules of the block parser.
///
/// Indentation counts spaces only. A construct may be indented by at most three spaces, as in
/// CommonMark; more indentation makes the line text (or part of the list item above it).
struct MarkdownLine {
    let text: Substring

    init(_ text: Substring) {
        self.text = text
    }

    /// The number of leading spaces.
    var indentation: Int { text.prefix { $0 == " " }.count }

    /// The line without its leading spaces.
    var content: Substring { text.drop { $0 == " " } }

    var isBlank: Bool { text.allSatisfy(\.isWhitespace) }

    /// Whether the line may start a construct (three spaces of indentation at most).
    private var isConstructIndentation: Bool { indentation <= 3 }

    /// `## Title` (an optional closing run of `#` is dropped).
    var heading: (level: Int, text: Substring)? {
        guard isConstructIndentation else { return nil }
        let hashes = content.prefix { $0 == "#" }
        guard (1...6).contains(hashes.count) else { return nil }
        let rest = content.dropFirst(hashes.count)
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        var title = rest.trimmingWhitespace()
        let closing = title.reversed().prefix { $0 == "#" }.count
        if closing == title.count {
            title = title.prefix(0)
        } else if closing > 0, let before = title.dropLast(closing).last, before == " " {
            title = title.dropLast(closing).trimmingWhitespace()
        }
        return (hashes.count, title)
    }

    /// A line of three or more `-`, `*` or `_` (the same one), spaces allowed between them.
    var isThematicBreak: Bool {
        guard isConstructIndentation, let marker = content.first, "-*_".contains(marker) else {
            return false
        }
        let marks = content.filter { $0 != " " && $0 != "\t" }
        return marks.count >= 3 && marks.allSatisfy { $0 == marker }
    }

    /// The opening of a fenced code block: three or more backticks, then an optional info string.
    var codeFence: MarkdownCodeFence? {
        guard isConstructIndentation else { return nil }
        let ticks = content.prefix { $0 == "`" }
        guard ticks.count >= 3 else { return nil }
        let info = content.dropFirst(ticks.count).trimmingWhitespace()
        guard !info.contains("`") else { return nil }
        return MarkdownCodeFence(indentation: indentation, length: ticks.count, info: info)
    }

    /// The text after `>` (and one space after it, if any).
    var blockquoteContent: Substring? {
        guard isConstructIndentation, content.first == ">" else { return nil }
        let rest = content.dropFirst()
        return rest.first == " " ? rest.dropFirst() : rest
    }

    /// `{{name}}` or `{{name argument}}`, alone on the line. A name is letters, digits, `-`, `_`
    /// and `.`; the argument is the rest, trimmed, without braces.
    var directive: (name: String, argument: String?)? {
        guard isConstructIndentation else { return nil }
        let trimmed = content.trimmingWhitespace()
        guard trimmed.hasPrefix("{{"), trimmed.hasSuffix("}}"), trimmed.count > 4 else { return nil }
        let inside = trimmed.dropFirst(2).dropLast(2)
        guard !inside.contains("{"), !inside.contains("}") else { return nil }
        let name = inside.prefix { !$0.isWhitespace }
        let isNameCharacter = { (c: Character) in c.isLetter || c.isNumber || "-_.".contains(c) }
        guard !name.isEmpty, name.allSatisfy(isNameCharacter) else { return nil }
        let argument = inside.dropFirst(name.count).trimmingWhitespace()
        return (String(name), argument.isEmpty ? nil : String(argument))
    }

    /// A list item's marker: `-`, `*` or `+`, or up to nine digits and `.` or `)`; then a space or
    /// the end of the line.
    var listMarker: MarkdownListMarker? {
        guard isConstructIndentation, let first = content.first else { return nil }
        let kind: MarkdownListMarker.Kind
        let markerWidth: Int
        if "-*+".contains(first) {
            kind = .bullet
            markerWidth = 1
        } else {
            let digits = content.prefix { $0.isASCII && $0.isNumber }
            let delimiter = content.dropFirst(digits.count).first
            guard (1...9).contains(digits.count), delimiter == "." || delimiter == ")",
                let number = Int(digits)
            else { return nil }
            kind = .ordered(start: number)
            markerWidth = digits.count + 1
        }
        let afterMarker = content.dropFirst(markerWidth)
        guard afterMarker.isEmpty || afterMarker.first == " " else { return nil }
        let spaces = afterMarker.prefix { $0 == " " }.count
        let itemText = afterMarker.dropFirst(spaces)
        // An empty item, or one whose text is indented further, starts its content one space in.
        let gap = (itemText.isEmpty || spaces > 4) ? 1 : spaces
        return MarkdownListMarker(
            kind: kind, indentation: indentation, contentOffset: indentation + markerWidth + gap,
            firstLine: itemText)
    }

    /// Whether the line can be a table row: it holds a `|`.
    var hasPipe: Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "|") { return true }
                index += 1
            }
            return false
        }
    }
}

/// The opening fence of a code block.
struct MarkdownCodeFence {
    let indentation: Int
    let length: Int
    let info: Substring

    /// The first word of the info string.
    var language: String? {
        let word = info.prefix { !$0.isWhitespace }
        return word.isEmpty ? nil : String(word)
    }

    /// Whether `line` closes this fence: at least as many backticks, and nothing else.
    func isClosed(by line: MarkdownLine) -> Bool {
        guard line.indentation <= 3 else { return false }
        let content = line.content.trimmingWhitespace()
        return content.count >= length && content.allSatisfy { $0 == "`" }
    }
}

/// The marker that starts a list item, and the item's first line.
struct MarkdownListMarker {
    enum Kind: Equatable {
        case bullet
        case ordered(start: Int)

        /// Whether items of the two kinds belong to one list.
        func continues(_ other: Kind) -> Bool {
            switch (self, other) {
            case (.bullet, .bullet), (.ordered, .ordered): return true
            default: return false
            }
        }
    }

    let kind: Kind
    let indentation: Int
    /// The column the item's text starts at; continuation lines are measured against it.
    let contentOffset: Int
    let firstLine: Substring

    /// Whether the item may interrupt a paragraph: it has text, and an ordered one starts at 1 (so a
    /// wrapped line starting with "2024." stays text).
    var canInterruptParagraph: Bool {
        guard !firstLine.trimmingWhitespace().isEmpty else { return false }
        if case .ordered(let start) = kind { return start == 1 }
        return true
    }
}

extension Substring {
    /// The substring without leading and trailing whitespace.
    func trimmingWhitespace() -> Substring {
        var start = startIndex
        var end = endIndex
        while start < end, self[start].isWhitespace { start = index(after: start) }
        while end > start, self[index(before: end)].isWhitespace { end = index(before: end) }
        return self[start..<end]
    }
}
