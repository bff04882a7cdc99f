/// Reads a block's text into inlines: code spans, emphasis, strong, links and backslash escapes.
///
/// It works in two passes, as CommonMark describes. The scan below turns the text into pieces:
/// finished content (text, code spans, links) and runs of `*` or `_` that may open or close
/// emphasis. `EmphasisResolver` then pairs those runs. A link's text is resolved when its `]` is
/// reached, so emphasis never spans a link's bracket. Nothing is searched for twice: closing backtick
/// runs are looked up in a table prepared once, the `)` that ends each link destination in another
/// (one pass over the text), an unclosed `[` is given up for good, and `EmphasisResolver` never
/// looks again where a search failed. Parsing takes time in proportion to the text, whatever it
/// holds (`MarkdownScalingTests` checks it).
struct MarkdownInlineParser {
    /// The longest link destination read; a longer one leaves the brackets as text.
    static let maximumDestinationLength = 2_000

    /// The inlines of `text`.
    static func parse(_ text: some StringProtocol) -> [MarkdownInline] {
        var parser = MarkdownInlineParser(characters: Array(text))
        return parser.parse()
    }

    private let characters: [Character]
    /// For each length, where the runs of exactly that many backticks start, in order.
    private let backtickRuns: [Int: [Int]]
    private var position = 0
    private var pieces: [InlinePiece] = []
    private var pendingText = ""
    /// The positions in `pieces` of the `[` that a `]` may still close, innermost last.
    private var openBrackets: [Int] = []
    /// For each position, where the `)` closing a `(` there is (see `closingParentheses(of:)`);
    /// made when a `](` is first met.
    private var closingParentheses: [Int]?

    private init(characters: [Character]) {
        self.characters = characters
        var runs: [Int: [Int]] = [:]
        var start = 0
        while start < characters.count {
            var end = start
            while end < characters.count, characters[end] == "`" { end += 1 }
            if end > start { runs[end - start, default: []].append(start) }
            start = max(end, start + 1)
        }
        self.backtickRuns = runs
    }

    private mutating func parse() -> [MarkdownInline] {
        while position < characters.count {
            let character = characters[position]
            // Only ASCII characters mean something here: switching on their code is a cheap test.
            switch character.asciiValue {
            case UInt8(ascii: "\\"):
                scanBackslash()
            case UInt8(ascii: "`"):
                scanBackticks()
            case UInt8(ascii: "*"), UInt8(ascii: "_"):
                scanDelimiterRun(of: character)
            case UInt8(ascii: "["):
                flushText()
                openBrackets.append(pieces.count)
                pieces.append(.linkOpener)
                position += 1
            case UInt8(ascii: "]"):
                scanClosingBracket()
            default:
                scanText()
            }
        }
        flushText()
        return EmphasisResolver.resolve(pieces).inlines
    }

    /// Characters up to the next one that means something (or the end), as text.
    private mutating func scanText() {
        // Character by character: making a String of the slice at once is a generic, much slower,
        // call in a debug build.
        pendingText.append(characters[position])
        position += 1
        while position < characters.count, !Self.isMarkup(characters[position]) {
            pendingText.append(characters[position])
            position += 1
        }
    }

    /// Whether `character` may start markup: a backslash, a backtick, `*`, `_`, `[` or `]`.
    private static func isMarkup(_ character: Character) -> Bool {
        switch character.asciiValue {
        case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["),
            UInt8(ascii: "]"):
            return true
        default:
            return false
        }
    }

    private mutating func flushText() {
        guard !pendingText.isEmpty else { return }
        pieces.append(.inline(.text(pendingText), nesting: 0))
        pendingText = ""
    }

    /// `\*` is a literal `*`; a backslash before anything but ASCII punctuation is itself.
    private mutating func scanBackslash() {
        if position + 1 < characters.count, Self.isASCIIPunctuation(characters[position + 1]) {
            pendingText.append(characters[position + 1])
            position += 2
        } else {
            pendingText.append("\\")
            position += 1
        }
    }

    /// A code span runs to the next run of exactly as many backticks; without one, the backticks
    /// are text. One space is trimmed from each end when both ends have one.
    private mutating func scanBackticks() {
        var length = 0
        while position + length < characters.count, characters[position + length] == "`" { length += 1 }
        let contentStart = position + length
        guard let closing = firstRun(ofBackticks: length, from: contentStart) else {
            pendingText += String(repeating: "`", count: length)
            position = contentStart
            return
        }
        var content = String(characters[contentStart..<closing])
        if content.count >= 2, content.first == " ", content.last == " ",
            content.contains(where: { $0 != " " })
        {
            content = String(content.dropFirst().dropLast())
        }
        flushText()
        pieces.append(.inline(.code(content), nesting: 0))
        position = closing + length
    }

    /// The start of the first run of exactly `length` backticks at or after `start` (binary search).
    private func firstRun(ofBackticks length: Int, from start: Int) -> Int? {
        guard let starts = backtickRuns[length] else { return nil }
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] < start { low = middle + 1 } else { high = middle }
        }
        return low < starts.count ? starts[low] : nil
    }

    private mutating func scanDelimiterRun(of character: Character) {
        var count = 0
        while position + count < characters.count, characters[position + count] == character { count += 1 }
        let before = position > 0 ? characters[position - 1] : nil
        let after = position + count < characters.count ? characters[position + count] : nil
        flushText()
        pieces.append(
            .delimiter(DelimiterRun(character: character, count: count, before: before, after: after)))
        position += count
    }

    /// `](destination)` closes the innermost open `[` into a link; otherwise `]` (and that `[`)
    /// are text. Links do not nest: once one closes, the brackets still open before it are text.
    private mutating func scanClosingBracket() {
        guard let opener = openBrackets.popLast() else {
            pendingText.append("]")
            position += 1
            return
        }
        guard let link = linkDestination(after: position + 1) else {
            pieces[opener] = .inline(.text("["), nesting: 0)
            pendingText.append("]")
            position += 1
            return
        }
        flushText()
        // The link itself is one level: its text may nest one less.
        let content = EmphasisResolver.resolve(
            Array(pieces[(opener + 1)...]), nestingLimit: MarkdownDocument.maximumInlineNesting - 1)
        pieces.removeSubrange(opener...)
        let inline = MarkdownInline.link(text: content.inlines, destination: link.destination)
        pieces.append(.inline(inline, nesting: content.nesting + 1))
        for outer in openBrackets { pieces[outer] = .inline(.text("["), nesting: 0) }
        openBrackets.removeAll()
        position = link.end
    }

    /// `(destination)` at `start`: the destination (escapes applied) and the position after `)`.
    /// Parentheses inside must balance; whitespace is not allowed.
    private mutating func linkDestination(after start: Int) -> (destination: String, end: Int)? {
        guard start < characters.count, characters[start] == "(" else { return nil }
        if closingParentheses == nil { closingParentheses = Self.closingParentheses(of: characters) }
        guard let closing = closingParentheses?[start], closing >= 0,
            closing - start - 1 <= Self.maximumDestinationLength
        else { return nil }
        var destination = ""
        var index = start + 1
        while index < closing {
            if characters[index] == "\\", Self.isASCIIPunctuation(characters[index + 1]) {
                index += 1
            }
            destination.append(characters[index])
            index += 1
        }
        return (destination, closing + 1)
    }

    /// For each `(`, the position of the `)` that balances it with no whitespace between them, or -1.
    /// One pass, with a stack of the `(` still open: whitespace empties it, since no destination
    /// spans it. Escaped characters (`\(`, `\)`) count for nothing, as in a destination; a
    /// destination's `(` follows a `]`, never a backslash, so this pass and a read of the destination
    /// alone agree on which characters are escaped.
    private static func closingParentheses(of characters: [Character]) -> [Int] {
        var closing = Array(repeating: -1, count: characters.count)
        var open: [Int] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\\", index + 1 < characters.count, isASCIIPunctuation(characters[index + 1]) {
                index += 2
                continue
            }
            if character.isWhitespace {
                open.removeAll(keepingCapacity: true)
            } else if character == "(" {
                open.append(index)
            } else if character == ")", let opening = open.popLast() {
                closing[opening] = index
            }
            index += 1
        }
        return closing
    }

    static func isASCIIPunctuation(_ character: Character) -> Bool {
        character.isASCII && "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~".contains(character)
    }
}
