/// Text made safe to show on one line of a terminal or a diagram: every character that would be
/// invisible, move the cursor or reorder what follows is written as an escape instead.
///
/// Contract: line feed, tab and carriage return become `\n`, `\t` and `\r`; other controls, line and
/// paragraph separators, bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E,
/// U+2066–U+2069) and noncharacters become `\u{…}` (see `UnicodeEscape`). Everything else is kept.
package enum VisibleText {
    /// `text`, with every character that must not be shown as it is escaped (see the type's contract).
    package static func of(_ text: String) -> String {
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

    private static func escape(for scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x0A: return "\\n"
        case 0x09: return "\\t"
        case 0x0D: return "\\r"
        case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069:
            return UnicodeEscape.swift(scalar)
        default:
            break
        }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator:
            return UnicodeEscape.swift(scalar)
        default:
            return properties.isNoncharacterCodePoint ? UnicodeEscape.swift(scalar) : nil
        }
    }
}
