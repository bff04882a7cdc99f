import RxCore
import RxVirtualTime

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
        // Read as hot, as RxJS's `toBe` does: a `^` may mark frame 0 (without one, frame 0 is the first
        // character, as in a cold diagram).
        let parsed = try MarbleParser(text: expected, kind: .hot).parseEvents()
        let expectedEvents = try parsed.diagram.recordedEvents(
            values: values, strict: strict, error: error, timing: timing, source: (expected, parsed.indices))
        guard let difference = firstDifference(expectedEvents, actual) else { return nil }
        let expectedTokens = zip(expectedEvents, parsed.diagram.entries).map { event, entry in
            (event.time, MarbleDiagram.token(for: entry.event))
        }
        let actualTokens = actual.map { ($0.time, token(for: $0.value, keyedBy: values)) }
        let scale = FrameScale(timing: timing, times: (expectedEvents + actual).map(\.time))
        let earliest = (expectedEvents + actual).map { scale.frame(ofTick: $0.time) }.min() ?? 0
        let layout = AlignedDiagramLines(
            [expectedTokens, actualTokens].map { line in
                line.map { AlignedDiagramLines.Mark(frame: scale.frame(ofTick: $0.0), token: $0.1) }
            })
        let labels = ["  expected: ", "  actual:   "]
        return MarbleMismatch(
            heading: "marbles differ at tick \(difference)", tick: difference,
            diagramLines: zip(labels, layout.lines).map { $0 + $1 },
            caretColumn: labels[0].count + layout.column(ofFrame: scale.frame(ofTick: difference)),
            details: [
                "  expected events: \(expectedEvents)",
                "  actual events:   \(actual)",
            ] + scale.notes
                + (earliest < 0
                    ? ["  (the lines start \(-earliest) frames before frame 0, tick \(timing.origin))"] : []))
    }

    /// `nil` when `actual` is exactly the subscriptions `expected` draws (one diagram per
    /// subscription, as in RxJS's `expectSubscriptions`); otherwise how they differ.
    public static func compare(
        _ actual: [Subscription], with expected: [String], timing: MarbleTiming = .default
    ) throws -> MarbleMismatch? {
        let expectedSubscriptions = try Marbles.subscriptions(expected, timing: timing)
        guard let difference = firstDifference(expectedSubscriptions, actual) else { return nil }
        let points = (expectedSubscriptions + actual).flatMap { [$0.subscribe, $0.unsubscribe] }
        let scale = FrameScale(timing: timing, times: points.filter { $0 != Subscription.infinity })
        let marks = (expectedSubscriptions + actual).map { subscription in
            var marks = [
                AlignedDiagramLines.Mark(frame: scale.frame(ofTick: subscription.subscribe), token: "^")
            ]
            if subscription.unsubscribe != Subscription.infinity {
                marks.append(.init(frame: scale.frame(ofTick: subscription.unsubscribe), token: "!"))
            }
            return marks
        }
        let labels =
            expectedSubscriptions.indices.map { "  expected \($0 + 1): " }
            + actual.indices.map { "  actual \($0 + 1):   " }
        let width = labels.map(\.count).max() ?? 0
        let padded = labels.map { $0 + String(repeating: " ", count: width - $0.count) }
        let layout = AlignedDiagramLines(marks)
        return MarbleMismatch(
            heading: "subscriptions differ at tick \(difference)", tick: difference,
            diagramLines: zip(padded, layout.lines).map { $0 + $1 },
            caretColumn: width + layout.column(ofFrame: scale.frame(ofTick: difference)),
            details: [
                "  expected subscriptions: \(expectedSubscriptions)",
                "  actual subscriptions:   \(actual)",
            ] + scale.notes)
    }

    // MARK: Where they differ

    /// The tick of the first event where the two lists differ, or `nil` if they are equal.
    static func firstDifference<Value: Equatable>(
        _ expected: [Recorded<Event<Value>>], _ actual: [Recorded<Event<Value>>]
    ) -> TestTime? {
        for (wanted, got) in zip(expected, actual) where wanted != got {
            return min(wanted.time, got.time)
        }
        if expected.count > actual.count { return expected[actual.count].time }
        if actual.count > expected.count { return actual[expected.count].time }
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
                ?? MarbleText.visible(MarbleEvent.defaultLabel(value))
            return MarbleDiagram.token(for: .next(key))
        case .error: return "#"
        case .completed: return "|"
        }
    }
}
