import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class SwitchTests: RxTestCase {
    /// The inner sequences of RxSwift's switchLatest tests.
    private func makeInners(ys2End: Recorded<Event<Int>> = .completed(50)) -> [TestableObservable<Int>] {
        [
            scheduler.createColdObservable([
                .next(10, 101), .next(20, 102), .next(110, 103), .next(120, 104), .next(210, 105),
                .next(220, 106),
                .completed(230),
            ]),
            scheduler.createColdObservable([
                .next(10, 201), .next(20, 202), .next(30, 203), .next(40, 204), ys2End,
            ]),
            scheduler.createColdObservable([
                .next(10, 301), .next(20, 302), .next(30, 303), .next(40, 304), .completed(150),
            ]),
        ]
    }

    private func makeOuter(
        _ inners: [TestableObservable<Int>], end: Recorded<Event<TestableObservable<Int>>> = .completed(600)
    ) -> TestableObservable<TestableObservable<Int>> {
        scheduler.createHotObservable([
            .next(300, inners[0]), .next(400, inners[1]), .next(500, inners[2]), end,
        ])
    }

    private let switched: [Recorded<Event<Int>>] = [
        .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(430, 203), .next(440, 204),
        .next(510, 301), .next(520, 302), .next(530, 303), .next(540, 304), .completed(650),
    ]

    // MARK: switchLatest

    func testSwitchLatestFollowsTheMostRecentInner() {
        let ys = makeInners()
        let xs = makeOuter(ys)
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(res.events, switched)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(ys[0].subscriptions, [Subscription(300, 400)])
        XCTAssertEqual(ys[1].subscriptions, [Subscription(400, 450)])
        XCTAssertEqual(ys[2].subscriptions, [Subscription(500, 650)])
    }

    func testSwitchLatestInnerError() {
        let ys = makeInners(ys2End: .error(50, TestError.boom))
        let xs = makeOuter(ys)
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(res.events, Array(switched.prefix(6)) + [.error(450, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
        XCTAssertEqual(ys[1].subscriptions, [Subscription(400, 450)])
        XCTAssertEqual(ys[2].subscriptions, [])
    }

    func testSwitchLatestOuterError() {
        let ys = makeInners()
        let xs = scheduler.createHotObservable([
            .next(300, ys[0]), .next(400, ys[1]), .error(500, TestError.boom),
        ])
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(res.events, Array(switched.prefix(6)) + [.error(500, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
        XCTAssertEqual(ys[0].subscriptions, [Subscription(300, 400)])
        XCTAssertEqual(ys[1].subscriptions, [Subscription(400, 450)])
    }

    func testSwitchLatestOuterErrorDisposesTheRunningInner() {
        let ys = makeInners()
        let xs = scheduler.createHotObservable([.next(300, ys[0]), .error(350, TestError.boom)])
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(res.events, [.next(310, 101), .next(320, 102), .error(350, TestError.boom)])
        XCTAssertEqual(ys[0].subscriptions, [Subscription(300, 350)])
    }

    func testSwitchLatestCompletesAtOnceWithoutARunningInner() {
        let ys = makeInners()
        let xs = scheduler.createHotObservable([.next(300, ys[1]), .completed(400)])
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(
            res.events, [.next(310, 201), .next(320, 202), .next(330, 203), .next(340, 204), .completed(400)])
        XCTAssertEqual(ys[1].subscriptions, [Subscription(300, 350)])
    }

    func testSwitchLatestOfEmptyAndNever() {
        let empty = scheduler.createHotObservable([.completed(250, TestableObservable<Int>.self)])
        let never = scheduler.createHotObservable([Recorded<Event<TestableObservable<Int>>>]())
        let emptyResult = scheduler.record(empty.switchLatest(), subscribed: 200, disposed: 1000)
        let neverResult = scheduler.record(never.switchLatest(), subscribed: 200, disposed: 1000)
        scheduler.start()
        XCTAssertEqual(emptyResult.events, [.completed(250)])
        XCTAssertEqual(neverResult.events, [])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
    }

    func testSwitchLatestDisposeUnsubscribesTheCurrentInner() {
        let ys = makeInners()
        let xs = makeOuter(ys)
        let res = scheduler.start(disposed: 520) { xs.switchLatest() }
        // The disposal at 520 was scheduled before ys3's element at 520, so it comes first.
        XCTAssertEqual(res.events, Array(switched.prefix(7)))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 520)])
        XCTAssertEqual(ys[2].subscriptions, [Subscription(500, 520)])
    }

    func testReplacedInnerIsIgnored() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let outer = PublishSubject<Observable<Int>>()
        let observer = scheduler.createObserver(Int.self)
        let subscription = outer.switchLatest().subscribe(observer)
        outer.onNext(first)
        first.onNext(1)
        outer.onNext(second)
        first.onNext(2)
        first.onError(TestError.boom)
        second.onNext(3)
        XCTAssertEqual(observer.events, [.next(0, 1), .next(0, 3)])
        XCTAssertFalse(first.hasObservers)
        subscription.dispose()
    }

    // MARK: flatMapLatest

    func testFlatMapLatestFollowsTheMostRecentInner() {
        let ys = makeInners()
        let xs = scheduler.createHotObservable([.next(300, 0), .next(400, 1), .next(500, 2), .completed(600)])
        let res = scheduler.start { xs.flatMapLatest { ys[$0] } }
        XCTAssertEqual(res.events, switched)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(ys[0].subscriptions, [Subscription(300, 400)])
        XCTAssertEqual(ys[1].subscriptions, [Subscription(400, 450)])
        XCTAssertEqual(ys[2].subscriptions, [Subscription(500, 650)])
    }

    func testFlatMapLatestInnerError() {
        let ys = makeInners(ys2End: .error(50, TestError.boom))
        let xs = scheduler.createHotObservable([.next(300, 0), .next(400, 1), .next(500, 2), .completed(600)])
        let res = scheduler.start { xs.flatMapLatest { ys[$0] } }
        XCTAssertEqual(res.events, Array(switched.prefix(6)) + [.error(450, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
        XCTAssertEqual(ys[2].subscriptions, [])
    }

    func testFlatMapLatestOuterError() {
        let ys = makeInners()
        let xs = scheduler.createHotObservable([.next(300, 0), .next(400, 1), .error(500, TestError.boom)])
        let res = scheduler.start { xs.flatMapLatest { ys[$0] } }
        XCTAssertEqual(res.events, Array(switched.prefix(6)) + [.error(500, TestError.boom)])
        XCTAssertEqual(ys[2].subscriptions, [])
    }

    func testFlatMapLatestSelectorThatThrows() {
        // RxSwift's SelectorThrows: the second call throws.
        let ys = makeInners()
        let xs = scheduler.createHotObservable([.next(300, 0), .next(400, 1), .next(500, 2), .completed(600)])
        var invocations = 0
        let res = scheduler.start {
            xs.flatMapLatest { index -> TestableObservable<Int> in
                invocations += 1
                if invocations == 2 { throw TestError.boom }
                return ys[index]
            }
        }
        XCTAssertEqual(res.events, [.next(310, 101), .next(320, 102), .error(400, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys[0].subscriptions, [Subscription(300, 400)])
        XCTAssertEqual(ys[1].subscriptions, [])
    }

    func testFlatMapLatestDisposesThePreviousInnerBeforeSubscribingTheNext() {
        var log: [String] = []
        let outer = PublishSubject<Int>()
        let subscription = outer.flatMapLatest { value in
            Observable<Int>.create { _ in
                log.append("subscribe \(value)")
                return Disposables.create { log.append("dispose \(value)") }
            }
        }.subscribe()
        outer.onNext(1)
        outer.onNext(2)
        subscription.dispose()
        XCTAssertEqual(log, ["subscribe 1", "dispose 1", "subscribe 2", "dispose 2"])
    }

    func testFlatMapLatestOfSynchronousInners() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.flatMapLatest { Observable.of($0, $0 * 10) } }
        XCTAssertEqual(
            res.events, [.next(210, 1), .next(210, 10), .next(220, 2), .next(220, 20), .completed(230)])
    }

    // MARK: Re-entrancy

    func testObserverSwitchingToANewInnerDuringEmission() {
        let outer = PublishSubject<Int>()
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = outer.flatMapLatest { $0 == 1 ? first : second }
            .subscribe(onNext: { value in
                received.append(value)
                if value == 10 { outer.onNext(2) }
            })
        outer.onNext(1)
        first.onNext(10)
        first.onNext(11)
        second.onNext(20)
        XCTAssertEqual(received, [10, 20])
        XCTAssertFalse(first.hasObservers)
        subscription.dispose()
        XCTAssertFalse(second.hasObservers)
        XCTAssertFalse(outer.hasObservers)
    }

    func testObserverFeedingTheCurrentInnerAgain() {
        let outer = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = outer.flatMapLatest { _ in inner }
            .subscribe(onNext: { value in
                received.append(value)
                if value < 3 { inner.onNext(value + 1) }
            })
        outer.onNext(0)
        inner.onNext(1)
        XCTAssertEqual(received, [1, 2, 3])
        subscription.dispose()
    }

    func testSelectorDisposingLeavesNoInnerSubscribed() {
        // The selector runs during the outer element; if it ends the subscription, the inner it returns
        // must not stay subscribed.
        let outer = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        var subscription: Disposable?
        var received: [Int] = []
        subscription = outer.flatMapLatest { _ -> PublishSubject<Int> in
            subscription?.dispose()
            return inner
        }
        .subscribe(onNext: { received.append($0) })
        outer.onNext(1)
        inner.onNext(10)
        XCTAssertEqual(received, [])
        XCTAssertFalse(inner.hasObservers)
        XCTAssertFalse(outer.hasObservers)
    }

    func testObserverDisposingDuringEmission() {
        let outer = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = outer.flatMapLatest { _ in inner }.subscribe(onNext: { value in
            received.append(value)
            subscription?.dispose()
        })
        outer.onNext(0)
        inner.onNext(1)
        inner.onNext(2)
        XCTAssertEqual(received, [1])
        XCTAssertFalse(outer.hasObservers)
        XCTAssertFalse(inner.hasObservers)
    }
}
