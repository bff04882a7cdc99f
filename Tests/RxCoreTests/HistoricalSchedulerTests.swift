import Foundation
import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

/// `HistoricalScheduler`: a virtual clock of dates, with spans in seconds (fractions too).
final class HistoricalSchedulerTests: RxTestCase {
    private let day = Date(timeIntervalSince1970: 1_700_000_000)

    func testTheClockIsADateStartingIn1970ByDefault() {
        XCTAssertEqual(HistoricalScheduler().clock, Date(timeIntervalSince1970: 0))
        let scheduler = HistoricalScheduler(initialClock: day)
        XCTAssertEqual(scheduler.clock, day)
        XCTAssertEqual(scheduler.now, day)
    }

    func testWorkRunsAtItsDatesInOrderAndScheduleRunsNow() {
        let scheduler = HistoricalScheduler(initialClock: day)
        var seen: [TimeInterval] = []
        let noteNow = { (_: ()) -> Disposable in
            seen.append(scheduler.now.timeIntervalSince(self.day))
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(2_500), action: noteNow)
        _ = scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in
            _ = scheduler.schedule((), action: noteNow)
            return noteNow(())
        }
        _ = scheduler.scheduleAbsoluteVirtual((), time: day.addingTimeInterval(0.5), action: noteNow)
        scheduler.start()
        XCTAssertEqual(seen, [0.5, 1, 1, 2.5])
    }

    func testAdvanceToAndSleepMoveTheDate() {
        let scheduler = HistoricalScheduler(initialClock: day)
        var ran: [TimeInterval] = []
        for seconds in [60.0, 120.0] {
            _ = scheduler.scheduleRelativeVirtual((), dueTime: seconds) { _ in
                ran.append(seconds)
                return Disposables.create()
            }
        }
        scheduler.advanceTo(day.addingTimeInterval(90))
        XCTAssertEqual(ran, [60])
        XCTAssertEqual(scheduler.clock, day.addingTimeInterval(90))
        scheduler.sleep(3_600)
        XCTAssertEqual(scheduler.now, day.addingTimeInterval(3_690))
        XCTAssertEqual(ran, [60])
        scheduler.start()
        XCTAssertEqual(ran, [60, 120])
        XCTAssertEqual(scheduler.clock, day.addingTimeInterval(3_690), "the clock never goes back")
    }

    func testATimerOfAYearFiresInAnInstant() {
        let scheduler = HistoricalScheduler(initialClock: day)
        let year: TimeInterval = 365 * 24 * 3_600
        var firedAt: [Date] = []
        let subscription = Observable<Int>.timer(.seconds(Int(year)), scheduler: scheduler)
            .subscribe(onNext: { _ in firedAt.append(scheduler.now) })
        scheduler.start()
        XCTAssertEqual(firedAt, [day.addingTimeInterval(year)])
        subscription.dispose()
    }
}
