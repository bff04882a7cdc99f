import Foundation
import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class DelayTests: RxTestCase {
    private func source(ending end: Recorded<Event<Int>>) -> TestableObservable<Int> {
        scheduler.createHotObservable([.next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), end])
    }

    func testDelayShiftsElementsAndCompletion() {
        let xs = source(ending: .completed(550))
        let res = scheduler.start { xs.delay(.seconds(100), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(350, 2), .next(450, 3), .next(550, 4), .completed(650)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    func testDelayShorterThanTheGaps() {
        let xs = source(ending: .completed(550))
        let res = scheduler.start { xs.delay(.seconds(50), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(300, 2), .next(400, 3), .next(500, 4), .completed(600)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    func testDelayLongerThanTheGaps() {
        let xs = source(ending: .completed(550))
        let res = scheduler.start { xs.delay(.seconds(150), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(400, 2), .next(500, 3), .next(600, 4), .completed(700)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    func testDelayByAnOddAmountKeepsEveryEventsOffset() {
        let xs = source(ending: .completed(550))
        let res = scheduler.start { xs.delay(.seconds(42), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(292, 2), .next(392, 3), .next(492, 4), .completed(592)])
    }

    func testDelayDoesNotDelayAnError() {
        let xs = scheduler.createHotObservable([.next(150, 1), .error(250, TestError.boom)])
        let res = scheduler.start { xs.delay(.seconds(150), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.error(250, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDelayOfEmptyDelaysTheCompletion() {
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.delay(.seconds(150), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDelayErrorAfterEveryElementWentOut() {
        let xs = source(ending: .error(550, TestError.boom))
        let res = scheduler.start { xs.delay(.seconds(50), scheduler: self.scheduler) }
        XCTAssertEqual(
            res.events, [.next(300, 2), .next(400, 3), .next(500, 4), .error(550, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    func testDelayErrorDropsTheElementsStillWaiting() {
        let xs = source(ending: .error(550, TestError.boom))
        let res = scheduler.start { xs.delay(.seconds(150), scheduler: self.scheduler) }
        // 4 (due at 600) is lost.
        XCTAssertEqual(res.events, [.next(400, 2), .next(500, 3), .error(550, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    func testDelayOfNever() {
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.delay(.seconds(10), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testDelayKeepsTheOrderOfCloseElements() {
        let xs = scheduler.createHotObservable([.next(250, 1), .next(251, 2), .next(253, 3), .completed(254)])
        let res = scheduler.start { xs.delay(.seconds(100), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(350, 1), .next(351, 2), .next(353, 3), .completed(354)])
    }

    func testDisposingDropsWhatIsStillWaiting() {
        let xs = source(ending: .completed(550))
        let res = scheduler.start(disposed: 400) { xs.delay(.seconds(100), scheduler: self.scheduler) }
        // 3 arrived at 350 and was due at 450.
        XCTAssertEqual(res.events, [.next(350, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testDelayOnARealScheduler() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "delay-test")
        let subject = PublishSubject<Int>()
        let done = expectation(description: "completed")
        let lock = NSLock()
        var received: [Int] = []
        let subscription = subject.delay(.milliseconds(10), scheduler: scheduler)
            .subscribe(
                onNext: { value in
                    lock.lock()
                    received.append(value)
                    lock.unlock()
                },
                onCompleted: { done.fulfill() })
        DispatchQueue.global().async {
            subject.onNext(1)
            subject.onNext(2)
            subject.onNext(3)
            subject.onCompleted()
        }
        wait(for: [done], timeout: 5)
        subscription.dispose()
        let idle = expectation(description: "idle")
        _ = scheduler.schedule(()) { _ in
            idle.fulfill()
            return Disposables.create()
        }
        wait(for: [idle], timeout: 5)
        lock.lock()
        XCTAssertEqual(received, [1, 2, 3])
        lock.unlock()
    }
}
