/// Text measuring and cleaning shared by the renderers: how many terminal columns a string takes, and how
/// to show characters that would break a diagram (line breaks, controls, bidirectional overrides).
enum MarbleText {
    /// The columns `text` takes in a monospaced terminal: two for wide (East Asian) characters and emoji,
    /// one for every other character (a letter with combining accents is one character).
    static func width(of text: String) -> Int {
        text.reduce(0) { $0 + width(of: $1) }
    }

    /// The columns one character takes: 2 for wide characters and emoji, otherwise 1.
    static func width(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.contains(where: { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }) { return 2 }
        return isWide(first) ? 2 : 1
    }

    /// Whether a scalar is East Asian Wide or Fullwidth (the common blocks).
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// `text` with every character that must not be shown as it is written as an escape (`\n`, `\t`,
    /// `\u{202E}`): controls, line and paragraph separators, bidirectional controls and noncharacters.
    static func visible(_ text: String) -> String {
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
