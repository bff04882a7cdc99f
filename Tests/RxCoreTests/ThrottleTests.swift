import Foundation
import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class ThrottleTests: RxTestCase {
    private func source(ending end: Recorded<Event<Int>>) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5), .next(410, 6),
            .next(450, 7), end,
        ])
    }

    // MARK: latest: true (the default)

    func testThrottleSendsFirstThenLatestOfEachWindow() {
        let xs = source(ending: .completed(500))
        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: self.scheduler) }
        // 3, 4 and 5 wait in turn; 6 arrives exactly 200 after 2 and goes out at once, replacing 5.
        // 7 waits until 610, and the completion (at 500) waits for it.
        XCTAssertEqual(res.events, [.next(210, 2), .next(410, 6), .next(610, 7), .completed(610)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    }

    func testThrottleCompletionAfterTheWindowIsNotHeld() {
        let xs = source(ending: .completed(900))
        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(410, 6), .next(610, 7), .completed(900)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 900)])
    }

    func testThrottleOfNever() {
        let xs = scheduler.createHotObservable([.next(150, 0)])
        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testThrottleOfEmpty() {
        let xs = scheduler.createHotObservable([.next(150, 0), .completed(500)])
        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    }

    func testThrottleErrorIsSentAtOnceAndDropsTheWaitingElement() {
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5),
            .error(410, TestError.boom), .next(450, 7), .completed(500),
        ])
        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2), .error(410, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 410)])
    }

    func testThrottleWithoutEnd() {
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5), .next(410, 6),
            .next(450, 7),
        ])
        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(410, 6), .next(610, 7)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testThrottleWaitingElementIsSentAtTheEndOfTheWindow() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(400)])
        let res = scheduler.start { xs.throttle(.seconds(50), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(260, 3), .completed(400)])
    }

    func testDisposingDropsTheWaitingElement() {
        let xs = source(ending: .completed(500))
        let res = scheduler.start(disposed: 300) { xs.throttle(.seconds(200), scheduler: self.scheduler) }
        // 3 was waiting for 410; disposing at 300 cancels that.
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testThrottleWithZeroDueTimeLetsEverythingThrough() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(220, 3), .completed(230)])
        let res = scheduler.start { xs.throttle(.seconds(0), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(210, 2), .next(220, 3), .completed(230)])
    }

    // MARK: latest: false

    func testThrottleNotLatestDropsElementsInsideTheWindow() {
        let xs = source(ending: .completed(500))
        let res = scheduler.start { xs.throttle(.seconds(200), latest: false, scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(410, 6), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    }

    func testThrottleNotLatestOfNever() {
        let xs = scheduler.createHotObservable([.next(150, 0)])
        let res = scheduler.start { xs.throttle(.seconds(200), latest: false, scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testThrottleNotLatestOfEmpty() {
        let xs = scheduler.createHotObservable([.next(150, 0), .completed(500)])
        let res = scheduler.start { xs.throttle(.seconds(200), latest: false, scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    }

    func testThrottleNotLatestError() {
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5),
            .error(410, TestError.boom), .next(450, 7), .completed(500),
        ])
        let res = scheduler.start { xs.throttle(.seconds(200), latest: false, scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2), .error(410, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 410)])
    }

    func testThrottleNotLatestWithoutEnd() {
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5), .next(410, 6),
            .next(450, 7),
        ])
        let res = scheduler.start { xs.throttle(.seconds(200), latest: false, scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(410, 6)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    // MARK: real schedulers

    func testThrottleOnARealSchedulerSendsTheLatestAfterTheWindow() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "throttle-test")
        let done = expectation(description: "completed")
        let lock = NSLock()
        var received: [Int] = []
        let start = Date()
        var elapsed: TimeInterval = 0
        let subscription = Observable.from([0, 1])
            .throttle(.milliseconds(300), scheduler: scheduler)
            .subscribe(
                onNext: { value in
                    lock.lock()
                    received.append(value)
                    lock.unlock()
                },
                onCompleted: {
                    elapsed = Date().timeIntervalSince(start)
                    done.fulfill()
                })
        wait(for: [done], timeout: 5)
        subscription.dispose()
        waitUntilIdle(scheduler)
        lock.lock()
        XCTAssertEqual(received, [0, 1])
        lock.unlock()
        XCTAssertGreaterThanOrEqual(elapsed, 0.25)
    }

    func testThrottleNotLatestOnARealSchedulerCompletesAtOnce() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        var received: [Int] = []
        var completed = false
        let subscription = Observable.from([0, 1])
            .throttle(.seconds(2), latest: false, scheduler: scheduler)
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        subscription.dispose()
        XCTAssertEqual(received, [0])
        XCTAssertTrue(completed)
    }

    /// Waits until the work queued on `scheduler` so far has run (the sink releases itself just after
    /// sending its completion, on the scheduler's queue).
    private func waitUntilIdle(_ scheduler: SerialDispatchQueueScheduler) {
        let idle = expectation(description: "idle")
        _ = scheduler.schedule(()) { _ in
            idle.fulfill()
            return Disposables.create()
        }
        wait(for: [idle], timeout: 5)
    }
}
