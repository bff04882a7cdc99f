import Foundation
import RxCore

/// The converter of `TestScheduler`: virtual times and spans are whole ticks (`TestTime`), and a tick
/// lasts `resolution` seconds. Tick 0 is 1970; real times and spans round to the nearest tick.
public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType {
    /// A virtual time is a tick count.
    public typealias VirtualTimeUnit = TestTime
    /// A virtual span is a tick count.
    public typealias VirtualTimeIntervalUnit = TestTime

    /// Seconds per tick.
    private let resolution: Double

    init(resolution: Double) {
        self.resolution = resolution
    }

    /// `virtualTime × resolution` seconds after 1970.
    public func convertFromVirtualTime(_ virtualTime: TestTime) -> RxTime {
        Date(timeIntervalSince1970: Double(virtualTime) * resolution)
    }

    /// The tick nearest to `time`.
    public func convertToVirtualTime(_ time: RxTime) -> TestTime {
        convertToVirtualTimeInterval(time.timeIntervalSince1970)
    }

    /// `virtualTimeInterval × resolution` seconds.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: TestTime) -> TimeInterval {
        Double(virtualTimeInterval) * resolution
    }

    /// The whole number of ticks nearest to `timeInterval` seconds.
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> TestTime {
        TestTime((timeInterval / resolution).rounded())
    }

    /// `time + offset`.
    public func offsetVirtualTime(_ time: TestTime, offset: TestTime) -> TestTime {
        time + offset
    }

    /// The ticks' order.
    public func compareVirtualTime(_ lhs: TestTime, _ rhs: TestTime) -> VirtualTimeComparison {
        if lhs < rhs { return .lessThan }
        if lhs > rhs { return .greaterThan }
        return .equal
    }
}
