import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class TakeTests: RxTestCase {
    private func source(end: Recorded<Event<Int>> = .completed(690)) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(70, 6), .next(150, 4), .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1),
            .next(300, -1), .next(310, 3), .next(340, 8), .next(370, 11), .next(410, 15), .next(415, 16),
            .next(460, 72), .next(510, 76), .next(560, 32), .next(570, -100), .next(580, -3), .next(590, 5),
            .next(630, 10), end,
        ])
    }

    private let allElements: [(TestTime, Int)] = [
        (210, 9), (230, 13), (270, 7), (280, 1), (300, -1), (310, 3), (340, 8), (370, 11), (410, 15),
        (415, 16), (460, 72), (510, 76), (560, 32), (570, -100), (580, -3), (590, 5), (630, 10),
    ]

    private func nexts(_ count: Int) -> [Recorded<Event<Int>>] {
        allElements.prefix(count).map { .next($0.0, $0.1) }
    }

    func testTakeMoreThanTheSourceHasPassesEverythingOn() {
        let xs = source()
        let res = scheduler.start { xs.take(20) }
        XCTAssertEqual(res.events, nexts(17) + [.completed(690)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    func testTakeExactlyTheSourceCountCompletesWithTheLastElement() {
        let xs = source()
        let res = scheduler.start { xs.take(17) }
        XCTAssertEqual(res.events, nexts(17) + [.completed(630)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 630)])
    }

    func testTakeCompletesAtTheCountThElement() {
        let xs = source()
        let res = scheduler.start { xs.take(10) }
        XCTAssertEqual(res.events, nexts(10) + [.completed(415)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 415)])
    }

    func testTakePassesAnEarlierErrorOn() {
        let xs = source(end: .error(690, TestError.boom))
        let res = scheduler.start { xs.take(20) }
        XCTAssertEqual(res.events, nexts(17) + [.error(690, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    func testTakeCompletesBeforeALaterError() {
        let xs = source(end: .error(690, TestError.boom))
        let res = scheduler.start { xs.take(17) }
        XCTAssertEqual(res.events, nexts(17) + [.completed(630)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 630)])
    }

    func testDisposingTakeBeforeTheCountUnsubscribes() {
        let xs = source()
        let res = scheduler.start(disposed: 250) { xs.take(3) }
        XCTAssertEqual(res.events, nexts(2))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDisposingTakeAfterItCompletedChangesNothing() {
        let xs = source()
        let res = scheduler.start(disposed: 400) { xs.take(3) }
        XCTAssertEqual(res.events, nexts(3) + [.completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    func testTakeZeroCompletesAtOnceWithoutSubscribing() {
        let xs = source()
        let res = scheduler.start { xs.take(0) }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testTakeOfAnEmptySourceCompletes() {
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.take(2) }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTakeOfANeverSourceSendsNothing() {
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.record(xs.take(2), subscribed: 300, disposed: 500)
        scheduler.start()
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 500)])
    }

    func testTakeOfASynchronousSourceStopsAtTheCount() {
        let source = Observable<Int>.create { observer in
            for value in 1...5 { observer.onNext(value) }
            observer.onCompleted()
            return Disposables.create()
        }
        let res = scheduler.start { source.take(2) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
    }

    // RxSwift's testTake_DecrementCountsFirst: the count is used up before the element goes out.
    func testTakeCountsTheElementBeforeSendingIt() {
        let subject = BehaviorSubject(value: false)
        var elements: [Bool] = []
        _ = subject.take(1).subscribe(onNext: { value in
            elements.append(value)
            subject.onNext(!value)
        })
        XCTAssertEqual(elements, [false])
    }

    func testObserverThatFeedsTheSourceDuringEmissionStillGetsCountElements() {
        let subject = PublishSubject<Int>()
        var events: [String] = []
        _ = subject.take(2).subscribe(
            onNext: { value in
                events.append("next \(value)")
                if value == 1 { subject.onNext(10) }
            },
            onCompleted: { events.append("completed") })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(events, ["next 1", "next 10", "completed"])
        XCTAssertFalse(subject.hasObservers)
    }

    func testObserverThatDisposesDuringEmissionGetsNoCompletion() {
        let subject = PublishSubject<Int>()
        var events: [String] = []
        var subscription: Disposable?
        subscription = subject.take(1).subscribe(
            onNext: { value in
                events.append("next \(value)")
                subscription?.dispose()
            },
            onCompleted: { events.append("completed") })
        subject.onNext(1)
        XCTAssertEqual(events, ["next 1"])
        XCTAssertFalse(subject.hasObservers)
    }
}
