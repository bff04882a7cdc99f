/// How the sandbox writes a character that must not appear as it is: Swift's own escape, `\u{202E}`
/// (uppercase hexadecimal, no padding), so that a learner reads it as they would write it in code.
package enum UnicodeEscape {
    /// `\u{…}` for `scalar`.
    package static func swift(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// Whether `scalar` is a noncharacter: U+FDD0–U+FDEF, or the last two code points of a plane
    /// (U+FFFE, U+FFFF, U+1FFFE, …, U+10FFFF). (Unicode sets them aside; HTML reports them as errors.)
    package static func isNoncharacter(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE
    }
}
