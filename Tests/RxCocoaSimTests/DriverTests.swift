import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

/// Driver, with `SharingScheduler.mock` putting delivery on the TestScheduler.
///
/// Under the mock, a driver made with `asDriver(...)` hands each live event to `observe(on:)`, which
/// delivers it on the next tick: an element the source sends at 210 reaches the subscribers at 211. A
/// late subscriber's replay is not scheduled: it gets the latest element at the moment it subscribes.
final class DriverTests: RxTestCase {

    // MARK: the sharing contract

    /// RxCocoa's testDriverSharing tables, one tick later because of the mock.
    private func runSharingTable(ending end: Recorded<Event<Int>>) -> (
        TestableObservable<Int>, TestableObserver<Int>, TestableObserver<Int>, TestableObserver<Int>
    ) {
        let cold = scheduler.createColdObservable([
            .next(10, 0), .next(20, 1), .next(30, 2), .next(40, 3), end,
        ])
        var observers: [TestableObserver<Int>] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = cold.asDriver(onErrorJustReturn: -1)
            observers.append(scheduler.record(driver, subscribed: 200, disposed: 235))
            observers.append(scheduler.record(driver, subscribed: 225, disposed: 260))
            // Re-subscription, after the disposal at the same time.
            observers.append(scheduler.record(driver, subscribed: 260, disposed: 285))
            scheduler.start()
        }
        return (cold, observers[0], observers[1], observers[2])
    }

    func testDriverSharingWhenErroring() {
        let (cold, first, second, third) = runSharingTable(ending: .error(50, TestError.boom))
        XCTAssertEqual(first.events, [.next(211, 0), .next(221, 1), .next(231, 2)])
        // Subscribed at 225: the latest element (1) at once, then live ones; the error becomes -1 and
        // completion.
        XCTAssertEqual(
            second.events, [.next(225, 1), .next(231, 2), .next(241, 3), .next(251, -1), .completed(251)])
        // After the upstream ended, a new subscriber restarts it and sees nothing stale.
        XCTAssertEqual(third.events, [.next(271, 0), .next(281, 1)])
        XCTAssertEqual(cold.subscriptions, [Subscription(200, 250), Subscription(260, 285)])
    }

    func testDriverSharingWhenCompleted() {
        let (cold, first, second, third) = runSharingTable(ending: .completed(50))
        XCTAssertEqual(first.events, [.next(211, 0), .next(221, 1), .next(231, 2)])
        XCTAssertEqual(second.events, [.next(225, 1), .next(231, 2), .next(241, 3), .completed(251)])
        XCTAssertEqual(third.events, [.next(271, 0), .next(281, 1)])
        XCTAssertEqual(cold.subscriptions, [Subscription(200, 250), Subscription(260, 285)])
    }

    func testDriverSharingOnTheMainThreadWithoutTheMock() {
        // Without the mock a driver delivers on a main scheduler, which runs its work inline on the
        // main thread: RxCocoa's table, to the tick.
        let cold = scheduler.createColdObservable([
            .next(10, 0), .next(20, 1), .next(30, 2), .next(40, 3), .error(50, TestError.boom),
        ])
        let driver = cold.asDriver(onErrorJustReturn: -1)
        let first = scheduler.record(driver, subscribed: 200, disposed: 235)
        let second = scheduler.record(driver, subscribed: 225, disposed: 260)
        let third = scheduler.record(driver, subscribed: 260, disposed: 285)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 0), .next(220, 1), .next(230, 2)])
        XCTAssertEqual(
            second.events, [.next(225, 1), .next(230, 2), .next(240, 3), .next(250, -1), .completed(250)])
        XCTAssertEqual(third.events, [.next(270, 0), .next(280, 1)])
        XCTAssertEqual(cold.subscriptions, [Subscription(200, 250), Subscription(260, 285)])
    }

    func testOneUpstreamSubscriptionForEverySubscriber() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: 0)
            let first = scheduler.record(driver, subscribed: 200, disposed: 400)
            let second = scheduler.record(driver, subscribed: 205, disposed: 400)
            let third = scheduler.record(driver, subscribed: 230, disposed: 400)
            scheduler.start()
            XCTAssertEqual(first.events, [.next(211, 1), .next(221, 2)])
            XCTAssertEqual(second.events, [.next(211, 1), .next(221, 2)])
            // The late subscriber gets the latest element at once (230, not 231).
            XCTAssertEqual(third.events, [.next(230, 2)])
        }
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testResubscribingAfterEveryoneLeftRestartsWithoutStaleReplay() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(330, 3)])
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: 0)
            let first = scheduler.record(driver, subscribed: 200, disposed: 250)
            let second = scheduler.record(driver, subscribed: 300, disposed: 400)
            scheduler.start()
            XCTAssertEqual(first.events, [.next(211, 1), .next(221, 2)])
            XCTAssertEqual(second.events, [.next(331, 3)])
        }
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(300, 400)])
    }

    func testResubscribingAfterTheUpstreamCompletedRestartsIt() {
        let cold = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = cold.asDriver(onErrorJustReturn: 0)
            let first = scheduler.record(driver, subscribed: 200, disposed: 1000)
            let second = scheduler.record(driver, subscribed: 300, disposed: 1000)
            scheduler.start()
            XCTAssertEqual(first.events, [.next(211, 1), .completed(221)])
            XCTAssertEqual(second.events, [.next(311, 1), .completed(321)])
        }
        XCTAssertEqual(cold.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    }

    // MARK: conversions

    func testAsDriverOnErrorJustReturn() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError.boom)])
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1) }
            // The error reaches the driver at 231 (through observe(on:)), and is replaced there.
            XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .next(231, -1), .completed(231)])
        }
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testAsDriverOnErrorDriveWith() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError.boom)])
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { xs.asDriver(onErrorDriveWith: Driver.just(-1)) }
            // The fallback `Driver.just` subscribes on the scheduler: one more tick.
            XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .next(232, -1), .completed(232)])
        }
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testAsDriverOnErrorRecover() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError.boom)])
        var recovered: [(TestTime, TestError?)] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start {
                xs.asDriver(onErrorRecover: { error in
                    recovered.append((self.scheduler.clock, error as? TestError))
                    return Driver.empty()
                })
            }
            XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .completed(232)])
        }
        XCTAssertEqual(recovered.map(\.0), [231])
        XCTAssertEqual(recovered.map(\.1), [.boom])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testAsDriverOfACompletingSourceCompletes() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1) }
            XCTAssertEqual(res.events, [.next(211, 1), .completed(231)])
        }
    }

    func testBehaviorRelayAsDriver() {
        let relay = BehaviorRelay(value: 0)
        scheduler.scheduleAt(250) { relay.accept(1) }
        scheduler.scheduleAt(300) { relay.accept(2) }
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = relay.asDriver()
            let first = scheduler.record(driver, subscribed: 200, disposed: 1000)
            let late = scheduler.record(driver, subscribed: 260, disposed: 1000)
            scheduler.start()
            // The current value is delivered on the next tick too.
            XCTAssertEqual(first.events, [.next(201, 0), .next(251, 1), .next(301, 2)])
            XCTAssertEqual(late.events, [.next(260, 1), .next(301, 2)])
        }
    }

    func testDriverStaticsUnderTheMock() {
        SharingScheduler.mock(scheduler: scheduler) {
            let just = scheduler.record(Driver.just(1), subscribed: 200, disposed: 1000)
            let empty = scheduler.record(Driver<Int>.empty(), subscribed: 200, disposed: 1000)
            let never = scheduler.record(Driver<Int>.never(), subscribed: 200, disposed: 1000)
            let of = scheduler.record(Driver.of(1, 2), subscribed: 200, disposed: 1000)
            scheduler.start()
            XCTAssertEqual(just.events, [.next(201, 1), .completed(201)])
            XCTAssertEqual(empty.events, [.completed(201)])
            XCTAssertEqual(never.events, [])
            XCTAssertEqual(of.events, [.next(201, 1), .next(202, 2), .completed(203)])
        }
    }

    func testDeferredMakesADriverPerConnection() {
        var made = 0
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = Driver.deferred { () -> Driver<Int> in
                made += 1
                return Driver.just(made)
            }
            let first = scheduler.record(driver, subscribed: 200, disposed: 1000)
            let second = scheduler.record(driver, subscribed: 300, disposed: 1000)
            scheduler.start()
            XCTAssertEqual(first.events, [.next(201, 1), .completed(201)])
            XCTAssertEqual(second.events, [.next(301, 2), .completed(301)])
        }
        XCTAssertEqual(made, 2)
    }

}
