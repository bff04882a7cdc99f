/// Escaping for text in HTML and XML (the SVG renderer's output and the lessons' pages).
///
/// Contract: the result holds none of `&`, `<`, `>`, `"` and `'` except in the entities that replace
/// them, so it is safe both between tags and inside a quoted attribute; and characters XML 1.0 does
/// not allow (controls other than tab, line feed and carriage return) or HTML reports as errors (DEL,
/// the C1 controls, every noncharacter: U+FDD0–U+FDEF, U+FFFE, U+FFFF, U+1FFFE, …) are written as
/// `\u{…}` (`UnicodeEscape`), so the result is always well-formed.
package enum MarkupEscaping {
    /// `text` safe anywhere in XML and HTML: `<`, `>`, `&`, `"` and `'` as entities, and the characters
    /// the type's contract names as `\u{…}`.
    package static func escape(_ text: String) -> String {
        guard mayNeedEscaping(text) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "&": result += "&amp;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default:
                if isAllowedInXML(scalar) {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += UnicodeEscape.swift(scalar)
                }
            }
        }
        return result
    }

    /// `code` escaped, with a `<wbr>` where a long identifier may break across lines: after `.`, `(`
    /// and `:`, and before a capital that follows a small letter (`selected<wbr>Segment<wbr>Index`), so
    /// that a narrow page breaks `selectedSegmentIndex` between words, never as `selectedSegmentInde`
    /// and `x`. A span of at most 16 characters is only escaped.
    package static func escapeBreakingIdentifiers(_ code: String) -> String {
        guard code.count > 16 else { return escape(code) }
        var output = ""
        var previous: Character?
        for character in code {
            if let previous, character.isUppercase, previous.isLowercase { output += "<wbr>" }
            output += escape(String(character))
            if ".(:".contains(character) { output += "<wbr>" }
            previous = character
        }
        return output
    }

    /// Whether `text` may hold a character that `escape` changes: one of the five, a control, one of
    /// U+F000…U+FFFF (where U+FDD0…U+FDEF, U+FFFE and U+FFFF are) or one above U+FFFF (where the other
    /// noncharacters are), found by their UTF-8 bytes. Most text has none, and is returned as it is.
    private static func mayNeedEscaping(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                // (The controls are found by a comparison, not a range pattern: every text of a page
                // passes here, and a range pattern is a generic call in a debug build.)
                switch byte {
                case 0x3C, 0x3E, 0x26, 0x22, 0x27: return true  // < > & " '
                case 0x09, 0x0A, 0x0D: break
                case 0xEF: return true  // U+F000…U+FFFF: U+FDD0…, U+FFFE, U+FFFF
                case 0x7F: return true  // DEL
                case 0xC2:  // U+0080…U+00BF: the C1 controls are U+0080…U+009F
                    if index + 1 < bytes.count, bytes[index + 1] < 0xA0 { return true }
                default: if byte < 0x20 || byte >= 0xF0 { return true }  // other controls; above U+FFFF
                }
                index += 1
            }
            return false
        }
    }

    /// Whether `scalar` is written as it is: a character XML 1.0 allows that HTML does not report as
    /// an error (not DEL, a C1 control or a noncharacter).
    private static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x7F...0x9F: return false
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF:
            return !UnicodeEscape.isNoncharacter(scalar)
        default: return false
        }
    }
}
