import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class RetryTests: RxTestCase {
    // MARK: retry(_:)

    func testRetryCountsEverySubscription() {
        // RxSwift's retry(3): one try and two retries, then the last error.
        let xs = scheduler.createColdObservable([
            .next(5, 1), .next(10, 2), .next(15, 3), .error(20, TestError.boom),
        ])
        let res = scheduler.start { xs.retry(3) }
        XCTAssertEqual(
            res.events,
            [
                .next(205, 1), .next(210, 2), .next(215, 3), .next(225, 1), .next(230, 2), .next(235, 3),
                .next(245, 1), .next(250, 2), .next(255, 3), .error(260, TestError.boom),
            ])
        XCTAssertEqual(
            xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    func testRetryOnceIsNoRetry() {
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, TestError.boom)])
        let res = scheduler.start { xs.retry(1) }
        XCTAssertEqual(res.events, [.next(205, 1), .error(210, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testRetryZeroCompletesWithoutSubscribing() {
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, TestError.boom)])
        let res = scheduler.start { xs.retry(0) }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testRetrySendsTheLastErrorNotTheFirst() {
        var attempt = 0
        let source = Observable<Int>.deferred {
            attempt += 1
            return Observable.error(attempt == 1 ? TestError.boom : TestError.other)
        }
        let res = scheduler.start { source.retry(2) }
        XCTAssertEqual(res.events, [.error(200, TestError.other)])
        XCTAssertEqual(attempt, 2)
    }

    func testRetryPassesACompletionThrough() {
        let xs = scheduler.createColdObservable([.next(5, 1), .completed(10)])
        let res = scheduler.start { xs.retry(3) }
        XCTAssertEqual(res.events, [.next(205, 1), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testRetryStopsOnceAnAttemptCompletes() {
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, TestError.boom)])
        let ys = scheduler.createColdObservable([.next(5, 2), .completed(10)])
        var attempt = 0
        let source = Observable<Int>.deferred {
            attempt += 1
            return attempt < 3 ? xs.asObservable() : ys.asObservable()
        }
        let res = scheduler.start { source.retry(5) }
        XCTAssertEqual(res.events, [.next(205, 1), .next(215, 1), .next(225, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(210, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 230)])
    }

    func testRetryCountDisposedBeforeTheLastAttempt() {
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, TestError.boom)])
        let res = scheduler.start(disposed: 217) { xs.retry(3) }
        XCTAssertEqual(res.events, [.next(205, 1), .next(215, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(210, 217)])
    }

    // MARK: retry()

    func testRetryForeverUntilDisposed() {
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, TestError.boom)])
        let res = scheduler.start(disposed: 250) { xs.retry() }
        XCTAssertEqual(
            res.events, [.next(205, 1), .next(215, 1), .next(225, 1), .next(235, 1), .next(245, 1)])
        XCTAssertEqual(
            xs.subscriptions,
            [
                Subscription(200, 210), Subscription(210, 220), Subscription(220, 230),
                Subscription(230, 240),
                Subscription(240, 250),
            ])
    }

    func testRetryForeverUntilTheSourceCompletes() {
        let xs = scheduler.createHotObservable([
            .next(210, 1), .error(220, TestError.boom), .next(230, 2), .error(240, TestError.other),
            .next(250, 3),
            .completed(260),
        ])
        let res = scheduler.start { xs.retry() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
        XCTAssertEqual(
            xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    func testRetryOfNeverAndEmpty() {
        let never = scheduler.createColdObservable([Recorded<Event<Int>>]())
        let empty = scheduler.createColdObservable([.completed(30, Int.self)])
        let neverResult = scheduler.record(never.retry(), subscribed: 200, disposed: 1000)
        let emptyResult = scheduler.record(empty.retry(), subscribed: 200, disposed: 1000)
        scheduler.start()
        XCTAssertEqual(neverResult.events, [])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(emptyResult.events, [.completed(230)])
    }

    // MARK: Synchronous sources

    func testSynchronousFailuresRetryWithoutGrowingTheStack() {
        var subscriptions = 0
        let source = Observable<Int>.deferred {
            subscriptions += 1
            return Observable.error(TestError.boom)
        }
        var errors: [Error] = []
        _ = source.retry(100_000).subscribe(onError: { errors.append($0) })
        XCTAssertEqual(subscriptions, 100_000)
        XCTAssertEqual(errors.count, 1)
    }

    func testSynchronousRetriesResendInOrder() {
        var attempt = 0
        let source = Observable<Int>.deferred {
            attempt += 1
            let elements = Observable.of(attempt * 10, attempt * 10 + 1)
            return attempt < 3 ? elements.concat(Observable.error(TestError.boom)) : elements
        }
        let res = scheduler.start { source.retry() }
        XCTAssertEqual(
            res.events,
            [
                .next(200, 10), .next(200, 11), .next(200, 20), .next(200, 21), .next(200, 30),
                .next(200, 31),
                .completed(200),
            ])
    }

    func testRetrySubscribesItsSourceSynchronously() {
        // As in RxSwift, retry subscribes its source during `subscribe`, so combineLatest interleaves
        // exactly as it does without the retry (see CombineLatestTests).
        let res = scheduler.start {
            Observable.combineLatest(Observable.of(1, 2, 3).retry(), Observable.of(4, 5, 6)) { "\($0)\($1)" }
        }
        XCTAssertEqual(
            res.events,
            [
                .next(200, "14"), .next(200, "24"), .next(200, "25"), .next(200, "35"), .next(200, "36"),
                .completed(200),
            ])
    }

    // MARK: Re-entrancy

    func testObserverDisposingDuringEmissionStopsRetrying() {
        // Each attempt sends the trigger's next value, then fails.
        let trigger = PublishSubject<Int>()
        var subscriptions = 0
        let source = Observable<Int>.create { observer in
            subscriptions += 1
            return trigger.subscribe(onNext: { value in
                observer.onNext(value)
                observer.onError(TestError.boom)
            })
        }
        var received: [Int] = []
        var subscription: Disposable?
        subscription = source.retry().subscribe(onNext: { value in
            received.append(value)
            if value == 3 { subscription?.dispose() }
        })
        trigger.onNext(1)
        trigger.onNext(2)
        trigger.onNext(3)
        trigger.onNext(4)
        XCTAssertEqual(received, [1, 2, 3])
        XCTAssertEqual(subscriptions, 3)
        XCTAssertFalse(trigger.hasObservers)
    }

    func testObserverFeedingTheSourceAgain() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.retry().subscribe(onNext: { value in
            received.append(value)
            if value < 3 { subject.onNext(value + 1) }
        })
        subject.onNext(1)
        XCTAssertEqual(received, [1, 2, 3])
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
    }
}
