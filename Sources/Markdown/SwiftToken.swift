/// A piece of Swift source and what it is, for highlighting.
///
/// Contract: tokens are never empty, and the texts of the tokens of a source, in order, are the
/// source exactly.
package struct SwiftToken: Equatable, Sendable {
    /// What a token is.
    package enum Kind: String, CaseIterable, Sendable {
        /// A keyword: `func`, `let`, `return`, `self`, `init`, `some`, …
        case keyword
        /// An identifier starting with an uppercase letter: `Observable`, `String`.
        case type
        /// A string literal (the parts outside its interpolations).
        case string
        /// A number literal: `42`, `0x1F`, `1_000`, `3.5e-2`.
        case number
        /// A comment: `// …` or `/* … */` (nested, unterminated ones running to the end).
        case comment
        /// An attribute: `@escaping`, `@objc`, `@MainActor`.
        case attribute
        /// A `#` keyword or macro: `#selector`, `#function`, `#if`.
        case directive
        /// Everything else: identifiers, operators, punctuation, whitespace, interpolations.
        case plain
    }

    package var kind: Kind
    package var text: String

    package init(kind: Kind, text: String) {
        self.kind = kind
        self.text = text
    }
}
