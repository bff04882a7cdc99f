import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class DelaySubscriptionTests: RxTestCase {
    func testTheSourceIsSubscribedLater() {
        let xs = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .completed(70)])
        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(280, 42), .next(290, 43), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 300)])
    }

    func testEventsKeepTheirOffsetsFromTheDelayedSubscription() {
        let xs = scheduler.createColdObservable([.next(50, 1), .completed(100)])
        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(280, 1), .completed(330)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 330)])
    }

    func testAnErrorIsPassedOn() {
        let xs = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .error(70, TestError.boom)])
        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(280, 42), .next(290, 43), .error(300, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 300)])
    }

    func testDisposingAfterTheSubscriptionEndsIt() {
        let xs = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .error(70, TestError.boom)])
        let res = scheduler.start(disposed: 291) {
            xs.delaySubscription(.seconds(30), scheduler: self.scheduler)
        }
        XCTAssertEqual(res.events, [.next(280, 42), .next(290, 43)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 291)])
    }

    func testDisposingBeforeTheDelayMeansTheSourceIsNeverSubscribed() {
        let xs = scheduler.createColdObservable([.next(50, 42), .completed(70)])
        let res = scheduler.start(disposed: 220) {
            xs.delaySubscription(.seconds(30), scheduler: self.scheduler)
        }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testAHotSourceIsOnlySeenFromTheDelayedSubscription() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(260)])
        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(240, 2), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 260)])
    }

    func testZeroDelaySubscribesOnTheNextTick() {
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start { xs.delaySubscription(.seconds(0), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .completed(221)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 221)])
    }

    func testASynchronousSourceCompletesAtTheDelayedTime() {
        let res = scheduler.start {
            Observable.just(7).delaySubscription(.seconds(35), scheduler: self.scheduler)
        }
        XCTAssertEqual(res.events, [.next(235, 7), .completed(235)])
    }

    func testEachSubscriptionIsDelayedOnItsOwn() {
        let xs = scheduler.createColdObservable([.next(5, 1), .completed(10)])
        let delayed = xs.delaySubscription(.seconds(20), scheduler: scheduler)
        let first = scheduler.record(delayed, subscribed: 200, disposed: 1000)
        let second = scheduler.record(delayed, subscribed: 300, disposed: 1000)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(225, 1), .completed(230)])
        XCTAssertEqual(second.events, [.next(325, 1), .completed(330)])
        XCTAssertEqual(xs.subscriptions, [Subscription(220, 230), Subscription(320, 330)])
    }
}
