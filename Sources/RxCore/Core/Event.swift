/// One thing a sequence can say to its observer.
///
/// The grammar every sequence obeys is `next* (error | completed)?`: any number of elements, then at
/// most one terminal event, after which nothing more is delivered.
@frozen
public enum Event<Element> {
    /// The next element of the sequence.
    case next(Element)
    /// The sequence failed; no more events follow.
    case error(Swift.Error)
    /// The sequence finished; no more events follow.
    case completed
}

extension Event {
    /// `true` for `error` and `completed`, the events that end a sequence.
    public var isStopEvent: Bool {
        if case .next = self { return false }
        return true
    }

    /// The element of a `next` event, else `nil`.
    public var element: Element? {
        if case .next(let value) = self { return value }
        return nil
    }

    /// The error of an `error` event, else `nil`.
    public var error: Swift.Error? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// `true` for `completed`.
    public var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }

    /// The same event with its element transformed; an error thrown by `transform` becomes an `error`.
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        switch self {
        case .next(let element):
            do { return .next(try transform(element)) } catch { return .error(error) }
        case .error(let error):
            return .error(error)
        case .completed:
            return .completed
        }
    }
}

extension Event: CustomDebugStringConvertible {
    /// `next(1)`, `error(…)` or `completed`, as RxSwift prints events.
    public var debugDescription: String {
        switch self {
        case .next(let element): return "next(\(element))"
        case .error(let error): return "error(\(error))"
        case .completed: return "completed"
        }
    }
}

extension Event: Equatable where Element: Equatable {
    /// Two events are equal when they are the same case with equal elements; two errors are equal when
    /// they have the same type and the same description (errors are not `Equatable` in general).
    public static func == (lhs: Event, rhs: Event) -> Bool {
        switch (lhs, rhs) {
        case (.next(let l), .next(let r)): return l == r
        case (.completed, .completed): return true
        case (.error(let l), .error(let r)): return errorsMatch(l, r)
        default: return false
        }
    }
}

/// Error equality used by `Event ==` (and the traits' events, and RxTest's assertions): same dynamic
/// type and same reflected description.
package func errorsMatch(_ lhs: Swift.Error, _ rhs: Swift.Error) -> Bool {
    type(of: lhs) == type(of: rhs) && String(reflecting: lhs) == String(reflecting: rhs)
}

/// A type that can be read as an `Event`, so generic code can treat `Event<T>` as a value.
public protocol EventConvertible {
    associatedtype Element
    /// The event this value stands for.
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    public var event: Event<Element> { self }
}
