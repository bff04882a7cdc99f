import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class DebounceTests: RxTestCase {
    func testDebounceSendsAnElementOnceTheSourceIsQuiet() {
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(240, 2), .next(270, 3), .next(300, 4), .completed(400),
        ])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: self.scheduler) }
        XCTAssertEqual(
            res.events, [.next(230, 1), .next(260, 2), .next(290, 3), .next(320, 4), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testDebounceFlushesTheWaitingElementOnCompletion() {
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(240, 2), .next(270, 3), .next(300, 4), .completed(310),
        ])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: self.scheduler) }
        // 4 goes out with the completion, and its timer (due at 320) sends nothing more.
        XCTAssertEqual(
            res.events, [.next(230, 1), .next(260, 2), .next(290, 3), .next(310, 4), .completed(310)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 310)])
    }

    func testDebounceAllPassWhenGapsAreLongerThanDueTime() {
        // The element at 200 is missed: the hot event runs before the subscription scheduled for 200.
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(200, 1), .next(250, 2), .next(300, 3), .next(350, 4), .next(400, 5),
            .next(450, 6), .completed(500),
        ])
        let res = scheduler.start { xs.debounce(.seconds(40), scheduler: self.scheduler) }
        XCTAssertEqual(
            res.events,
            [.next(290, 2), .next(340, 3), .next(390, 4), .next(440, 5), .next(490, 6), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    }

    func testDebounceAllPassThenError() {
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(250, 2), .next(300, 3), .next(350, 4), .error(400, TestError.boom),
        ])
        let res = scheduler.start { xs.debounce(.seconds(40), scheduler: self.scheduler) }
        XCTAssertEqual(
            res.events, [.next(290, 2), .next(340, 3), .next(390, 4), .error(400, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testDebounceSkipsEverythingWhenGapsAreShorterThanDueTime() {
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(250, 2), .next(300, 3), .next(350, 4), .next(400, 5), .next(450, 6),
            .completed(500),
        ])
        let res = scheduler.start { xs.debounce(.seconds(60), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(500, 6), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    }

    func testDebounceSendsOnlyTheLastElementOfABurst() {
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(215, 2), .next(220, 3), .next(300, 4), .next(305, 5), .completed(400),
        ])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(240, 3), .next(325, 5), .completed(400)])
    }

    func testDebounceErrorDropsTheWaitingElement() {
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .error(230, TestError.boom), .next(235, 3),
        ])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: self.scheduler) }
        // 2 was waiting until 240; the error at 230 wins, and nothing follows it.
        XCTAssertEqual(res.events, [.error(230, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDebounceOfEmpty() {
        let xs = scheduler.createHotObservable([.next(150, 0), .completed(300)])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDebounceOfNever() {
        let xs = scheduler.createHotObservable([.next(150, 0)])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testDebounceOfAnImmediateError() {
        let res = scheduler.start {
            Observable<Int>.error(TestError.boom).debounce(.seconds(20), scheduler: self.scheduler)
        }
        XCTAssertEqual(res.events, [.error(200, TestError.boom)])
    }

    func testDisposingBeforeTheTimerCancelsTheWaitingElement() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2), .completed(400)])
        let res = scheduler.start(disposed: 220) { xs.debounce(.seconds(20), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDebounceWithZeroDueTimeSendsOneTickLater() {
        // A timer due "now" runs on the next tick of the TestScheduler.
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.debounce(.seconds(0), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .completed(300)])
    }

    func testDebounceSubscriptionsAreIndependent() {
        let xs = scheduler.createColdObservable([.next(10, 1), .next(15, 2), .completed(50)])
        let debounced = xs.debounce(.seconds(20), scheduler: scheduler)
        let first = scheduler.record(debounced, subscribed: 200, disposed: 1000)
        let second = scheduler.record(debounced, subscribed: 300, disposed: 1000)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(235, 2), .completed(250)])
        XCTAssertEqual(second.events, [.next(335, 2), .completed(350)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(300, 350)])
    }

    func testDebounceInMilliseconds() {
        let fine = TestScheduler(initialClock: 0, resolution: 0.001)
        let xs = fine.createHotObservable([.next(210, 1), .next(250, 2), .completed(400)])
        let res = fine.start { xs.debounce(.milliseconds(30), scheduler: fine) }
        XCTAssertEqual(res.events, [.next(240, 1), .next(280, 2), .completed(400)])
    }
}
