import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class ToArrayTests: RxTestCase {
    func testToArraySendsAllElementsInOneArrayOnCompletion() {
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(250),
        ])
        let res = scheduler.start { xs.toArray().asObservable() }
        XCTAssertEqual(res.events, [.next(250, [1, 2, 3]), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testToArrayOfAnEmptySourceSendsAnEmptyArray() {
        let xs = scheduler.createHotObservable([.next(150, 0), .completed(250)])
        let res = scheduler.start { xs.toArray().asObservable() }
        XCTAssertEqual(res.events, [.next(250, []), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testToArrayOfANeverSourceSendsNothing() {
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1)])
        let res = scheduler.start { xs.toArray().asObservable() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testToArrayPassesTheErrorOnAndDropsTheElements() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError.boom)])
        let res = scheduler.start { xs.toArray().asObservable() }
        XCTAssertEqual(res.events, [.error(230, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDisposingToArrayBeforeCompletionSendsNothing() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.toArray().asObservable() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testEachSubscriptionCollectsItsOwnArray() {
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let single = xs.toArray()
        let first = scheduler.record(single, subscribed: 200)
        let second = scheduler.record(single, subscribed: 215)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(230, [1, 2]), .completed(230)])
        XCTAssertEqual(second.events, [.next(245, [1, 2]), .completed(245)])
    }

    func testToArraySucceedsWithTheArray() {
        let subject = PublishSubject<Int>()
        let single: Single<[Int]> = subject.toArray()
        var events: [String] = []
        _ = single.subscribe(
            onSuccess: { events.append("success \($0)") },
            onFailure: { events.append("failure \($0)") },
            onDisposed: { events.append("disposed") })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(events, [])
        subject.onCompleted()
        XCTAssertEqual(events, ["success [1, 2]", "disposed"])
    }

    func testToArrayFailsWithTheSourceError() {
        let subject = PublishSubject<Int>()
        var events: [String] = []
        _ = subject.toArray().subscribe(
            onSuccess: { events.append("success \($0)") },
            onFailure: { events.append("failure \($0)") },
            onDisposed: { events.append("disposed") })
        subject.onNext(1)
        subject.onError(TestError.boom)
        XCTAssertEqual(events, ["failure boom", "disposed"])
    }

    func testToArrayOfASynchronousSourceSucceedsAtOnce() {
        var result: [Int]?
        _ = Observable.of(1, 2, 3).toArray().subscribe(onSuccess: { result = $0 })
        XCTAssertEqual(result, [1, 2, 3])
    }

    func testDisposingTheSingleBeforeCompletionOnlyRunsOnDisposed() {
        let subject = PublishSubject<Int>()
        var events: [String] = []
        let subscription = subject.toArray().subscribe(
            onSuccess: { events.append("success \($0)") },
            onFailure: { events.append("failure \($0)") },
            onDisposed: { events.append("disposed") })
        subject.onNext(1)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
        subject.onCompleted()
        XCTAssertEqual(events, ["disposed"])
    }

    func testSubscribingAgainFromOnSuccessStartsAFreshArray() {
        let subject = PublishSubject<Int>()
        let single = subject.toArray()
        var results: [[Int]] = []
        _ = single.subscribe(onSuccess: { array in
            results.append(array)
            // The subject has completed, so the new subscription completes at once, with no elements.
            _ = single.subscribe(onSuccess: { results.append($0) })
        })
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(results, [[1, 2], []])
    }
}
