/// A piece of text in one style: what a terminal line is made of before its escapes are written.
package struct StyledRun: Equatable, Sendable {
    package var text: String
    package var style: TerminalStyle

    package init(text: String, style: TerminalStyle) {
        self.text = text
        self.style = style
    }

    /// The columns the run takes.
    package var width: Int { DisplayWidth.of(text) }
}

extension Array where Element == StyledRun {
    /// The runs as a line of text: styled when `useColor` (neighbours of one style share one escape),
    /// plain otherwise.
    package func rendered(useColor: Bool) -> String {
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
    package var width: Int { reduce(0) { $0 + $1.width } }
}
