import Markdown
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Parsing and rendering take time in proportion to the input, whatever its shape: ten times the
/// input takes about ten times as long (a quadratic step would take a hundred times as long).
///
/// Each shape is parsed, then rendered (as HTML and for a terminal), at `n` and at `10 n`
/// repetitions, the best of a few runs each. The ratios of the two times, parsing and rendering
/// apart, are checked, not the times themselves, so that a slow machine does not fail the test.
/// The times are the thread's processor time, so that a busy machine does not either; as it may
/// still slow a run down (its caches shared), a shape fails only when it is too slow three times in
/// a row.
/// The sizes keep the suite near a second in a debug build, and are large enough that the parser
/// this suite was written against, which searched again from every delimiter and bracket, failed
/// it: `ab*c*` and `*a**b*` took about 25 times as long, `[](` and `[a](b` about 90 times.
@Suite("Markdown in linear time", .serialized)
struct MarkdownScalingTests {
    /// The largest ratio accepted between the times for `10 n` and `n`: linear time gives about 10,
    /// quadratic time about 100.
    static let maximumRatio = 20.0

    /// A shape of input: `unit` repeated, between an optional `prefix` and `suffix` repeated as often,
    /// after a `head` written once.
    struct Shape: CustomTestStringConvertible, Sendable {
        let name: String
        let head: String
        let prefix: String
        let unit: String
        let suffix: String
        /// How many repetitions the smaller run has.
        let count: Int

        init(
            _ name: String, head: String = "", prefix: String = "", _ unit: String, suffix: String = "",
            count: Int
        ) {
            self.name = name
            self.head = head
            self.prefix = prefix
            self.unit = unit
            self.suffix = suffix
            self.count = count
        }

        func source(times: Int) -> String {
            head + String(repeating: prefix, count: times) + String(repeating: unit, count: times)
                + String(repeating: suffix, count: times)
        }

        var testDescription: String { name }
    }

    static let shapes: [Shape] = [
        Shape("emphasis pairs ab*c*", "ab*c*", count: 800),
        Shape("nested pairs *a**b*", "*a**b*", count: 500),
        Shape("unmatched openers **a", "**a ", count: 300),
        Shape("unmatched closers a**", "a** ", count: 300),
        Shape("alternating *_ runs", "*_a", count: 300),
        Shape("long line of pairs", "word and *em* ", count: 150),
        Shape("unmatched brackets [", "[a", count: 400),
        // Fewer than 2,000 characters, the farthest a destination used to be read from each `(`.
        Shape("link openers [](", "[](", count: 60),
        Shape("unclosed destinations [a](b", "[a](b", count: 40),
        Shape("half links ](", "](", count: 400),
        Shape("image openers ![", "![", count: 400),
        Shape("unmatched backticks", "` `` a ", count: 150),
        Shape("angle brackets <", "<a <", count: 400),
        Shape("nested emphasis", prefix: "*_", "x", suffix: "_*", count: 150),
        Shape("nested links", prefix: "[", "a", suffix: "](b)", count: 200),
        Shape("nested quotes", ">", suffix: " x", count: 400),
        Shape("nested lists", "- ", suffix: "x", count: 200),
        Shape("many lines", "a line of *text*\n", count: 100),
        Shape("many list items", "- item *a*\n  - nested\n", count: 30),
        Shape("many quoted lines", "> quoted `code`\n", count: 100),
        Shape("a long code block", head: "```swift\n", "/* a \"\\(b `c #\"d */ e\n", count: 100),
    ]

    @Test("10 times the input takes less than 20 times as long", arguments: shapes)
    func linear(shape: Shape) {
        // A busy machine can slow one run down: a shape fails only if it is slow three times.
        var report = ""
        for _ in 0..<3 {
            let small = Self.bestTimes(of: shape.source(times: shape.count), runs: 5)
            let large = Self.bestTimes(of: shape.source(times: 10 * shape.count), runs: 2)
            let parsing = large.parse / max(small.parse, 1e-6)
            let rendering = large.render / max(small.render, 1e-6)
            if parsing < Self.maximumRatio, rendering < Self.maximumRatio { return }
            report +=
                "parsing \(Self.format(small.parse)) then \(Self.format(large.parse)) (×\(Self.format(ratio: parsing))), "
                + "rendering \(Self.format(small.render)) then \(Self.format(large.render)) (×\(Self.format(ratio: rendering))); "
        }
        Issue.record("\(shape.name), \(shape.count) then \(10 * shape.count) times: \(report)")
    }

    /// The shortest times of a few runs parsing `source`, and rendering it (as HTML, and for a
    /// terminal), in seconds of the thread's processor time: time the thread spent waiting for a
    /// core (on a machine busy with other work) does not count.
    private static func bestTimes(of source: String, runs: Int) -> (parse: Double, render: Double) {
        var best = (parse: Double.infinity, render: Double.infinity)
        for _ in 0..<runs {
            let start = processorTime()
            let document = MarkdownDocument(parsing: source)
            let parsed = processorTime()
            _ = HTMLMarkdownRenderer().render(document)
            _ = TerminalMarkdownRenderer(width: 80, useColor: true).render(document)
            let rendered = processorTime()
            best = (min(best.parse, parsed - start), min(best.render, rendered - parsed))
        }
        return best
    }

    /// The processor time the current thread has used, in seconds.
    private static func processorTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private static func format(_ seconds: Double) -> String {
        "\((seconds * 1e5).rounded() / 100) ms"
    }

    private static func format(ratio: Double) -> String {
        "\((ratio * 10).rounded() / 10)"
    }
}
