import Testing
import TextSupport

@Suite("Wrapping text for the terminal")
struct TerminalTextWrapperTests {
    @Test("lines of whole words at most the width; a word wider than a line is cut")
    func wrap() {
        #expect(TerminalTextWrapper.wrap("one two three four", width: 9) == ["one two", "three", "four"])
        #expect(TerminalTextWrapper.wrap("바인더를 씁니다", width: 8) == ["바인더를", "씁니다"])
        #expect(TerminalTextWrapper.wrap("abcdefgh", width: 3) == ["abc", "def", "gh"])
    }

    @Test("a hanging indent: the lead on the first line, the indent on the others, all within the width")
    func hanging() {
        #expect(
            TerminalTextWrapper.wrap("one two three four", width: 11, lead: "✓ ", indent: 2) == [
                "✓ one two", "  three", "  four",
            ])
        #expect(
            TerminalTextWrapper.wrap("alpha beta gamma", width: 14, lead: "id    ", indent: 6) == [
                "id    alpha", "      beta", "      gamma",
            ])
        #expect(TerminalTextWrapper.wrap("short", width: 40, lead: "> ", indent: 2) == ["> short"])
    }
}
