import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

/// `combineLatest` and `zip` of up to eight shared sequences, RxCocoa's remaining shared-sequence
/// operators, and binding an `Infallible` the ways RxCocoa allows. Under the mock, elements from
/// `asDriver` / `asSignal` arrive one tick after the source sent them.
final class SharedSequenceArityTests: RxTestCase {
    func testCombineLatestOfThreeAsATupleWaitsForAllThenSendsOnEachChange() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 4)])
        let ys = scheduler.createHotObservable([.next(220, 2)])
        let zs = scheduler.createHotObservable([.next(230, 3)])
        SharingScheduler.mock(scheduler: scheduler) {
            let drivers = [xs, ys, zs].map { $0.asDriver(onErrorJustReturn: -1) }
            let res = scheduler.record(
                Driver.combineLatest(drivers[0], drivers[1], drivers[2]).map { "\($0)\($1)\($2)" },
                subscribed: 200, disposed: 1000)
            scheduler.start()
            XCTAssertEqual(res.events, [.next(231, "123"), .next(241, "423")])
        }
    }

    func testCombineLatestAndZipOfEightWithASelectorAndAsATuple() {
        let sources = (1...8).map { n in
            scheduler.createHotObservable([.next(200 + n * 10, n), .next(300 + n * 10, n * 10)])
        }
        SharingScheduler.mock(scheduler: scheduler) {
            let d = sources.map { $0.asDriver(onErrorJustReturn: -1) }
            let latest = scheduler.record(
                Driver.combineLatest(d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7]) {
                    $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
                }, subscribed: 200, disposed: 1000)
            let zipped = scheduler.record(
                Driver.zip(d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7]).map { $0.0 + $0.7 },
                subscribed: 200, disposed: 1000)
            scheduler.start()
            // All eight have sent at 281: 1+…+8 = 36. Then each of the tens replaces its one.
            XCTAssertEqual(latest.events.first, .next(281, 36))
            XCTAssertEqual(latest.events.last, .next(381, 360))
            XCTAssertEqual(latest.events.count, 9)
            XCTAssertEqual(zipped.events, [.next(281, 9), .next(381, 90)])
        }
    }

    func testZipOfThreeSignalsAsATuplePairsInOrder() {
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b")])
        let ys = scheduler.createHotObservable([.next(230, "1"), .next(240, "2")])
        let zs = scheduler.createHotObservable([.next(250, "!")])
        SharingScheduler.mock(scheduler: scheduler) {
            let s = [xs, ys, zs].map { $0.asSignal(onErrorJustReturn: "?") }
            let res = scheduler.record(
                Signal.zip(s[0], s[1], s[2]).map { $0 + $1 + $2 }, subscribed: 200, disposed: 1000)
            scheduler.start()
            XCTAssertEqual(res.events, [.next(251, "a1!")])
        }
    }

    func testDistinctUntilChangedByAKeyAndAComparer() {
        let xs = scheduler.createHotObservable([
            .next(210, "apple"), .next(220, "avocado"), .next(230, "Apricot"), .next(240, "banana"),
        ])
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.record(
                xs.asDriver(onErrorJustReturn: "").distinctUntilChanged({ $0.first! }) {
                    $0.lowercased() == $1.lowercased()
                }, subscribed: 200, disposed: 1000)
            scheduler.start()
            XCTAssertEqual(res.events, [.next(211, "apple"), .next(241, "banana")])
        }
    }

    func testWithUnretainedOnASignalCombinesWhileTheObjectLivesThenCompletes() {
        final class Owner { let name = "o" }
        var owner: Owner? = Owner()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.record(
                xs.asSignal(onErrorJustReturn: 0).withUnretained(owner!) { "\($0.name)\($1)" },
                subscribed: 200, disposed: 1000)
            scheduler.scheduleAt(220) { owner = nil }
            scheduler.start()
            XCTAssertEqual(res.events, [.next(211, "o1"), .completed(231)])
        }
    }

    func testAsSharedSequenceOfAStrategyReplacesTheErrorAsItIsTold() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
        SharingScheduler.mock(scheduler: scheduler) {
            let justReturn = scheduler.record(
                xs.asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorJustReturn: -1),
                subscribed: 200, disposed: 1000)
            let driveWith: Driver<Int> = xs.asSharedSequence(onErrorDriveWith: Driver.just(7))
            let recovered = scheduler.record(driveWith, subscribed: 200, disposed: 1000)
            let recover = scheduler.record(
                xs.asSharedSequence(sharingStrategy: DriverSharingStrategy.self) { _ in .just(9) },
                subscribed: 200, disposed: 1000)
            scheduler.start()
            XCTAssertEqual(justReturn.events, [.next(211, 1), .next(221, -1), .completed(221)])
            XCTAssertEqual(recovered.events, [.next(211, 1), .next(222, 7), .completed(222)])
            XCTAssertEqual(recover.events, [.next(211, 1), .next(222, 9), .completed(222)])
        }
    }

    func testCreateUnsafeOnlySharesItsSource() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let driver = Driver<Int>.createUnsafe(source: xs)
        let first = scheduler.record(driver, subscribed: 200, disposed: 1000)
        let late = scheduler.record(driver, subscribed: 215, disposed: 1000)
        scheduler.start()
        // No hop to the main scheduler (same tick), and the Driver's replay for the late subscriber.
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(late.events, [.next(215, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testASignalTakesTheLatestElementOfADriverAndStaysASignal() {
        let taps = scheduler.createHotObservable([.next(220, ()), .next(240, ())])
        let names = scheduler.createHotObservable([.next(210, "a"), .next(230, "b")])
        SharingScheduler.mock(scheduler: scheduler) {
            let latest: Signal<String> = taps.asSignal(onErrorJustReturn: ())
                .withLatestFrom(names.asDriver(onErrorJustReturn: ""))
            let res = scheduler.record(latest, subscribed: 200, disposed: 1000)
            scheduler.start()
            XCTAssertEqual(res.events, [.next(221, "a"), .next(241, "b")])
        }
    }

    func testATypeOfYourOwnNeedsOnlyAsSharedSequence() {
        let xs = scheduler.createHotObservable([.next(210, 1)])
        SharingScheduler.mock(scheduler: scheduler) {
            let wrapped = Wrapped(driver: xs.asDriver(onErrorJustReturn: 0))
            let res = scheduler.record(wrapped.asObservable(), subscribed: 200, disposed: 1000)
            scheduler.start()
            XCTAssertEqual(res.events, [.next(211, 1)])
        }
    }

    func testAnInfallibleBindsToRelaysAndToAFunction() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let infallible = xs.asInfallible(onErrorJustReturn: 0)
        let behavior = BehaviorRelay(value: 0)
        let optional = BehaviorRelay<Int?>(value: nil)
        let publish = PublishRelay<Int>()
        let replay = ReplayRelay<Int?>.create(bufferSize: 5)
        var published: [Int] = []
        let bag = DisposeBag()
        publish.subscribe(onNext: { published.append($0) }).disposed(by: bag)
        infallible.bind(to: behavior, behavior).disposed(by: bag)
        infallible.bind(to: optional).disposed(by: bag)
        infallible.bind(to: publish).disposed(by: bag)
        infallible.bind(to: replay).disposed(by: bag)
        let described = infallible.bind(to: { (sequence: Infallible<Int>) in "bound \(type(of: sequence))" })
        let curried = infallible.bind(
            to: { (sequence: Infallible<Int>) in { (prefix: String) in prefix + "!" } }, curriedArgument: "x")
        scheduler.start()
        XCTAssertEqual(behavior.value, 2)
        XCTAssertEqual(optional.value, 2)
        XCTAssertEqual(published, [1, 2])
        var replayed: [Int?] = []
        replay.subscribe(onNext: { replayed.append($0) }).disposed(by: bag)
        XCTAssertEqual(replayed, [1, 2])
        XCTAssertEqual(described, "bound Infallible<Int>")
        XCTAssertEqual(curried, "x!")
    }
}

/// A wrapper of a driver, as RxExample's `ActivityIndicator` is: it gives only `asSharedSequence()`.
private struct Wrapped: SharedSequenceConvertibleType {
    typealias Element = Int
    typealias SharingStrategy = DriverSharingStrategy

    let driver: Driver<Int>

    func asSharedSequence() -> Driver<Int> { driver }
}
