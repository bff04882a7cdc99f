import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class ElementAtTests: RxTestCase {
    private func source(end: Recorded<Event<Int>> = .completed(690)) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(70, 6), .next(150, 4), .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1),
            .next(300, -1), .next(310, 3), .next(340, 8), .next(370, 11), .next(410, 15), .next(415, 16),
            .next(460, 72), .next(510, 76), .next(560, 32), .next(570, -100), .next(580, -3), .next(590, 5),
            .next(630, 10), end,
        ])
    }

    func testElementAtSendsTheElementAtTheIndexThenCompletes() {
        let xs = source()
        let res = scheduler.start { xs.element(at: 10) }
        XCTAssertEqual(res.events, [.next(460, 72), .completed(460)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 460)])
    }

    func testElementAtZeroSendsTheFirstElement() {
        let xs = source()
        let res = scheduler.start { xs.element(at: 0) }
        XCTAssertEqual(res.events, [.next(210, 9), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testElementAtTheLastIndexSendsTheLastElement() {
        let xs = source()
        let res = scheduler.start { xs.element(at: 16) }
        XCTAssertEqual(res.events, [.next(630, 10), .completed(630)])
    }

    func testElementAtAnIndexNeverReachedFailsOnCompletion() {
        let xs = source()
        let res = scheduler.start { xs.element(at: 17) }
        XCTAssertEqual(res.events, [.error(690, RxError.argumentOutOfRange)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    func testElementAtOfAnEmptySourceFails() {
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.element(at: 0) }
        XCTAssertEqual(res.events, [.error(250, RxError.argumentOutOfRange)])
    }

    func testElementAtCompletesBeforeALaterError() {
        let xs = source(end: .error(690, TestError.boom))
        let res = scheduler.start { xs.element(at: 10) }
        XCTAssertEqual(res.events, [.next(460, 72), .completed(460)])
    }

    func testElementAtPassesAnEarlierErrorOn() {
        let xs = source(end: .error(690, TestError.boom))
        let res = scheduler.start { xs.element(at: 20) }
        XCTAssertEqual(res.events, [.error(690, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    func testElementAtOfANeverSourceSendsNothing() {
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start { xs.element(at: 1) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testDisposingElementAtBeforeTheIndexSendsNothing() {
        let xs = source()
        let res = scheduler.start(disposed: 250) { xs.element(at: 3) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDisposingElementAtAfterItCompletedChangesNothing() {
        let xs = source()
        let res = scheduler.start(disposed: 400) { xs.element(at: 3) }
        XCTAssertEqual(res.events, [.next(280, 1), .completed(280)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 280)])
    }

    func testEachSubscriptionCountsOnItsOwn() {
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let second = xs.element(at: 1)
        let first = scheduler.record(second, subscribed: 200)
        let other = scheduler.record(second, subscribed: 215)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(220, 2), .completed(220)])
        XCTAssertEqual(other.events, [.next(235, 2), .completed(235)])
    }

    func testNothingIsDeliveredAfterTheElementOfASynchronousSource() {
        let source = Observable<Int>.create { observer in
            for value in 0..<5 { observer.onNext(value) }
            observer.onCompleted()
            return Disposables.create()
        }
        let res = scheduler.start { source.element(at: 2) }
        XCTAssertEqual(res.events, [.next(200, 2), .completed(200)])
    }

    func testElementSentByTheObserverDuringTheElementIsNotSentToo() {
        let subject = PublishSubject<Int>()
        var events: [String] = []
        _ = subject.element(at: 0).subscribe(
            onNext: { value in
                events.append("next \(value)")
                subject.onNext(value + 1)
            },
            onCompleted: { events.append("completed") })
        subject.onNext(1)
        XCTAssertEqual(events, ["next 1", "completed"])
        XCTAssertFalse(subject.hasObservers)
    }

    func testObserverThatDisposesOnTheElementGetsNoCompletion() {
        let subject = PublishSubject<Int>()
        var events: [String] = []
        var subscription: Disposable?
        subscription = subject.element(at: 1).subscribe(
            onNext: { value in
                events.append("next \(value)")
                subscription?.dispose()
            },
            onError: { events.append("error \($0)") },
            onCompleted: { events.append("completed") })
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(events, ["next 2"])
    }
}
