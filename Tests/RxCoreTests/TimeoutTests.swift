import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class TimeoutTests: RxTestCase {
    // MARK: timeout(_:scheduler:)

    func testTimeoutOfEmptyCompletes() {
        let xs = scheduler.createHotObservable([.next(150, 0), .completed(300)])
        let res = scheduler.start { xs.timeout(.seconds(200), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTimeoutPassesASourceError() {
        let xs = scheduler.createHotObservable([.next(150, 0), .error(300, TestError.boom)])
        let res = scheduler.start { xs.timeout(.seconds(200), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.error(300, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTimeoutOfNeverWithALongDueTime() {
        let xs = scheduler.createHotObservable([.next(150, 0)])
        let res = scheduler.start { xs.timeout(.seconds(1000), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testTimeoutOfNeverFailsAfterTheDueTime() {
        let xs = scheduler.createHotObservable([.next(150, 0)])
        let res = scheduler.start { xs.timeout(.seconds(100), scheduler: self.scheduler) }
        // The first timer starts at subscription.
        XCTAssertEqual(res.events, [.error(300, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testEachElementRestartsTheTimer() {
        let xs = scheduler.createColdObservable([
            .next(10, 42), .next(25, 43), .next(40, 44), .next(50, 45), .completed(60),
        ])
        let res = scheduler.start { xs.timeout(.seconds(30), scheduler: self.scheduler) }
        XCTAssertEqual(
            res.events, [.next(210, 42), .next(225, 43), .next(240, 44), .next(250, 45), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func testAnElementAtExactlyTheDueTimeWins() {
        // 44 arrives at 250, when the timer started at 220 fires; the element was scheduled first.
        let xs = scheduler.createColdObservable([
            .next(10, 42), .next(20, 43), .next(50, 44), .next(60, 45), .completed(70),
        ])
        let res = scheduler.start { xs.timeout(.seconds(30), scheduler: self.scheduler) }
        XCTAssertEqual(
            res.events, [.next(210, 42), .next(220, 43), .next(250, 44), .next(260, 45), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    func testTimeoutFailsWithRxErrorTimeout() {
        let xs = scheduler.createColdObservable([
            .next(10, 42), .next(20, 43), .next(50, 44), .next(60, 45), .completed(70),
        ])
        let res = scheduler.start { xs.timeout(.seconds(25), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(210, 42), .next(220, 43), .error(245, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 245)])
    }

    func testDisposingEndsTheSourceAndTheTimer() {
        let xs = scheduler.createHotObservable([
            .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6),
            .next(370, 7), .next(420, 8), .next(470, 9), .completed(600),
        ])
        let res = scheduler.start(disposed: 370) { xs.timeout(.seconds(40), scheduler: self.scheduler) }
        XCTAssertEqual(
            res.events,
            [
                .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6),
                .next(370, 7),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 370)])
    }

    // MARK: timeout(_:other:scheduler:)

    private func fallback() -> TestableObservable<Int> {
        scheduler.createColdObservable([.next(50, -1), .next(200, -2), .next(310, -3), .completed(320)])
    }

    func testTimeoutSwitchesToOtherBeforeTheFirstElement() {
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(130, 2), .next(310, 3), .next(400, 4), .completed(500),
        ])
        let ys = fallback()
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(350, -1), .next(500, -2), .next(610, -3), .completed(620)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(300, 620)])
    }

    func testTimeoutSwitchesToOtherAfterSomeElements() {
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(130, 2), .next(240, 3), .next(310, 4), .next(430, 5), .completed(500),
        ])
        let ys = fallback()
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: self.scheduler) }
        // 5 (at 430) comes after the switch at 410 and is ignored.
        XCTAssertEqual(
            res.events,
            [.next(240, 3), .next(310, 4), .next(460, -1), .next(610, -2), .next(720, -3), .completed(730)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 410)])
        XCTAssertEqual(ys.subscriptions, [Subscription(410, 730)])
    }

    func testTimeoutSwitchesToANeverEndingOther() {
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(130, 2), .next(240, 3), .next(310, 4), .next(430, 5), .completed(500),
        ])
        let ys = scheduler.createColdObservable([Recorded<Event<Int>>]())
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(240, 3), .next(310, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 410)])
        XCTAssertEqual(ys.subscriptions, [Subscription(410, 1000)])
    }

    func testTimeoutSwitchesAwayFromASourceThatCompletesTooLate() {
        let xs = scheduler.createHotObservable([.completed(500, Int.self)])
        let ys = scheduler.createColdObservable([.next(100, -1)])
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(400, -1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(300, 1000)])
    }

    func testTimeoutSwitchesAwayFromASourceThatFailsTooLate() {
        let xs = scheduler.createHotObservable([.error(500, TestError.boom, Int.self)])
        let ys = scheduler.createColdObservable([.next(100, -1)])
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(400, -1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(300, 1000)])
    }

    func testAnErrorFromOtherEndsTheResult() {
        let xs = scheduler.createHotObservable([.next(500, 42)])
        let ys = scheduler.createColdObservable([.error(100, TestError.other, Int.self)])
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.error(400, TestError.other)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(300, 400)])
    }

    func testOtherIsNotSubscribedWhenTheSourceCompletesInTime() {
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let ys = scheduler.createColdObservable([.next(100, -1)])
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testOtherIsNotSubscribedWhenTheSourceFailsInTime() {
        let xs = scheduler.createHotObservable([.error(250, TestError.boom, Int.self)])
        let ys = scheduler.createColdObservable([.next(100, -1)])
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.error(250, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testOtherIsNotSubscribedWhenElementsKeepComingInTime() {
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(130, 2), .next(240, 3), .next(320, 4), .next(410, 5), .completed(500),
        ])
        let ys = fallback()
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(240, 3), .next(320, 4), .next(410, 5), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testDisposingAfterTheSwitchEndsOther() {
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let ys = fallback()
        let res = scheduler.start(disposed: 450) {
            xs.timeout(.seconds(100), other: ys, scheduler: self.scheduler)
        }
        XCTAssertEqual(res.events, [.next(350, -1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(300, 450)])
    }
}
