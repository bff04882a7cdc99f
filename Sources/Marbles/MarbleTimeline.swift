import RxCore
import RxVirtualTime

/// One event of a stream to draw: when it happened and what it was, with its value already turned into
/// a label (`"1"`, `"Red"`, `"gray"`).
public struct MarbleEvent: Equatable {
    /// What happened.
    public enum Kind: Equatable {
        /// An element, with its label.
        case next(String)
        /// An error, with its description.
        case error(String)
        /// The completion.
        case completed
    }

    /// The virtual time, in ticks.
    public var time: TestTime
    /// What happened.
    public var kind: Kind

    public init(time: TestTime, kind: Kind) {
        self.time = time
        self.kind = kind
    }
}

extension MarbleEvent: CustomStringConvertible {
    /// `next(20, "Red")`, `error(30, boom)`, `completed(80)`: as RxTest writes a recorded event of
    /// strings.
    public var description: String {
        switch kind {
        case .next(let label): return "next(\(time), \(String(reflecting: label)))"
        case .error(let description): return "error(\(time), \(description))"
        case .completed: return "completed(\(time))"
        }
    }
}

extension MarbleEvent {
    /// The events of a recording, each value labelled by `label` (by default its description; a string
    /// is its own label).
    public static func from<Value>(
        _ recorded: [Recorded<Event<Value>>], label: (Value) -> String = MarbleEvent.defaultLabel
    ) -> [MarbleEvent] {
        recorded.map { record in
            switch record.value {
            case .next(let value): return MarbleEvent(time: record.time, kind: .next(label(value)))
            case .error(let error):
                return MarbleEvent(time: record.time, kind: .error(errorLabel(error)))
            case .completed: return MarbleEvent(time: record.time, kind: .completed)
            }
        }
    }

    /// An error's label: the error as code names it for the core's own errors (`RxError.timeout`, the
    /// same in every language, where RxSwift's description is an English sentence), and its description
    /// for any other.
    public static func errorLabel(_ error: Swift.Error) -> String {
        if let error = error as? RxError { return "RxError.\(error.caseName)" }
        return String(describing: error)
    }

    /// A value's label: a string is itself, anything else its description (`nil` for an empty optional).
    public static func defaultLabel<Value>(_ value: Value) -> String {
        // A string, or a string in any number of optionals, is its own label (the common case, and a
        // cheap test).
        if let string = value as? String { return string }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return "nil" }
            return defaultLabel(wrapped)
        }
        if let string = value as? String { return string }
        return String(describing: value)
    }
}

/// A named stream to draw: its events and, for the streams a test observes, its subscriptions.
public struct MarbleStream: Equatable {
    /// The stream's name, shown at the start of its row (`xs`, `label.text`).
    public var name: String
    /// The stream's events, in time order.
    public var events: [MarbleEvent]
    /// When observers subscribed to the stream and, if they did, unsubscribed.
    public var subscriptions: [Subscription]

    public init(name: String, events: [MarbleEvent], subscriptions: [Subscription] = []) {
        self.name = name
        self.events = events
        self.subscriptions = subscriptions
    }
}

/// Several streams on one time axis: what the ASCII and SVG renderers draw.
public struct MarbleTimeline: Equatable {
    /// The streams, top to bottom.
    public var streams: [MarbleStream]
    /// Where the axis starts (the earliest event or subscription, when `nil`).
    public var start: TestTime?
    /// Where the axis ends (the latest event or unsubscription, when `nil`).
    public var end: TestTime?
    /// The CSS colour (`rgba(255, 0, 0, 1)`) of each value label that stands for a colour (a `UIColor`
    /// or `CGColor`): the renderers draw such a value in its own colour.
    public var valueColors: [String: String]

    public init(
        streams: [MarbleStream], start: TestTime? = nil, end: TestTime? = nil,
        valueColors: [String: String] = [:]
    ) {
        self.streams = streams
        self.start = start
        self.end = end
        self.valueColors = valueColors
    }

    /// Every time something happens on the timeline, sorted, once each.
    public var times: [TestTime] {
        var times = Set<TestTime>()
        for stream in streams {
            for event in stream.events { times.insert(event.time) }
            for subscription in stream.subscriptions {
                times.insert(subscription.subscribe)
                if subscription.unsubscribe != Subscription.infinity {
                    times.insert(subscription.unsubscribe)
                }
            }
        }
        if let start { times.insert(start) }
        if let end { times.insert(end) }
        return times.sorted()
    }
}
