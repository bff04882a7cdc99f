/// How recorded events (or subscriptions) differ from the marble diagram a test expected: both drawn
/// as aligned diagrams with a caret under the first difference, then both as event lists.
///
/// Its `description` is the failure message of `assertMarbles`:
///
///     marbles differ at tick 50
///       expected: --a--b--|
///       actual:   --a--3--|
///                      ^
///       expected events: [next(20, 1), next(50, 2), completed(80)]
///       actual events:   [next(20, 1), next(50, 3), completed(80)]
public struct MarbleMismatch: Equatable, CustomStringConvertible {
    /// What differs: `marbles differ at tick 50`, `subscriptions differ at tick 230`.
    public let heading: String
    /// The tick of the first difference.
    public let tick: Int
    /// The labelled, aligned diagram lines (`expected: …`, `actual: …`), in order.
    public let diagramLines: [String]
    /// The column (0-based, in terminal columns: a wide character, 가, takes two) of the caret under
    /// the diagram lines.
    public let caretColumn: Int
    /// Lines after the caret: the event lists, and notes on how the diagrams were drawn.
    public let details: [String]

    public var description: String {
        let caret = String(repeating: " ", count: caretColumn) + "^"
        return ([heading] + diagramLines + [caret] + details).joined(separator: "\n")
    }
}
