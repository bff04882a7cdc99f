import Foundation
import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

/// A clock of whole minutes: tick `n` is `n` minutes after 1970; seconds round down to minutes.
private struct MinuteConverter: VirtualTimeConverterType {
    func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
        Date(timeIntervalSince1970: TimeInterval(virtualTime * 60))
    }

    func convertToVirtualTime(_ time: RxTime) -> Int {
        Int(time.timeIntervalSince1970 / 60)
    }

    func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
        TimeInterval(virtualTimeInterval * 60)
    }

    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int {
        Int(timeInterval / 60)
    }

    func offsetVirtualTime(_ time: Int, offset: Int) -> Int {
        time + offset
    }

    func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : (lhs == rhs ? .equal : .greaterThan)
    }
}

/// A scheduler of minutes, as a learner subclasses `VirtualTimeScheduler`.
private final class MinuteScheduler: VirtualTimeScheduler<MinuteConverter> {
    init(initialClock: Int = 0) {
        super.init(initialClock: initialClock, converter: MinuteConverter())
    }
}

/// A minute scheduler that runs work only on the hour: every due time rounds up to a multiple of 60.
private final class OnTheHourScheduler: VirtualTimeScheduler<MinuteConverter> {
    init() {
        super.init(initialClock: 0, converter: MinuteConverter())
    }

    override func adjustScheduledTime(_ time: Int) -> Int {
        (time + 59) / 60 * 60
    }
}

/// `VirtualTimeScheduler` with a converter of its own: the queue's order, the clock, `advanceTo`,
/// `sleep`, `stop`, cancelling, and `adjustScheduledTime`.
final class VirtualTimeSchedulerTests: RxTestCase {
    /// Schedules a step that notes `scheduler.clock` under `name`.
    private func note<Converter>(
        _ name: String, in log: Log, on scheduler: VirtualTimeScheduler<Converter>
    ) -> (()) -> Disposable where Converter.VirtualTimeUnit == Int {
        { _ in
            log.entries.append("\(name)@\(scheduler.clock)")
            return Disposables.create()
        }
    }

    private final class Log {
        var entries: [String] = []
    }

    func testTheClockStartsAtTheInitialClockAndNowConvertsIt() {
        let scheduler = MinuteScheduler(initialClock: 3)
        XCTAssertEqual(scheduler.clock, 3)
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 180))
    }

    func testScheduleRelativeConvertsTheDueTimeAndWorkRunsInTimeOrder() {
        let scheduler = MinuteScheduler()
        let log = Log()
        _ = scheduler.scheduleRelative((), dueTime: .seconds(300), action: note("b", in: log, on: scheduler))
        _ = scheduler.scheduleRelative((), dueTime: .seconds(120), action: note("a", in: log, on: scheduler))
        // 59 seconds is no whole minute: due now.
        _ = scheduler.scheduleRelative((), dueTime: .seconds(59), action: note("now", in: log, on: scheduler))
        XCTAssertEqual(log.entries, [], "nothing runs before start()")
        scheduler.start()
        XCTAssertEqual(log.entries, ["now@0", "a@2", "b@5"])
        XCTAssertEqual(scheduler.clock, 5)
    }

    func testWorkDueAtTheSameTimeRunsInTheOrderItWasScheduled() {
        let scheduler = MinuteScheduler()
        let log = Log()
        _ = scheduler.scheduleAbsoluteVirtual((), time: 4, action: note("first", in: log, on: scheduler))
        _ = scheduler.scheduleAbsoluteVirtual((), time: 2) { _ in
            // Due at 4 too, but scheduled after "first" and "second".
            scheduler.scheduleRelativeVirtual(
                (), dueTime: 2, action: self.note("third", in: log, on: scheduler))
        }
        _ = scheduler.scheduleAbsoluteVirtual((), time: 4, action: note("second", in: log, on: scheduler))
        scheduler.start()
        XCTAssertEqual(log.entries, ["first@4", "second@4", "third@4"])
    }

    func testScheduleRunsAtTheCurrentTimeAfterTheWorkAlreadyDueThen() {
        let scheduler = MinuteScheduler()
        let log = Log()
        _ = scheduler.scheduleAbsoluteVirtual((), time: 1) { _ in
            _ = scheduler.schedule((), action: self.note("scheduled at 1", in: log, on: scheduler))
            // A time already past does not move the clock back.
            _ = scheduler.scheduleAbsoluteVirtual(
                (), time: 0, action: self.note("due at 0", in: log, on: scheduler))
            return Disposables.create()
        }
        _ = scheduler.scheduleAbsoluteVirtual(
            (), time: 1, action: note("queued for 1", in: log, on: scheduler))
        scheduler.start()
        XCTAssertEqual(log.entries, ["due at 0@1", "queued for 1@1", "scheduled at 1@1"])
    }

    func testAdvanceToRunsTheWorkDueByThenSetsTheClock() {
        let scheduler = MinuteScheduler()
        let log = Log()
        for time in [10, 20, 30] {
            _ = scheduler.scheduleAbsoluteVirtual(
                (), time: time, action: note("\(time)", in: log, on: scheduler))
        }
        scheduler.advanceTo(20)
        XCTAssertEqual(log.entries, ["10@10", "20@20"])
        scheduler.advanceTo(25)
        XCTAssertEqual(scheduler.clock, 25)
        XCTAssertEqual(log.entries, ["10@10", "20@20"])
        scheduler.start()
        XCTAssertEqual(log.entries, ["10@10", "20@20", "30@30"])
    }

    func testSleepMovesTheClockWithoutRunningAnything() {
        let scheduler = MinuteScheduler()
        let log = Log()
        _ = scheduler.scheduleAbsoluteVirtual((), time: 5) { _ in
            scheduler.sleep(10)
            return scheduler.scheduleRelativeVirtual(
                (), dueTime: 1, action: self.note("after", in: log, on: scheduler))
        }
        _ = scheduler.scheduleAbsoluteVirtual((), time: 7, action: note("overslept", in: log, on: scheduler))
        scheduler.sleep(2)
        XCTAssertEqual(scheduler.clock, 2)
        XCTAssertEqual(log.entries, [])
        scheduler.start()
        XCTAssertEqual(log.entries, ["overslept@15", "after@16"])
    }

    func testStopEndsStartAfterTheCurrentWork() {
        let scheduler = MinuteScheduler()
        let log = Log()
        _ = scheduler.scheduleAbsoluteVirtual((), time: 1) { _ in
            scheduler.stop()
            return Disposables.create()
        }
        _ = scheduler.scheduleAbsoluteVirtual((), time: 2, action: note("later", in: log, on: scheduler))
        scheduler.start()
        XCTAssertEqual(scheduler.clock, 1)
        XCTAssertEqual(log.entries, [])
        scheduler.start()
        XCTAssertEqual(log.entries, ["later@2"])
    }

    func testDisposingCancelsWorkThatHasNotRunAndDisposesWhatWorkReturned() {
        let scheduler = MinuteScheduler()
        let log = Log()
        let cancelled = scheduler.scheduleAbsoluteVirtual(
            (), time: 2, action: note("cancelled", in: log, on: scheduler))
        let returned = BooleanDisposable()
        let ran = scheduler.scheduleAbsoluteVirtual((), time: 1) { _ in returned }
        cancelled.dispose()
        scheduler.start()
        XCTAssertEqual(log.entries, [])
        XCTAssertFalse(returned.isDisposed)
        ran.dispose()
        XCTAssertTrue(returned.isDisposed)
    }

    func testNeverSchedulesNothing() {
        let scheduler = MinuteScheduler()
        let log = Log()
        _ = scheduler.scheduleRelative((), dueTime: .never, action: note("never", in: log, on: scheduler))
        scheduler.start()
        XCTAssertEqual(log.entries, [])
        XCTAssertEqual(scheduler.clock, 0)
    }

    /// As RxSwift's: `schedule` and `scheduleRelative` pass their due time through
    /// `adjustScheduledTime`; work scheduled at a virtual time (absolute or relative) runs at that time.
    func testAdjustScheduledTimeMovesScheduleAndScheduleRelativeOnly() {
        let scheduler = OnTheHourScheduler()
        let log = Log()
        _ = scheduler.scheduleAbsoluteVirtual(
            (), time: 61, action: note("absolute 61", in: log, on: scheduler))
        _ = scheduler.scheduleRelativeVirtual(
            (), dueTime: 1, action: note("relative 1", in: log, on: scheduler))
        _ = scheduler.scheduleRelative(
            (), dueTime: .seconds(60 * 200), action: note("200 min", in: log, on: scheduler))
        _ = scheduler.schedule((), action: note("now", in: log, on: scheduler))
        scheduler.start()
        XCTAssertEqual(log.entries, ["now@0", "relative 1@1", "absolute 61@61", "200 min@240"])
    }

    func testOperatorsRunOnItsClock() {
        let scheduler = MinuteScheduler()
        var received: [String] = []
        let subscription = Observable<Int>.interval(.seconds(120), scheduler: scheduler)
            .take(3)
            .subscribe(onNext: { received.append("\($0)@\(scheduler.clock)") })
        scheduler.start()
        XCTAssertEqual(received, ["0@2", "1@4", "2@6"])
        subscription.dispose()
    }

    func testTestSchedulerIsAVirtualTimeSchedulerOfTicks() {
        let scheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter> = TestScheduler(
            initialClock: 5, resolution: 0.5)
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 2.5))
        let log = Log()
        _ = scheduler.scheduleRelative((), dueTime: .seconds(2), action: note("2s", in: log, on: scheduler))
        // TestScheduler's adjustment: due now runs at the next tick.
        _ = scheduler.schedule((), action: note("now", in: log, on: scheduler))
        scheduler.start()
        XCTAssertEqual(log.entries, ["now@6", "2s@9"])
    }
}
