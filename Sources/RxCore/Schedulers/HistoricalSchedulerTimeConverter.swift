import Foundation

/// The converter of `HistoricalScheduler`: its virtual times are `Date`s and its spans `TimeInterval`s,
/// so every conversion returns what it is given; only the clock is apart from the machine's.
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType {
    /// A virtual time is a date.
    public typealias VirtualTimeUnit = RxTime
    /// A virtual span is a number of seconds.
    public typealias VirtualTimeIntervalUnit = TimeInterval

    /// `virtualTime` itself.
    public func convertFromVirtualTime(_ virtualTime: RxTime) -> RxTime {
        virtualTime
    }

    /// `time` itself.
    public func convertToVirtualTime(_ time: RxTime) -> RxTime {
        time
    }

    /// `virtualTimeInterval` itself.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: TimeInterval) -> TimeInterval {
        virtualTimeInterval
    }

    /// `timeInterval` itself.
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> TimeInterval {
        timeInterval
    }

    /// The date `offset` seconds after `time`.
    public func offsetVirtualTime(_ time: RxTime, offset: TimeInterval) -> RxTime {
        time.addingTimeInterval(offset)
    }

    /// The dates' order.
    public func compareVirtualTime(_ lhs: RxTime, _ rhs: RxTime) -> VirtualTimeComparison {
        if lhs < rhs { return .lessThan }
        if lhs > rhs { return .greaterThan }
        return .equal
    }
}
