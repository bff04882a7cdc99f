import TextSupport

/// Renders a `MarkdownDocument` as an HTML fragment, for the lessons' static site.
///
/// Contract: every text and attribute value from the document is escaped (`MarkupEscaping`), so the
/// only markup in the output is the renderer's own and what the directive closure returns. Headings
/// get unique `id` slugs (`HeadingSlugger`); code blocks in Swift (or without a language) are
/// highlighted (`SwiftHighlighter.html`); a link whose destination `LinkDestinationPolicy` refuses
/// is rendered as its text alone. Each block starts on a line of its own; the output has no trailing
/// newline, and the same input always gives the same output.
package struct HTMLMarkdownRenderer: Sendable {
    package init() {}

    /// `document` as HTML. Each directive is replaced by the HTML `directive` returns for its name and
    /// argument (inserted as it is: the caller escapes what it puts in), or by nothing when it returns
    /// nil.
    package func render(
        _ document: MarkdownDocument,
        directive: (_ name: String, _ argument: String?) -> String? = { _, _ in nil }
    ) -> String {
        var slugger = HeadingSlugger()
        return html(for: document.blocks, slugger: &slugger, directive: directive)
    }

    // MARK: - Blocks

    private func html(
        for blocks: [MarkdownBlock], slugger: inout HeadingSlugger, directive: (String, String?) -> String?
    ) -> String {
        blocks.compactMap { html(for: $0, slugger: &slugger, directive: directive) }.joined(separator: "\n")
    }

    private func html(
        for block: MarkdownBlock, slugger: inout HeadingSlugger, directive: (String, String?) -> String?
    ) -> String? {
        switch block {
        case .heading(let level, let content):
            let tag = "h\(min(max(level, 1), 6))"
            let id = MarkupEscaping.escape(slugger.slug(for: content.plainText))
            return "<\(tag) id=\"\(id)\">\(html(for: content))</\(tag)>"
        case .paragraph(let content):
            return "<p>\(html(for: content))</p>"
        case .codeBlock(let language, let code):
            return codeBlock(language: language, code: code)
        case .bulletList(let items):
            return "<ul>\n" + listItems(items, slugger: &slugger, directive: directive) + "\n</ul>"
        case .orderedList(let start, let items):
            let open = start == 1 ? "<ol>" : "<ol start=\"\(start)\">"
            return open + "\n" + listItems(items, slugger: &slugger, directive: directive) + "\n</ol>"
        case .blockquote(let blocks):
            let inner = html(for: blocks, slugger: &slugger, directive: directive)
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
        _ items: [[MarkdownBlock]], slugger: inout HeadingSlugger, directive: (String, String?) -> String?
    ) -> String {
        items.map { item -> String in
            var blocks = item[...]
            var lead = ""
            if case .paragraph(let content)? = blocks.first, blocks.dropFirst().allSatisfy(isNotParagraph) {
                lead = html(for: content)
                blocks = blocks.dropFirst()
            }
            let rest = html(for: Array(blocks), slugger: &slugger, directive: directive)
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

    private func html(for inlines: [MarkdownInline]) -> String {
        inlines.map { inline -> String in
            switch inline {
            case .text(let text):
                return MarkupEscaping.escape(text)
            case .code(let code):
                return "<code>\(MarkupEscaping.escape(code))</code>"
            case .strong(let content):
                return "<strong>\(html(for: content))</strong>"
            case .emphasis(let content):
                return "<em>\(html(for: content))</em>"
            case .link(let content, let destination):
                guard LinkDestinationPolicy.allows(destination) else { return html(for: content) }
                return "<a href=\"\(MarkupEscaping.escape(destination))\">\(html(for: content))</a>"
            }
        }.joined()
    }
}
