import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class ReduceTests: RxTestCase {
    private func someData() -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 1), .next(210, 0), .next(220, 1), .next(230, 2), .next(240, 3), .next(250, 4),
            .completed(260),
        ])
    }

    func testReduceSendsTheFoldOnCompletion() {
        let xs = someData()
        let res = scheduler.start { xs.reduce(42) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(260, 52), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func testReduceWithMapResultTransformsTheFold() {
        let xs = someData()
        let res = scheduler.start { xs.reduce(42, accumulator: { $0 + $1 }, mapResult: { "total \($0)" }) }
        XCTAssertEqual(res.events, [.next(260, "total 52"), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func testReduceFoldsInArrivalOrder() {
        let xs = scheduler.createHotObservable([
            .next(210, "a"), .next(220, "b"), .next(230, "c"), .completed(240),
        ])
        let res = scheduler.start { xs.reduce("") { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(240, "abc"), .completed(240)])
    }

    func testReduceOfAnEmptySourceSendsTheSeed() {
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.reduce(42) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(250, 42), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testReduceOfAnEmptySourceSendsTheMappedSeed() {
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let res = scheduler.start { xs.reduce(42, accumulator: { $0 + $1 }, mapResult: { $0 * 2 }) }
        XCTAssertEqual(res.events, [.next(250, 84), .completed(250)])
    }

    func testReduceOfANeverSourceSendsNothing() {
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2)])
        let res = scheduler.start { xs.reduce(42) { $0 + $1 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testReducePassesTheErrorOnWithoutAValue() {
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .error(220, TestError.boom)])
        let res = scheduler.start { xs.reduce(42) { $0 + $1 } }
        XCTAssertEqual(res.events, [.error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testReduceAccumulatorThatThrowsEndsTheSequenceAtOnce() {
        let xs = someData()
        let res = scheduler.start {
            xs.reduce(42) { accumulated, value -> Int in
                if value == 3 { throw TestError.boom }
                return accumulated + value
            }
        }
        XCTAssertEqual(res.events, [.error(240, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testReduceMapResultThatThrowsFailsOnCompletion() {
        let xs = someData()
        let res = scheduler.start {
            xs.reduce(42, accumulator: { $0 + $1 }, mapResult: { _ -> Int in throw TestError.other })
        }
        XCTAssertEqual(res.events, [.error(260, TestError.other)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func testDisposingReduceBeforeCompletionSendsNothing() {
        let xs = someData()
        let res = scheduler.start(disposed: 255) { xs.reduce(42) { $0 + $1 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 255)])
    }

    func testEachSubscriptionStartsAgainFromTheSeed() {
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let reduced = xs.reduce(10) { $0 + $1 }
        let first = scheduler.record(reduced, subscribed: 200)
        let second = scheduler.record(reduced, subscribed: 300)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(230, 13), .completed(230)])
        XCTAssertEqual(second.events, [.next(330, 13), .completed(330)])
    }

    func testNothingIsDeliveredAfterTheAccumulatorThrows() {
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onCompleted()
            return Disposables.create()
        }
        let res = scheduler.start { source.reduce(0) { _, _ -> Int in throw TestError.boom } }
        XCTAssertEqual(res.events, [.error(200, TestError.boom)])
    }

    func testObserverThatDisposesOnTheResultGetsNoCompletion() {
        let subject = PublishSubject<Int>()
        var events: [String] = []
        var subscription: Disposable?
        subscription = subject.reduce(0) { $0 + $1 }.subscribe(
            onNext: { value in
                events.append("next \(value)")
                subscription?.dispose()
            },
            onCompleted: { events.append("completed") },
            onDisposed: { events.append("disposed") })
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(events, ["next 3", "disposed"])
    }
}
