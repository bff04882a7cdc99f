import RxCore
import RxVirtualTime

/// The error a `#` stands for when no error is given.
public struct MarbleError: Error, Equatable, CustomStringConvertible {
    public init() {}

    public var description: String {
        "error"
    }
}

extension MarbleDiagram {
    /// The diagram's events, as RxTest recorded events: each key looked up in `values`, `#` as `error`.
    ///
    /// A key missing from `values` stands for itself, as in RxJS, when it can: when `Value` is `String`
    /// (`b` is `"b"`) or converts from text (`2` is the `Int` 2). Otherwise, and for every missing key
    /// when `strict`, it is an error: a `MarbleSyntaxError` pointing at the key in the canonical text.
    public func recordedEvents<Value>(
        values: [String: Value], strict: Bool = false, error: Error = MarbleError(),
        timing: MarbleTiming = .default
    ) throws -> [Recorded<Event<Value>>] {
        try recordedEvents(values: values, strict: strict, error: error, timing: timing, source: nil)
    }

    /// The diagram's events with each key as its own `String` value.
    public func recordedEvents(error: Error = MarbleError(), timing: MarbleTiming = .default)
        -> [Recorded<Event<String>>]
    {
        entries.map { entry in
            let time = timing.tick(ofFrame: entry.frame)
            switch entry.event {
            case .next(let key): return Recorded(time: time, value: .next(key))
            case .error: return Recorded(time: time, value: .error(error))
            case .completed: return Recorded(time: time, value: .completed)
            }
        }
    }

    /// `recordedEvents`, with the text the diagram was parsed from and the index of each entry in it, to
    /// point an error at (the canonical text, when `source` is `nil`).
    func recordedEvents<Value>(
        values: [String: Value], strict: Bool, error: Error, timing: MarbleTiming,
        source: (text: String, indices: [Int])?
    ) throws -> [Recorded<Event<Value>>] {
        try entries.enumerated().map { position, entry in
            let time = timing.tick(ofFrame: entry.frame)
            switch entry.event {
            case .next(let key):
                guard let value = values[key] ?? (strict ? nil : Self.value(Value.self, standingFor: key))
                else {
                    throw try missingValue(key, of: Value.self, strict: strict, at: position, in: source)
                }
                return Recorded(time: time, value: .next(value))
            case .error:
                return Recorded(time: time, value: .error(error))
            case .completed:
                return Recorded(time: time, value: .completed)
            }
        }
    }

    private func missingValue<Value>(
        _ key: String, of type: Value.Type, strict: Bool, at position: Int,
        in source: (text: String, indices: [Int])?
    ) throws -> MarbleSyntaxError {
        let source = try source ?? (text, MarbleParser(text: text, kind: .hot).parseEvents().indices)
        let characters = Array(source.text)
        let index = source.indices.indices.contains(position) ? source.indices[position] : 0
        return MarbleSyntaxError(
            column: index + 1, character: characters.indices.contains(index) ? characters[index] : nil,
            diagram: source.text,
            message: strict
                ? "no value for the key `\(key)` (strict mode)"
                : "no value for the key `\(key)`, and `\(key)` is not a value of type \(Value.self)",
            hint: "add `\"\(key)\": …` to `values`",
            koreanMessage: strict
                ? "키 `\(key)`의 값이 없습니다(strict 모드)"
                : "키 `\(key)`의 값이 없고, \(Value.self) 타입의 값으로 읽을 수도 없습니다",
            koreanHint: "`values`에 추가합니다: `\"\(key)\": …`")
    }

    /// The value a key without an entry in the values dictionary stands for: the key itself, as a
    /// `String`, or converted from it (`Int("2")`); `nil` if it converts to no `Value`.
    static func value<Value>(_ type: Value.Type, standingFor key: String) -> Value? {
        if let value = key as? Value { return value }
        // `Character("ab")` traps instead of failing: a Character stands only for a one-character key.
        if Value.self == Character.self { return key.count == 1 ? key.first as? Value : nil }
        if let convertible = Value.self as? LosslessStringConvertible.Type {
            return convertible.init(key) as? Value
        }
        return nil
    }
}

/// Parsing marble diagrams straight to RxTest's types.
public enum Marbles {
    /// The events of `diagram`, values looked up in `values`; a missing key stands for itself when it
    /// can, and is an error when it cannot or when `strict` (see `MarbleDiagram.recordedEvents`).
    public static func events<Value>(
        _ diagram: String, values: [String: Value], strict: Bool = false, error: Error = MarbleError(),
        kind: MarbleDiagram.Kind = .cold, timing: MarbleTiming = .default
    ) throws -> [Recorded<Event<Value>>] {
        let parsed = try MarbleParser(text: diagram, kind: kind).parseEvents()
        return try parsed.diagram.recordedEvents(
            values: values, strict: strict, error: error, timing: timing, source: (diagram, parsed.indices))
    }

    /// The events of `diagram`, each key its own `String` value (`'Red'` is `"Red"`).
    public static func events(
        _ diagram: String, error: Error = MarbleError(), kind: MarbleDiagram.Kind = .cold,
        timing: MarbleTiming = .default
    ) throws -> [Recorded<Event<String>>] {
        try MarbleDiagram(parsing: diagram, kind: kind).recordedEvents(error: error, timing: timing)
    }

    /// The subscription a subscription diagram draws (`^---!`, `(^!)`); `nil` for a diagram without
    /// `^` (no subscription). Without `!`, the subscription never ends (`Subscription.infinity`).
    public static func subscription(_ diagram: String, timing: MarbleTiming = .default) throws
        -> Subscription?
    {
        guard let frames = try MarbleParser(text: diagram, kind: .cold).parseSubscription() else {
            return nil
        }
        let subscribe = timing.tick(ofFrame: frames.subscribe)
        guard let unsubscribe = frames.unsubscribe else { return Subscription(subscribe) }
        return Subscription(subscribe, timing.tick(ofFrame: unsubscribe))
    }

    /// The subscriptions of several subscription diagrams, one per subscription (diagrams without `^`
    /// are skipped).
    public static func subscriptions(_ diagrams: [String], timing: MarbleTiming = .default) throws
        -> [Subscription]
    {
        try diagrams.compactMap { try subscription($0, timing: timing) }
    }
}

extension MarbleDiagram {
    /// The diagram's events as labels: a key stands for its label in `values`, or for itself; `#` is
    /// an error whose description is `error`. Frames map to ticks by `timing`. What a stream recorded
    /// as labels is compared with, and what an expected stream is drawn as.
    package func labelledEvents(values: [String: String], error: String, timing: MarbleTiming = .default)
        -> [MarbleEvent]
    {
        entries.map { entry in
            let time = timing.tick(ofFrame: entry.frame)
            switch entry.event {
            case .next(let key): return MarbleEvent(time: time, kind: .next(values[key] ?? key))
            case .error: return MarbleEvent(time: time, kind: .error(error))
            case .completed: return MarbleEvent(time: time, kind: .completed)
            }
        }
    }
}
