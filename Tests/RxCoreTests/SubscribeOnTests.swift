import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class SubscribeOnTests: RxTestCase {
    func testSubscriptionAndDisposalHappenOnTheScheduler() {
        var subscribedAt: TestTime?
        var disposedAt: TestTime?
        let xs = Observable<Int>.create { _ in
            subscribedAt = self.scheduler.clock
            return Disposables.create { disposedAt = self.scheduler.clock }
        }
        let res = scheduler.start { xs.subscribe(on: self.scheduler) }
        XCTAssertEqual(res.events, [])
        // Both are scheduled "now", so the TestScheduler runs them one tick later.
        XCTAssertEqual(subscribedAt, 201)
        XCTAssertEqual(disposedAt, 1001)
    }

    func testACompletionIsForwardedAtOnceAndTheSourceReleasedOnTheScheduler() {
        let xs = scheduler.createHotObservable([.completed(300, Int.self)])
        let res = scheduler.start { xs.subscribe(on: self.scheduler) }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
    }

    func testAnErrorIsForwardedAtOnceAndTheSourceReleasedOnTheScheduler() {
        let xs = scheduler.createHotObservable([.error(300, TestError.boom, Int.self)])
        let res = scheduler.start { xs.subscribe(on: self.scheduler) }
        XCTAssertEqual(res.events, [.error(300, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
    }

    func testElementsAreNotDelayed() {
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2)])
        let res = scheduler.start { xs.subscribe(on: self.scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 1001)])
    }

    func testAnElementOnTheSubscriptionTickIsMissed() {
        // The subscription, scheduled at 200, runs at 201, after the hot element of that tick (scheduled
        // when the hot observable was made).
        let xs = scheduler.createHotObservable([.next(200, 1), .next(201, 2), .next(202, 3)])
        let res = scheduler.start { xs.subscribe(on: self.scheduler) }
        XCTAssertEqual(res.events, [.next(202, 3)])
    }

    func testDisposingBeforeTheScheduledSubscriptionCancelsIt() {
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.record(xs.subscribe(on: scheduler), subscribed: 200, disposed: 200)
        scheduler.start()
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testASynchronousSourceRunsOnTheScheduler() {
        let res = scheduler.start { Observable.of(1, 2).subscribe(on: self.scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .next(201, 2), .completed(201)])
    }

    func testNothingPassesAfterATerminalEvent() {
        // The test observable is subscribed directly, without a wrapper that would enforce the grammar,
        // and stays subscribed until 301: subscribe(on:) itself must stop at the completion.
        let xs = scheduler.createHotObservable([
            .next(210, 1), .completed(300), .next(300, 2), .error(300, TestError.boom),
        ])
        let res = scheduler.start { xs.subscribe(on: self.scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
    }
}
