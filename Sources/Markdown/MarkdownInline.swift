/// One piece of running text inside a block: the inline half of the Markdown subset lessons are
/// written in.
///
/// Contract: the parser never puts two `.text` values side by side (it merges them) nor an empty
/// `.text`; backslash escapes are already applied to `.text`, while `.code` holds its characters
/// exactly as written (escapes do not apply inside code).
package enum MarkdownInline: Equatable, Sendable {
    /// Plain text.
    case text(String)
    /// A code span, written `` `let x = 1` `` (or between double backticks when it holds one).
    case code(String)
    /// `*emphasis*` or `_emphasis_`.
    case emphasis([MarkdownInline])
    /// `**strong**` or `__strong__`.
    case strong([MarkdownInline])
    /// `[text](destination)`. The destination is kept as written: each renderer decides whether it
    /// is safe to follow.
    case link(text: [MarkdownInline], destination: String)

    /// The text a reader sees, without any markup.
    package var plainText: String {
        switch self {
        case .text(let text), .code(let text):
            return text
        case .emphasis(let content), .strong(let content), .link(let content, _):
            return content.plainText
        }
    }
}

extension Array where Element == MarkdownInline {
    /// The text a reader sees, without any markup.
    package var plainText: String { map(\.plainText).joined() }
}
