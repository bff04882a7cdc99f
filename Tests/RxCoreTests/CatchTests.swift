import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class CatchTests: RxTestCase {
    // MARK: catch(_:)

    func testErrorIsReplacedByTheHandlersSequence() {
        // RxSwift's catch example.
        let o1 = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .error(230, TestError.boom),
        ])
        let o2 = scheduler.createHotObservable([.next(240, 4), .completed(250)])
        var handledAt: [TestTime] = []
        let res = scheduler.start {
            o1.asObservable().catch { _ in
                handledAt.append(self.scheduler.clock)
                return o2.asObservable()
            }
        }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(240, 4), .completed(250)])
        XCTAssertEqual(handledAt, [230])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(o2.subscriptions, [Subscription(230, 250)])
    }

    func testHandlerThatThrowsSendsItsOwnError() {
        let o1 = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .error(230, TestError.boom)])
        let res = scheduler.start {
            o1.asObservable().catch { _ -> Observable<Int> in throw TestError.other }
        }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .error(230, TestError.other)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 230)])
    }

    func testHandlerReceivesTheSourcesError() {
        let o1 = scheduler.createHotObservable([.error(230, TestError.other, Int.self)])
        var received: [TestError] = []
        let res = scheduler.start {
            o1.asObservable().catch { error in
                received.append(error as? TestError ?? .boom)
                return Observable.just(1)
            }
        }
        XCTAssertEqual(received, [.other])
        XCTAssertEqual(res.events, [.next(230, 1), .completed(230)])
    }

    func testWithoutAnErrorTheHandlerIsNotCalled() {
        let o1 = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        var called = false
        let res = scheduler.start {
            o1.asObservable().catch { _ in
                called = true
                return Observable.just(0)
            }
        }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(250)])
        XCTAssertFalse(called)
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 250)])
    }

    func testOnlyTheFirstErrorIsCaught() {
        let o1 = scheduler.createHotObservable([.next(210, 2), .error(230, TestError.boom)])
        let o2 = scheduler.createHotObservable([.next(240, 4), .error(250, TestError.other)])
        var calls = 0
        let res = scheduler.start {
            o1.asObservable().catch { _ in
                calls += 1
                return o2.asObservable()
            }
        }
        XCTAssertEqual(res.events, [.next(210, 2), .next(240, 4), .error(250, TestError.other)])
        XCTAssertEqual(calls, 1)
        XCTAssertEqual(o2.subscriptions, [Subscription(230, 250)])
    }

    func testColdReplacementStartsAtTheErrorTime() {
        let o1 = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
        let o2 = scheduler.createColdObservable([.next(5, 2), .completed(10)])
        let res = scheduler.start { o1.asObservable().catch { _ in o2.asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(225, 2), .completed(230)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(o2.subscriptions, [Subscription(220, 230)])
    }

    func testNeverSourceNeverCallsTheHandler() {
        let o1 = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let res = scheduler.start { o1.asObservable().catch { _ in Observable.just(0) } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 1000)])
    }

    func testDisposeBeforeTheError() {
        let o1 = scheduler.createHotObservable([.next(210, 2), .error(300, TestError.boom)])
        var called = false
        let res = scheduler.start(disposed: 250) {
            o1.asObservable().catch { _ in
                called = true
                return Observable.just(0)
            }
        }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertFalse(called)
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 250)])
    }

    func testDisposeWhileTheReplacementRuns() {
        let o1 = scheduler.createHotObservable([.error(230, TestError.boom, Int.self)])
        let o2 = scheduler.createHotObservable([.next(240, 4), .next(270, 5), .completed(300)])
        let res = scheduler.start(disposed: 260) { o1.asObservable().catch { _ in o2.asObservable() } }
        XCTAssertEqual(res.events, [.next(240, 4)])
        XCTAssertEqual(o2.subscriptions, [Subscription(230, 260)])
    }

    func testSynchronousErrorIsCaughtDuringTheSubscription() {
        let res = scheduler.start { Observable<Int>.error(TestError.boom).catch { _ in Observable.of(1, 2) } }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
    }

    // MARK: catchAndReturn

    func testCatchAndReturnSendsTheElementThenCompletes() {
        let o1 = scheduler.createHotObservable([.next(210, 2), .error(230, TestError.boom)])
        let res = scheduler.start { o1.catchAndReturn(99) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(230, 99), .completed(230)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 230)])
    }

    func testCatchAndReturnWithoutAnError() {
        let o1 = scheduler.createHotObservable([.next(210, 2), .completed(230)])
        let res = scheduler.start { o1.catchAndReturn(99) }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(230)])
    }

    func testCatchAndReturnOfASynchronousError() {
        let res = scheduler.start { Observable<Int>.error(TestError.boom).catchAndReturn(7) }
        XCTAssertEqual(res.events, [.next(200, 7), .completed(200)])
    }

    func testCatchAndReturnDispose() {
        let o1 = scheduler.createHotObservable([.next(210, 2), .error(300, TestError.boom)])
        let res = scheduler.start(disposed: 250) { o1.catchAndReturn(99) }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 250)])
    }

    // MARK: catch(sequence:)

    func testCatchSequenceMovesToTheNextSourceOnEachError() {
        // RxSwift's catch(sequence:) example with cold sources.
        let xs1 = scheduler.createColdObservable([
            .next(10, 1), .next(20, 2), .next(30, 3), .error(40, TestError.boom),
        ])
        let xs2 = scheduler.createColdObservable([.next(10, 4), .next(20, 5), .error(30, TestError.boom)])
        let xs3 = scheduler.createColdObservable([
            .next(10, 6), .next(20, 7), .next(30, 8), .next(40, 9), .completed(50),
        ])
        let res = scheduler.start {
            Observable.catch(sequence: [xs1.asObservable(), xs2.asObservable(), xs3.asObservable()])
        }
        XCTAssertEqual(
            res.events,
            [
                .next(210, 1), .next(220, 2), .next(230, 3), .next(250, 4), .next(260, 5), .next(280, 6),
                .next(290, 7), .next(300, 8), .next(310, 9), .completed(320),
            ])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(240, 270)])
        XCTAssertEqual(xs3.subscriptions, [Subscription(270, 320)])
    }

    func testCatchSequenceErrorThenErrorSendsTheLastError() {
        let xs1 = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .error(230, TestError.boom),
        ])
        let xs2 = scheduler.createHotObservable([.next(240, 4), .error(250, TestError.other)])
        let res = scheduler.start { Observable.catch(sequence: [xs1.asObservable(), xs2.asObservable()]) }
        XCTAssertEqual(
            res.events, [.next(210, 2), .next(220, 3), .next(240, 4), .error(250, TestError.other)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(230, 250)])
    }

    func testCatchSequenceFirstCompletionEndsIt() {
        let xs1 = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let xs2 = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let res = scheduler.start { Observable.catch(sequence: [xs1.asObservable(), xs2.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs2.subscriptions, [])
    }

    func testCatchSequenceOfNothingCompletesAtOnce() {
        let res = scheduler.start { Observable<Int>.catch(sequence: []) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testCatchSequenceOfOneFailingSource() {
        let xs1 = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
        let res = scheduler.start { Observable.catch(sequence: [xs1.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.boom)])
    }

    func testCatchSequenceDispose() {
        let xs1 = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
        let xs2 = scheduler.createColdObservable([.next(10, 2), .next(100, 3), .completed(200)])
        let res = scheduler.start(disposed: 260) {
            Observable.catch(sequence: [xs1.asObservable(), xs2.asObservable()])
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(220, 260)])
    }

    func testCatchSequenceIteratesLazily() {
        var pulled = 0
        let subject = PublishSubject<Int>()
        let sources = (0..<3).lazy.map { index -> Observable<Int> in
            pulled += 1
            return index == 0 ? subject.asObservable() : Observable.error(TestError.other)
        }
        var errors: [Error] = []
        let subscription = Observable.catch(sequence: sources).subscribe(onError: { errors.append($0) })
        XCTAssertEqual(pulled, 1)
        subject.onError(TestError.boom)
        XCTAssertEqual(pulled, 3)
        XCTAssertEqual(errors.count, 1)
        XCTAssertEqual(errors.first as? TestError, .other)
        subscription.dispose()
    }

    func testCatchSequenceOfManySynchronousFailures() {
        let count = 100_000
        let sources =
            Array(repeating: Observable<Int>.error(TestError.boom), count: count) + [Observable.just(1)]
        var received: [Int] = []
        var completed = false
        _ = Observable.catch(sequence: sources)
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [1])
        XCTAssertTrue(completed)
    }

    // MARK: Re-entrancy

    func testObserverDisposingDuringTheReplacement() {
        let source = PublishSubject<Int>()
        let replacement = PublishSubject<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = source.catch { _ in replacement.asObservable() }.subscribe(onNext: { value in
            received.append(value)
            if value == 2 { subscription?.dispose() }
        })
        source.onNext(1)
        source.onError(TestError.boom)
        replacement.onNext(2)
        replacement.onNext(3)
        XCTAssertEqual(received, [1, 2])
        XCTAssertFalse(replacement.hasObservers)
    }

    func testHandlerDisposingLeavesNothingSubscribed() {
        let source = PublishSubject<Int>()
        let replacement = PublishSubject<Int>()
        var subscription: Disposable?
        subscription = source.catch { _ in
            subscription?.dispose()
            return replacement.asObservable()
        }
        .subscribe()
        source.onError(TestError.boom)
        XCTAssertFalse(replacement.hasObservers)
    }

    func testObserverFeedingTheSourceAgain() {
        let source = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = source.catchAndReturn(0).subscribe(onNext: { value in
            received.append(value)
            if value == 1 { source.onNext(2) }
            if value == 2 { source.onError(TestError.boom) }
        })
        source.onNext(1)
        XCTAssertEqual(received, [1, 2, 0])
        XCTAssertFalse(source.hasObservers)
        subscription.dispose()
    }

    func testNothingIsSentAfterTheReplacementCompletes() {
        let source = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        let subscription = source.catchAndReturn(0).subscribe(observer)
        source.onError(TestError.boom)
        source.onNext(5)
        XCTAssertEqual(observer.events, [.next(0, 0), .completed(0)])
        subscription.dispose()
    }
}
