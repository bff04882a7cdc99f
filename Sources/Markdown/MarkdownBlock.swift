/// One block of a lesson's Markdown: a heading, a paragraph, a list, a table, a directive….
///
/// Contract: a block only holds what its source said. Heading levels are 1...6; a list item is the
/// blocks written inside it (usually one paragraph, maybe a nested list); a blockquote holds blocks
/// parsed like a document of their own. Nesting is bounded (see `MarkdownDocument`), so walking a
/// block recursively is always safe.
package indirect enum MarkdownBlock: Equatable, Sendable {
    /// `#` to `######`, then the heading's text.
    case heading(level: Int, content: [MarkdownInline])
    /// Consecutive lines of text, joined with a space.
    case paragraph([MarkdownInline])
    /// A fenced code block. `language` is the first word after the opening fence, if any; `code` is
    /// the lines between the fences, verbatim, joined with `"\n"` (no final newline).
    case codeBlock(language: String?, code: String)
    /// Items written with `-`, `*` or `+`.
    case bulletList(items: [[MarkdownBlock]])
    /// Items written with `1.` (or `1)`); `start` is the first item's number.
    case orderedList(start: Int, items: [[MarkdownBlock]])
    /// Lines written after `>`; lessons use them for tips.
    case blockquote([MarkdownBlock])
    /// A pipe table.
    case table(MarkdownTable)
    /// `---` (or `***`, `___`) alone on a line.
    case thematicBreak
    /// A line that is exactly `{{name}}` or `{{name argument}}`: a place where the lesson's
    /// renderer inserts something of its own (a code sample, a scene).
    case directive(name: String, argument: String?)
}
