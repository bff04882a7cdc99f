import Foundation
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

    /// The edges of every plane: its first code point and its two noncharacters; the BMP's controls,
    /// surrogate neighbours and U+FDD0–U+FDEF.
    static let edges: [Unicode.Scalar] = {
        var values: [UInt32] =
            Array(0...0x20) + Array(0x7E...0xA0) + [
                0x2028, 0x2029, 0xD7FF, 0xE000, 0xFDCF, 0xFDD0, 0xFDEF, 0xFDF0, 0xFFFD, 0xFFFE, 0xFFFF,
            ]
        for plane in UInt32(1)...16 {
            values += [plane << 16, (plane << 16) | 0xFFFD, (plane << 16) | 0xFFFE, (plane << 16) | 0xFFFF]
        }
        return values.compactMap(Unicode.Scalar.init)
    }()

    @Test("JSON: every plane's edge cases decode to what was written, with no noncharacter or control left")
    func jsonEdges() throws {
        let text = String(String.UnicodeScalarView(Self.edges))
        let json = JSONText.string(text)
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed)
        #expect(decoded as? String == text)
        #expect(
            !json.unicodeScalars.contains {
                UnicodeEscape.isNoncharacter($0) || $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
            })
        #expect(JSONText.string(String(Unicode.Scalar(0x1FFFE)!)) == "\"\\ud83f\\udffe\"")
        #expect(
            MarkupEscaping.escape(json) == json.replacingOccurrences(of: "\"", with: "&quot;"),
            "escaped again for an attribute, only its quotes change")
    }

    @Test("markup: DEL, the C1 controls and every noncharacter as a Swift escape; other planes as they are")
    func markupEdges() {
        let text = String(
            String.UnicodeScalarView(
                [0x61, 0x7F, 0x62, 0x85, 0x63, 0xFDD0, 0x64, 0x10FFFF].map { Unicode.Scalar($0)! }))
        #expect(MarkupEscaping.escape(text) == "a\\u{7F}b\\u{85}c\\u{FDD0}d\\u{10FFFF}")
        #expect(MarkupEscaping.escape("é😀\u{1FFFD}") == "é😀\u{1FFFD}")
        for scalar in Self.edges {
            let escaped = MarkupEscaping.escape(String(scalar))
            let kept = escaped == String(scalar)
            let allowed =
                [0x09, 0x0A, 0x0D].contains(scalar.value)
                || (scalar.value >= 0x20 && !(0x7F...0x9F).contains(scalar.value)
                    && !UnicodeEscape.isNoncharacter(scalar) && scalar != "\"" && scalar != "&"
                    && scalar != "<"
                    && scalar != ">" && scalar != "'")
            #expect(kept == allowed, "U+\(String(scalar.value, radix: 16, uppercase: true))")
        }
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
