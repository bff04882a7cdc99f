import Testing
import TextSupport

@Suite("Escaping: markup, JSON, visible text")
struct EscapingTests {
    @Test("markup: the five special characters as entities, what XML forbids as a Swift escape")
    func markup() {
        #expect(
            MarkupEscaping.escape("<a href=\"x\">Tom & Jerry's</a>")
                == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;")
        #expect(MarkupEscaping.escape("a\u{0}b\u{FFFE}") == "a\\u{0}b\\u{FFFE}")
        #expect(MarkupEscaping.escape("줄\n바꿈\t") == "줄\n바꿈\t")
    }

    @Test("JSON: quotes and backslashes escaped, and whatever could end a script or an attribute")
    func json() {
        #expect(JSONText.string("say \"hi\"\\") == "\"say \\\"hi\\\"\\\\\"")
        #expect(JSONText.string("</script>") == "\"\\u003c/script\\u003e\"")
        #expect(JSONText.string("a\nb") == "\"a\\u000ab\"")
        #expect(JSONText.string("한글") == "\"한글\"")
    }

    @Test("visible text: line breaks, controls and bidirectional overrides written as escapes")
    func visible() {
        #expect(VisibleText.of("a\nb\tc\r") == "a\\nb\\tc\\r")
        #expect(VisibleText.of("\u{202E}evil") == "\\u{202E}evil")
        #expect(VisibleText.of("\u{7}") == "\\u{7}")
        #expect(VisibleText.of("바인더 ✓") == "바인더 ✓")
    }

    @Test("one Swift escape for a scalar: uppercase hexadecimal in braces")
    func unicodeEscape() {
        #expect(UnicodeEscape.swift("\u{1B}") == "\\u{1B}")
        #expect(UnicodeEscape.swift("\u{FFFF}") == "\\u{FFFF}")
    }
}
