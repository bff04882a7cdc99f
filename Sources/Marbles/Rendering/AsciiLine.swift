import TextSupport

/// One line of text being drawn column by column, each character in a terminal style. Wide
/// characters take two columns; spaces and unwritten columns are blank, and blanks at the end of the
/// line are never written out (no trailing spaces).
struct AsciiLine {
    private enum Column {
        case blank
        case character(Character, style: TerminalStyle)
        case continuation
    }

    private var columns: [Column] = []

    /// Writes `text` from `column` on, over whatever was there, in `style`.
    mutating func write(_ text: String, at column: Int, style: TerminalStyle = []) {
        var column = column
        for character in text {
            let width = max(1, DisplayWidth.of(character))
            if columns.count < column + width {
                columns.append(contentsOf: repeatElement(.blank, count: column + width - columns.count))
            }
            columns[column] = character == " " ? .blank : .character(character, style: style)
            for extra in 1..<width { columns[column + extra] = .continuation }
            column += width
        }
    }

    /// Writes `count` copies of `character` from `column` on.
    mutating func repeatCharacter(_ character: Character, count: Int, at column: Int) {
        guard count > 0 else { return }
        write(String(repeating: String(character), count: count), at: column)
    }

    /// The line as text, with ANSI escapes for the styles when `color` is on.
    func rendered(color: Bool) -> String {
        var end = columns.count
        while end > 0, case .blank = columns[end - 1] { end -= 1 }
        var runs: [StyledRun] = []
        for column in columns[..<end] {
            switch column {
            case .blank: runs.append(StyledRun(text: " ", style: []))
            case .character(let character, let style):
                runs.append(StyledRun(text: String(character), style: style))
            case .continuation: break
            }
        }
        return runs.rendered(useColor: color)
    }
}
