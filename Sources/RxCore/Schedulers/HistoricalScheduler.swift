import Foundation

/// A virtual time scheduler whose clock is a `Date` (its spans are seconds): to replay, in an instant,
/// work that is timed in calendar time. Its clock starts at `initialClock`, 1970 by default, and moves
/// only as it runs its work (see `VirtualTimeScheduler`).
public final class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter> {
    /// A scheduler whose clock starts at `initialClock`.
    public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
        super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
    }
}
