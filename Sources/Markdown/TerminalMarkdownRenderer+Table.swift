import TextSupport

/// How the terminal renderer draws a table: cells padded to their column's display width and
/// aligned as the separator row says, `│` between columns, and a `─┼─` rule under the header.
extension TerminalMarkdownRenderer {
    func tableLines(for table: MarkdownTable) -> [String] {
        guard table.columnCount > 0 else { return [] }
        let header = table.header.map { runs(for: $0, style: .bold) }
        let rows = table.rows.map { row in row.map { runs(for: $0, style: []) } }
        var widths = header.map(\.width)
        for row in rows {
            for (column, cell) in row.enumerated() where column < widths.count {
                widths[column] = max(widths[column], cell.width)
            }
        }
        let separator = style(" │ ", .dim)
        func line(_ cells: [[StyledRun]]) -> String {
            cells.enumerated().map { column, cell in
                padded(cell, to: widths[column], alignment: table.alignments[column])
            }.joined(separator: separator)
        }
        let rule = style(widths.map { String(repeating: "─", count: $0) }.joined(separator: "─┼─"), .dim)
        return [line(header), rule] + rows.map(line)
    }

    private func padded(_ cell: [StyledRun], to width: Int, alignment: MarkdownTable.Alignment) -> String {
        let space = max(width - cell.width, 0)
        let before: Int
        switch alignment {
        case .unspecified, .left: before = 0
        case .center: before = space / 2
        case .right: before = space
        }
        return String(repeating: " ", count: before) + rendered(cell)
            + String(repeating: " ", count: space - before)
    }
}
