import TextSupport

/// How the terminal renderer draws a table in `width` columns.
///
/// - A table that fits is drawn as it is written: cells padded to their column's display width and
///   aligned as the separator row says, ` │ ` between columns, and a `─┼─` rule under the header.
/// - A wider one keeps that form with its cells wrapped, line by line, each column given a share of
///   the width: a column narrower than an even share keeps its width; the others get what their
///   widest word needs (no word is cut), then the rest in proportion to what each still lacks. A
///   rule then separates the rows.
/// - A table that cannot fit even so (its widest words, side by side, are wider than the width: too
///   many columns, or a long code span) becomes a list of records, one per row, a blank line apart:
///   a `header: value` line per cell, wrapped with a hanging indent of two columns (a cell under an
///   empty header is written alone, as the record's title; an empty cell is left out).
///
/// Widths are display widths: a Korean syllable takes two columns. The same table and width always
/// give the same lines.
extension TerminalMarkdownRenderer {
    func tableLines(for table: MarkdownTable, width: Int) -> [String] {
        guard table.columnCount > 0 else { return [] }
        let header = table.header.map { runs(for: $0, style: .bold) }
        let rows = table.rows.map { row in row.map { runs(for: $0, style: []) } }
        let natural = (0..<table.columnCount).map { column in
            ([header[column]] + rows.map { $0[column] }).map(\.width).max() ?? 0
        }
        let available = width - 3 * (table.columnCount - 1)
        let widths: [Int]
        if natural.reduce(0, +) <= available {
            widths = natural
        } else {
            let words = (0..<table.columnCount).map { column in
                ([header[column]] + rows.map { $0[column] }).map(TerminalTextWrapper.widestWord).max() ?? 0
            }
            let unbroken = zip(natural, words).map { min($0, $1) }
            guard unbroken.reduce(0, +) <= available else {
                return recordLines(header: header, rows: rows, width: width)
            }
            widths = Self.widths(natural: natural, unbroken: unbroken, available: available)
        }
        let separator = style(" │ ", .dim)
        let rule = style(widths.map { String(repeating: "─", count: $0) }.joined(separator: "─┼─"), .dim)
        func lines(_ cells: [[StyledRun]]) -> [String] {
            let wrapped = cells.enumerated().map { column, cell in
                cell.width <= widths[column] ? [cell] : TerminalTextWrapper.wrap(cell, width: widths[column])
            }
            let height = wrapped.map(\.count).max() ?? 0
            return (0..<max(height, 1)).map { line in
                wrapped.enumerated().map { column, cellLines in
                    padded(
                        line < cellLines.count ? cellLines[line] : [], to: widths[column],
                        alignment: table.alignments[column])
                }.joined(separator: separator)
            }
        }
        let body = rows.map(lines)
        // When a row takes more than a line, a rule between rows shows where each ends.
        let between = body.contains { $0.count > 1 } ? [rule] : []
        return lines(header) + [rule]
            + body.enumerated().flatMap { index, row in (index > 0 ? between : []) + row }
    }

    /// The widths of a table's columns that fit in `available` columns, no word cut (`unbroken` are
    /// the widths of their widest words, which fit; `natural` their widths unwrapped, which do not):
    /// a column no wider than an even share of what is left keeps its natural width, again and again
    /// while one is; the others share the rest (see `shares`).
    package static func widths(natural: [Int], unbroken: [Int], available: Int) -> [Int] {
        var widths: [Int?] = Array(repeating: nil, count: natural.count)
        var left = available
        while true {
            let open = widths.indices.filter { widths[$0] == nil }
            guard !open.isEmpty else { break }
            let whole = open.filter { natural[$0] <= left / open.count }
            guard !whole.isEmpty else { break }
            for column in whole {
                widths[column] = natural[column]
                left -= natural[column]
            }
        }
        let open = widths.indices.filter { widths[$0] == nil }
        guard open.map({ unbroken[$0] }).reduce(0, +) <= left else {
            return shares(of: available, from: unbroken, toward: natural)
        }
        let shared = shares(of: left, from: open.map { unbroken[$0] }, toward: open.map { natural[$0] })
        for (column, width) in zip(open, shared) { widths[column] = width }
        return widths.map { $0 ?? 0 }
    }

    /// `total` columns shared out: each column gets its `minimum`, then what is left in proportion to
    /// what it lacks to reach its `target` (never more), the remainder of the division going to the
    /// columns with the largest fractions, the leftmost first. `total` is at least the sum of
    /// `minimum`, and less than the sum of `target`.
    package static func shares(of total: Int, from minimum: [Int], toward target: [Int]) -> [Int] {
        let lacks = zip(target, minimum).map { max($0 - $1, 0) }
        let lacking = lacks.reduce(0, +)
        let spare = min(total - minimum.reduce(0, +), lacking)
        guard lacking > 0, spare > 0 else { return minimum }
        var widths = minimum
        var remainders: [(column: Int, remainder: Int)] = []
        for column in widths.indices {
            let exact = spare * lacks[column]
            widths[column] += exact / lacking
            remainders.append((column, exact % lacking))
        }
        let left = spare - zip(widths, minimum).map { $0 - $1 }.reduce(0, +)
        let order = remainders.sorted { ($1.remainder, $0.column) < ($0.remainder, $1.column) }
        for entry in order.prefix(left) { widths[entry.column] += 1 }
        return widths
    }

    /// The table as records: one per row, a blank line apart, each cell a `header: value` line.
    private func recordLines(header: [[StyledRun]], rows: [[[StyledRun]]], width: Int) -> [String] {
        var output: [String] = []
        for row in rows {
            if !output.isEmpty { output.append("") }
            for (name, cell) in zip(header, row) where !cell.isEmpty {
                let line = name.isEmpty ? cell : name + [StyledRun(text: ": ", style: [])] + cell
                // Every line in `width - 2` columns, so that the lines after the first can be indented.
                for (index, wrapped) in TerminalTextWrapper.wrap(line, width: width - 2).enumerated() {
                    output.append((index == 0 ? "" : "  ") + rendered(wrapped))
                }
            }
        }
        return output
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
