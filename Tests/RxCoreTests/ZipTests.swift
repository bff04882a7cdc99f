import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class ZipTests: RxTestCase {
    // MARK: Two sources

    func testNonEmptyAndNonEmpty() {
        // RxSwift's NonEmptyNonEmpty.
        let o1 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(230)])
        let o2 = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(240)])
        let res = scheduler.start { Observable.zip(o1, o2) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 5), .completed(240)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(o2.subscriptions, [Subscription(200, 240)])
    }

    func testNonEmptyAndNeverNeverTerminates() {
        // RxSwift's NonEmptyNever: a completed source with an empty queue does not end the result.
        let o = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
        let n = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { Observable.zip(o, n) { $0 + $1 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(o.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(n.subscriptions, [Subscription(200, 1000)])
    }

    func testPairsElementsByIndexQueueingTheFasterSource() {
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(270, 4), .completed(300),
        ])
        let ys = scheduler.createHotObservable([
            .next(240, "a"), .next(250, "b"), .next(260, "c"), .next(280, "d"), .next(290, "e"),
            .completed(310),
        ])
        let res = scheduler.start { Observable.zip(xs, ys) { "\($0)\($1)" } }
        XCTAssertEqual(
            res.events,
            [.next(240, "1a"), .next(250, "2b"), .next(260, "3c"), .next(280, "4d"), .completed(310)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 310)])
    }

    func testTupleFormOfTwo() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(230, "a"), .next(240, "b"), .completed(250)])
        let res = scheduler.start { Observable.zip(xs, ys).map { "\($0.0)\($0.1)" } }
        XCTAssertEqual(res.events, [.next(230, "1a"), .next(240, "2b"), .completed(300)])
    }

    func testCompletesOnlyWhenEverySourceCompleted() {
        // xs is done with an empty queue at 220; ys's later elements can never be paired, but the
        // result still waits for ys to complete.
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createHotObservable([.next(230, 10), .next(240, 20), .completed(250)])
        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(230, 11), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testQueuedElementsOfACompletedSourceAreStillPaired() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])
        let ys = scheduler.createHotObservable([
            .next(230, 10), .next(240, 20), .next(245, 30), .completed(300),
        ])
        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(230, 11), .next(240, 22), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testEmptyAndEmpty() {
        let e0 = scheduler.createHotObservable([.completed(210, Int.self)])
        let e1 = scheduler.createHotObservable([.completed(220, Int.self)])
        let res = scheduler.start { Observable.zip(e0, e1) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(220)])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 220)])
    }

    func testNeverAndNever() {
        let e0 = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let e1 = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let res = scheduler.start { Observable.zip(e0, e1) { $0 + $1 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 1000)])
    }

    func testErrorEndsTheResultAndDropsQueuedElements() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(230, 10), .error(240, TestError.boom)])
        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(230, 11), .error(240, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    func testErrorAfterTheOtherSourceCompleted() {
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let ys = scheduler.createHotObservable([.next(220, 1), .error(230, TestError.boom)])
        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.error(230, TestError.boom)])
    }

    func testOnlyTheFirstOfTwoSimultaneousErrorsIsSent() {
        let xs = scheduler.createHotObservable([.error(220, TestError.other, Int.self)])
        let ys = scheduler.createHotObservable([.error(220, TestError.boom, Int.self)])
        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.error(220, TestError.other)])
    }

    func testSelectorThatThrowsEndsTheResult() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(230, 10), .next(240, 20), .completed(300)])
        let res = scheduler.start {
            Observable.zip(xs, ys) { x, y -> Int in
                if x == 2 { throw TestError.boom }
                return x + y
            }
        }
        XCTAssertEqual(res.events, [.next(230, 11), .error(240, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    func testDisposingBeforeCompletionUnsubscribesBoth() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(270, 20), .completed(300)])
        let res = scheduler.start(disposed: 250) { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 11)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testColdSourcesAreSubscribedTogether() {
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let ys = scheduler.createColdObservable([.next(15, 10), .next(25, 20), .next(35, 30), .completed(40)])
        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(215, 11), .next(225, 22), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    // MARK: Three sources

    func testThreeSourcesWithSelector() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(230, 10), .next(250, 20), .completed(260)])
        let zs = scheduler.createHotObservable([
            .next(240, 100), .next(245, 200), .next(270, 300), .completed(310),
        ])
        let res = scheduler.start { Observable.zip(xs, ys, zs) { $0 + $1 + $2 } }
        XCTAssertEqual(res.events, [.next(240, 111), .next(250, 222), .completed(310)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 310)])
    }

    func testThreeSourcesTupleForm() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .completed(300)])
        let zs = scheduler.createHotObservable([.next(230, true), .next(240, false), .completed(300)])
        let res = scheduler.start { Observable.zip(xs, ys, zs).map { "\($0.0)\($0.1)\($0.2)" } }
        XCTAssertEqual(res.events, [.next(230, "1atrue"), .completed(300)])
    }

    func testThreeSourcesSelectorThatThrows() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(300)])
        let zs = scheduler.createHotObservable([.next(230, 3), .completed(300)])
        let res = scheduler.start { Observable.zip(xs, ys, zs) { _, _, _ -> Int in throw TestError.boom } }
        XCTAssertEqual(res.events, [.error(230, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 230)])
    }

    func testThreeSourcesError() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.error(220, TestError.boom, Int.self)])
        let zs = scheduler.createHotObservable([.next(230, 3), .completed(300)])
        let res = scheduler.start { Observable.zip(xs, ys, zs) { $0 + $1 + $2 } }
        XCTAssertEqual(res.events, [.error(220, TestError.boom)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 220)])
    }

    func testSourcesAreSubscribedInArgumentOrder() {
        var log: [String] = []
        func source(_ name: String) -> Observable<Int> {
            Observable.create { _ in
                log.append(name)
                return Disposables.create()
            }
        }
        let subscription = Observable.zip(source("1"), source("2"), source("3")) { $0 + $1 + $2 }.subscribe()
        XCTAssertEqual(log, ["1", "2", "3"])
        subscription.dispose()
    }

    // MARK: Collections

    func testCollectionFormSendsArrays() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(230, 3), .next(240, 4), .completed(310)])
        let zs = scheduler.createHotObservable([.next(235, 5), .next(250, 6), .completed(320)])
        let res = scheduler.start { Observable.zip([xs, ys, zs]).map { $0.map(String.init).joined() } }
        XCTAssertEqual(res.events, [.next(235, "135"), .next(250, "246"), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 310)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 320)])
    }

    func testCollectionFormWithSelector() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(230, 10), .next(240, 20), .completed(300)])
        let res = scheduler.start { Observable.zip([xs, ys]) { $0.reduce(0, +) } }
        XCTAssertEqual(res.events, [.next(230, 11), .next(240, 22), .completed(300)])
    }

    func testCollectionSelectorThatThrows() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(230, 10), .next(240, 20), .completed(300)])
        let res = scheduler.start {
            Observable.zip([xs, ys]) { values -> Int in
                if values[0] == 2 { throw TestError.boom }
                return values.reduce(0, +)
            }
        }
        XCTAssertEqual(res.events, [.next(230, 11), .error(240, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testEmptyCollectionCompletesAtOnce() {
        let res = scheduler.start { Observable.zip([Observable<Int>]()) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testCollectionCompletesWhenAnUnpairableElementArrives() {
        // Unlike the fixed-arity form, the collection form completes as soon as an element arrives
        // while its partner's source is done with an empty queue.
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createHotObservable([.next(230, 10), .next(240, 20), .completed(250)])
        let res = scheduler.start { Observable.zip([xs, ys]) { $0.reduce(0, +) } }
        XCTAssertEqual(res.events, [.next(230, 11), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    func testCollectionWaitsWhileAnotherSourceIsRunning() {
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let ys = scheduler.createHotObservable([.next(220, 1), .completed(300)])
        let zs = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let res = scheduler.start { Observable.zip([xs, ys, zs]) { $0.reduce(0, +) } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 1000)])
    }

    func testCollectionErrorEndsTheResult() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.error(220, TestError.boom, Int.self)])
        let res = scheduler.start { Observable.zip([xs, ys]) { $0.reduce(0, +) } }
        XCTAssertEqual(res.events, [.error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    // MARK: Synchronous sources

    func testZipsSequencesSentOnTheCurrentThreadScheduler() {
        let res = scheduler.start {
            Observable.zip(Observable.of(1, 2, 3), Observable.of(4, 5, 6)) { $0 * $1 }
        }
        XCTAssertEqual(res.events, [.next(200, 4), .next(200, 10), .next(200, 18), .completed(200)])
    }

    func testSynchronousErrorStillUnsubscribesTheLaterSources() {
        let ys = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { Observable.zip(Observable<Int>.error(TestError.boom), ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.error(200, TestError.boom)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
    }

    func testSynchronousErrorLeavesNoSourceSubscribed() {
        let subject = PublishSubject<Int>()
        _ = Observable.zip(Observable<Int>.error(TestError.boom), subject) { $0 + $1 }.subscribe(onError: {
            _ in
        })
        XCTAssertFalse(subject.hasObservers)
        let other = PublishSubject<Int>()
        _ = Observable.zip([Observable<Int>.error(TestError.boom), other.asObservable()])
            .subscribe(onError: { _ in })
        XCTAssertFalse(other.hasObservers)
    }

    // MARK: Re-entrancy

    func testObserverFeedingASourceAgainDoesNotDeadlock() {
        let xs = PublishSubject<Int>()
        let ys = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = Observable.zip(xs, ys) { $0 + $1 }
            .subscribe(onNext: { value in
                received.append(value)
                if value == 11 {
                    xs.onNext(2)
                    ys.onNext(20)
                }
            })
        xs.onNext(1)
        ys.onNext(10)
        XCTAssertEqual(received, [11, 22])
        subscription.dispose()
        XCTAssertFalse(xs.hasObservers)
    }

    func testObserverDisposingDuringEmissionStopsDelivery() {
        let xs = PublishSubject<Int>()
        let ys = PublishSubject<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = Observable.zip(xs, ys) { $0 + $1 }
            .subscribe(onNext: { value in
                received.append(value)
                subscription?.dispose()
            })
        xs.onNext(1)
        xs.onNext(2)
        ys.onNext(10)
        ys.onNext(20)
        XCTAssertEqual(received, [11])
        XCTAssertFalse(xs.hasObservers)
        XCTAssertFalse(ys.hasObservers)
    }

    func testNothingIsSentAfterCompletion() {
        let xs = PublishSubject<Int>()
        let ys = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        let subscription = Observable.zip(xs, ys) { $0 + $1 }.subscribe(observer)
        xs.onNext(1)
        ys.onNext(1)
        xs.onCompleted()
        ys.onCompleted()
        ys.onNext(3)
        xs.onError(TestError.boom)
        XCTAssertEqual(observer.events, [.next(0, 2), .completed(0)])
        subscription.dispose()
    }
}
