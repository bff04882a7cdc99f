/// How the sandbox writes a character that must not appear as it is: Swift's own escape, `\u{202E}`
/// (uppercase hexadecimal, no padding), so that a learner reads it as they would write it in code.
package enum UnicodeEscape {
    /// `\u{…}` for `scalar`.
    package static func swift(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
}
