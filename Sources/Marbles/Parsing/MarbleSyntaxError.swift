/// A marble diagram that could not be parsed: where (1-based column, counting characters), which
/// character, what was wrong, and what to do.
///
/// Its description shows the diagram with a caret under the offending character:
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
        let at = character.map { "column \(column) ('\(Self.printable($0))')" } ?? "column \(column) (end)"
        let shown = diagram.map { Self.printable($0) }.joined()
        let caretOffset = diagram.prefix(column - 1).map { Self.printable($0) }.joined().count
        return """
            marble syntax error at \(at): \(message)
              \(shown)
              \(String(repeating: " ", count: caretOffset))^
            hint: \(hint)
            """
    }

    /// A character as it can be shown on one line: control characters as `\u{…}`.
    private static func printable(_ character: Character) -> String {
        if character.unicodeScalars.allSatisfy({ $0.properties.generalCategory != .control }) {
            return String(character)
        }
        return character.unicodeScalars.map { "\\u{\(String($0.value, radix: 16))}" }.joined()
    }
}
