/// A pipe table: a header row, an alignment per column, and body rows.
///
/// Contract: `header`, `alignments` and every row have the same number of cells, `columnCount`
/// (the initializer pads short rows with empty cells and drops cells beyond the header's).
package struct MarkdownTable: Equatable, Sendable {
    /// How a column's cells line up, from the colons of the separator row.
    package enum Alignment: String, Equatable, Sendable {
        /// `---`: the renderer's default (left).
        case unspecified
        /// `:---`
        case left
        /// `:---:`
        case center
        /// `---:`
        case right
    }

    /// One cell's content.
    package typealias Cell = [MarkdownInline]

    package private(set) var header: [Cell]
    package private(set) var alignments: [Alignment]
    package private(set) var rows: [[Cell]]

    /// The number of columns: the header's cells.
    package var columnCount: Int { header.count }

    /// A table with `header`'s columns; `alignments` and `rows` are fitted to them.
    package init(header: [Cell], alignments: [Alignment], rows: [[Cell]]) {
        let count = header.count
        self.header = header
        self.alignments = Self.fitted(alignments, to: count, padding: .unspecified)
        self.rows = rows.map { Self.fitted($0, to: count, padding: []) }
    }

    private static func fitted<Element>(_ elements: [Element], to count: Int, padding: Element) -> [Element] {
        if elements.count >= count { return Array(elements.prefix(count)) }
        return elements + Array(repeating: padding, count: count - elements.count)
    }
}
