/// A lesson's Markdown, parsed into blocks.
///
/// Contract: `MarkdownDocument(parsing:)` accepts any string and never traps. What the subset does
/// not know degrades to paragraphs and text, so no character of the source is lost silently except
/// markup. Containers (blockquotes, list items) nest at most `maximumNesting` deep and inlines
/// (emphasis, strong, links) at most `maximumInlineNesting` deep; markers beyond that stay text,
/// which keeps every recursive walk over a document shallow.
///
/// The subset: ATX headings, paragraphs, fenced code blocks, bullet and ordered lists (one nested
/// level per two spaces of indentation), blockquotes, pipe tables, thematic breaks and directives
/// (`{{name argument}}` alone on a line); inside text, code spans, strong, emphasis, links and
/// backslash escapes.
package struct MarkdownDocument: Equatable, Sendable {
    /// How deep blockquotes and list items may nest; deeper markers are read as text.
    package static let maximumNesting = 32
    /// How deep emphasis, strong and links may nest; deeper markers are read as text.
    package static let maximumInlineNesting = 16

    /// The document's blocks, in order.
    package var blocks: [MarkdownBlock]

    /// A document made of `blocks`.
    package init(blocks: [MarkdownBlock]) {
        self.blocks = blocks
    }

    /// Parses `source`.
    package init(parsing source: String) {
        let lines = source.split(omittingEmptySubsequences: false) { $0.isNewline }
        self.blocks = MarkdownBlockParser.parse(lines, depth: 0)
    }
}
