import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

/// RxCocoa's shared-sequence operators over many sources, over a driver of drivers, and the bridges to
/// `Infallible`. Under the mock, elements from `asDriver` arrive one tick after the source sent them.
final class SharedSequenceCollectionsTests: RxTestCase {
    /// Three drivers of the hot sources, each one tick late.
    private func drivers(_ sources: [TestableObservable<Int>]) -> [Driver<Int>] {
        sources.map { $0.asDriver(onErrorJustReturn: -1) }
    }

    func testMergeOfAnArrayOrACollectionSendsEveryElementAsItComes() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(300)])
        SharingScheduler.mock(scheduler: scheduler) {
            let array = scheduler.record(Driver.merge(drivers([xs, ys])), subscribed: 200, disposed: 1000)
            let set = scheduler.record(
                Driver.merge(drivers([xs, ys]).lazy.map { $0 }), subscribed: 200, disposed: 1000)
            scheduler.start()
            XCTAssertEqual(array.events, [.next(211, 1), .next(221, 2), .completed(301)])
            XCTAssertEqual(set.events, array.events)
        }
    }

    func testConcatSubscribesToTheNextWhenTheOneBeforeCompletes() {
        let first = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let second = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.record(
                Driver.concat(drivers([first, second])), subscribed: 200, disposed: 1000)
            scheduler.start()
            XCTAssertEqual(res.events, [.next(211, 1), .next(232, 2), .completed(242)])
        }
        XCTAssertEqual(second.subscriptions, [Subscription(221, 241)])
    }

    func testCombineLatestAndZipOverACollection() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(240, 4)])
        SharingScheduler.mock(scheduler: scheduler) {
            let latest = scheduler.record(
                Driver.combineLatest(drivers([xs, ys])), subscribed: 200, disposed: 1000)
            let summed = scheduler.record(
                Driver.combineLatest(drivers([xs, ys])) { $0.reduce(0, +) }, subscribed: 200, disposed: 1000)
            let zipped = scheduler.record(
                Driver.zip(drivers([xs, ys])) { $0.map(String.init).joined() },
                subscribed: 200, disposed: 1000)
            scheduler.start()
            XCTAssertEqual(latest.events, [.next(221, [1, 2]), .next(231, [3, 2]), .next(241, [3, 4])])
            XCTAssertEqual(summed.events, [.next(221, 3), .next(231, 5), .next(241, 7)])
            XCTAssertEqual(zipped.events, [.next(221, "12"), .next(241, "34")])
        }
    }

    func testMergeOfADriverOfDriversAndWithAtMostOneAtATime() {
        let inners = [
            scheduler.createColdObservable([.next(10, 1), .completed(30)]),
            scheduler.createColdObservable([.next(10, 2), .completed(30)]),
        ]
        let outer = scheduler.createHotObservable([.next(210, 0), .next(215, 1)])
        SharingScheduler.mock(scheduler: scheduler) {
            let nested = outer.asDriver(onErrorJustReturn: 0).map { self.drivers([inners[$0]])[0] }
            let all = scheduler.record(nested.merge(), subscribed: 200, disposed: 1000)
            scheduler.start()
            XCTAssertEqual(all.events, [.next(222, 1), .next(227, 2)])
        }
        let queued = TestScheduler(initialClock: 0)
        let first = queued.createColdObservable([.next(10, 1), .completed(30)])
        let second = queued.createColdObservable([.next(10, 2), .completed(30)])
        let outerQueued = queued.createHotObservable([.next(210, 0), .next(215, 1)])
        SharingScheduler.mock(scheduler: queued) {
            let nested = outerQueued.asDriver(onErrorJustReturn: 0).map {
                [first, second][$0].asDriver(onErrorJustReturn: -1)
            }
            let one = queued.record(nested.merge(maxConcurrent: 1), subscribed: 200, disposed: 1000)
            queued.start()
            // The second waits for the first's completion (sent at 241, delivered at 242), then runs.
            XCTAssertEqual(one.events, [.next(222, 1), .next(253, 2)])
        }
    }

    func testFromASequenceOrAnOptional() {
        SharingScheduler.mock(scheduler: scheduler) {
            let sequence = scheduler.record(Driver.from(1...3), subscribed: 200, disposed: 1000)
            let some = scheduler.record(Driver.from(optional: 7), subscribed: 200, disposed: 1000)
            let none = scheduler.record(Driver<Int>.from(optional: nil), subscribed: 200, disposed: 1000)
            scheduler.start()
            XCTAssertEqual(sequence.events.map(\.value.element), [1, 2, 3, nil])
            XCTAssertEqual(some.events.map(\.value.element), [7, nil])
            XCTAssertEqual(none.events.count, 1)
            XCTAssertEqual(none.events.first?.value.isCompleted, true)
        }
    }

    func testAnInfallibleAsADriverAndADriverAsAnInfallible() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asInfallible(onErrorJustReturn: 0).asDriver()
            let res = scheduler.record(driver, subscribed: 200, disposed: 1000)
            let back = scheduler.record(driver.asInfallible(), subscribed: 200, disposed: 1000)
            scheduler.start()
            XCTAssertEqual(res.events, [.next(211, 1), .completed(301)])
            XCTAssertEqual(back.events, res.events)
        }
    }

    /// `for await value in driver.values`: the elements, then the end of the loop when it completes.
    @MainActor func testValuesIterateTheElementsUntilTheSequenceCompletes() async {
        var stream = AsyncStream<Int> { $0.finish() }
        // The stream subscribes as it is made; the clock sends the elements, which wait in its buffer.
        SharingScheduler.mock(scheduler: scheduler) {
            stream = Driver.from([1, 2, 3]).values
            scheduler.start()
        }
        var seen: [Int] = []
        for await value in stream { seen.append(value) }
        XCTAssertEqual(seen, [1, 2, 3])
    }
}
