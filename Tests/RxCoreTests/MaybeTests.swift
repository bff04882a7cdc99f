import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

/// `Maybe` and `asMaybe()`, as RxSwift's: one element, or none, or an error.
final class MaybeTests: RxTestCase {
    func testAsMaybeSendsTheOnlyElementOrNoneAndFailsAtASecond() {
        let one = scheduler.createHotObservable([.next(210, 5), .completed(250)])
        let none = scheduler.createHotObservable([.completed(250, Int.self)])
        let two = scheduler.createHotObservable([.next(210, 5), .next(220, 6), .completed(250)])
        let oneResult = scheduler.record(one.asMaybe(), subscribed: 200)
        let noneResult = scheduler.record(none.asMaybe(), subscribed: 200)
        let twoResult = scheduler.record(two.asMaybe(), subscribed: 200)
        scheduler.start()
        XCTAssertEqual(oneResult.events, [.next(250, 5), .completed(250)])
        XCTAssertEqual(noneResult.events, [.completed(250)])
        XCTAssertEqual(twoResult.events, [.error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(two.subscriptions, [Subscription(200, 220)])
    }

    func testSubscribeReportsExactlyOneOutcome() {
        var events: [MaybeEvent<Int>] = []
        _ = Maybe.just(1).subscribe { events.append($0) }
        _ = Maybe<Int>.empty().subscribe { events.append($0) }
        _ = Maybe<Int>.error(TestError.boom).subscribe { events.append($0) }
        _ = Maybe<Int>.never().subscribe { events.append($0) }
        XCTAssertEqual(events, [.success(1), .completed, .error(TestError.boom)])
    }

    func testCreateForwardsTheFirstOutcomeOnly() {
        let maybe = Maybe<Int>.create { observer in
            observer(.completed)
            observer(.success(1))
            return Disposables.create()
        }
        var outcome: [String] = []
        _ = maybe.subscribe(
            onSuccess: { outcome.append("success \($0)") }, onError: { _ in outcome.append("error") },
            onCompleted: { outcome.append("completed") }, onDisposed: { outcome.append("disposed") })
        XCTAssertEqual(outcome, ["completed", "disposed"])
    }

    func testSubscribeWithObjectStopsOnceTheObjectIsGone() {
        final class Owner {}
        var owner: Owner? = Owner()
        var calls = 0
        let subject = PublishSubject<Int>()
        let subscription = subject.asMaybe().subscribe(with: owner!, onSuccess: { _, _ in calls += 1 })
        owner = nil
        subject.onNext(1)
        subject.onCompleted()
        XCTAssertEqual(calls, 0)
        subscription.dispose()
    }

    func testOperatorsKeepTheTrait() {
        let five = Maybe.just(5)
        XCTAssertEqual(
            scheduler.start { five.map { $0 * 2 }.asObservable() }.events,
            [
                .next(200, 10), .completed(200),
            ])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { five.filter { $0 > 9 }.asObservable() }.events,
            [.completed(200)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { five.compactMap { $0 > 9 ? $0 : nil }.asObservable() }
                .events,
            [.completed(200)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { five.flatMap { Maybe.just($0 + 1) }.asObservable() }
                .events,
            [.next(200, 6), .completed(200)])
    }

    func testIfEmptyMakesASingleOrAnotherMaybe() {
        let empty = Maybe<Int>.empty()
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { empty.ifEmpty(default: 7).asObservable() }.events,
            [.next(200, 7), .completed(200)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { empty.ifEmpty(switchTo: Single.just(8)).asObservable() }
                .events,
            [.next(200, 8), .completed(200)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start {
                Maybe.just(1).ifEmpty(switchTo: Maybe.just(8)).asObservable()
            }
            .events,
            [.next(200, 1), .completed(200)])
    }

    func testCatchAndReturnReplacesTheError() {
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start {
                Maybe<Int>.error(TestError.boom).catchAndReturn(3).asObservable()
            }
            .events,
            [.next(200, 3), .completed(200)])
    }

    func testZipWaitsForEveryMaybeAndCompletesWhenOneIsEmpty() {
        let a = scheduler.createColdObservable([.next(10, 1), .completed(10)]).asMaybe()
        let b = scheduler.createColdObservable([.next(30, "b"), .completed(30)]).asMaybe()
        let both = scheduler.record(Maybe.zip(a, b) { "\($0)\($1)" }, subscribed: 200)
        let withEmpty = scheduler.record(
            Maybe.zip(a, Maybe<String>.empty()).map { "\($0.0)\($0.1)" }, subscribed: 200)
        scheduler.start()
        XCTAssertEqual(both.events, [.next(230, "1b"), .completed(230)])
        // As RxSwift's zip: an empty source ends the result at the next element of another.
        XCTAssertEqual(withEmpty.events, [.completed(210)])
    }
}
