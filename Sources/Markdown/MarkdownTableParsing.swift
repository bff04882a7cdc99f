/// The pipe-table rule of the block parser.
///
/// A table is a header row, then a separator row with as many cells (each `---`, with an optional
/// `:` at either end for the alignment), then the rows that follow, up to a blank line or a line
/// without `|`. Outer pipes are optional; `\|` is a pipe inside a cell.
extension MarkdownBlockParser {
    /// Whether a table's header row is at `index`.
    func tableStarts(at index: Int) -> Bool {
        guard index + 1 < lines.count, MarkdownLine(lines[index]).hasPipe,
            let alignments = Self.alignments(ofSeparator: lines[index + 1])
        else { return false }
        return Self.cells(of: lines[index]).count == alignments.count
    }

    mutating func parseTable() {
        guard index + 1 < lines.count, let alignments = Self.alignments(ofSeparator: lines[index + 1]) else {
            parseParagraph()
            return
        }
        let header = Self.cells(of: lines[index]).map(MarkdownInlineParser.parse)
        index += 2
        var rows: [[MarkdownTable.Cell]] = []
        while index < lines.count, MarkdownLine(lines[index]).hasPipe, isTableRow(kind(at: index)) {
            rows.append(Self.cells(of: lines[index]).map(MarkdownInlineParser.parse))
            index += 1
        }
        blocks.append(.table(MarkdownTable(header: header, alignments: alignments, rows: rows)))
    }

    private func isTableRow(_ kind: LineKind) -> Bool {
        switch kind {
        case .text, .tableHeader: return true
        default: return false
        }
    }

    /// The row's cells, trimmed, with `\|` read as `|` (other escapes are left to the inline parser).
    static func cells(of row: Substring) -> [String] {
        let characters = Array(row.trimmingWhitespace())
        var cells: [String] = []
        var cell = ""
        var endsWithPipe = false
        var position = 0
        while position < characters.count {
            let character = characters[position]
            endsWithPipe = false
            if character == "\\", position + 1 < characters.count {
                let next = characters[position + 1]
                if next != "|" { cell.append(character) }
                cell.append(next)
                position += 2
                continue
            }
            if character == "|" {
                cells.append(cell)
                cell = ""
                endsWithPipe = true
            } else {
                cell.append(character)
            }
            position += 1
        }
        if !endsWithPipe { cells.append(cell) }
        if characters.first == "|", !cells.isEmpty { cells.removeFirst() }
        return cells.map { String(Substring($0).trimmingWhitespace()) }
    }

    /// The alignments a separator row such as `| :--- | :---: | ---: |` sets, or nil if the line is
    /// not one.
    static func alignments(ofSeparator row: Substring) -> [MarkdownTable.Alignment]? {
        guard MarkdownLine(row).hasPipe else { return nil }
        let cells = cells(of: row)
        guard !cells.isEmpty else { return nil }
        var alignments: [MarkdownTable.Alignment] = []
        for cell in cells {
            let leading = cell.hasPrefix(":")
            let trailing = cell.count > 1 && cell.hasSuffix(":")
            let dashes = cell.dropFirst(leading ? 1 : 0).dropLast(trailing ? 1 : 0)
            guard !dashes.isEmpty, dashes.allSatisfy({ $0 == "-" }) else { return nil }
            switch (leading, trailing) {
            case (true, true): alignments.append(.center)
            case (true, false): alignments.append(.left)
            case (false, true): alignments.append(.right)
            case (false, false): alignments.append(.unspecified)
            }
        }
        return alignments
    }
}
