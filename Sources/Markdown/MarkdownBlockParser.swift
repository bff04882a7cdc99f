/// Reads lines into blocks: the block half of `MarkdownDocument`'s subset.
///
/// Each line is classified by what it starts (`LineKind`), then consumed by the rule for that kind.
/// Containers (blockquotes, list items) gather their lines and parse them with a parser one level
/// deeper; at `MarkdownDocument.maximumNesting` they are no longer recognised, and their markers
/// stay text.
struct MarkdownBlockParser {
    /// What a line starts, at the parser's depth.
    enum LineKind {
        case blank
        case fence(MarkdownCodeFence)
        case heading(level: Int, text: Substring)
        case tableHeader
        case thematicBreak
        case directive(name: String, argument: String?)
        case blockquote
        case listItem(MarkdownListMarker)
        case text
    }

    let lines: [Substring]
    let depth: Int
    var index = 0
    var blocks: [MarkdownBlock] = []

    /// The blocks of `lines`, read at nesting `depth`.
    static func parse(_ lines: [Substring], depth: Int) -> [MarkdownBlock] {
        var parser = MarkdownBlockParser(lines: lines, depth: depth)
        parser.parseAll()
        return parser.blocks
    }

    private init(lines: [Substring], depth: Int) {
        self.lines = lines
        self.depth = depth
    }

    /// What the line at `index` starts (for a table, the next line decides too).
    func kind(at index: Int) -> LineKind {
        let line = MarkdownLine(lines[index])
        let canNest = depth < MarkdownDocument.maximumNesting
        if line.isBlank { return .blank }
        // Prose: no block but a table starts with a letter (the rules below all want a mark first).
        if line.content.first?.isLetter == true {
            return tableStarts(at: index) ? .tableHeader : .text
        }
        if let fence = line.codeFence { return .fence(fence) }
        if let heading = line.heading { return .heading(level: heading.level, text: heading.text) }
        if tableStarts(at: index) { return .tableHeader }
        if line.isThematicBreak { return .thematicBreak }
        if let directive = line.directive {
            return .directive(name: directive.name, argument: directive.argument)
        }
        if canNest, line.blockquoteContent != nil { return .blockquote }
        if canNest, let marker = line.listMarker { return .listItem(marker) }
        return .text
    }

    /// Whether a line of `kind` continues the paragraph above it rather than starting a block.
    func continuesParagraph(_ kind: LineKind) -> Bool {
        switch kind {
        case .text: return true
        case .listItem(let marker): return !marker.canInterruptParagraph
        default: return false
        }
    }

    private mutating func parseAll() {
        while index < lines.count {
            switch kind(at: index) {
            case .blank:
                index += 1
            case .fence(let fence):
                parseCodeBlock(fence)
            case .heading(let level, let text):
                blocks.append(.heading(level: level, content: MarkdownInlineParser.parse(text)))
                index += 1
            case .tableHeader:
                parseTable()
            case .thematicBreak:
                blocks.append(.thematicBreak)
                index += 1
            case .directive(let name, let argument):
                blocks.append(.directive(name: name, argument: argument))
                index += 1
            case .blockquote:
                parseBlockquote()
            case .listItem(let marker):
                parseList(startingWith: marker)
            case .text:
                parseParagraph()
            }
        }
    }

    /// Lines up to a blank line or a line that starts another block, joined with a space.
    mutating func parseParagraph() {
        var parts = [lines[index].trimmingWhitespace()]
        index += 1
        while index < lines.count, continuesParagraph(kind(at: index)) {
            parts.append(lines[index].trimmingWhitespace())
            index += 1
        }
        blocks.append(.paragraph(MarkdownInlineParser.parse(parts.joined(separator: " "))))
    }

    /// The lines up to the closing fence (or the end, when the fence is never closed), verbatim but
    /// for the fence's own indentation.
    private mutating func parseCodeBlock(_ fence: MarkdownCodeFence) {
        index += 1
        var code: [Substring] = []
        while index < lines.count {
            let line = MarkdownLine(lines[index])
            index += 1
            if fence.isClosed(by: line) { break }
            code.append(line.text.dropFirst(min(fence.indentation, line.indentation)))
        }
        blocks.append(.codeBlock(language: fence.language, code: code.joined(separator: "\n")))
    }

    /// Consecutive lines starting with `>`, without it, parsed as blocks of their own.
    private mutating func parseBlockquote() {
        var inner: [Substring] = []
        while index < lines.count, let content = MarkdownLine(lines[index]).blockquoteContent {
            inner.append(content)
            index += 1
        }
        blocks.append(.blockquote(Self.parse(inner, depth: depth + 1)))
    }
}
