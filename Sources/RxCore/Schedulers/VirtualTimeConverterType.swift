import Foundation

/// What a `VirtualTimeScheduler` needs to know about its clock: the type of a virtual time and of a span
/// of virtual time, how both map to real time (`Date`, `TimeInterval`), how to move a time by a span, and
/// how two times compare.
///
/// Contract: the conversions are each other's inverse (up to the clock's precision), and
/// `offsetVirtualTime` and `compareVirtualTime` agree with them: an offset by a positive span is later.
public protocol VirtualTimeConverterType {
    /// A point on the virtual clock (a tick count, a `Date`…).
    associatedtype VirtualTimeUnit

    /// A span between two virtual times.
    associatedtype VirtualTimeIntervalUnit

    /// The real time a virtual time stands for: what the scheduler's `now` reports.
    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime

    /// The virtual time that stands for a real time.
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit

    /// The length in seconds of a virtual span.
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval

    /// The virtual span of a length in seconds: how `scheduleRelative` turns its due time into ticks.
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit

    /// `time` moved by `offset`.
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit

    /// Whether `lhs` is earlier than, the same as, or later than `rhs`.
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}
