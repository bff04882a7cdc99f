import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

/// `Completable`, `asCompletable()` and `andThen`, as RxSwift's.
final class CompletableTests: RxTestCase {
    func testSubscribeReportsExactlyOneOutcome() {
        var events: [CompletableEvent] = []
        _ = Completable.empty().subscribe { events.append($0) }
        _ = Completable.error(TestError.boom).subscribe { events.append($0) }
        _ = Completable.never().subscribe { events.append($0) }
        XCTAssertEqual(events, [.completed, .error(TestError.boom)])
        XCTAssertNotEqual(CompletableEvent.error(TestError.boom), .error(TestError.other))
    }

    func testAsCompletableOfIgnoreElementsKeepsOnlyTheEnd() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.ignoreElements().asCompletable().asObservable() }
        XCTAssertEqual(res.events, [.completed(250)])
    }

    func testAndThenSubscribesTheSecondWhenTheFirstCompletes() {
        let first = scheduler.createColdObservable([.completed(30, Never.self)])
        let second = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start { first.asCompletable().andThen(second.asObservable()) }
        XCTAssertEqual(res.events, [.next(240, 1), .completed(250)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(second.subscriptions, [Subscription(230, 250)])
    }

    func testAndThenNeverSubscribesTheSecondAfterAnError() {
        let first = scheduler.createColdObservable([.error(30, TestError.boom, Never.self)])
        let second = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start {
            first.asCompletable().andThen(second.asObservable().asSingle()).asObservable()
        }
        XCTAssertEqual(res.events, [.error(230, TestError.boom)])
        XCTAssertEqual(second.subscriptions, [])
    }

    func testAndThenOfASynchronousCompletableRunsTheSecondAtOnce() {
        let res = scheduler.start { Completable.empty().andThen(Maybe.just(4)).asObservable() }
        XCTAssertEqual(res.events, [.next(200, 4), .completed(200)])
        let chained = TestScheduler(initialClock: 0).start {
            Completable.empty().andThen(Completable.empty()).andThen(Single.just(1)).asObservable()
        }
        XCTAssertEqual(chained.events, [.next(200, 1), .completed(200)])
    }

    func testDisposingAndThenDisposesTheSecond() {
        let first = scheduler.createColdObservable([.completed(10, Never.self)])
        let second = scheduler.createColdObservable([.next(100, 1), .completed(200)])
        let res = scheduler.start(disposed: 260) { first.asCompletable().andThen(second.asObservable()) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(second.subscriptions, [Subscription(210, 260)])
    }

    func testAndThenLetsGoOfTheCompletableOnceItCompletes() {
        final class Witness {}
        var witness: Witness? = Witness()
        weak let released = witness
        let first = scheduler.createHotObservable([.completed(210, Never.self)])
        let subscription = first.asCompletable().do(onCompleted: { [witness] in _ = witness })
            .andThen(Observable<Int>.never()).subscribe()
        witness = nil
        XCTAssertNotNil(released)
        scheduler.advanceTo(220)
        XCTAssertNil(released)
        subscription.dispose()
    }

    func testConcatRunsOneAfterAnotherAndZipAllAtOnce() {
        let a = scheduler.createColdObservable([.completed(10, Never.self)])
        let b = scheduler.createColdObservable([.completed(20, Never.self)])
        let concat = scheduler.record(
            Completable.concat(a.asCompletable(), b.asCompletable()), subscribed: 200)
        let zip = scheduler.record(Completable.zip(a.asCompletable(), b.asCompletable()), subscribed: 200)
        scheduler.start()
        XCTAssertEqual(concat.events, [.completed(230)])
        XCTAssertEqual(zip.events, [.completed(220)])
        XCTAssertEqual(
            b.subscriptions, [Subscription(200, 220), Subscription(210, 230)])
    }

    func testSubscribeClosuresRunOnceThenDisposed() {
        var outcome: [String] = []
        _ = Completable.error(TestError.boom).subscribe(
            onCompleted: { outcome.append("completed") }, onError: { _ in outcome.append("error") },
            onDisposed: { outcome.append("disposed") })
        XCTAssertEqual(outcome, ["error", "disposed"])
    }
}
