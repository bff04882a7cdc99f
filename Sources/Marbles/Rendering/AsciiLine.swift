/// One line of text being drawn column by column, each character with an optional ANSI style. Wide
/// characters take two columns; spaces and unwritten columns are blank, and blanks at the end of the
/// line are never written out (no trailing spaces).
struct AsciiLine {
    private enum Column {
        case blank
        case character(Character, style: String?)
        case continuation
    }

    private var columns: [Column] = []

    /// Writes `text` from `column` on, over whatever was there, in `style` (ANSI SGR parameters, such as
    /// `"32"`).
    mutating func write(_ text: String, at column: Int, style: String? = nil) {
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
        var text = ""
        var current: String?
        for column in columns[..<end] {
            switch column {
            case .blank:
                if color, current != nil { text += Self.reset }
                current = nil
                text += " "
            case .character(let character, let style):
                if color, style != current {
                    if current != nil { text += Self.reset }
                    if let style { text += "\u{1B}[\(style)m" }
                    current = style
                }
                text.append(character)
            case .continuation:
                break
            }
        }
        if color, current != nil { text += Self.reset }
        return text
    }

    private static let reset = "\u{1B}[0m"
}
