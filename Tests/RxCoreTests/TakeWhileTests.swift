import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class TakeWhileTests: RxTestCase {
    private func isPrime(_ value: Int) -> Bool {
        value > 1 && !(2..<value).contains { value % $0 == 0 }
    }

    /// Primes until 390 (then 4), with `end` inserted at its time (events after it stay scheduled).
    private func primesThenFour(end: Recorded<Event<Int>> = .completed(600)) -> TestableObservable<Int> {
        var events: [Recorded<Event<Int>>] = [
            .next(90, -1), .next(110, -1), .next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3),
            .next(350, 7), .next(390, 4), .next(410, 17), .next(450, 8), .next(500, 23),
        ]
        events.insert(end, at: events.firstIndex { $0.time > end.time } ?? events.count)
        return scheduler.createHotObservable(events)
    }

    // MARK: take(while:)

    func testTakeWhileCompletesAtTheFirstElementThatFails() {
        let xs = primesThenFour()
        var invoked = 0
        let res = scheduler.start {
            xs.take(while: { value in
                invoked += 1
                return self.isPrime(value)
            })
        }
        XCTAssertEqual(
            res.events,
            [.next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), .next(350, 7), .completed(390)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 390)])
        XCTAssertEqual(invoked, 6)
    }

    func testTakeWhileStopsAtTheFirstElementNotBelowThree() {
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
        ])
        let exclusive = scheduler.record(xs.take(while: { $0 < 3 }), subscribed: 200)
        let inclusive = scheduler.record(xs.take(while: { $0 < 3 }, behavior: .inclusive), subscribed: 200)
        scheduler.start()
        XCTAssertEqual(exclusive.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(inclusive.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(200, 230)])
    }

    func testTakeWhileInclusiveAlsoSendsTheFailingElement() {
        let xs = primesThenFour()
        let res = scheduler.start { xs.take(while: { self.isPrime($0) }, behavior: .inclusive) }
        XCTAssertEqual(
            res.events,
            [
                .next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), .next(350, 7), .next(390, 4),
                .completed(390),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 390)])
    }

    func testTakeWhilePassesAnEarlierCompletionOn() {
        let xs = primesThenFour(end: .completed(330))
        var invoked = 0
        let res = scheduler.start {
            xs.take(while: { value in
                invoked += 1
                return self.isPrime(value)
            })
        }
        XCTAssertEqual(
            res.events, [.next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), .completed(330)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 330)])
        XCTAssertEqual(invoked, 4)
    }

    func testTakeWhilePassesAnEarlierErrorOn() {
        let xs = primesThenFour(end: .error(270, TestError.boom))
        let res = scheduler.start { xs.take(while: { self.isPrime($0) }) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(260, 5), .error(270, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    func testTakeWhileCompletesBeforeALaterError() {
        let xs = primesThenFour(end: .error(600, TestError.boom))
        let res = scheduler.start { xs.take(while: { self.isPrime($0) }) }
        XCTAssertEqual(res.events.last, .completed(390))
    }

    func testTakeWhileFailingOnTheFirstElementOnlyCompletes() {
        let xs = scheduler.createHotObservable([
            .next(150, 2), .next(205, 100), .next(210, 2), .completed(250),
        ])
        let res = scheduler.start { xs.take(while: { self.isPrime($0) }) }
        XCTAssertEqual(res.events, [.completed(205)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 205)])
    }

    func testTakeWhilePredicateThatThrowsEndsTheSequence() {
        let xs = primesThenFour()
        var invoked = 0
        let res = scheduler.start {
            xs.take(while: { value in
                invoked += 1
                if invoked == 3 { throw TestError.boom }
                return self.isPrime(value)
            })
        }
        XCTAssertEqual(res.events, [.next(210, 2), .next(260, 5), .error(290, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
    }

    func testDisposingTakeWhileBeforeItEndsUnsubscribes() {
        let xs = primesThenFour()
        let res = scheduler.start(disposed: 300) { xs.take(while: { self.isPrime($0) }) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(260, 5), .next(290, 13)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTakeWhileOfAnEmptySourceCompletes() {
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.take(while: { _ in true }) }
        XCTAssertEqual(res.events, [.completed(250)])
    }

    func testTakeWhileOfANeverSourceSendsNothing() {
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.take(while: { _ in true }) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testTakeWhileStopsASynchronousSource() {
        var asked: [Int] = []
        let res = scheduler.start {
            Observable.of(1, 2, 3, 4).take(while: { value in
                asked.append(value)
                return value < 3
            })
        }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
        XCTAssertEqual(asked, [1, 2, 3])
    }

    // MARK: take(until: predicate)

    func testTakeUntilPredicateCompletesAtTheFirstMatchingElement() {
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
        ])
        let res = scheduler.start { xs.take(until: { $0 == 3 }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testTakeUntilPredicateInclusiveAlsoSendsTheMatchingElement() {
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
        ])
        let res = scheduler.start { xs.take(until: { $0 == 3 }, behavior: .inclusive) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testTakeUntilPredicateThatNeverMatchesPassesEverythingOn() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.take(until: { _ in false }, behavior: .inclusive) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(250)])
    }

    func testTakeUntilPredicatePassesTheErrorOn() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
        let res = scheduler.start { xs.take(until: { $0 == 3 }) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeUntilPredicateThatThrowsEndsTheSequence() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start {
            xs.take(
                until: { value -> Bool in
                    if value == 2 { throw TestError.other }
                    return false
                }, behavior: .inclusive)
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.other)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposingTakeUntilPredicateBeforeItEndsUnsubscribes() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.take(until: { $0 == 2 }) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    // MARK: Re-entrancy and the grammar

    func testNothingIsDeliveredAfterTheInclusiveElement() {
        let source = Observable<Int>.create { observer in
            for value in [1, 5, 2, 3] { observer.onNext(value) }
            observer.onCompleted()
            return Disposables.create()
        }
        var asked: [Int] = []
        let res = scheduler.start {
            source.take(
                until: { value in
                    asked.append(value)
                    return value == 5
                }, behavior: .inclusive)
        }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 5), .completed(200)])
        XCTAssertEqual(asked, [1, 5], "the predicate is not asked again once the take has ended")
    }

    func testElementSentByTheObserverDuringTheInclusiveElementIsDropped() {
        let subject = PublishSubject<Int>()
        var events: [String] = []
        _ = subject.take(until: { $0 == 2 }, behavior: .inclusive).subscribe(
            onNext: { value in
                events.append("next \(value)")
                if value == 2 { subject.onNext(1) }
            },
            onCompleted: { events.append("completed") })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(events, ["next 1", "next 2", "completed"])
        XCTAssertFalse(subject.hasObservers)
    }

    func testObserverThatDisposesDuringEmissionStopsDelivery() {
        let subject = PublishSubject<Int>()
        var events: [String] = []
        var subscription: Disposable?
        subscription = subject.take(while: { $0 < 10 }).subscribe(
            onNext: { value in
                events.append("next \(value)")
                if value == 2 { subscription?.dispose() }
            },
            onCompleted: { events.append("completed") })
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        subject.onNext(20)
        XCTAssertEqual(events, ["next 1", "next 2"])
        XCTAssertFalse(subject.hasObservers)
    }
}
