import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class SkipTests: RxTestCase {
    private let allElements: [(TestTime, Int)] = [
        (210, 9), (230, 13), (270, 7), (280, 1), (300, -1), (310, 3), (340, 8), (370, 11), (410, 15),
        (415, 16), (460, 72), (510, 76), (560, 32), (570, -100), (580, -3), (590, 5), (630, 10),
    ]

    private func source(end: Recorded<Event<Int>> = .completed(690)) -> TestableObservable<Int> {
        scheduler.createHotObservable(
            [.next(70, 6), .next(150, 4)] + allElements.map { .next($0.0, $0.1) } + [end])
    }

    private func nexts(droppingFirst count: Int, before time: TestTime = .max) -> [Recorded<Event<Int>>] {
        allElements.dropFirst(count).filter { $0.0 < time }.map { .next($0.0, $0.1) }
    }

    // MARK: skip(_ count:)

    func testSkipDropsTheFirstElements() {
        let xs = source()
        let res = scheduler.start { xs.skip(10) }
        XCTAssertEqual(res.events, nexts(droppingFirst: 10) + [.completed(690)])
        XCTAssertEqual(res.events.first, .next(460, 72))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    func testSkipZeroPassesEverythingOn() {
        let xs = source()
        let res = scheduler.start { xs.skip(0) }
        XCTAssertEqual(res.events, nexts(droppingFirst: 0) + [.completed(690)])
    }

    func testSkipAllElementsOnlyCompletes() {
        let xs = source()
        let res = scheduler.start { xs.skip(17) }
        XCTAssertEqual(res.events, [.completed(690)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    func testSkipMoreThanTheSourceHasOnlyCompletes() {
        let xs = source()
        let res = scheduler.start { xs.skip(20) }
        XCTAssertEqual(res.events, [.completed(690)])
    }

    func testSkipPassesTheErrorOnEvenWhileSkipping() {
        let xs = source(end: .error(690, TestError.boom))
        let res = scheduler.start { xs.skip(20) }
        XCTAssertEqual(res.events, [.error(690, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    func testSkipPassesTheErrorOnAfterTheElements() {
        let xs = source(end: .error(690, TestError.boom))
        let res = scheduler.start { xs.skip(15) }
        XCTAssertEqual(res.events, [.next(590, 5), .next(630, 10), .error(690, TestError.boom)])
    }

    func testDisposingSkipWhileSkippingSendsNothing() {
        let xs = source()
        let res = scheduler.start(disposed: 250) { xs.skip(3) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDisposingSkipAfterSkippingUnsubscribes() {
        let xs = source()
        let res = scheduler.start(disposed: 400) { xs.skip(3) }
        XCTAssertEqual(res.events, nexts(droppingFirst: 3, before: 400))
        XCTAssertEqual(res.events.count, 5)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testSkipOfANeverSourceSendsNothing() {
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.record(xs.skip(1), subscribed: 200, disposed: 500)
        scheduler.start()
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    }

    func testEachSubscriptionSkipsOnItsOwn() {
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let skipped = xs.skip(1)
        let first = scheduler.record(skipped, subscribed: 200)
        let second = scheduler.record(skipped, subscribed: 215)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(220, 2), .completed(230)])
        XCTAssertEqual(second.events, [.next(235, 2), .completed(245)])
    }

    func testObserverThatDisposesDuringEmissionStopsSkip() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = subject.skip(1).subscribe(onNext: { value in
            received.append(value)
            subscription?.dispose()
        })
        for value in 1...4 { subject.onNext(value) }
        XCTAssertEqual(received, [2])
        XCTAssertFalse(subject.hasObservers)
    }

    // MARK: skip(while:)

    private func whileSource(end: Recorded<Event<Int>> = .completed(600)) -> TestableObservable<Int> {
        var events: [Recorded<Event<Int>>] = [
            .next(90, -1), .next(110, -1), .next(210, 2), .next(260, 4), .next(290, 6), .next(320, 7),
            .next(350, 8), .next(390, 9), .next(410, 10),
        ]
        events.insert(end, at: events.firstIndex { $0.time > end.time } ?? events.count)
        return scheduler.createHotObservable(events)
    }

    func testSkipWhileDropsElementsUntilThePredicateFails() {
        let xs = whileSource()
        var invoked = 0
        let res = scheduler.start {
            xs.skip(while: { value in
                invoked += 1
                return value % 2 == 0
            })
        }
        XCTAssertEqual(
            res.events, [.next(320, 7), .next(350, 8), .next(390, 9), .next(410, 10), .completed(600)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(invoked, 4, "once an element passed, the predicate is not asked again")
    }

    func testSkipWhileThatFailsAtOnceDropsNothing() {
        let xs = whileSource()
        let res = scheduler.start { xs.skip(while: { $0 > 100 }) }
        XCTAssertEqual(res.events.count, 8)
        XCTAssertEqual(res.events.first, .next(210, 2))
    }

    func testSkipWhileThatAlwaysHoldsOnlyCompletes() {
        let xs = whileSource()
        let res = scheduler.start { xs.skip(while: { _ in true }) }
        XCTAssertEqual(res.events, [.completed(600)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func testSkipWhilePassesTheErrorOnWhileSkipping() {
        let xs = whileSource(end: .error(270, TestError.boom))
        let res = scheduler.start { xs.skip(while: { $0 % 2 == 0 }) }
        XCTAssertEqual(res.events, [.error(270, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    func testSkipWhilePassesTheErrorOnAfterTheElements() {
        let xs = whileSource(end: .error(360, TestError.boom))
        let res = scheduler.start { xs.skip(while: { $0 % 2 == 0 }) }
        XCTAssertEqual(res.events, [.next(320, 7), .next(350, 8), .error(360, TestError.boom)])
    }

    func testSkipWhilePredicateThatThrowsEndsTheSequence() {
        let xs = whileSource()
        let res = scheduler.start {
            xs.skip(while: { value in
                if value == 6 { throw TestError.other }
                return true
            })
        }
        XCTAssertEqual(res.events, [.error(290, TestError.other)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
    }

    func testSkipWhileOfAnEmptySourceCompletes() {
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.skip(while: { _ in false }) }
        XCTAssertEqual(res.events, [.completed(250)])
    }

    func testSkipWhileOfANeverSourceSendsNothing() {
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.skip(while: { _ in false }) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testDisposingSkipWhileUnsubscribes() {
        let xs = whileSource()
        let res = scheduler.start(disposed: 360) { xs.skip(while: { $0 % 2 == 0 }) }
        XCTAssertEqual(res.events, [.next(320, 7), .next(350, 8)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 360)])
    }

    func testEachSubscriptionSkipsWhileOnItsOwn() {
        let xs = scheduler.createColdObservable([.next(10, 0), .next(20, 1), .next(30, 0), .completed(40)])
        let skipped = xs.skip(while: { $0 == 0 })
        let first = scheduler.record(skipped, subscribed: 200)
        let second = scheduler.record(skipped, subscribed: 300)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(220, 1), .next(230, 0), .completed(240)])
        XCTAssertEqual(second.events, [.next(320, 1), .next(330, 0), .completed(340)])
    }

    func testObserverThatFeedsTheSourceDuringEmissionIsNotSkipped() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.skip(while: { $0 < 5 }).subscribe(onNext: { value in
            received.append(value)
            if value == 5 { subject.onNext(1) }
        })
        subject.onNext(1)
        subject.onNext(5)
        XCTAssertEqual(received, [5, 1])
        subscription.dispose()
    }
}
