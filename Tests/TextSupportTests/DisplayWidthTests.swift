import Testing
import TextSupport

@Suite("Display width")
struct DisplayWidthTests {
    @Test("ASCII takes one column a character")
    func ascii() {
        #expect(DisplayWidth.of("hello, world") == 12)
        #expect(DisplayWidth.of("") == 0)
    }

    @Test("Hangul, CJK and fullwidth characters take two columns")
    func wide() {
        #expect(DisplayWidth.of("바인더") == 6)
        #expect(DisplayWidth.of("漢字") == 4)
        #expect(DisplayWidth.of("ｆｕｌｌ") == 8)
        #expect(DisplayWidth.of("かな") == 4)
        #expect(DisplayWidth.of("Rx는 좋다") == 9)
        #expect(DisplayWidth.of("\u{3000}") == 2)
    }

    @Test("combining marks, joiners and Hangul's medial and final jamo take none")
    func zeroWidth() {
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of(Character("\u{301}")) == 0)
        #expect(DisplayWidth.of("\u{200B}") == 0)
        // 한 written as three jamo: one syllable, two columns.
        #expect(DisplayWidth.of("\u{1112}\u{1161}\u{11AB}") == 2)
        #expect(DisplayWidth.of("\u{1112}\u{1161}\u{11AB}") == DisplayWidth.of("한"))
    }

    @Test("emoji take two columns, and control characters none")
    func emojiAndControls() {
        #expect(DisplayWidth.of("✅") == 2)
        #expect(DisplayWidth.of("🚀") == 2)
        #expect(DisplayWidth.of("❤️") == 2)
        #expect(DisplayWidth.of("🇰🇷") == 2)
        #expect(DisplayWidth.of("\u{1B}\t\u{7F}") == 0)
    }

    @Test("box drawing and bullets take one column")
    func narrowSymbols() {
        #expect(DisplayWidth.of("│━─•") == 4)
    }
}
