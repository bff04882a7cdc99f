import Testing
import TextSupport

@Suite("Terminal text: the colour decision and the ANSI styles")
struct TerminalTextTests {
    @Test(
        "colors only on a terminal, and only when neither --no-color, NO_COLOR, TERM=dumb nor Xcode's console says no",
        arguments: [
            (false, [:], true, true),
            (false, ["TERM": "xterm-256color"], true, true),
            (false, [:], false, false),
            (true, [:], true, false),
            (false, ["NO_COLOR": "1"], true, false),
            (false, ["NO_COLOR": "yes"], true, false),
            (false, ["NO_COLOR": ""], true, true),
            (false, ["TERM": "dumb"], true, false),
            (true, ["NO_COLOR": "1", "TERM": "dumb"], false, false),
            // Xcode's console is a terminal that shows escape codes as text.
            (
                false,
                [
                    "__XCODE_BUILT_PRODUCTS_DIR_PATHS": "/DerivedData/X/Build/Products/Debug",
                    "TERM": "xterm-256color",
                ], true, false
            ),
        ] as [(Bool, [String: String], Bool, Bool)])
    func color(noColorFlag: Bool, environment: [String: String], isTerminal: Bool, expected: Bool) {
        let decision = ColorDecision.shouldUseColor(
            noColorFlag: noColorFlag, environment: environment, isTerminal: isTerminal)
        #expect(decision == expected)
    }

    @Test("a style closes what it opens; styles combine into one escape")
    func styles() {
        #expect(TerminalStyle.green.wrap("ok") == "\u{1B}[32mok\u{1B}[0m")
        #expect(TerminalStyle([.bold, .red]).wrap("no") == "\u{1B}[1;31mno\u{1B}[0m")
        #expect(TerminalStyle().wrap("plain") == "plain")
        #expect(TerminalStyle.red.wrap("") == "")
        #expect(TerminalStyle.red.wrap("x", if: false) == "x")
    }

    @Test("runs of one style share one escape; without colour, only the text is left")
    func runs() {
        let runs = [
            StyledRun(text: "a", style: .green), StyledRun(text: "b", style: .green),
            StyledRun(text: " ", style: []), StyledRun(text: "c", style: .brightBlue),
        ]
        #expect(runs.rendered(useColor: true) == "\u{1B}[32mab\u{1B}[0m \u{1B}[94mc\u{1B}[0m")
        #expect(runs.rendered(useColor: false) == "ab c")
        #expect(runs.width == 4)
    }
}
