import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

/// An error of another type than the handler expects.
private struct UnexpectedError: Error, Equatable {}

final class RetryWhenTests: RxTestCase {
    /// The source of RxSwift's retry(when:) tests: two elements, then an error.
    private func makeSource() -> TestableObservable<Int> {
        scheduler.createColdObservable([
            .next(10, 1), .next(20, 2), .error(30, TestError.boom), .completed(40),
        ])
    }

    // MARK: RxSwift's examples

    func testTriggerErrorEndsTheResultWithThatError() {
        // The handler counts the errors and fails on the second.
        let xs = makeSource()
        let res = scheduler.start {
            xs.retry(when: { (errors: Observable<Swift.Error>) in
                errors.scan(0) { count, _ in
                    if count + 1 == 2 { throw TestError.other }
                    return count + 1
                }
            })
        }
        XCTAssertEqual(
            res.events,
            [.next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .error(260, TestError.other)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(230, 260)])
    }

    func testTriggerCompletionCompletesTheResult() {
        let xs = makeSource()
        let res = scheduler.start {
            xs.retry(when: { (errors: Observable<Swift.Error>) in
                errors.scan(0) { count, _ in count + 1 }.take(while: { $0 < 2 })
            })
        }
        XCTAssertEqual(
            res.events, [.next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(230, 260)])
    }

    func testTriggerThatAlreadyCompletedCompletesAtTheError() {
        // The trigger completes at 230, just before the source fails (its completion was scheduled
        // first): the error finds the trigger done, and the result completes.
        let xs = makeSource()
        let trigger = scheduler.createHotObservable([.next(150, 1), .completed(230)])
        let res = scheduler.start { xs.retry(when: { (_: Observable<Swift.Error>) in trigger }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 230)])
    }

    func testTriggerThatNeverSendsHangsAfterTheError() {
        let xs = makeSource()
        let res = scheduler.start {
            xs.retry(when: { (_: Observable<Swift.Error>) in Observable<Int>.never() })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testIncrementalBackOff() {
        // RxSwift's back-off example: wait 50, 100, 150 after the first three errors, give up on the
        // fourth.
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, TestError.boom)])
        let res = scheduler.start(disposed: 800) {
            xs.retry(when: { (errors: Observable<Swift.Error>) in
                errors.enumerated().flatMap { attempt, error -> Observable<Int> in
                    if attempt >= 3 { return Observable.error(error) }
                    return Observable<Int>.timer(.seconds((attempt + 1) * 50), scheduler: self.scheduler)
                }
            })
        }
        XCTAssertEqual(
            res.events,
            [.next(205, 1), .next(265, 1), .next(375, 1), .next(535, 1), .error(540, TestError.boom)])
        XCTAssertEqual(
            xs.subscriptions,
            [Subscription(200, 210), Subscription(260, 270), Subscription(370, 380), Subscription(530, 540)])
    }

    func testErrorsOfAnotherTypeAreNotRetried() {
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, UnexpectedError())])
        var handled: [TestError] = []
        let res = scheduler.start {
            xs.retry(when: { (errors: Observable<TestError>) in
                errors.do(onNext: { handled.append($0) })
            })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, UnexpectedError())])
        XCTAssertEqual(handled, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    // MARK: More

    func testTypedErrorsAreRetried() {
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.other)])
        var handled: [TestError] = []
        let res = scheduler.start(disposed: 255) {
            xs.retry(when: { (errors: Observable<TestError>) in
                errors.do(onNext: { handled.append($0) })
            })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .next(250, 1)])
        XCTAssertEqual(handled, [.other, .other])
        XCTAssertEqual(
            xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 255)])
    }

    func testHandlerReceivesEachError() {
        var attempt = 0
        let source = Observable<Int>.deferred {
            attempt += 1
            return Observable.error(attempt == 1 ? TestError.boom : TestError.other)
        }
        var handled: [TestError] = []
        let res = scheduler.start {
            source.retry(when: { (errors: Observable<Swift.Error>) in
                errors.map { $0 as? TestError }.do(onNext: { handled.append($0 ?? .boom) }).take(2)
            })
        }
        // The second error makes the trigger send an element and complete, both while the failed
        // attempt is still being subscribed: the completion ends the result before the element's
        // resubscription runs (as in RxSwift, where that resubscription waits behind the running one).
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(handled, [.boom, .other])
        XCTAssertEqual(attempt, 2)
    }

    func testHandlerIsCalledOncePerSubscription() {
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
        var calls = 0
        let retried = xs.retry(when: { (errors: Observable<Swift.Error>) -> Observable<Swift.Error> in
            calls += 1
            return errors.take(1)
        })
        let first = scheduler.record(retried, subscribed: 200, disposed: 1000)
        let second = scheduler.record(retried, subscribed: 300, disposed: 1000)
        scheduler.start()
        XCTAssertEqual(calls, 2)
        XCTAssertEqual(first.events, [.next(210, 1), .next(230, 1), .completed(240)])
        XCTAssertEqual(second.events, [.next(310, 1), .next(330, 1), .completed(340)])
    }

    func testSourceCompletionCompletesTheResult() {
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let trigger = scheduler.createHotObservable([.next(300, 0)])
        let res = scheduler.start { xs.retry(when: { (_: Observable<Swift.Error>) in trigger }) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 220)])
    }

    func testTriggerElementBeforeAnyErrorIsLost() {
        let xs = scheduler.createColdObservable([.next(10, 1), .error(50, TestError.boom)])
        let trigger = scheduler.createHotObservable([.next(220, 0), .next(300, 0)])
        let res = scheduler.start { xs.retry(when: { (_: Observable<Swift.Error>) in trigger }) }
        // The element at 220 comes before the error at 250 and is not remembered; the one at 300
        // resubscribes.
        XCTAssertEqual(res.events, [.next(210, 1), .next(310, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(300, 350)])
    }

    func testEarlyTriggerErrorIsSentAtTheSourceError() {
        let xs = scheduler.createColdObservable([.next(10, 1), .error(50, TestError.boom)])
        let trigger = scheduler.createHotObservable([.error(220, TestError.other, Int.self)])
        let res = scheduler.start { xs.retry(when: { (_: Observable<Swift.Error>) in trigger }) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(250, TestError.other)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTriggerErrorWhileWaiting() {
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
        let trigger = scheduler.createHotObservable([.error(300, TestError.other, Int.self)])
        let res = scheduler.start { xs.retry(when: { (_: Observable<Swift.Error>) in trigger }) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(300, TestError.other)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 300)])
    }

    func testDisposeUnsubscribesTheSourceAndTheTrigger() {
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
        let trigger = scheduler.createHotObservable([.next(250, 0), .next(400, 0)])
        let res = scheduler.start(disposed: 300) {
            xs.retry(when: { (_: Observable<Swift.Error>) in trigger })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(260, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(250, 270)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 300)])
    }

    // MARK: Synchronous sources

    func testSynchronousFailuresDoNotGrowTheStack() {
        var subscriptions = 0
        let source = Observable<Int>.deferred {
            subscriptions += 1
            return subscriptions < 100_000 ? Observable.error(TestError.boom) : Observable.just(subscriptions)
        }
        var received: [Int] = []
        var completed = false
        _ = source.retry(when: { (errors: Observable<Swift.Error>) in errors })
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [100_000])
        XCTAssertTrue(completed)
    }

    func testRetryWhenSubscribesItsSourceSynchronously() {
        // As in RxSwift, the source is subscribed during `subscribe`, so combineLatest interleaves as
        // it does without the operator (see CombineLatestTests).
        let res = scheduler.start {
            Observable.combineLatest(
                Observable.of(1, 2, 3).retry(when: { (errors: Observable<Swift.Error>) in errors }),
                Observable.of(4, 5, 6)
            ) { "\($0)\($1)" }
        }
        XCTAssertEqual(
            res.events,
            [
                .next(200, "14"), .next(200, "24"), .next(200, "25"), .next(200, "35"), .next(200, "36"),
                .completed(200),
            ])
    }

    // MARK: Re-entrancy

    func testObserverDisposingDuringEmission() {
        let subject = PublishSubject<Int>()
        let trigger = PublishSubject<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = subject.retry(when: { (_: Observable<Swift.Error>) in trigger })
            .subscribe(onNext: { value in
                received.append(value)
                subscription?.dispose()
            })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(received, [1])
        XCTAssertFalse(subject.hasObservers)
        XCTAssertFalse(trigger.hasObservers)
    }

    func testObserverFeedingTheSourceAgain() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.retry(when: { (errors: Observable<Swift.Error>) in errors })
            .subscribe(onNext: { value in
                received.append(value)
                if value < 3 { subject.onNext(value + 1) }
            })
        subject.onNext(1)
        XCTAssertEqual(received, [1, 2, 3])
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
    }
}
