import Marbles
import RxTestSupport
import Testing

/// The parser on input no one should write: it must never crash, and must answer with a diagram or a
/// `MarbleSyntaxError`, nothing else. (`Fuzz/` holds a libFuzzer target for the same property.)
@Suite("Marble parser on hostile input")
struct HostileInputTests {
    static let corpus: [String] = [
        "", " ", "   ", "(", ")", "((", "))", ")(", "()", "(((((((((", "'", "''", "'''", "^", "^^", "!", "!!",
        "(^", "^)",
        "|", "||", "##", "|#", "(|)", "(#|)", "-'", "'-", "('", "')", "('a)'", "(a'b)'",
        // Unicode: combining marks, emoji sequences, right-to-left text, zero-width characters.
        "e\u{301}", "-👩‍👩‍👧-|", "🇰🇷🇯🇵", "-שלום-|", "\u{200D}", "\u{200B}-a", "\u{FEFF}a", "가\u{302}",
        "ﾟ", "𝔸𝔹", "'\u{301}'",
        // Control characters.
        "\u{0}", "a\u{0}b", "\r\n", "-\r-", "\u{7F}", "\u{1B}[0m", "\u{85}", "'\n'",
        // Numbers that are almost time progressions.
        "1ms", " 1ms", "1 ms", ".5s", "5.s", "1e3ms", "1.5.5s", "99999999999999999999999999ms",
        "0.0000001s", "-1ms", "1msms", "nan", "inf", "0x10ms", "١٢ms", "1__0ms",
        "9223372036854775807ms", "2147483647ms", "2147483648ms",
        // Found by the fuzzer: a long time progression whose canonical text once took gigabytes.
        "- 2000.m ?", "a 500m ^ 500m b", "5m------------------------/R",
        // Found by the fuzzer: two final consonants that join when written side by side.
        "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{11C7}'\u{11C7}'",
        // Found by the fuzzer: two progressions whose sum no single progression may be.
        "1111050s 1118955s sP",
    ]

    @Test("every text of the corpus parses or is a syntax error, as events, hot events and subscriptions")
    func corpus() {
        for text in Self.corpus {
            Self.expectParsesOrReports(text)
        }
    }

    @Test("huge diagrams parse in linear time")
    func hugeDiagrams() throws {
        let huge = String(repeating: "-a", count: 50_000) + "|"
        #expect(try MarbleDiagram(parsing: huge).entries.count == 50_001)
        #expect(try MarbleDiagram(parsing: String(repeating: "(ab)", count: 20_000)).entries.count == 40_000)
        #expect(
            try MarbleDiagram(parsing: String(repeating: " 1ms", count: 20_000) + " a").entries == [
                next(20_000, "a")
            ])
        Self.expectParsesOrReports(String(repeating: "(", count: 100_000))
        Self.expectParsesOrReports(String(repeating: ")", count: 100_000))
        Self.expectParsesOrReports(String(repeating: "'", count: 100_001))
        Self.expectParsesOrReports("'" + String(repeating: "a", count: 100_000))
        Self.expectParsesOrReports(" " + String(repeating: "9", count: 100_000) + "ms")
        Self.expectParsesOrReports(String(repeating: "가", count: 100_000))
    }

    @Test("generated noise from the grammar's characters never escapes as anything but a syntax error")
    func generatedNoise() {
        let alphabet: [Character] = [
            "-", " ", "(", ")", "|", "#", "^", "!", "'", "a", "1", "m", "s", ".", "가", "\n",
        ]
        var random = SplitMix64(seed: 7)
        for _ in 0..<5_000 {
            let length = random.next(upTo: 16)
            let text = String((0..<length).map { _ in alphabet[random.next(upTo: alphabet.count)] })
            Self.expectParsesOrReports(text)
        }
    }

    /// Parses `text` every way there is; any error must be a `MarbleSyntaxError` whose column lies in
    /// the text (or one past its end), and whose description names it. A diagram's canonical text must
    /// parse back to it.
    static func expectParsesOrReports(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let roundTrips: [() throws -> Void] = [MarbleDiagram.Kind.cold, .hot].map { kind in
            {
                let diagram = try MarbleDiagram(parsing: text, kind: kind)
                let canonical = diagram.text
                // Its own `do`: an error here is the canonical text's, not the input's.
                do {
                    #expect(
                        try MarbleDiagram(parsing: canonical, kind: kind) == diagram,
                        "\(text.debugDescription) → \(canonical.debugDescription)",
                        sourceLocation: sourceLocation)
                } catch {
                    Issue.record(
                        "the canonical text \(canonical.debugDescription) does not parse: \(error)",
                        sourceLocation: sourceLocation)
                }
            }
        }
        let attempts: [() throws -> Void] =
            [
                { _ = try Marbles.subscription(text) },
                { _ = try Marbles.events(text, values: ["a": 1], strict: true) },
            ] + roundTrips
        for attempt in attempts {
            do {
                try attempt()
            } catch let error as MarbleSyntaxError {
                #expect(
                    (1...(text.count + 1)).contains(error.column), "\(error)", sourceLocation: sourceLocation)
                #expect(
                    error.description.hasPrefix("marble syntax error at column"),
                    sourceLocation: sourceLocation)
            } catch {
                Issue.record("not a MarbleSyntaxError: \(error)", sourceLocation: sourceLocation)
            }
        }
    }
}
