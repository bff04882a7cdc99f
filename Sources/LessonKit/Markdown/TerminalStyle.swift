import Marbles

/// The looks text can have in a terminal, and their ANSI escape sequences (SGR).
///
/// Contract: `wrap(_:)` closes every style it opens, so a styled piece of text never leaks its
/// style onto what follows, and a line made of wrapped pieces can be cut anywhere between pieces.
struct TerminalStyle: OptionSet, Hashable {
    let rawValue: UInt16

    static let bold = TerminalStyle(rawValue: 1 << 0)
    static let dim = TerminalStyle(rawValue: 1 << 1)
    static let italic = TerminalStyle(rawValue: 1 << 2)
    static let underline = TerminalStyle(rawValue: 1 << 3)
    static let red = TerminalStyle(rawValue: 1 << 4)
    static let yellow = TerminalStyle(rawValue: 1 << 5)
    static let blue = TerminalStyle(rawValue: 1 << 6)
    static let magenta = TerminalStyle(rawValue: 1 << 7)
    static let cyan = TerminalStyle(rawValue: 1 << 8)
    static let gray = TerminalStyle(rawValue: 1 << 9)
    static let green = TerminalStyle(rawValue: 1 << 10)

    /// How inline code looks.
    static let code = TerminalStyle.cyan

    static let reset = "\u{1B}[0m"

    /// The escape sequence that turns the style on ("" for no style).
    var escape: String {
        let codes: [(TerminalStyle, String)] = [
            (.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.red, "31"), (.yellow, "33"),
            (.blue, "34"), (.magenta, "35"), (.cyan, "36"), (.gray, "90"), (.green, "32"),
        ]
        let parameters = codes.filter { contains($0.0) }.map(\.1)
        return parameters.isEmpty ? "" : "\u{1B}[" + parameters.joined(separator: ";") + "m"
    }

    /// `text` in this style, reset after it.
    func wrap(_ text: String) -> String {
        isEmpty || text.isEmpty ? text : escape + text + Self.reset
    }

    /// `text` in this style when `useColor`, else as it is.
    func wrap(_ text: String, if useColor: Bool) -> String {
        useColor ? wrap(text) : text
    }
}

/// A piece of text in one style: what the terminal renderer lays out before it writes escapes.
struct StyledRun: Equatable {
    var text: String
    var style: TerminalStyle

    /// The columns the run takes.
    var width: Int { DisplayWidth.of(text) }
}

extension Array where Element == StyledRun {
    /// The runs as a line of text: styled when `useColor`, plain otherwise.
    func rendered(useColor: Bool) -> String {
        guard useColor else { return map(\.text).joined() }
        var line = ""
        var pending: StyledRun?
        for run in self {
            if var current = pending, current.style == run.style {
                current.text += run.text
                pending = current
            } else {
                if let current = pending { line += current.style.wrap(current.text) }
                pending = run
            }
        }
        if let current = pending { line += current.style.wrap(current.text) }
        return line
    }

    /// The columns the runs take.
    var width: Int { reduce(0) { $0 + $1.width } }
}
