import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class FlatMapFirstTests: RxTestCase {
    /// RxSwift's flatMapFirst data: inner cold sequences sent at 5, 105 (before the subscription), 300,
    /// 400, 550, 750 and 850, then `outerEnd`.
    private func makeOuter(
        outerEnd: Recorded<Event<TestableObservable<Int>>> = .completed(900),
        firstInnerEnd: Recorded<Event<Int>> = .completed(460)
    ) -> (outer: TestableObservable<TestableObservable<Int>>, inners: [TestableObservable<Int>]) {
        let inners = [
            scheduler.createColdObservable([.error(1, TestError.boom, Int.self)]),
            scheduler.createColdObservable([.error(1, TestError.boom, Int.self)]),
            scheduler.createColdObservable([
                .next(10, 102), .next(90, 103), .next(110, 104), .next(190, 105), .next(440, 106),
                firstInnerEnd,
            ]),
            scheduler.createColdObservable([.next(180, 202), .next(190, 203), .completed(205)]),
            scheduler.createColdObservable([
                .next(10, 301), .next(50, 302), .next(70, 303), .next(260, 304), .next(310, 305),
                .completed(410),
            ]),
            scheduler.createColdObservable([.completed(40, Int.self)]),
            scheduler.createColdObservable([.next(80, 401), .next(90, 402), .completed(100)]),
        ]
        let times = [5, 105, 300, 400, 550, 750, 850]
        let outer = scheduler.createHotObservable(
            zip(times, inners).map { Recorded.next($0, $1) } + [outerEnd])
        return (outer, inners)
    }

    func testElementsArrivingWhileAnInnerRunsAreDropped() {
        let (xs, inners) = makeOuter()
        let res = scheduler.start { xs.flatMapFirst { $0 } }
        XCTAssertEqual(
            res.events,
            [
                .next(310, 102), .next(390, 103), .next(410, 104), .next(490, 105), .next(740, 106),
                .next(930, 401), .next(940, 402), .completed(950),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 900)])
        XCTAssertEqual(inners[0].subscriptions, [])
        XCTAssertEqual(inners[1].subscriptions, [])
        XCTAssertEqual(inners[2].subscriptions, [Subscription(300, 760)])
        XCTAssertEqual(inners[3].subscriptions, [])
        XCTAssertEqual(inners[4].subscriptions, [])
        // Sent at 750, while the inner of 300 still ran (until 760).
        XCTAssertEqual(inners[5].subscriptions, [])
        XCTAssertEqual(inners[6].subscriptions, [Subscription(850, 950)])
    }

    func testSelectorIsNotCalledForDroppedElements() {
        // RxSwift's selector-throws variant: it throws on its second call, which is at 850, so it was
        // not called at 400, 550 or 750.
        let (xs, inners) = makeOuter()
        var invocations = 0
        let res = scheduler.start {
            xs.flatMapFirst { inner -> TestableObservable<Int> in
                invocations += 1
                if invocations == 2 { throw TestError.boom }
                return inner
            }
        }
        XCTAssertEqual(
            res.events,
            [
                .next(310, 102), .next(390, 103), .next(410, 104), .next(490, 105), .next(740, 106),
                .error(850, TestError.boom),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 850)])
        XCTAssertEqual(inners[2].subscriptions, [Subscription(300, 760)])
        XCTAssertEqual(inners[6].subscriptions, [])
    }

    func testInnerErrorEndsEverything() {
        let (xs, inners) = makeOuter(firstInnerEnd: .error(460, TestError.other))
        let res = scheduler.start { xs.flatMapFirst { $0 } }
        XCTAssertEqual(
            res.events,
            [
                .next(310, 102), .next(390, 103), .next(410, 104), .next(490, 105), .next(740, 106),
                .error(760, TestError.other),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 760)])
        XCTAssertEqual(inners[6].subscriptions, [])
    }

    func testOuterErrorEndsEverything() {
        let xs = scheduler.createHotObservable([
            .next(210, scheduler.createColdObservable([.next(10, 1), .next(100, 2), .completed(200)])),
            .error(250, TestError.boom),
        ])
        let res = scheduler.start { xs.flatMapFirst { $0 } }
        XCTAssertEqual(res.events, [.next(220, 1), .error(250, TestError.boom)])
        XCTAssertEqual(xs.recordedEvents.first?.value.element?.subscriptions, [Subscription(210, 250)])
    }

    func testOuterCompletionWaitsForTheRunningInner() {
        let inner = scheduler.createColdObservable([.next(10, 1), .completed(100)])
        let xs = scheduler.createHotObservable([.next(210, inner), .completed(250)])
        let res = scheduler.start { xs.flatMapFirst { $0 } }
        XCTAssertEqual(res.events, [.next(220, 1), .completed(310)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 310)])
    }

    func testOuterCompletionWithNoInnerRunning() {
        let inner = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, inner), .completed(250)])
        let res = scheduler.start { xs.flatMapFirst { $0 } }
        XCTAssertEqual(res.events, [.next(220, 1), .completed(250)])
    }

    func testEmptyAndNeverOuter() {
        let empty = scheduler.createHotObservable([.completed(250, Int.self)])
        let never = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let emptyResult = scheduler.record(
            empty.flatMapFirst { Observable.just($0) }, subscribed: 200, disposed: 1000)
        let neverResult = scheduler.record(
            never.flatMapFirst { Observable.just($0) }, subscribed: 200, disposed: 1000)
        scheduler.start()
        XCTAssertEqual(emptyResult.events, [.completed(250)])
        XCTAssertEqual(neverResult.events, [])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
    }

    func testSynchronousInnersNeverBlockTheNextElement() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.flatMapFirst { Observable.of($0, $0 * 10) } }
        XCTAssertEqual(
            res.events,
            [
                .next(210, 1), .next(210, 10), .next(220, 2), .next(220, 20), .next(230, 3), .next(230, 30),
                .completed(300),
            ])
    }

    func testDisposeWhileAnInnerRuns() {
        let (xs, inners) = makeOuter()
        let res = scheduler.start(disposed: 500) { xs.flatMapFirst { $0 } }
        XCTAssertEqual(res.events, [.next(310, 102), .next(390, 103), .next(410, 104), .next(490, 105)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
        XCTAssertEqual(inners[2].subscriptions, [Subscription(300, 500)])
    }

    // MARK: Re-entrancy

    func testElementSentByTheObserverWhileTheInnerRunsIsDropped() {
        let outer = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        var mapped: [Int] = []
        var received: [Int] = []
        let subscription = outer.flatMapFirst { value -> Observable<Int> in
            mapped.append(value)
            return value == 1 ? inner.asObservable() : Observable.just(value)
        }
        .subscribe(onNext: { value in
            received.append(value)
            if value == 10 { outer.onNext(2) }
            if value == 20 { inner.onCompleted() }
        })
        outer.onNext(1)
        inner.onNext(10)
        inner.onNext(20)
        outer.onNext(3)
        XCTAssertEqual(mapped, [1, 3])
        XCTAssertEqual(received, [10, 20, 3])
        subscription.dispose()
    }

    func testSelectorDisposingLeavesNoInnerSubscribed() {
        let outer = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        var subscription: Disposable?
        subscription = outer.flatMapFirst { _ -> PublishSubject<Int> in
            subscription?.dispose()
            return inner
        }
        .subscribe()
        outer.onNext(1)
        XCTAssertFalse(inner.hasObservers)
        XCTAssertFalse(outer.hasObservers)
    }

    func testObserverDisposingDuringEmission() {
        let outer = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = outer.flatMapFirst { _ in inner }.subscribe(onNext: { value in
            received.append(value)
            subscription?.dispose()
        })
        outer.onNext(1)
        inner.onNext(10)
        inner.onNext(20)
        XCTAssertEqual(received, [10])
        XCTAssertFalse(outer.hasObservers)
        XCTAssertFalse(inner.hasObservers)
    }
}
