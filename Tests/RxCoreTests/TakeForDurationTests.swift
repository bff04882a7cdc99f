import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class TakeForDurationTests: RxTestCase {
    func testTakeForZeroCompletesOnTheNextTick() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.take(for: .seconds(0), scheduler: self.scheduler) }
        // A timer due "now" fires one tick later on the TestScheduler.
        XCTAssertEqual(res.events, [.completed(201)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 201)])
    }

    func testTakeForCompletesWhenTheTimeIsUp() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let res = scheduler.start { xs.take(for: .seconds(25), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func testASourceCompletingInTimeCompletesTheResult() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.take(for: .seconds(50), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testASourceErrorIsPassedOn() {
        let xs = scheduler.createHotObservable([.next(0, 0), .error(210, TestError.boom)])
        let res = scheduler.start { xs.take(for: .seconds(50), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.error(210, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testTakeForOfNeverCompletesWhenTheTimeIsUp() {
        let xs = scheduler.createHotObservable([.next(0, 0)])
        let res = scheduler.start { xs.take(for: .seconds(50), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTheShorterOfTwoTakesWins() {
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(260, 6),
            .completed(270),
        ])
        let res = scheduler.start {
            xs.take(for: .seconds(55), scheduler: self.scheduler).take(
                for: .seconds(35), scheduler: self.scheduler)
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(235)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    }

    func testTakeForOnASimpleSource() {
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(260, 6),
            .completed(270),
        ])
        let res = scheduler.start { xs.take(for: .seconds(35), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(235)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    }

    func testDisposingBeforeTheTimeIsUp() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start(disposed: 215) { xs.take(for: .seconds(50), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    func testTheTimerIsStartedBeforeTheSourceIsSubscribed() {
        // The cold element at 250 and the timer at 250 fall on the same tick: the timer was scheduled
        // first, so it wins and the element is not sent.
        let xs = scheduler.createColdObservable([.next(20, 1), .next(50, 2), .completed(60)])
        let res = scheduler.start { xs.take(for: .seconds(50), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(220, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
