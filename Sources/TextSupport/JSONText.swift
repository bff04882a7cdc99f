/// JSON text for the few values the pages embed: strings with everything that could end a script or
/// an attribute escaped.
///
/// Contract: the result is a JSON string (RFC 8259) that decodes to `text` exactly, and holds only
/// characters that HTML and XML take as they are: `"` and `\` are escaped as JSON requires, and
/// `<`, `>`, `&`, `'`, every control (C0, DEL, C1), U+2028, U+2029 and every noncharacter (U+FDD0–U+FDEF
/// and the last two code points of each plane) as `\uXXXX` (a surrogate pair above U+FFFF), so that
/// escaping the result again for markup leaves it as it is.
package enum JSONText {
    package static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "<", ">", "&", "'": result += unicodeEscape(scalar)
            default:
                if needsEscape(scalar) {
                    result += unicodeEscape(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Whether `scalar` is written as an escape: a control, a line or paragraph separator, or a
    /// noncharacter.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
            || UnicodeEscape.isNoncharacter(scalar)
    }

    /// `\uXXXX` for `scalar`: its UTF-16 code units (two, a surrogate pair, above U+FFFF).
    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        String(scalar).utf16.map { unit -> String in
            let hex = String(unit, radix: 16)
            return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }.joined()
    }
}
