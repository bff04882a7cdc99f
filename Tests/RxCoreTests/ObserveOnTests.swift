import Foundation
import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class ObserveOnTests: RxTestCase {
    func testEventsAreDeliveredOnTheSchedulerOneTickLater() {
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.observe(on: self.scheduler) }
        // Work scheduled "now" on the TestScheduler runs on the next tick.
        XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .completed(231)])
        // The source is subscribed on the caller's side, at once, and released when it completes.
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testAnErrorIsDeliveredOnTheSchedulerToo() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
        let res = scheduler.start { xs.observe(on: self.scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .error(221, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testEventsOfOneTickAreDeliveredOnePerStepInOrder() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(210, 3), .completed(210)])
        let res = scheduler.start { xs.observe(on: self.scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .next(212, 2), .next(213, 3), .completed(214)])
    }

    func testASynchronousSourceIsDeliveredAfterTheSubscription() {
        let res = scheduler.start { Observable.of(1, 2).observe(on: self.scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .completed(203)])
    }

    func testObserveOnOfEmpty() {
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let res = scheduler.start { xs.observe(on: self.scheduler) }
        XCTAssertEqual(res.events, [.completed(251)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testObserveOnOfNever() {
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let res = scheduler.start { xs.observe(on: self.scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testDisposingDropsEventsNotYetDelivered() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(300)])
        // The disposal at 251 was scheduled before the delivery of 2 (also due at 251), so it runs first.
        let res = scheduler.start(disposed: 251) { xs.observe(on: self.scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 251)])
    }

    func testAnErrorWaitsBehindTheElementsQueuedBeforeIt() {
        // Unlike delay, observe(on:) does not let an error overtake the elements ahead of it.
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .error(210, TestError.boom)])
        let res = scheduler.start { xs.observe(on: self.scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .next(212, 2), .error(213, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testDeliveryHappensOnTheSchedulersThread() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "observe-on-test")
        let done = expectation(description: "completed")
        var deliveredOnMainThread: [Bool] = []
        let subscription = Observable.of(1, 2)
            .observe(on: scheduler)
            .subscribe(
                onNext: { _ in deliveredOnMainThread.append(Thread.isMainThread) },
                onCompleted: { done.fulfill() })
        wait(for: [done], timeout: 5)
        subscription.dispose()
        // The sink releases itself on the queue just after the completion; wait for that.
        let idle = expectation(description: "idle")
        _ = scheduler.schedule(()) { _ in
            idle.fulfill()
            return Disposables.create()
        }
        wait(for: [idle], timeout: 5)
        XCTAssertEqual(deliveredOnMainThread, [false, false])
    }
}
