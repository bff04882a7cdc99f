import LessonsCLI
import Testing

@Suite("The width of the reports: COLUMNS, else the terminal's, else 80")
struct TerminalWidthTests {
    @Test(
        "COLUMNS when it is a whole number above zero, whatever the terminal says",
        arguments: [
            ("120", 120), ("80", 80), (" 100 ", 100), ("45", 45), ("12", 40), ("250", 200),
            ("9223372036854775807", 200),
        ])
    func fromColumns(value: String, width: Int) {
        #expect(TerminalWidth.columns(environment: ["COLUMNS": value], terminalColumns: 200) == width)
    }

    @Test("a COLUMNS that is not a width is ignored", arguments: ["", "abc", "0", "-5", "80x", "1e3"])
    func badColumns(value: String) {
        #expect(TerminalWidth.columns(environment: ["COLUMNS": value], terminalColumns: 132) == 132)
        #expect(TerminalWidth.columns(environment: ["COLUMNS": value], terminalColumns: nil) == 80)
    }

    @Test("without COLUMNS: the terminal's width, else 80 (a pipe gets the same bytes everywhere)")
    func withoutColumns() {
        #expect(TerminalWidth.columns(environment: [:], terminalColumns: 132) == 132)
        #expect(TerminalWidth.columns(environment: [:], terminalColumns: 20) == 40)
        #expect(TerminalWidth.columns(environment: [:], terminalColumns: 1000) == 200)
        #expect(TerminalWidth.columns(environment: [:], terminalColumns: 0) == 80)
        #expect(TerminalWidth.columns(environment: [:], terminalColumns: nil) == TerminalWidth.fallback)
        #expect(TerminalWidth.fallback == 80)
    }
}
