import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class StartWithTests: RxTestCase {
    func testStartWithSendsTheElementsOnSubscriptionThenTheSource() {
        let xs = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.startWith(1) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(220, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testStartWithSendsSeveralElementsInArgumentOrder() {
        let xs = scheduler.createHotObservable([.next(220, 4), .completed(250)])
        let res = scheduler.start { xs.startWith(1, 2, 3) }
        XCTAssertEqual(
            res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .next(220, 4), .completed(250)])
    }

    func testChainedStartWithSendsTheOuterElementsFirst() {
        let xs = scheduler.createHotObservable([.next(220, 3), .completed(250)])
        let res = scheduler.start { xs.startWith(1).startWith(2) }
        XCTAssertEqual(res.events, [.next(200, 2), .next(200, 1), .next(220, 3), .completed(250)])
    }

    func testStartWithNoElementsIsTheSourceItself() {
        let xs = scheduler.createHotObservable([.next(220, 3), .completed(250)])
        let res = scheduler.start { xs.startWith() }
        XCTAssertEqual(res.events, [.next(220, 3), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testStartWithOnAnEmptySourceSendsTheElementsThenCompletes() {
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.startWith(7) }
        XCTAssertEqual(res.events, [.next(200, 7), .completed(250)])
    }

    func testStartWithOnANeverSourceSendsOnlyTheElements() {
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.record(xs.startWith(7), subscribed: 300, disposed: 600)
        scheduler.start()
        XCTAssertEqual(res.events, [.next(300, 7)])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 600)])
    }

    func testStartWithPassesTheErrorOn() {
        let xs = scheduler.createHotObservable([.next(220, 2), .error(230, TestError.boom)])
        let res = scheduler.start { xs.startWith(1) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(220, 2), .error(230, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testStartWithOnASourceThatFailsAtOnceSendsTheElementsFirst() {
        let res = scheduler.start { Observable<Int>.error(TestError.boom).startWith(1, 2) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .error(200, TestError.boom)])
    }

    func testStartWithComesBeforeASynchronousSource() {
        let res = scheduler.start { Observable.of(3, 4).startWith(1, 2) }
        XCTAssertEqual(
            res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .next(200, 4), .completed(200)])
    }

    func testStartWithSendsBeforeSubscribingToTheSource() {
        var log: [String] = []
        let source = Observable<Int>.create { _ in
            log.append("subscribed")
            return Disposables.create()
        }
        let subscription = source.startWith(1).subscribe(onNext: { log.append("next \($0)") })
        XCTAssertEqual(log, ["next 1", "subscribed"])
        subscription.dispose()
    }

    func testEverySubscriptionGetsTheElementsAgain() {
        let xs = scheduler.createColdObservable([.next(10, 5), .completed(20)])
        let started = xs.startWith(0)
        let first = scheduler.record(started, subscribed: 200)
        let second = scheduler.record(started, subscribed: 300)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(200, 0), .next(210, 5), .completed(220)])
        XCTAssertEqual(second.events, [.next(300, 0), .next(310, 5), .completed(320)])
    }

    func testDisposingBeforeCompletionUnsubscribes() {
        let xs = scheduler.createHotObservable([.next(220, 2), .next(260, 3), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.startWith(1) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTakingOnlyAStartElementStillSubscribesAndUnsubscribesAtOnce() {
        // As in RxSwift: the elements go out before the source is subscribed, so `take(1)` has finished
        // by then, and the source subscription is disposed as soon as it is made.
        let xs = scheduler.createHotObservable([.next(220, 3), .completed(250)])
        let res = scheduler.start { xs.startWith(1, 2).take(1) }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func testObserverThatSubscribesAgainDuringEmissionGetsTheElements() {
        let subject = PublishSubject<Int>()
        let started = subject.startWith(0)
        var first: [Int] = []
        var second: [Int] = []
        var inner: Disposable?
        let outer = started.subscribe(onNext: { value in
            first.append(value)
            if value == 1 { inner = started.subscribe(onNext: { second.append($0) }) }
        })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(first, [0, 1, 2])
        XCTAssertEqual(second, [0, 2])
        outer.dispose()
        inner?.dispose()
        XCTAssertFalse(subject.hasObservers)
    }
}
