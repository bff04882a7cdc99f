/// The looks text can have in a terminal, and their ANSI escape sequences (SGR): the one place the
/// sandbox writes ANSI escapes (the Markdown renderer, the marble diagrams and the reports use it).
///
/// Contract: `wrap(_:)` closes every style it opens, so a styled piece of text never leaks its
/// style onto what follows, and a line made of wrapped pieces can be cut anywhere between pieces.
package struct TerminalStyle: OptionSet, Hashable, Sendable {
    package let rawValue: UInt16

    package init(rawValue: UInt16) {
        self.rawValue = rawValue
    }

    package static let bold = TerminalStyle(rawValue: 1 << 0)
    package static let dim = TerminalStyle(rawValue: 1 << 1)
    package static let italic = TerminalStyle(rawValue: 1 << 2)
    package static let underline = TerminalStyle(rawValue: 1 << 3)
    package static let red = TerminalStyle(rawValue: 1 << 4)
    package static let yellow = TerminalStyle(rawValue: 1 << 5)
    package static let blue = TerminalStyle(rawValue: 1 << 6)
    package static let magenta = TerminalStyle(rawValue: 1 << 7)
    package static let cyan = TerminalStyle(rawValue: 1 << 8)
    package static let gray = TerminalStyle(rawValue: 1 << 9)
    package static let green = TerminalStyle(rawValue: 1 << 10)
    package static let brightGreen = TerminalStyle(rawValue: 1 << 11)
    package static let brightBlue = TerminalStyle(rawValue: 1 << 12)
    package static let brightMagenta = TerminalStyle(rawValue: 1 << 13)

    /// How inline code looks.
    package static let code = TerminalStyle.cyan

    /// The sequence that turns every style off.
    package static let reset = "\u{1B}[0m"

    /// Each style's SGR parameter, in the order they are written.
    private static let parameters: [(TerminalStyle, String)] = [
        (.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.red, "31"), (.yellow, "33"),
        (.blue, "34"), (.magenta, "35"), (.cyan, "36"), (.gray, "90"), (.green, "32"),
        (.brightGreen, "92"), (.brightBlue, "94"), (.brightMagenta, "95"),
    ]

    /// The escape sequence that turns the style on ("" for no style).
    package var escape: String {
        let codes = Self.parameters.filter { contains($0.0) }.map(\.1)
        return codes.isEmpty ? "" : "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    /// `text` in this style, reset after it.
    package func wrap(_ text: String) -> String {
        isEmpty || text.isEmpty ? text : escape + text + Self.reset
    }

    /// `text` in this style when `useColor`, else as it is.
    package func wrap(_ text: String, if useColor: Bool) -> String {
        useColor ? wrap(text) : text
    }
}
