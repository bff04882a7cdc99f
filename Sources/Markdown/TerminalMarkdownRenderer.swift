import TextSupport

/// Renders a `MarkdownDocument` as text for a terminal.
///
/// Contract: prose (paragraphs, headings, list items, quotes) is word-wrapped to `width` display
/// columns; a table wider than that is wrapped cell by cell, or becomes a list of records (see
/// `tableLines(for:width:)`); code lines and directive output are never cut. Nesting (quotes, lists)
/// never leaves prose fewer than `minimumNestedWidth` columns (or half of `width`, if that is
/// fewer): deeply nested text runs past `width` rather than one word a line. Headings are bold, and
/// levels 1 and 2 are underlined with `━` and `─`; lists use `•` and numbers with a hanging indent;
/// quotes have a `│ ` gutter; code blocks a `  │ ` gutter, with Swift highlighted when their
/// language is `swift` or missing. Inline code is coloured, or written between backticks without
/// colour. Escape sequences appear only when `useColor` is true: with it false the output has no
/// escape byte (control characters in the document show as `�`, and escape sequences in
/// directive output are removed). The output has no trailing newline, and the same input always
/// gives the same output.
package struct TerminalMarkdownRenderer: Sendable {
    /// The fewest columns nesting leaves for prose.
    package static let minimumNestedWidth = 20

    /// The width of a line, in display columns.
    package var width: Int
    /// Whether to style the output with ANSI escape sequences.
    package var useColor: Bool

    package init(width: Int = 80, useColor: Bool = false) {
        self.width = width
        self.useColor = useColor
    }

    /// `document` as terminal text. Each directive is replaced by the text `directive` returns for
    /// its name and argument (as lines, unwrapped), or by nothing when it returns nil.
    package func render(
        _ document: MarkdownDocument,
        directive: (_ name: String, _ argument: String?) -> String? = { _, _ in nil }
    ) -> String {
        stack(document.blocks.map { lines(of: $0, directive: directive) })
    }

    /// The lines of one top-level block, as `render` stacks them: a block needs nothing of the blocks
    /// around it, so each may be rendered on its own (and on its own thread).
    package func lines(
        of block: MarkdownBlock, directive: (_ name: String, _ argument: String?) -> String?
    ) -> [String] {
        lines(for: block, width: width, directive: directive)
    }

    /// Top-level blocks' lines as one text: a blank line between blocks (a block with no lines takes
    /// no place), no spaces at the ends of lines.
    package func stack(_ blocks: [[String]]) -> String {
        var output: [String] = []
        for rendered in blocks where !rendered.isEmpty {
            if !output.isEmpty { output.append("") }
            output += rendered
        }
        return output.map(Self.trimmingTrailingSpaces).joined(separator: "\n")
    }

    // MARK: - Blocks

    /// The lines of `blocks`, with a blank line between blocks when `separated`.
    private func lines(
        for blocks: [MarkdownBlock], width: Int, separated: Bool, directive: (String, String?) -> String?
    ) -> [String] {
        var output: [String] = []
        for block in blocks {
            let rendered = lines(for: block, width: width, directive: directive)
            if rendered.isEmpty { continue }
            if separated, !output.isEmpty { output.append("") }
            output += rendered
        }
        return output
    }

    private func lines(
        for block: MarkdownBlock, width: Int, directive: (String, String?) -> String?
    ) -> [String] {
        switch block {
        case .heading(let level, let content):
            return headingLines(level: level, content: content, width: width)
        case .paragraph(let content):
            return TerminalTextWrapper.wrap(runs(for: content, style: []), width: width).map(rendered)
        case .codeBlock(let language, let code):
            return codeLines(language: language, code: code)
        case .bulletList(let items):
            let markers = Array(repeating: "•", count: items.count)
            return listLines(items: items, markers: markers, width: width, directive: directive)
        case .orderedList(let start, let items):
            let markers = items.indices.map { "\(start &+ $0)." }
            return listLines(items: items, markers: markers, width: width, directive: directive)
        case .blockquote(let blocks):
            let gutter = style("│", .dim)
            let inner = lines(
                for: blocks, width: nestedWidth(width, indent: 2), separated: true, directive: directive)
            return inner.map { $0.isEmpty ? gutter : gutter + " " + $0 }
        case .table(let table):
            return tableLines(for: table, width: width)
        case .thematicBreak:
            return [style(String(repeating: "─", count: max(width, 1)), .dim)]
        case .directive(let name, let argument):
            guard let text = directive(name, argument) else { return [] }
            let output = useColor ? text : Self.removingEscapeSequences(text)
            return output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
    }

    private func headingLines(level: Int, content: [MarkdownInline], width: Int) -> [String] {
        let wrapped = TerminalTextWrapper.wrap(runs(for: content, style: .bold), width: width)
        var output = wrapped.map(rendered)
        let widest = wrapped.map(\.width).max() ?? 0
        if level <= 2, widest > 0 {
            output.append(style(String(repeating: level == 1 ? "━" : "─", count: widest), .bold))
        }
        return output
    }

    private func codeLines(language: String?, code: String) -> [String] {
        let text = Self.sanitizedCode(code)
        let isSwift = language.map { $0.lowercased() == "swift" } ?? true
        let body = useColor && isSwift ? SwiftHighlighter.ansi(text) : text
        let gutter = "  " + style("│", .dim) + " "
        let continued = "  " + style("┆", .dim) + " "
        // A line wider than the report goes on under a dotted gutter (`TerminalCodeWrapping`).
        let room = max(width - 4, Self.minimumNestedWidth)
        let plain = text.split(separator: "\n", omittingEmptySubsequences: false)
        let shown = body.split(separator: "\n", omittingEmptySubsequences: false)
        return zip(plain, shown).flatMap { plain, shown -> [String] in
            let pieces = TerminalCodeWrapping.pieces(of: String(shown), plain: String(plain), width: room)
            let indentation = TerminalCodeWrapping.indentation(of: String(plain), width: room)
            return [gutter + pieces[0]] + pieces.dropFirst().map { continued + indentation + $0 }
        }
    }

    /// Each item's blocks, the first line after its marker and the rest under the first line's
    /// text. Markers are right-aligned, so `9.` and `10.` end in the same column.
    private func listLines(
        items: [[MarkdownBlock]], markers: [String], width: Int, directive: (String, String?) -> String?
    ) -> [String] {
        let markerWidth = (markers.map(DisplayWidth.of).max() ?? 0) + 1
        let indent = String(repeating: " ", count: markerWidth)
        var output: [String] = []
        for (item, marker) in zip(items, markers) {
            let padding = String(repeating: " ", count: markerWidth - 1 - DisplayWidth.of(marker))
            let itemWidth = nestedWidth(width, indent: markerWidth)
            let itemLines = lines(for: item, width: itemWidth, separated: false, directive: directive)
            output.append(padding + marker + " " + (itemLines.first ?? ""))
            output += itemLines.dropFirst().map { $0.isEmpty ? "" : indent + $0 }
        }
        return output
    }

    /// The width left inside a container indented by `indent` columns.
    private func nestedWidth(_ width: Int, indent: Int) -> Int {
        max(width - indent, min(self.width / 2, Self.minimumNestedWidth))
    }

    // MARK: - Inlines

    /// The runs of `inlines`, each in `style` plus the style of the markup around it.
    func runs(for inlines: [MarkdownInline], style: TerminalStyle) -> [StyledRun] {
        inlines.flatMap { inline -> [StyledRun] in
            switch inline {
            case .text(let text):
                return [StyledRun(text: Self.sanitizedText(text), style: style)]
            case .code(let code):
                let text = Self.sanitizedText(code)
                if useColor { return [StyledRun(text: text, style: style.union(.code))] }
                return [StyledRun(text: "`\(text)`", style: style)]
            case .strong(let content):
                return runs(for: content, style: style.union(.bold))
            case .emphasis(let content):
                return runs(for: content, style: style.union(.italic))
            case .link(let content, let destination):
                var linkRuns = runs(for: content, style: style.union(.underline))
                if !destination.isEmpty, !destination.hasPrefix("#"), destination != content.plainText {
                    linkRuns.append(
                        StyledRun(text: " (\(Self.sanitizedText(destination)))", style: style.union(.dim)))
                }
                return linkRuns
            }
        }
    }

    func rendered(_ runs: [StyledRun]) -> String {
        runs.rendered(useColor: useColor)
    }

    func style(_ text: String, _ style: TerminalStyle) -> String {
        useColor ? style.wrap(text) : text
    }

    // MARK: - Text hygiene

    /// Text for a line: tabs and line breaks become spaces, other control characters `�`.
    static func sanitizedText(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09, 0x0A, 0x0D: scalars.append(" ")
            case 0..<0x20, 0x7F..<0xA0: scalars.append("\u{FFFD}")
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// Code for a block: line breaks stay `\n`, tabs become four spaces, other control characters `�`.
    static func sanitizedCode(_ code: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in code.unicodeScalars {
            switch scalar.value {
            case 0x0A: scalars.append(scalar)
            case 0x0D: continue
            case 0x09: scalars.append(contentsOf: "    ".unicodeScalars)
            case 0..<0x20, 0x7F..<0xA0: scalars.append("\u{FFFD}")
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// `text` without ANSI escape sequences (`ESC [ … final byte`), nor any other escape byte.
    static func removingEscapeSequences(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        var iterator = text.unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            guard scalar == "\u{1B}" else {
                scalars.append(scalar)
                continue
            }
            guard let next = iterator.next() else { break }
            guard next == "[" else { continue }
            // Skip the parameters, up to and including the final byte (`@` to `~`).
            while let parameter = iterator.next(), !(0x40...0x7E).contains(parameter.value) { continue }
        }
        return String(scalars)
    }

    private static func trimmingTrailingSpaces(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
