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
///
/// It says the same in Korean (`koreanDescription`), for a mismatch report of a lesson run in Korean.
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
    /// `message` in Korean, for a lesson run in Korean (see `MismatchWords`).
    package let koreanMessage: String
    /// `hint` in Korean.
    package let koreanHint: String

    public var description: String {
        let at =
            character.map { "column \(column) ('\(VisibleText.of(String($0)))')" } ?? "column \(column) (end)"
        return text(heading: "marble syntax error at \(at): \(message)", hint: "hint: \(hint)")
    }

    /// The description in Korean.
    package var koreanDescription: String {
        let at = character.map { "\(column)열, '\(VisibleText.of(String($0)))'" } ?? "\(column)열, 끝"
        return text(heading: "마블 문법 에러(\(at)): \(koreanMessage)", hint: "힌트: \(koreanHint)")
    }

    /// `heading`, the diagram on one line with a caret under the offending character, then `hint`.
    private func text(heading: String, hint: String) -> String {
        let shown = VisibleText.of(diagram)
        let caretOffset = DisplayWidth.of(VisibleText.of(String(diagram.prefix(column - 1))))
        return """
            \(heading)
              \(shown)
              \(String(repeating: " ", count: caretOffset))^
            \(hint)
            """
    }
}
