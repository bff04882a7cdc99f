import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class EnumeratedTests: RxTestCase {
    /// The recorded pairs as `"index:element"` strings, which are `Equatable`.
    private func described<Element>(_ observer: TestableObserver<(index: Int, element: Element)>)
        -> [Recorded<Event<String>>]
    {
        observer.events.map { recorded in
            Recorded(time: recorded.time, value: recorded.value.map { "\($0.index):\($0.element)" })
        }
    }

    func testEnumeratedPairsEachElementWithItsIndexFromZero() {
        let xs = scheduler.createHotObservable([
            .next(150, "x"), .next(210, "a"), .next(220, "b"), .next(230, "c"), .completed(250),
        ])
        let res = scheduler.start { xs.enumerated() }
        XCTAssertEqual(
            described(res), [.next(210, "0:a"), .next(220, "1:b"), .next(230, "2:c"), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testEnumeratedTupleHasIndexAndElementLabels() {
        var pairs: [String] = []
        _ = Observable.of("a", "b").enumerated().subscribe(onNext: { pair in
            pairs.append("\(pair.index)=\(pair.element)")
        })
        XCTAssertEqual(pairs, ["0=a", "1=b"])
    }

    func testEnumeratedPassesTheErrorOn() {
        let xs = scheduler.createHotObservable([.next(210, "a"), .error(220, TestError.boom)])
        let res = scheduler.start { xs.enumerated() }
        XCTAssertEqual(described(res), [.next(210, "0:a"), .error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testEnumeratedOfAnEmptySourceCompletes() {
        let xs = scheduler.createHotObservable([.next(150, "x"), .completed(250)])
        let res = scheduler.start { xs.enumerated() }
        XCTAssertEqual(described(res), [.completed(250)])
    }

    func testEnumeratedOfANeverSourceSendsNothing() {
        let xs = scheduler.createHotObservable([.next(150, "x")])
        let res = scheduler.start { xs.enumerated() }
        XCTAssertEqual(described(res), [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testDisposingEnumeratedUnsubscribes() {
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(260, "b"), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.enumerated() }
        XCTAssertEqual(described(res), [.next(210, "0:a")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testEachSubscriptionCountsFromZero() {
        let xs = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
        let enumerated = xs.enumerated()
        let first = scheduler.record(enumerated, subscribed: 200)
        let second = scheduler.record(enumerated, subscribed: 215)
        scheduler.start()
        XCTAssertEqual(described(first), [.next(210, "0:a"), .next(220, "1:b"), .completed(230)])
        XCTAssertEqual(described(second), [.next(225, "0:a"), .next(235, "1:b"), .completed(245)])
    }

    func testObserverThatFeedsTheSourceDuringEmissionGetsTheNextIndex() {
        let subject = PublishSubject<String>()
        var pairs: [String] = []
        let subscription = subject.enumerated().subscribe(onNext: { pair in
            pairs.append("\(pair.index):\(pair.element)")
            if pair.element == "a" { subject.onNext("inner") }
        })
        subject.onNext("a")
        subject.onNext("b")
        XCTAssertEqual(pairs, ["0:a", "1:inner", "2:b"])
        subscription.dispose()
    }

    func testObserverThatDisposesDuringEmissionStopsDelivery() {
        let subject = PublishSubject<String>()
        var pairs: [String] = []
        var subscription: Disposable?
        subscription = subject.enumerated().subscribe(onNext: { pair in
            pairs.append("\(pair.index):\(pair.element)")
            if pair.index == 1 { subscription?.dispose() }
        })
        for element in ["a", "b", "c"] { subject.onNext(element) }
        XCTAssertEqual(pairs, ["0:a", "1:b"])
        XCTAssertFalse(subject.hasObservers)
    }
}
