import RxCore
import RxVirtualTime
import TextSupport

/// Compares what a stream did with the marble diagram a test expected: the pure part of
/// `assertMarbles`, usable without a test framework (the lesson checker uses it too).
public enum MarbleComparison {
    /// `nil` when `actual` is exactly the events of `expected` (values looked up in `values`, `#` as
    /// `error`, frames mapped by `timing`); otherwise how they differ. Throws the `MarbleSyntaxError`
    /// of an invalid diagram.
    public static func compare<Value: Equatable>(
        _ actual: [Recorded<Event<Value>>], with expected: String, values: [String: Value],
        strict: Bool = false, error: Error = MarbleError(), timing: MarbleTiming = .default
    ) throws -> MarbleMismatch? {
        try compare(
            actual, with: expected, values: values, strict: strict, error: error, timing: timing,
            words: .english)
    }

    /// `compare(_:with:values:strict:error:timing:)`, the report written in `words` (a lesson shows the
    /// report of `assertMarbles` in its page's language).
    package static func compare<Value: Equatable>(
        _ actual: [Recorded<Event<Value>>], with expected: String, values: [String: Value],
        strict: Bool = false, error: Error = MarbleError(), timing: MarbleTiming = .default,
        words: MismatchWords
    ) throws -> MarbleMismatch? {
        // Read as hot, as RxJS's `toBe` does: a `^` may mark frame 0 (without one, frame 0 is the first
        // character, as in a cold diagram).
        let parsed = try MarbleParser(text: expected, kind: .hot).parseEvents()
        let expectedEvents = try parsed.diagram.recordedEvents(
            values: values, strict: strict, error: error, timing: timing, source: (expected, parsed.indices))
        return mismatch(
            expected: expectedEvents, diagram: parsed.diagram, actual: actual,
            actualToken: { token(for: $0.value, keyedBy: values) }, time: \.time, timing: timing,
            words: words)
    }

    /// `nil` when the labelled events `actual` are exactly what `expected` draws (a key stands for its
    /// label in `values`, or for itself; `#` for an error whose description is `error`); otherwise how
    /// they differ. What a lesson's expectation is checked with: a stream recorded as labels compared
    /// as labels. The report is written in `words`. Throws the `MarbleSyntaxError` of an invalid
    /// diagram.
    package static func compare(
        _ actual: [MarbleEvent], with expected: String, values: [String: String], error: String,
        timing: MarbleTiming = .default, words: MismatchWords = .english
    ) throws -> MarbleMismatch? {
        let diagram = try MarbleParser(text: expected, kind: .hot).parseEvents().diagram
        let expectedEvents = diagram.labelledEvents(values: values, error: error, timing: timing)
        return mismatch(
            expected: expectedEvents, diagram: diagram, actual: actual,
            actualToken: { token(for: $0.kind, keyedBy: values) }, time: \.time, timing: timing,
            words: words)
    }

    /// How `actual` differs from `expected`, the events of `diagram`: `nil` when they are equal,
    /// otherwise both drawn as aligned diagrams with a caret under the first difference, in `words`.
    private static func mismatch<Item: Equatable>(
        expected: [Item], diagram: MarbleDiagram, actual: [Item], actualToken: (Item) -> String,
        time: (Item) -> TestTime, timing: MarbleTiming, words: MismatchWords
    ) -> MarbleMismatch? {
        guard let difference = firstDifference(expected, actual, time: time) else { return nil }
        let expectedTokens = zip(expected, diagram.entries).map { event, entry in
            (time(event), MarbleDiagram.token(for: entry.event))
        }
        let actualTokens = actual.map { (time($0), actualToken($0)) }
        let times = (expected + actual).map(time)
        let scale = FrameScale(timing: timing, times: times, words: words)
        let earliest = times.map { scale.frame(ofTick: $0) }.min() ?? 0
        let layout = AlignedDiagramLines(
            [expectedTokens, actualTokens].map { line in
                line.map { AlignedDiagramLines.Mark(frame: scale.frame(ofTick: $0.0), token: $0.1) }
            })
        let names = (words.expected, words.actual)
        let labels = [words.label(names.0, pairedWith: names), words.label(names.1, pairedWith: names)]
        let lists = (words.expectedEvents, words.actualEvents)
        return MarbleMismatch(
            heading: words.marblesDiffer(difference), tick: difference,
            diagramLines: zip(labels, layout.lines).map { $0 + $1 },
            caretColumn: DisplayWidth.of(labels[0]) + layout.column(ofFrame: scale.frame(ofTick: difference)),
            details: [
                words.label(lists.0, pairedWith: lists) + "\(expected)",
                words.label(lists.1, pairedWith: lists) + "\(actual)",
            ] + scale.notes
                + (earliest < 0 ? ["  " + words.startsEarly(-earliest, timing.origin)] : []))
    }

    /// `nil` when `actual` is exactly the subscriptions `expected` draws (one diagram per
    /// subscription, as in RxJS's `expectSubscriptions`); otherwise how they differ.
    public static func compare(
        _ actual: [Subscription], with expected: [String], timing: MarbleTiming = .default
    ) throws -> MarbleMismatch? {
        let expectedSubscriptions = try Marbles.subscriptions(expected, timing: timing)
        guard let difference = firstDifference(expectedSubscriptions, actual) else { return nil }
        let points = (expectedSubscriptions + actual).flatMap { [$0.subscribe, $0.unsubscribe] }
        let words = MismatchWords.english
        let scale = FrameScale(
            timing: timing, times: points.filter { $0 != Subscription.infinity }, words: words)
        let marks = (expectedSubscriptions + actual).map { subscription in
            var marks = [
                AlignedDiagramLines.Mark(frame: scale.frame(ofTick: subscription.subscribe), token: "^")
            ]
            if subscription.unsubscribe != Subscription.infinity {
                marks.append(.init(frame: scale.frame(ofTick: subscription.unsubscribe), token: "!"))
            }
            return marks
        }
        let names = (words.expected, words.actual)
        let labels =
            expectedSubscriptions.indices.map { words.label(names.0, pairedWith: names, number: $0 + 1) }
            + actual.indices.map { words.label(names.1, pairedWith: names, number: $0 + 1) }
        let width = labels.map { DisplayWidth.of($0) }.max() ?? 0
        let padded = labels.map { $0 + String(repeating: " ", count: width - DisplayWidth.of($0)) }
        let layout = AlignedDiagramLines(marks)
        let lists = (words.expectedSubscriptions, words.actualSubscriptions)
        return MarbleMismatch(
            heading: words.subscriptionsDiffer(difference), tick: difference,
            diagramLines: zip(padded, layout.lines).map { $0 + $1 },
            caretColumn: width + layout.column(ofFrame: scale.frame(ofTick: difference)),
            details: [
                words.label(lists.0, pairedWith: lists) + "\(expectedSubscriptions)",
                words.label(lists.1, pairedWith: lists) + "\(actual)",
            ] + scale.notes)
    }

    // MARK: Where they differ

    /// The tick of the first event where the two lists differ, or `nil` if they are equal.
    static func firstDifference<Item: Equatable>(
        _ expected: [Item], _ actual: [Item], time: (Item) -> TestTime
    ) -> TestTime? {
        for (wanted, got) in zip(expected, actual) where wanted != got {
            return min(time(wanted), time(got))
        }
        if expected.count > actual.count { return time(expected[actual.count]) }
        if actual.count > expected.count { return time(actual[expected.count]) }
        return nil
    }

    /// The tick of the first subscription point where the two logs differ, or `nil` if they are equal.
    static func firstDifference(_ expected: [Subscription], _ actual: [Subscription]) -> TestTime? {
        for (wanted, got) in zip(expected, actual) where wanted != got {
            if wanted.subscribe != got.subscribe { return min(wanted.subscribe, got.subscribe) }
            return min(wanted.unsubscribe, got.unsubscribe)
        }
        if expected.count > actual.count { return expected[actual.count].subscribe }
        if actual.count > expected.count { return actual[expected.count].subscribe }
        return nil
    }

    // MARK: Drawing the actual events

    /// How an actual event is written: its value's key in `values` when it has one (the first, in key
    /// order, when several keys share the value), else its label; `#` and `|` for the terminal events.
    static func token<Value: Equatable>(for event: Event<Value>, keyedBy values: [String: Value]) -> String {
        switch event {
        case .next(let value):
            let key =
                values.keys.sorted().first { values[$0] == value }
                ?? VisibleText.of(MarbleEvent.defaultLabel(value))
            return MarbleDiagram.token(for: .next(key))
        case .error: return "#"
        case .completed: return "|"
        }
    }

    /// How an actual labelled event is written: the key of its label in `values` when it has one (the
    /// first, in key order), else the label; `#` and `|` for the terminal events.
    static func token(for kind: MarbleEvent.Kind, keyedBy values: [String: String]) -> String {
        switch kind {
        case .next(let label):
            let key = values.keys.sorted().first { values[$0] == label } ?? VisibleText.of(label)
            return MarbleDiagram.token(for: .next(key))
        case .error: return "#"
        case .completed: return "|"
        }
    }
}
