import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

/// `Infallible.create`, its creation spellings and its operators, as RxSwift's.
final class InfallibleOperatorsTests: RxTestCase {
    func testCreateSendsElementsAndCompletion() {
        let numbers = Infallible<Int>.create { observer in
            observer(.next(1))
            observer(.next(2))
            observer(.completed)
            observer(.next(3))
            return Disposables.create()
        }
        var events: [Event<Int>] = []
        _ = numbers.subscribe { events.append($0.event) }
        XCTAssertEqual(events, [.next(1), .next(2), .completed])
    }

    func testAnErrorFromABadlyMadeInfallibleGoesToTheDefaultHandler() {
        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        var handled: [String] = []
        Hooks.defaultErrorHandler = { _, error in handled.append("\(error)") }
        var events: [String] = []
        let failing = Infallible.just(1).flatMap { _ in Observable<Int>.error(TestError.boom) }
        _ = failing.subscribe { events.append("\($0.event)") }
        XCTAssertEqual(events, [])
        XCTAssertEqual(handled, ["boom"])
    }

    func testCreationSpellings() {
        XCTAssertEqual(
            scheduler.start { Infallible.of(1, 2) }.events, [.next(200, 1), .next(200, 2), .completed(200)])
        let fresh = TestScheduler(initialClock: 0)
        XCTAssertEqual(fresh.start { Infallible.from([3]) }.events, [.next(200, 3), .completed(200)])
        var made = 0
        let deferred = Infallible.deferred {
            made += 1
            return Infallible.just(made)
        }
        _ = deferred.subscribe()
        _ = deferred.subscribe()
        XCTAssertEqual(made, 2)
    }

    func testOperatorsKeepTheTrait() {
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 1), .next(230, 2), .next(240, 3), .completed(250),
        ])
        let numbers = xs.asInfallible(onErrorJustReturn: 0)
        let res = scheduler.start {
            numbers.distinctUntilChanged().map { $0 * 10 }.filter { $0 > 10 }.scan(0) { $0 + $1 }.startWith(
                -1)
        }
        XCTAssertEqual(res.events, [.next(200, -1), .next(230, 20), .next(240, 50), .completed(250)])
    }

    func testTakeUntilAnInfallibleAndWithLatestFrom() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3)]).asInfallible(
            onErrorJustReturn: 0)
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b")]).asInfallible(
            onErrorJustReturn: "")
        let stop = scheduler.createHotObservable([.next(245, ())]).asInfallible(onErrorJustReturn: ())
        let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" }.take(until: stop) }
        XCTAssertEqual(res.events, [.next(230, "2a"), .completed(245)])
    }

    func testCombineLatestAndZip() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(260)]).asInfallible(
            onErrorJustReturn: 0)
        let ys = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(250)])
            .asInfallible(
                onErrorJustReturn: 0)
        let sums = scheduler.record(Infallible.combineLatest(xs, ys) { $0 + $1 }, subscribed: 200)
        let pairs = scheduler.record(Infallible.zip(xs, ys) { $0 * $1 }, subscribed: 200)
        let arrays = scheduler.record(Infallible.combineLatest([xs, ys]), subscribed: 200)
        scheduler.start()
        XCTAssertEqual(sums.events, [.next(220, 11), .next(230, 12), .next(240, 22), .completed(260)])
        XCTAssertEqual(pairs.events, [.next(220, 10), .next(240, 40), .completed(260)])
        XCTAssertEqual(arrays.events.first, .next(220, [1, 10]))
    }

    func testMergeAndConcat() {
        let one = Infallible.just(1)
        let two = Infallible.of(2, 3)
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Infallible.concat(one, two) }.events,
            [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Infallible.merge([one, two]) }.events,
            [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
    }
}
