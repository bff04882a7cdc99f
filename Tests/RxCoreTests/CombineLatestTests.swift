import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class CombineLatestTests: RxTestCase {
    // MARK: Two sources

    func testCombinesTheLatestElementsOnceBothHaveOne() {
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(230, 3), .next(240, 4), .completed(300),
        ])
        let ys = scheduler.createHotObservable([
            .next(150, "a"), .next(220, "b"), .next(235, "c"), .completed(310),
        ])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { "\($0)\($1)" } }
        XCTAssertEqual(
            res.events,
            [.next(220, "2b"), .next(230, "3b"), .next(235, "3c"), .next(240, "4c"), .completed(310)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 310)])
    }

    func testTupleFormOfTwo() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .completed(250)])
        let res = scheduler.start { Observable.combineLatest(xs, ys).map { "\($0.0)\($0.1)" } }
        XCTAssertEqual(res.events, [.next(220, "1a"), .next(230, "2a"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testSameTimeElementsAreCombinedInTheOrderTheyArrive() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(400)])
        let ys = scheduler.createHotObservable([.next(220, 10), .completed(400)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        // At 220 xs sends 2 (scheduled first) before ys sends 10: the first combination is 2 + 10.
        XCTAssertEqual(res.events, [.next(220, 12), .completed(400)])
    }

    func testEmptyAndReturnCompletesAtTheNextElement() {
        // RxSwift's EmptyReturn: the value-less source completes at 210; the result completes when the
        // other sends an element (215), not when the first completes.
        let e0 = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let e1 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
        let res = scheduler.start { Observable.combineLatest(e0, e1) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(215)])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 215)])
    }

    func testReturnAndEmptyCompletesAtTheNextElementToo() {
        let e0 = scheduler.createHotObservable([.next(215, 2), .completed(220)])
        let e1 = scheduler.createHotObservable([.completed(210, Int.self)])
        let res = scheduler.start { Observable.combineLatest(e0, e1) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(215)])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 210)])
    }

    func testEmptyAndNeverNeverTerminates() {
        // RxSwift's EmptyNever: no early completion when a value-less source completes.
        let e0 = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let e1 = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { Observable.combineLatest(e0, e1) { $0 + $1 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 1000)])
    }

    func testEmptyAndEmptyCompletesWhenBothHave() {
        let e0 = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let e1 = scheduler.createHotObservable([.next(150, 1), .completed(220)])
        let res = scheduler.start { Observable.combineLatest(e0, e1) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(220)])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 220)])
    }

    func testNeverAndNever() {
        let e0 = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let e1 = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let res = scheduler.start { Observable.combineLatest(e0, e1) { $0 + $1 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 1000)])
    }

    func testCompletedSourceKeepsItsLastElementInUse() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let ys = scheduler.createHotObservable([
            .next(220, 10), .next(240, 20), .next(250, 30), .completed(260),
        ])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 11), .next(240, 21), .next(250, 31), .completed(260)])
        // The completed source is unsubscribed at once, not when the result completes.
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 260)])
    }

    func testErrorFromTheFirstSourceEndsTheResult() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(300)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 11), .error(230, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testErrorFromTheSecondSourceBeforeAnyElement() {
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let ys = scheduler.createHotObservable([.error(220, TestError.boom, Int.self)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testErrorAfterAValueLessSourceCompleted() {
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let ys = scheduler.createHotObservable([.error(220, TestError.boom, Int.self)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.error(220, TestError.boom)])
    }

    func testOnlyTheFirstOfTwoSimultaneousErrorsIsSent() {
        let xs = scheduler.createHotObservable([.error(220, TestError.boom, Int.self)])
        let ys = scheduler.createHotObservable([.error(220, TestError.other, Int.self)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.error(220, TestError.boom)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testSelectorThatThrowsEndsTheResult() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(300)])
        let res = scheduler.start {
            Observable.combineLatest(xs, ys) { x, y -> Int in
                if x == 2 { throw TestError.boom }
                return x + y
            }
        }
        XCTAssertEqual(res.events, [.next(220, 11), .error(230, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testDisposingBeforeCompletionUnsubscribesBoth() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 10), .completed(230)])
        let res = scheduler.start(disposed: 250) { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 11)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testSourcesAreSubscribedInArgumentOrder() {
        var log: [String] = []
        func source(_ name: String) -> Observable<Int> {
            Observable.create { _ in
                log.append(name)
                return Disposables.create()
            }
        }
        let subscription = Observable.combineLatest(source("1"), source("2"), source("3"), source("4")) {
            $0 + $1 + $2 + $3
        }.subscribe()
        XCTAssertEqual(log, ["1", "2", "3", "4"])
        subscription.dispose()
    }

    // MARK: Three and four sources

    func testThreeSourcesWithSelector() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 10), .completed(250)])
        let zs = scheduler.createHotObservable([.next(230, 100), .next(260, 200), .completed(310)])
        let res = scheduler.start { Observable.combineLatest(xs, ys, zs) { $0 + $1 + $2 } }
        XCTAssertEqual(res.events, [.next(230, 111), .next(240, 112), .next(260, 212), .completed(310)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 310)])
    }

    func testThreeSourcesTupleForm() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(300)])
        let zs = scheduler.createHotObservable([.next(230, true), .completed(300)])
        let res = scheduler.start {
            Observable.combineLatest(xs, ys, zs).map { "\($0.0)\($0.1)\($0.2)" }
        }
        XCTAssertEqual(res.events, [.next(230, "1atrue"), .next(240, "1btrue"), .completed(300)])
    }

    func testThreeSourcesCompleteEarlyOnlyWhenEveryOtherSourceIsDone() {
        // xs completes without a value at 210. ys's element at 220 does not complete the result (zs is
        // still running); after zs completes, ys's next element does.
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let ys = scheduler.createHotObservable([.next(220, 1), .next(240, 2), .completed(300)])
        let zs = scheduler.createHotObservable([.next(225, 3), .completed(230)])
        let res = scheduler.start { Observable.combineLatest(xs, ys, zs) { $0 + $1 + $2 } }
        XCTAssertEqual(res.events, [.completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 230)])
    }

    func testThreeSourcesErrorFromTheLastOne() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(300)])
        let zs = scheduler.createHotObservable([.next(230, 3), .error(240, TestError.boom)])
        let res = scheduler.start { Observable.combineLatest(xs, ys, zs) { $0 + $1 + $2 } }
        XCTAssertEqual(res.events, [.next(230, 6), .error(240, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    func testFourSourcesWithSelector() {
        let a = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(400)])
        let b = scheduler.createHotObservable([.next(220, 10), .completed(400)])
        let c = scheduler.createHotObservable([.next(230, 100), .completed(400)])
        let d = scheduler.createHotObservable([.next(240, 1000), .next(250, 2000), .completed(410)])
        let res = scheduler.start { Observable.combineLatest(a, b, c, d) { $0 + $1 + $2 + $3 } }
        XCTAssertEqual(res.events, [.next(240, 1111), .next(250, 2111), .next(260, 2112), .completed(410)])
        for source in [a, b, c] {
            XCTAssertEqual(source.subscriptions, [Subscription(200, 400)])
        }
        XCTAssertEqual(d.subscriptions, [Subscription(200, 410)])
    }

    func testFourSourcesTupleForm() {
        let a = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let b = scheduler.createHotObservable([.next(220, "b"), .completed(300)])
        let c = scheduler.createHotObservable([.next(230, 3.5), .completed(300)])
        let d = scheduler.createHotObservable([.next(240, "d"), .next(250, "e"), .completed(300)])
        let res = scheduler.start {
            Observable.combineLatest(a, b, c, d).map { "\($0.0)\($0.1)\($0.2)\($0.3)" }
        }
        XCTAssertEqual(res.events, [.next(240, "1b3.5d"), .next(250, "1b3.5e"), .completed(300)])
    }

    func testFourSourcesSelectorThatThrows() {
        let a = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let b = scheduler.createHotObservable([.next(220, 2), .completed(300)])
        let c = scheduler.createHotObservable([.next(230, 3), .completed(300)])
        let d = scheduler.createHotObservable([.next(240, 4), .completed(300)])
        let res = scheduler.start {
            Observable.combineLatest(a, b, c, d) { _, _, _, _ -> Int in throw TestError.boom }
        }
        XCTAssertEqual(res.events, [.error(240, TestError.boom)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(d.subscriptions, [Subscription(200, 240)])
    }

    // MARK: Synchronous sources

    func testInterleavesSequencesSentOnTheCurrentThreadScheduler() {
        // `of` sends each element as its own step on the current thread's trampoline, and queues the
        // next step only after sending. The outermost `subscribe` makes the trampoline busy, so both
        // `of`s are subscribed (each queuing its first step) before anything is sent; from then on
        // their steps alternate in the queue: 1 (no combination yet), 4 → (1, 4), 2 → (2, 4),
        // 5 → (2, 5), 3 → (3, 5), 6 → (3, 6), then both completions, all at the subscription time.
        // This is RxSwift's order.
        let res = scheduler.start {
            Observable.combineLatest(Observable.of(1, 2, 3), Observable.of(4, 5, 6)).map { "\($0.0)\($0.1)" }
        }
        XCTAssertEqual(
            res.events,
            [
                .next(200, "14"), .next(200, "24"), .next(200, "25"), .next(200, "35"), .next(200, "36"),
                .completed(200),
            ])
    }

    func testInterleavingOutsideTheTestScheduler() {
        var received: [String] = []
        var completed = false
        _ = Observable.combineLatest(Observable.of(1, 2, 3), Observable.of(4, 5, 6)) { "\($0)\($1)" }
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, ["14", "24", "25", "35", "36"])
        XCTAssertTrue(completed)
    }

    func testJustIsDoneBeforeTheNextSourceIsSubscribed() {
        // `just` sends while it is subscribed, so the first source is already done when the second
        // is subscribed.
        let res = scheduler.start {
            Observable.combineLatest(Observable.just(1), Observable.of(2, 3)) { $0 + $1 }
        }
        XCTAssertEqual(res.events, [.next(200, 3), .next(200, 4), .completed(200)])
    }

    func testSynchronousErrorStillUnsubscribesTheLaterSources() {
        // The first source fails while it is subscribed: the later source is subscribed (as in RxSwift)
        // but released right away.
        let ys = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start {
            Observable.combineLatest(Observable<Int>.error(TestError.boom), ys) { $0 + $1 }
        }
        XCTAssertEqual(res.events, [.error(200, TestError.boom)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
    }

    func testSynchronousErrorLeavesNoSourceSubscribed() {
        let subject = PublishSubject<Int>()
        var errors: [Error] = []
        _ = Observable.combineLatest(Observable<Int>.error(TestError.boom), subject) { $0 + $1 }
            .subscribe(onError: { errors.append($0) })
        XCTAssertEqual(errors.count, 1)
        XCTAssertFalse(subject.hasObservers)
    }

    func testCollectionSynchronousErrorLeavesNoSourceSubscribed() {
        let subject = PublishSubject<Int>()
        _ = Observable.combineLatest([Observable<Int>.error(TestError.boom), subject.asObservable()])
            .subscribe(onError: { _ in })
        XCTAssertFalse(subject.hasObservers)
    }

    // MARK: Re-entrancy

    func testObserverFeedingASourceAgainDoesNotDeadlock() {
        let xs = PublishSubject<Int>()
        let ys = PublishSubject<String>()
        var received: [String] = []
        let subscription = Observable.combineLatest(xs, ys) { "\($0)\($1)" }
            .subscribe(onNext: { value in
                received.append(value)
                if value == "1a" { xs.onNext(2) }
                if value == "2a" { ys.onNext("b") }
            })
        ys.onNext("a")
        xs.onNext(1)
        XCTAssertEqual(received, ["1a", "2a", "2b"])
        subscription.dispose()
        XCTAssertFalse(xs.hasObservers)
        XCTAssertFalse(ys.hasObservers)
    }

    func testObserverDisposingDuringEmissionStopsDelivery() {
        let xs = PublishSubject<Int>()
        let ys = PublishSubject<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = Observable.combineLatest(xs, ys) { $0 + $1 }
            .subscribe(onNext: { value in
                received.append(value)
                subscription?.dispose()
            })
        xs.onNext(1)
        ys.onNext(10)
        ys.onNext(20)
        xs.onNext(2)
        XCTAssertEqual(received, [11])
        XCTAssertFalse(xs.hasObservers)
        XCTAssertFalse(ys.hasObservers)
    }

    func testNothingIsSentAfterCompletion() {
        let xs = PublishSubject<Int>()
        let ys = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        let subscription = Observable.combineLatest(xs, ys) { $0 + $1 }.subscribe(observer)
        xs.onNext(1)
        ys.onNext(1)
        xs.onCompleted()
        ys.onCompleted()
        xs.onNext(5)
        ys.onError(TestError.boom)
        XCTAssertEqual(observer.events, [.next(0, 2), .completed(0)])
        subscription.dispose()
    }
}
