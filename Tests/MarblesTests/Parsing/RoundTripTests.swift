import Marbles
import RxTestSupport
import Testing

/// Rendering a parsed diagram gives back the text it came from (for canonical text), and always a text
/// that parses to the same diagram.
@Suite("Marble round trip")
struct RoundTripTests {
    @Test(
        "canonical text comes back unchanged",
        arguments: [
            "", "|", "#", "a", "--a--b--|", "--a--b--#", "--(abc)-|", "-----(a|)", "-'Red'--'Blue'|",
            "(a'Red')-b", "가-나-|", "-1-2-3-|",
        ])
    func canonicalText(_ text: String) throws {
        #expect(try MarbleDiagram(parsing: text).text == text)
    }

    @Test("a hot diagram keeps its `^`", arguments: ["a-^-b--|", "^-a", "(^a)-b", "^"])
    func hotCanonicalText(_ text: String) throws {
        #expect(try MarbleDiagram(parsing: text, kind: .hot).text == text)
    }

    @Test(
        "other text gives its canonical form",
        arguments: [
            ("--a--", "--a"), ("  -a  -b", "-a-b"), ("a 9ms b", "a---------b"), ("'a'", "a"), ("-(a)", "-a"),
            ("(ab)()c", "(ab)--c"),
        ])
    func canonicalForm(_ pair: (text: String, canonical: String)) throws {
        #expect(try MarbleDiagram(parsing: pair.text).text == pair.canonical)
    }

    @Test("a quiet stretch of more than 16 frames is written as a time progression between two frames")
    func longQuietStretches() throws {
        #expect(try MarbleDiagram(parsing: "a 16ms b").text == "a----------------b")
        #expect(try MarbleDiagram(parsing: "a 17ms b").text == "a- 15ms -b")
        #expect(try MarbleDiagram(parsing: "2000m a").text == "- 119999998ms -a")
        let hot = try MarbleDiagram(parsing: "a 1s ^ 1s b", kind: .hot)
        #expect(hot.text == "a- 998ms -^- 998ms -b")
        #expect(try MarbleDiagram(parsing: hot.text, kind: .hot) == hot)
        // Keys that spell a time progression next to one are not read as one.
        let digits = try MarbleDiagram(parsing: "5 m 24ms /R 1 m 30ms 1 s")
        #expect(digits.text == "5m- 22ms -/R1m- 28ms -1s")
        #expect(try MarbleDiagram(parsing: hot.text, kind: .hot) == hot)
    }

    // Found by the marble fuzzer: two long time progressions add up to more than one may be.
    @Test("a quiet stretch longer than one time progression may be is written as several")
    func quietStretchesLongerThanOneProgression() throws {
        let diagram = try MarbleDiagram(parsing: "1111050s 1118955s a")
        #expect(diagram.entries == [.init(frame: 2_230_005_000, event: .next("a"))])
        #expect(diagram.text == "- 2147483646ms 82521352ms -a")
        #expect(try MarbleDiagram(parsing: diagram.text) == diagram)
    }

    @Test("a hot diagram's leading quiet frames go; its `^` stays at frame 0")
    func hotCanonicalForm() throws {
        #expect(try MarbleDiagram(parsing: "-a-^-b--|", kind: .hot).text == "a-^-b--|")
        #expect(try MarbleDiagram(parsing: "--^--a", kind: .hot).text == "^--a")
    }

    @Test(
        "keys that would read as a time progression get a trailing frame",
        arguments: ["1 m s", "1 . 5 s", "2 m"])
    func keysSpellingATimeProgression(_ text: String) throws {
        let diagram = try MarbleDiagram(parsing: text)
        #expect(diagram.text.hasSuffix("-"))
        #expect(try MarbleDiagram(parsing: diagram.text) == diagram)
    }

    @Test("one-character keys that are grammar characters are quoted")
    func reservedKeysAreQuoted() throws {
        let diagram = MarbleDiagram(entries: [
            .init(frame: 0, event: .next("|")), .init(frame: 3, event: .next("-")),
        ])
        #expect(diagram.text == "'|''-'")
        #expect(try MarbleDiagram(parsing: diagram.text) == diagram)
    }

    @Test(
        "keys that would not read back as themselves side by side are kept apart by a space",
        arguments: [
            // Found by the fuzzer: a Hangul final consonant, then the same one quoted on the next frame.
            ("\u{FFFD}\u{11C7}'\u{11C7}'", "\u{FFFD}\u{11C7} \u{11C7}"),
            ("\u{1100}'\u{1161}'", "\u{1100} \u{1161}"),  // ᄀ and ᅡ, not 가
            ("\u{1F1F0}'\u{1F1F7}'-|", "\u{1F1F0} \u{1F1F7}---|"),  // two regional indicators, not a flag
            ("(\u{1100}'\u{1161}')", "(\u{1100} \u{1161})"),  // inside a group too
            // A regional indicator, then a flag: side by side they pair up as another flag and one left.
            ("\u{1F1F0}'\u{1F1F7}\u{1F1F8}'", "\u{1F1F0} \u{1F1F7}\u{1F1F8}"),
        ])
    func joiningKeys(_ pair: (text: String, canonical: String)) throws {
        let diagram = try MarbleDiagram(parsing: pair.text)
        #expect(diagram.text == pair.canonical)
        #expect(try MarbleDiagram(parsing: diagram.text) == diagram)
    }

    @Test("2,000 generated diagrams parse back to themselves from their canonical text")
    func generatedDiagrams() throws {
        var random = SplitMix64(seed: 2026)
        for _ in 0..<2_000 {
            let kind: MarbleDiagram.Kind = random.next(upTo: 2) == 0 ? .cold : .hot
            let text = Self.generatedDiagram(kind: kind, random: &random)
            let diagram = try MarbleDiagram(parsing: text, kind: kind)
            let canonical = diagram.text
            #expect(try MarbleDiagram(parsing: canonical, kind: kind) == diagram, "\(text) → \(canonical)")
        }
    }

    /// A valid random diagram: frames, values (short and quoted), groups, spaces, time progressions,
    /// at most one `^` in a hot one, and perhaps a terminal event at the end.
    private static func generatedDiagram(kind: MarbleDiagram.Kind, random: inout SplitMix64) -> String {
        let values = ["a", "b", "1", ".", "m", "s", "가", "'Red'", "'x y'"]
        var text = ""
        var caretWritten = false
        for _ in 0..<random.next(upTo: 12) {
            switch random.next(upTo: 7) {
            case 0, 1: text += "-"
            case 2: text += values[random.next(upTo: values.count)]
            case 3:
                text +=
                    "(" + values[random.next(upTo: values.count)] + values[random.next(upTo: values.count)]
                    + ")"
            case 4: text += " \(random.next(upTo: 20))ms "
            case 5: text += " "
            default:
                if kind == .hot && !caretWritten {
                    text += "^"
                    caretWritten = true
                } else {
                    text += "-"
                }
            }
        }
        switch random.next(upTo: 4) {
        case 0: text += "|"
        case 1: text += "#"
        case 2: text += "(" + values[random.next(upTo: values.count)] + "|)"
        default: break
        }
        return text
    }
}
