import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class TakeLastTests: RxTestCase {
    func testTakeLastSendsTheLastElementsOnCompletion() {
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
        let res = scheduler.start { xs.takeLast(2) }
        XCTAssertEqual(res.events, [.next(250, 4), .next(250, 5), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTakeLastOfFewerElementsThanTheCountSendsThemAll() {
        let xs = scheduler.createHotObservable([
            .next(70, 6), .next(150, 4), .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1),
            .next(300, -1), .completed(300),
        ])
        let res = scheduler.start { xs.takeLast(7) }
        XCTAssertEqual(
            res.events,
            [.next(300, 9), .next(300, 13), .next(300, 7), .next(300, 1), .next(300, -1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTakeLastOfExactlyTheCountSendsThemAll() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        let res = scheduler.start { xs.takeLast(3) }
        XCTAssertEqual(res.events, [.next(250, 1), .next(250, 2), .next(250, 3), .completed(250)])
    }

    func testTakeLastZeroOnlyCompletes() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.takeLast(0) }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTakeLastOfAnEmptySourceOnlyCompletes() {
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.takeLast(3) }
        XCTAssertEqual(res.events, [.completed(250)])
    }

    func testTakeLastOfANeverSourceSendsNothing() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let res = scheduler.start { xs.takeLast(1) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testTakeLastDropsTheBufferOnError() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(250, TestError.boom)])
        let res = scheduler.start { xs.takeLast(2) }
        XCTAssertEqual(res.events, [.error(250, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDisposingTakeLastBeforeCompletionSendsNothing() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.takeLast(2) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testEachSubscriptionHasItsOwnBuffer() {
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let last = xs.takeLast(1)
        let first = scheduler.record(last, subscribed: 200)
        let second = scheduler.record(last, subscribed: 215)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(230, 2), .completed(230)])
        XCTAssertEqual(second.events, [.next(245, 2), .completed(245)])
    }

    func testObserverThatDisposesDuringTheFlushStopsIt() {
        let subject = PublishSubject<Int>()
        var events: [String] = []
        var subscription: Disposable?
        subscription = subject.takeLast(3).subscribe(
            onNext: { value in
                events.append("next \(value)")
                if value == 2 { subscription?.dispose() }
            },
            onCompleted: { events.append("completed") })
        for value in 0...3 { subject.onNext(value) }
        XCTAssertEqual(events, [])
        subject.onCompleted()
        XCTAssertEqual(events, ["next 1", "next 2"])
    }
}
