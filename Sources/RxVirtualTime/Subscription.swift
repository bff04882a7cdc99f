/// When a subscription to a test observable started and ended, in virtual time.
///
/// `unsubscribe` is `Subscription.infinity` while the subscription is still alive.
public struct Subscription: Hashable, CustomDebugStringConvertible, CustomStringConvertible {
    /// The time that stands for "never unsubscribed".
    public static let infinity = TestTime.max

    /// When the observer subscribed.
    public let subscribe: TestTime
    /// When the subscription was disposed, or `Subscription.infinity`.
    public let unsubscribe: TestTime

    /// A subscription still alive.
    public init(_ subscribe: TestTime) {
        self.init(subscribe, Self.infinity)
    }

    /// A subscription from `subscribe` to `unsubscribe`.
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    /// `(200, 1000)`, or `(200, ∞)` while alive.
    public var debugDescription: String {
        let end = unsubscribe == Self.infinity ? "∞" : String(unsubscribe)
        return "(\(subscribe), \(end))"
    }

    public var description: String {
        debugDescription
    }
}
