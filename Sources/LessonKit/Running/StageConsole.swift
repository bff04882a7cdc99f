import RxVirtualTime

/// What a scene printed, line by line, each line with the virtual time it was finished at (the lessons'
/// `print` and `debug` write here while a scene runs: `Stage.print`).
struct StageConsole {
    private(set) var lines: [ConsoleLine] = []
    /// Printed text not yet ended by a line break.
    private var pending = ""

    /// Adds `text` (with its terminator, as `Swift.print` writes it), printed at `time`.
    mutating func print(_ text: String, at time: TestTime) {
        pending += text
        while let newline = pending.firstIndex(of: "\n") {
            lines.append(ConsoleLine(time: time, text: String(pending[..<newline])))
            pending = String(pending[pending.index(after: newline)...])
        }
    }

    /// Ends the text not ended by a line break, as a last line printed at `time`.
    mutating func flush(at time: TestTime) {
        if !pending.isEmpty { lines.append(ConsoleLine(time: time, text: pending)) }
        pending = ""
    }
}
