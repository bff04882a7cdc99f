import TextSupport

/// Renders a `MarkdownDocument` as an HTML fragment, for the lessons' static site.
///
/// Contract: every text and attribute value from the document is escaped (`MarkupEscaping`), so the
/// only markup in the output is the renderer's own and what the directive closure returns. Headings
/// get unique `id` slugs (`HeadingSlugger`); code blocks in Swift (or without a language) are
/// highlighted (`SwiftHighlighter.html`); a link whose destination `LinkDestinationPolicy` refuses
/// is rendered as its text alone. Each block starts on a line of its own; the output has no trailing
/// newline, and the same input always gives the same output.
///
/// Two options, both off by default: `codeLinks` turns a code span that names a page into a link to
/// it, and `headingAnchorTitle` ends each heading below the title with a link to itself.
package struct HTMLMarkdownRenderer: Sendable {
    /// Code spans that are links, by their text: a code span whose whole text is a key is rendered as
    /// a link to the key's destination (`<a href="bind-vs-drive.html"><code>bind-vs-drive</code></a>`).
    /// Not inside a link or a heading (a link there would be a link in a link, or a heading that
    /// leads away), nor when `LinkDestinationPolicy` refuses the destination.
    package var codeLinks: [String: String]
    /// When not nil, every heading of level 2 or more ends with a link to itself, for a reader to copy:
    /// `<a class="anchor" href="#ID" title="TITLE" aria-hidden="true" tabindex="-1">#</a>`. It is out
    /// of the accessibility tree and of the tab order, so that a screen reader does not read "#" after
    /// every heading; the heading's `id` is what a table of contents links to.
    package var headingAnchorTitle: String?

    /// A renderer with the given options (none by default).
    package init(codeLinks: [String: String] = [:], headingAnchorTitle: String? = nil) {
        self.codeLinks = codeLinks
        self.headingAnchorTitle = headingAnchorTitle
    }

    /// A heading as rendered: its level (1–6), its `id` (not escaped), and its text as HTML without
    /// links (for a table of contents, whose entries are links themselves).
    package struct Heading: Equatable, Sendable {
        package let level: Int
        package let id: String
        package let html: String

        package init(level: Int, id: String, html: String) {
            self.level = level
            self.id = id
            self.html = html
        }
    }

    /// `document` as HTML. Each directive is replaced by the HTML `directive` returns for its name and
    /// argument (inserted as it is: the caller escapes what it puts in), or by nothing when it returns
    /// nil.
    package func render(
        _ document: MarkdownDocument,
        directive: (_ name: String, _ argument: String?) -> String? = { _, _ in nil }
    ) -> String {
        renderWithHeadings(document, directive: directive).html
    }

    /// `document` as HTML (see `render(_:directive:)`), with its headings in document order, nested
    /// ones included, each with the `id` the HTML gives it.
    package func renderWithHeadings(
        _ document: MarkdownDocument,
        directive: (_ name: String, _ argument: String?) -> String? = { _, _ in nil }
    ) -> (html: String, headings: [Heading]) {
        var outline = Outline()
        let html = html(for: document.blocks, outline: &outline, directive: directive)
        return (html, outline.headings)
    }

    /// The headings met so far, and the slugger that gave them their ids.
    private struct Outline {
        var slugger = HeadingSlugger()
        var headings: [Heading] = []
    }

    /// Where inline content is: what may be a link there.
    private enum InlineContext {
        /// Running text: code spans may be links.
        case text
        /// A link's text or a heading: links as written, but no code span becomes one.
        case noCodeLinks
        /// A table of contents entry, itself a link: no link at all.
        case noLinks
    }

    // MARK: - Blocks

    private func html(
        for blocks: [MarkdownBlock], outline: inout Outline, directive: (String, String?) -> String?
    ) -> String {
        blocks.compactMap { html(for: $0, outline: &outline, directive: directive) }.joined(separator: "\n")
    }

    private func html(
        for block: MarkdownBlock, outline: inout Outline, directive: (String, String?) -> String?
    ) -> String? {
        switch block {
        case .heading(let level, let content):
            let level = min(max(level, 1), 6)
            let slug = outline.slugger.slug(for: content.plainText)
            outline.headings.append(Heading(level: level, id: slug, html: html(for: content, in: .noLinks)))
            let id = MarkupEscaping.escape(slug)
            let anchor =
                level < 2
                ? ""
                : headingAnchorTitle.map {
                    "<a class=\"anchor\" href=\"#\(id)\" title=\"\(MarkupEscaping.escape($0))\" aria-hidden=\"true\""
                        + " tabindex=\"-1\">#</a>"
                } ?? ""
            return "<h\(level) id=\"\(id)\">\(html(for: content, in: .noCodeLinks))\(anchor)</h\(level)>"
        case .paragraph(let content):
            return "<p>\(html(for: content))</p>"
        case .codeBlock(let language, let code):
            return codeBlock(language: language, code: code)
        case .bulletList(let items):
            return "<ul>\n" + listItems(items, outline: &outline, directive: directive) + "\n</ul>"
        case .orderedList(let start, let items):
            let open = start == 1 ? "<ol>" : "<ol start=\"\(start)\">"
            return open + "\n" + listItems(items, outline: &outline, directive: directive) + "\n</ol>"
        case .blockquote(let blocks):
            let inner = html(for: blocks, outline: &outline, directive: directive)
            return inner.isEmpty ? "<blockquote></blockquote>" : "<blockquote>\n\(inner)\n</blockquote>"
        case .table(let table):
            return self.table(table)
        case .thematicBreak:
            return "<hr>"
        case .directive(let name, let argument):
            return directive(name, argument)
        }
    }

    private func codeBlock(language: String?, code: String) -> String {
        let isSwift = language.map { $0.lowercased() == "swift" } ?? true
        if isSwift {
            return "<pre><code class=\"language-swift\">\(SwiftHighlighter.html(code))</code></pre>"
        }
        let languageClass = language.map { " class=\"language-\(MarkupEscaping.escape($0))\"" } ?? ""
        return "<pre><code\(languageClass)>\(MarkupEscaping.escape(code))</code></pre>"
    }

    /// An item that is one paragraph (maybe followed by other blocks, such as a nested list) has the
    /// paragraph's text directly in its `<li>`; other items hold their blocks.
    private func listItems(
        _ items: [[MarkdownBlock]], outline: inout Outline, directive: (String, String?) -> String?
    ) -> String {
        items.map { item -> String in
            var blocks = item[...]
            var lead = ""
            if case .paragraph(let content)? = blocks.first, blocks.dropFirst().allSatisfy(isNotParagraph) {
                lead = html(for: content)
                blocks = blocks.dropFirst()
            }
            let rest = html(for: Array(blocks), outline: &outline, directive: directive)
            return rest.isEmpty ? "<li>\(lead)</li>" : "<li>\(lead)\n\(rest)\n</li>"
        }.joined(separator: "\n")
    }

    private func isNotParagraph(_ block: MarkdownBlock) -> Bool {
        if case .paragraph = block { return false }
        return true
    }

    private func table(_ table: MarkdownTable) -> String {
        func cell(_ tag: String, _ content: [MarkdownInline], column: Int) -> String {
            let style: String
            switch table.alignments[column] {
            case .unspecified: style = ""
            case .left: style = " style=\"text-align:left\""
            case .center: style = " style=\"text-align:center\""
            case .right: style = " style=\"text-align:right\""
            }
            // A body cell names its column, so that a narrow page can show each row as a card.
            let label =
                tag == "td" && column < table.header.count
                ? " data-label=\"\(MarkupEscaping.escape(table.header[column].plainText))\"" : ""
            return "<\(tag)\(style)\(label)>\(html(for: content))</\(tag)>"
        }
        func row(_ tag: String, _ cells: [MarkdownTable.Cell]) -> String {
            "<tr>" + cells.enumerated().map { cell(tag, $1, column: $0) }.joined() + "</tr>"
        }
        var lines = ["<table>", "<thead>", row("th", table.header), "</thead>"]
        if !table.rows.isEmpty {
            lines += ["<tbody>"] + table.rows.map { row("td", $0) } + ["</tbody>"]
        }
        lines.append("</table>")
        return lines.joined(separator: "\n")
    }

    // MARK: - Inlines

    private func html(for inlines: [MarkdownInline], in context: InlineContext = .text) -> String {
        inlines.map { inline -> String in
            switch inline {
            case .text(let text):
                return MarkupEscaping.escape(text)
            case .code(let code):
                let span = "<code>\(MarkupEscaping.escapeBreakingIdentifiers(code))</code>"
                guard context == .text, let destination = codeLinks[code],
                    LinkDestinationPolicy.allows(destination)
                else { return span }
                return "<a href=\"\(MarkupEscaping.escape(destination))\">\(span)</a>"
            case .strong(let content):
                return "<strong>\(html(for: content, in: context))</strong>"
            case .emphasis(let content):
                return "<em>\(html(for: content, in: context))</em>"
            case .link(let content, let destination):
                let text = html(for: content, in: context == .noLinks ? .noLinks : .noCodeLinks)
                guard context != .noLinks, LinkDestinationPolicy.allows(destination) else { return text }
                return "<a href=\"\(MarkupEscaping.escape(destination))\">\(text)</a>"
            }
        }.joined()
    }
}
