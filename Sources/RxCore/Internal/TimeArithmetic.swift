import Foundation

extension RxTimeInterval {
    /// The interval that is `seconds` long (at nanosecond precision), for intervals computed at run time.
    static func fromSeconds(_ seconds: Double) -> RxTimeInterval {
        .nanoseconds(Int((max(seconds, 0) * 1_000_000_000).rounded()))
    }
}
