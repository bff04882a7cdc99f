import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

/// Operators on Driver and Signal. Each result is shared again, so a late subscriber of a driver gets
/// the latest result at once and the operator's work runs once per element. Under the mock, elements
/// from `asDriver` arrive one tick after the source sent them.
final class SharedSequenceOperatorsTests: RxTestCase {
    func testMapRunsOncePerElementAndIsShared() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3)])
        var calls = 0
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: 0).map { value -> Int in
                calls += 1
                return value * 10
            }
            let first = scheduler.record(driver, subscribed: 200, disposed: 1000)
            let late = scheduler.record(driver, subscribed: 250, disposed: 1000)
            scheduler.start()
            XCTAssertEqual(first.events, [.next(211, 10), .next(221, 20), .next(261, 30)])
            XCTAssertEqual(late.events, [.next(250, 20), .next(261, 30)])
        }
        XCTAssertEqual(calls, 3)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testFilter() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4)])
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: 0).filter { $0 % 2 == 0 }
            let first = scheduler.record(driver, subscribed: 200, disposed: 1000)
            let late = scheduler.record(driver, subscribed: 235, disposed: 1000)
            scheduler.start()
            XCTAssertEqual(first.events, [.next(221, 2), .next(241, 4)])
            XCTAssertEqual(late.events, [.next(235, 2), .next(241, 4)])
        }
    }

    func testFlatMapLatestSwitchesToTheNewestInnerDriver() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2)])
        var inners: [TestableObservable<Int>] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: 0).flatMapLatest { x -> Driver<Int> in
                let inner = self.scheduler.createColdObservable([.next(10, x * 10), .next(50, x * 100)])
                inners.append(inner)
                return inner.asDriver(onErrorJustReturn: -1)
            }
            let res = scheduler.record(driver, subscribed: 200, disposed: 1000)
            scheduler.start()
            // The outer element 1 arrives at 211; its inner sends 10 at 221 (delivered 222). Element 2
            // arrives at 251 and replaces it before its 100 (due at 261).
            XCTAssertEqual(res.events, [.next(222, 10), .next(262, 20), .next(302, 200)])
        }
        XCTAssertEqual(inners.map(\.subscriptions), [[Subscription(211, 251)], [Subscription(251, 1000)]])
    }

    func testDistinctUntilChanged() {
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 1), .next(230, 2), .next(240, 2), .next(250, 1),
        ])
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: 0).distinctUntilChanged() }
            XCTAssertEqual(res.events, [.next(211, 1), .next(231, 2), .next(251, 1)])
        }
    }

    func testDistinctUntilChangedWithAKey() {
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "A"), .next(230, "b")])
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start {
                xs.asDriver(onErrorJustReturn: "").distinctUntilChanged { $0.lowercased() }
            }
            XCTAssertEqual(res.events, [.next(211, "a"), .next(231, "b")])
        }
    }

    func testDebounceRunsOnTheSharingScheduler() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(260, 3)])
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: 0).debounce(.seconds(20)) }
            // Delivered at 211, 216, 261; the debounce timer itself adds no extra tick.
            XCTAssertEqual(res.events, [.next(236, 2), .next(281, 3)])
        }
    }

    func testWithLatestFrom() {
        let xs = scheduler.createHotObservable([.next(220, 1), .next(240, 2), .next(260, 3)])
        let ys = scheduler.createHotObservable([.next(210, "a"), .next(250, "b")])
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start {
                xs.asDriver(onErrorJustReturn: 0).withLatestFrom(ys.asDriver(onErrorJustReturn: "")) {
                    "\($0)\($1)"
                }
            }
            XCTAssertEqual(res.events, [.next(221, "1a"), .next(241, "2a"), .next(261, "3b")])
        }
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
    }

    func testWithLatestFromWithoutASelector() {
        let xs = scheduler.createHotObservable([.next(205, 0), .next(220, 1), .next(240, 2)])
        let ys = scheduler.createHotObservable([.next(210, "a"), .next(230, "b")])
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start {
                xs.asDriver(onErrorJustReturn: 0).withLatestFrom(ys.asDriver(onErrorJustReturn: ""))
            }
            // 0 arrives before ys has a value, so it is dropped.
            XCTAssertEqual(res.events, [.next(221, "a"), .next(241, "b")])
        }
    }

    func testCombineLatest() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let ys = scheduler.createHotObservable([.next(220, "x"), .next(240, "y")])
        SharingScheduler.mock(scheduler: scheduler) {
            let withSelector = Driver.combineLatest(
                xs.asDriver(onErrorJustReturn: 0), ys.asDriver(onErrorJustReturn: "")
            ) { "\($0)\($1)" }
            let asTuples = Driver.combineLatest(
                xs.asDriver(onErrorJustReturn: 0), ys.asDriver(onErrorJustReturn: "")
            )
            .map { "\($0.0)\($0.1)" }
            let res = scheduler.record(withSelector, subscribed: 200, disposed: 1000)
            let tuples = scheduler.record(asTuples, subscribed: 200, disposed: 1000)
            scheduler.start()
            XCTAssertEqual(res.events, [.next(221, "1x"), .next(231, "2x"), .next(241, "2y")])
            XCTAssertEqual(tuples.events, res.events)
        }
    }

    func testStartWithSendsTheElementFirstAndIsShared() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3)])
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: 0).startWith(0)
            let first = scheduler.record(driver, subscribed: 200, disposed: 1000)
            let late = scheduler.record(driver, subscribed: 250, disposed: 1000)
            scheduler.start()
            // The start element is sent synchronously, at subscription.
            XCTAssertEqual(first.events, [.next(200, 0), .next(211, 1), .next(221, 2), .next(261, 3)])
            // A late subscriber shares the running sequence: it gets its latest element, not the start one.
            XCTAssertEqual(late.events, [.next(250, 2), .next(261, 3)])
        }
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testMergeIsShared() {
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let ys = scheduler.createHotObservable([.next(220, 2)])
        SharingScheduler.mock(scheduler: scheduler) {
            let merged = Driver.merge(xs.asDriver(onErrorJustReturn: 0), ys.asDriver(onErrorJustReturn: 0))
            let first = scheduler.record(merged, subscribed: 200, disposed: 1000)
            let late = scheduler.record(merged, subscribed: 250, disposed: 1000)
            scheduler.start()
            XCTAssertEqual(first.events, [.next(211, 1), .next(221, 2)])
            // The merged driver replays its own latest element, not the latest of each source.
            XCTAssertEqual(late.events, [.next(250, 2)])
        }
    }

    func testSignalMapIsSharedWithoutReplay() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3)])
        var calls = 0
        SharingScheduler.mock(scheduler: scheduler) {
            let signal = xs.asSignal(onErrorJustReturn: 0).map { value -> Int in
                calls += 1
                return value * 10
            }
            let first = scheduler.record(signal, subscribed: 200, disposed: 1000)
            let late = scheduler.record(signal, subscribed: 250, disposed: 1000)
            scheduler.start()
            XCTAssertEqual(first.events, [.next(211, 10), .next(221, 20), .next(261, 30)])
            XCTAssertEqual(late.events, [.next(261, 30)])
        }
        XCTAssertEqual(calls, 3)
    }

    func testSignalStartWithIsSharedWithoutReplay() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        SharingScheduler.mock(scheduler: scheduler) {
            let signal = xs.asSignal(onErrorJustReturn: 0).startWith(0)
            let first = scheduler.record(signal, subscribed: 200, disposed: 1000)
            let late = scheduler.record(signal, subscribed: 250, disposed: 1000)
            scheduler.start()
            XCTAssertEqual(first.events, [.next(200, 0), .next(211, 1), .next(261, 2)])
            XCTAssertEqual(late.events, [.next(261, 2)])
        }
    }
}
