import TextSupport

/// A marble diagram that could not be parsed: where (1-based column, counting characters), which
/// character, what was wrong, and what to do.
///
/// Its description shows the diagram on one line (control characters and line breaks escaped, as
/// `\n`) with a caret under the offending character (a wide character, 가, counted as two columns):
///
///     marble syntax error at column 4 ('^'): a cold diagram has no subscription point
///       -a-^-b--|
///          ^
///     hint: remove the `^`, or parse the diagram as hot (`MarbleDiagram(parsing:kind: .hot)`)
public struct MarbleSyntaxError: Error, Equatable, CustomStringConvertible {
    /// The 1-based column (in characters) of the offending character; one past the end for an error
    /// found at the end of the diagram.
    public let column: Int
    /// The offending character, or `nil` at the end of the diagram.
    public let character: Character?
    /// The diagram.
    public let diagram: String
    /// What was wrong.
    public let message: String
    /// What to do about it, in one line.
    public let hint: String

    public var description: String {
        let at =
            character.map { "column \(column) ('\(VisibleText.of(String($0)))')" }
            ?? "column \(column) (end)"
        let shown = VisibleText.of(diagram)
        let caretOffset = DisplayWidth.of(VisibleText.of(String(diagram.prefix(column - 1))))
        return """
            marble syntax error at \(at): \(message)
              \(shown)
              \(String(repeating: " ", count: caretOffset))^
            hint: \(hint)
            """
    }
}
