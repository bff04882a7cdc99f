import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class MapTests: RxTestCase {
    func testMapTransformsEachElement() {
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(300)])
        let res = scheduler.start { xs.map { $0 * 2 } }
        XCTAssertEqual(res.events, [.next(210, 4), .next(220, 6), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMapPassesTheErrorOn() {
        let xs = scheduler.createHotObservable([.next(210, 2), .error(220, TestError.boom)])
        let res = scheduler.start { xs.map { $0 * 2 } }
        XCTAssertEqual(res.events, [.next(210, 4), .error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testMapSelectorThatThrowsEndsTheSequence() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start {
            xs.map { value -> Int in
                if value == 2 { throw TestError.boom }
                return value
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testMapOnEmptyAndNever() {
        let empty = scheduler.createHotObservable([.completed(250, Int.self)])
        let never = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let emptyResult = scheduler.start { empty.map { $0 + 1 } }
        XCTAssertEqual(emptyResult.events, [.completed(250)])
        let neverResult = scheduler.record(never.map { $0 + 1 }, subscribed: 1100, disposed: 1500)
        scheduler.start()
        XCTAssertEqual(neverResult.events, [])
        XCTAssertEqual(never.subscriptions, [Subscription(1100, 1500)])
    }

    func testDisposingBeforeCompletionUnsubscribes() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(290, 2), .completed(400)])
        let res = scheduler.start(disposed: 250) { xs.map { $0 } }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testCompactMapDropsNils() {
        let xs = scheduler.createHotObservable([
            .next(210, "1"), .next(220, "x"), .next(230, "3"), .completed(300),
        ])
        let res = scheduler.start { xs.compactMap { Int($0) } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3), .completed(300)])
    }

    func testFilterKeepsMatchingElements() {
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
        ])
        let res = scheduler.start { xs.filter { $0 % 2 == 0 } }
        XCTAssertEqual(res.events, [.next(220, 2), .next(240, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testFilterPredicateThatThrowsEndsTheSequence() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start {
            xs.filter { value in
                if value == 2 { throw TestError.boom }
                return true
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.boom)])
    }

    func testNothingIsDeliveredAfterATerminalEvent() {
        // A misbehaving source keeps sending after completing; `create` enforces the grammar.
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onNext(2)
            observer.onError(TestError.boom)
            return Disposables.create()
        }
        let res = scheduler.start { source.map { $0 * 10 } }
        XCTAssertEqual(res.events, [.next(200, 10), .completed(200)])
    }

    func testObserverThatDisposesDuringEmissionStopsDelivery() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = subject.map { $0 }.subscribe(onNext: { value in
            received.append(value)
            if value == 2 { subscription?.dispose() }
        })
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertEqual(received, [1, 2])
        XCTAssertFalse(subject.hasObservers)
    }
}
