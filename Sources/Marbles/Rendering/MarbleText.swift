import TextSupport

/// How the renderers decide to write a value's label: inline on its stream's row, or as a key with the
/// label in the legend, and how the legend shows a label.
enum MarbleText {
    /// A label as the legend shows it: visible, and quoted when it is empty or starts or ends with
    /// whitespace (so nothing is lost at the end of a line).
    static func legendLabel(_ label: String) -> String {
        let shown = VisibleText.of(label)
        let needsQuotes =
            shown.isEmpty || shown.first.map(\.isWhitespace) == true || shown.last.map(\.isWhitespace) == true
        guard needsQuotes else { return shown }
        var quoted = "\""
        for character in shown {
            if character == "\\" || character == "\"" { quoted.append("\\") }
            quoted.append(character)
        }
        return quoted + "\""
    }

    /// Whether a label can be drawn inline on a stream row: it must not contain whitespace, a character
    /// of the marble syntax, or anything `VisibleText` would escape or that has no width of its own.
    static func canBeInline(_ label: String) -> Bool {
        let reserved: Set<Character> = ["-", "|", "#", "(", ")", "^", "!", "┄"]
        for character in label {
            if reserved.contains(character) || character.isWhitespace { return false }
            guard let first = character.unicodeScalars.first else { return false }
            switch first.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .spacingMark, .format, .control, .unassigned:
                return false
            default:
                break
            }
        }
        return VisibleText.of(label) == label
    }
}
