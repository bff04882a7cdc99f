import RxCore

/// A virtual time, in ticks. `TestScheduler` clocks, recorded events and subscription logs use it.
public typealias TestTime = Int

/// A value recorded at a virtual time: typically an `Event` an observer received, or one a test
/// observable will send.
public struct Recorded<Value> {
    /// When the value was (or will be) seen.
    public let time: TestTime
    /// The value itself.
    public let value: Value

    /// A value at `time`.
    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }
}

extension Recorded: Equatable where Value: Equatable {}

extension Recorded {
    /// `next(element)` at `time`.
    public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .next(element))
    }

    /// `completed` at `time`.
    public static func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>>
    where Value == Event<T> {
        Recorded(time: time, value: .completed)
    }

    /// `error(error)` at `time`.
    public static func error<T>(_ time: TestTime, _ error: Swift.Error, _ type: T.Type = T.self)
        -> Recorded<Event<T>> where Value == Event<T>
    {
        Recorded(time: time, value: .error(error))
    }

    /// The given recorded events, as an array (a spelling RxTest offers for readability).
    public static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>]
    where Value == Event<T> {
        recordedEvents
    }

    /// The given recorded events, as an array.
    public static func events<T>(_ recordedEvents: [Recorded<Event<T>>]) -> [Recorded<Event<T>>]
    where Value == Event<T> {
        recordedEvents
    }
}

extension Recorded: CustomDebugStringConvertible, CustomStringConvertible {
    /// `next(210, 2)`, `completed(250)`, `error(250, boom)` for events; `value @ time` for anything else.
    public var debugDescription: String {
        guard let event = value as? any EventConvertible else {
            return "\(value) @ \(time)"
        }
        return Self.describe(event, at: time)
    }

    public var description: String {
        debugDescription
    }

    private static func describe<Convertible: EventConvertible>(_ event: Convertible, at time: TestTime)
        -> String
    {
        switch event.event {
        case .next(let element): return "next(\(time), \(describeElement(element)))"
        case .error(let error): return "error(\(time), \(error))"
        case .completed: return "completed(\(time))"
        }
    }

    private static func describeElement<Element>(_ element: Element) -> String {
        if let string = element as? String { return String(reflecting: string) }
        return String(describing: element)
    }
}
