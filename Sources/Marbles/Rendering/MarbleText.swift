/// Text measuring and cleaning shared by the renderers: how many terminal columns a string takes, and how
/// to show characters that would break a diagram (line breaks, controls, bidirectional overrides).
public enum MarbleText {
    /// The columns `text` takes in a monospaced terminal (see `DisplayWidth`).
    static func width(of text: String) -> Int {
        DisplayWidth.of(text)
    }

    /// `text` with every character that must not be shown as it is written as an escape (`\n`, `\t`,
    /// `\u{202E}`): controls, line and paragraph separators, bidirectional controls and noncharacters.
    public static func visible(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if let escape = escape(for: scalar) {
                result += escape
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A label as the legend shows it: visible, and quoted when it is empty or starts or ends with
    /// whitespace (so nothing is lost at the end of a line).
    static func legendLabel(_ label: String) -> String {
        let shown = visible(label)
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
    /// of the marble syntax, or anything `visible` would escape or that has no width of its own.
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
        return visible(label) == label
    }

    private static func escape(for scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x0A: return "\\n"
        case 0x09: return "\\t"
        case 0x0D: return "\\r"
        case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069:
            return hexEscape(scalar)
        default:
            break
        }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator:
            return hexEscape(scalar)
        default:
            return properties.isNoncharacterCodePoint ? hexEscape(scalar) : nil
        }
    }

    private static func hexEscape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
}
