import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class DistinctUntilChangedTests: RxTestCase {
    private struct Person: Equatable {
        let name: String
        let age: Int
    }

    func testAllDifferentElementsPass() {
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
        let res = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(
            res.events, [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testRepeatsOfTheSameElementAreDropped() {
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 2), .next(230, 2), .next(240, 2), .completed(250),
        ])
        let res = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(250)])
    }

    func testOnlyConsecutiveDuplicatesAreDropped() {
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(215, 3), .next(220, 3), .next(225, 2), .next(230, 2),
            .next(230, 1), .next(240, 2), .completed(250),
        ])
        let res = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(
            res.events,
            [.next(210, 2), .next(215, 3), .next(225, 2), .next(230, 1), .next(240, 2), .completed(250)])
    }

    func testNilElementsAreComparedLikeAnyOther() {
        let xs = scheduler.createHotObservable([
            .next(210, Int?.none), .next(220, nil), .next(230, 1), .next(240, nil), .completed(250),
        ])
        let res = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.next(210, nil), .next(230, 1), .next(240, nil), .completed(250)])
    }

    func testTheFirstElementAlwaysPasses() {
        let xs = scheduler.createHotObservable([.next(210, 7), .completed(250)])
        let res = scheduler.start { xs.distinctUntilChanged { _, _ in true } }
        XCTAssertEqual(res.events, [.next(210, 7), .completed(250)])
    }

    func testComparerThatCallsEverythingEqualLetsOnlyTheFirstThrough() {
        let xs = scheduler.createHotObservable([
            .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
        let res = scheduler.start { xs.distinctUntilChanged { _, _ in true } }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(250)])
    }

    func testComparerThatCallsEverythingDifferentLetsAllThrough() {
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 2), .next(230, 2), .completed(250)])
        let res = scheduler.start { xs.distinctUntilChanged { _, _ in false } }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 2), .next(230, 2), .completed(250)])
    }

    func testComparerReceivesThePreviousThenTheCurrentElement() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        var calls: [[Int]] = []
        let res = scheduler.start {
            xs.distinctUntilChanged { previous, current in
                calls.append([previous, current])
                return false
            }
        }
        XCTAssertEqual(calls, [[1, 2], [2, 3]])
        XCTAssertEqual(res.events.count, 4)
    }

    func testElementsAreComparedWithTheLastSentElementNotTheLastReceived() {
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
        ])
        let res = scheduler.start { xs.distinctUntilChanged { abs($0 - $1) < 2 } }
        // 2 is close to 1 (dropped); 3 is compared with 1, not 2, so it passes; 4 is close to 3.
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3), .completed(250)])
    }

    func testKeySelectorComparesKeys() {
        let xs = scheduler.createHotObservable([
            .next(210, 2), .next(220, 4), .next(230, 3), .next(240, 5), .next(245, 6), .completed(250),
        ])
        let res = scheduler.start { xs.distinctUntilChanged { $0 % 2 } }
        XCTAssertEqual(res.events, [.next(210, 2), .next(230, 3), .next(245, 6), .completed(250)])
    }

    func testKeySelectorRunsOncePerElement() {
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 4), .next(230, 3), .completed(250)])
        var keyed: [Int] = []
        _ = scheduler.start {
            xs.distinctUntilChanged { value -> Int in
                keyed.append(value)
                return value % 2
            }
        }
        XCTAssertEqual(keyed, [2, 4, 3])
    }

    func testKeySelectorAndComparerCompareKeysWithTheComparer() {
        let xs = scheduler.createHotObservable([
            .next(210, "a"), .next(220, "bb"), .next(230, "cc"), .next(240, "dddd"), .completed(250),
        ])
        var calls: [[Int]] = []
        let res = scheduler.start {
            xs.distinctUntilChanged(
                { $0.count },
                comparer: { previous, current in
                    calls.append([previous, current])
                    return current - previous < 2
                })
        }
        XCTAssertEqual(res.events, [.next(210, "a"), .next(240, "dddd"), .completed(250)])
        XCTAssertEqual(calls, [[1, 2], [1, 2], [1, 4]])
    }

    func testKeyPathComparesTheProperty() {
        let xs = scheduler.createHotObservable([
            .next(210, Person(name: "Ann", age: 30)),
            .next(220, Person(name: "Ann", age: 31)),
            .next(230, Person(name: "Bob", age: 31)),
            .next(240, Person(name: "Bob", age: 40)),
            .completed(250),
        ])
        let res = scheduler.start { xs.distinctUntilChanged(at: \.name) }
        XCTAssertEqual(
            res.events,
            [
                .next(210, Person(name: "Ann", age: 30)), .next(230, Person(name: "Bob", age: 31)),
                .completed(250),
            ])
    }

    func testEmptySourceJustCompletes() {
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testNeverSourceSendsNothing() {
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.record(xs.distinctUntilChanged(), subscribed: 300, disposed: 700)
        scheduler.start()
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 700)])
    }

    func testErrorIsPassedOn() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 1), .error(230, TestError.boom)])
        let res = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.next(210, 1), .error(230, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testKeySelectorThatThrowsEndsTheSequence() {
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.distinctUntilChanged { _ -> Int in throw TestError.boom } }
        XCTAssertEqual(res.events, [.error(210, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testComparerThatThrowsEndsTheSequence() {
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 4), .completed(250)])
        let res = scheduler.start { xs.distinctUntilChanged { _, _ -> Bool in throw TestError.other } }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, TestError.other)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testKeyComparerThatThrowsEndsTheSequence() {
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start {
            xs.distinctUntilChanged({ $0 }, comparer: { _, _ -> Bool in throw TestError.boom })
        }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, TestError.boom)])
    }

    func testDisposingBeforeCompletionUnsubscribes() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testEachSubscriptionStartsWithoutAPreviousElement() {
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 1), .completed(30)])
        let distinct = xs.distinctUntilChanged()
        let first = scheduler.record(distinct, subscribed: 200)
        let second = scheduler.record(distinct, subscribed: 300)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(second.events, [.next(310, 1), .completed(330)])
    }

    func testObserverThatFeedsTheSourceDuringEmissionIsComparedWithTheNewElement() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.distinctUntilChanged().subscribe(onNext: { value in
            received.append(value)
            // A re-entrant duplicate must already be compared with `value`.
            if value == 1 { subject.onNext(1) }
        })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(received, [1, 2])
        subscription.dispose()
    }

    func testObserverThatDisposesDuringEmissionStopsDelivery() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = subject.distinctUntilChanged().subscribe(onNext: { value in
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
