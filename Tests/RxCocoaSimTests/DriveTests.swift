import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

/// `drive` and its overloads, with `SharingScheduler.mock` putting delivery on the TestScheduler (each
/// live element arrives one tick after the source sends it).
final class DriveTests: RxTestCase {
    private final class Owner {}

    // MARK: drive(observers...)

    func testDriveSendsEveryEventToEachObserverThroughOneSubscription() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: -1)
            scheduler.scheduleAt(200) { subscription = driver.drive(first, second) }
            scheduler.scheduleAt(1000) { subscription?.dispose() }
            scheduler.start()
        }
        XCTAssertEqual(first.events, [.next(211, 1), .next(221, 2), .completed(231)])
        XCTAssertEqual(second.events, first.events)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDriveOptionalObservers() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let first = scheduler.createObserver(Int?.self)
        let second = scheduler.createObserver(Int?.self)
        var subscription: Disposable?
        SharingScheduler.mock(scheduler: scheduler) {
            let driver: Driver<Int> = xs.asDriver(onErrorJustReturn: -1)
            scheduler.scheduleAt(200) { subscription = driver.drive(first, second) }
            scheduler.scheduleAt(1000) { subscription?.dispose() }
            scheduler.start()
        }
        XCTAssertEqual(first.events, [.next(211, 1), .completed(231)])
        XCTAssertEqual(second.events, [.next(211, 1), .completed(231)])
    }

    func testDisposingTheDriveSubscriptionEndsTheUpstreamSubscription() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let res = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: -1)
            scheduler.scheduleAt(200) { subscription = driver.drive(res) }
            scheduler.scheduleAt(250) { subscription?.dispose() }
            scheduler.start()
        }
        XCTAssertEqual(res.events, [.next(211, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDriveOnTheMainThreadDeliversSynchronously() {
        // RxCocoa's testDriveObservers: without the mock, `Driver.just` runs inline on the main thread.
        var events1: [Event<Int>] = []
        var events2: [Event<Int>] = []
        let observer1 = AnyObserver<Int> { events1.append($0) }
        let observer2 = AnyObserver<Int> { events2.append($0) }
        let subscription = Driver.just(1).drive(observer1, observer2)
        XCTAssertEqual(events1, [.next(1), .completed])
        XCTAssertEqual(events2, [.next(1), .completed])
        subscription.dispose()
    }

    func testDriveOfAnIntDriverIntoAnOptionalObserverCompiles() {
        var events: [Event<Int?>] = []
        let observer = AnyObserver<Int?> { events.append($0) }
        let subscription = Driver.just(1).drive(observer)
        XCTAssertEqual(events, [.next(1), .completed])
        subscription.dispose()
    }

    // MARK: drive(relays...)

    func testDriveBehaviorRelaysTakesElementsOnly() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let relay1 = BehaviorRelay(value: 0)
        let relay2 = BehaviorRelay(value: 0)
        let relayEvents = scheduler.record(relay1, subscribed: 100, disposed: 1000)
        var subscription: Disposable?
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: -1)
            scheduler.scheduleAt(200) { subscription = driver.drive(relay1, relay2) }
            scheduler.scheduleAt(1000) { subscription?.dispose() }
            scheduler.start()
        }
        XCTAssertEqual(relay1.value, 2)
        XCTAssertEqual(relay2.value, 2)
        // The completion at 231 is not passed on: the relay is still open.
        XCTAssertEqual(relayEvents.events, [.next(100, 0), .next(211, 1), .next(221, 2)])
        relay1.accept(3)
        XCTAssertEqual(relay1.value, 3)
    }

    func testDriveOptionalBehaviorRelays() {
        let relay1 = BehaviorRelay<Int?>(value: nil)
        let relay2 = BehaviorRelay<Int?>(value: nil)
        var subscriptions: [Disposable] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let ints: Driver<Int> = Driver.just(1)
            let optionals: Driver<Int?> = Driver.just(2)
            scheduler.scheduleAt(200) { subscriptions.append(ints.drive(relay1)) }
            scheduler.scheduleAt(300) { subscriptions.append(optionals.drive(relay1, relay2)) }
            scheduler.start()
        }
        XCTAssertEqual(relay1.value, 2)
        XCTAssertEqual(relay2.value, 2)
        subscriptions.forEach { $0.dispose() }
    }

    func testDriveOptionalBehaviorRelayFromAnIntDriver() {
        let relay = BehaviorRelay<Int?>(value: nil)
        var subscription: Disposable?
        SharingScheduler.mock(scheduler: scheduler) {
            scheduler.scheduleAt(200) { subscription = Driver.just(1).drive(relay) }
            scheduler.start()
        }
        XCTAssertEqual(relay.value, 1)
        subscription?.dispose()
    }

    func testDriveReplayRelays() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let relay1 = ReplayRelay<Int>.create(bufferSize: 1)
        let relay2 = ReplayRelay<Int>.create(bufferSize: 1)
        let optionalRelay = ReplayRelay<Int?>.create(bufferSize: 1)
        let events1 = scheduler.record(relay1, subscribed: 100, disposed: 1000)
        let events2 = scheduler.record(relay2, subscribed: 100, disposed: 1000)
        let optionalEvents = scheduler.record(optionalRelay, subscribed: 100, disposed: 1000)
        var subscriptions: [Disposable] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: -1)
            scheduler.scheduleAt(200) {
                subscriptions.append(driver.drive(relay1, relay2))
                subscriptions.append(driver.drive(optionalRelay))
            }
            scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
        }
        XCTAssertEqual(events1.events, [.next(211, 1), .next(221, 2)])
        XCTAssertEqual(events2.events, [.next(211, 1), .next(221, 2)])
        XCTAssertEqual(optionalEvents.events, [.next(211, 1), .next(221, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    // MARK: drive(onNext:), drive(with:), drive()

    func testDriveOnNextOnCompletedOnDisposed() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        var log: [String] = []
        var subscription: Disposable?
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: -1)
            scheduler.scheduleAt(200) {
                subscription = driver.drive(
                    onNext: { log.append("next \($0) @\(self.scheduler.clock)") },
                    onCompleted: { log.append("completed @\(self.scheduler.clock)") },
                    onDisposed: { log.append("disposed @\(self.scheduler.clock)") })
            }
            scheduler.scheduleAt(1000) { subscription?.dispose() }
            scheduler.start()
        }
        XCTAssertEqual(log, ["next 1 @211", "next 2 @221", "completed @231", "disposed @231"])
    }

    func testDriveOnNextDisposedEarly() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        var log: [String] = []
        var subscription: Disposable?
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: -1)
            scheduler.scheduleAt(200) {
                subscription = driver.drive(
                    onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
                    onDisposed: { log.append("disposed @\(self.scheduler.clock)") })
            }
            scheduler.scheduleAt(215) { subscription?.dispose() }
            scheduler.start()
        }
        XCTAssertEqual(log, ["next 1", "disposed @215"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    private func driveWith(_ cold: TestableObservable<Int>, onCompleted: Bool) -> (
        values: [String], completed: Bool, disposed: Bool
    ) {
        var owner: Owner? = Owner()
        weak let weakOwner = owner
        var values: [String] = []
        var completed = false
        var disposed = false
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = cold.asDriver(onErrorJustReturn: -1)
            _ = driver.drive(
                with: owner!,
                onNext: { object, value in values.append("\(object === weakOwner) \(value)") },
                onCompleted: onCompleted ? { _ in completed = true } : nil,
                onDisposed: { object in disposed = object === weakOwner })
            scheduler.start()
        }
        XCTAssertNotNil(weakOwner, "the test still holds the object")
        owner = nil
        XCTAssertNil(weakOwner, "drive(with:) must not keep the object alive")
        return (values, completed, disposed)
    }

    func testDriveWithNext() {
        let cold = scheduler.createColdObservable([
            .next(10, 0), .next(20, 1), .next(30, 2), .next(40, 3), .completed(50),
        ])
        let result = driveWith(cold, onCompleted: false)
        XCTAssertEqual(result.values, ["true 0", "true 1", "true 2", "true 3"])
        XCTAssertTrue(result.disposed)
    }

    func testDriveWithError() {
        let cold = scheduler.createColdObservable([
            .next(10, 0), .next(20, 1), .next(30, 2), .error(40, TestError.boom), .next(50, 3),
        ])
        let result = driveWith(cold, onCompleted: false)
        XCTAssertEqual(result.values, ["true 0", "true 1", "true 2", "true -1"])
        XCTAssertTrue(result.disposed)
    }

    func testDriveWithCompleted() {
        let cold = scheduler.createColdObservable([.next(10, 0), .next(20, 1), .next(30, 2), .completed(40)])
        let result = driveWith(cold, onCompleted: true)
        XCTAssertEqual(result.values, ["true 0", "true 1", "true 2"])
        XCTAssertTrue(result.completed)
        XCTAssertTrue(result.disposed)
    }

    func testDriveWithStopsCallingOnceTheObjectIsGone() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        var owner: Owner? = Owner()
        var values: [Int] = []
        var completed = false
        var disposed = false
        var subscription: Disposable?
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: -1)
            scheduler.scheduleAt(200) {
                subscription = driver.drive(
                    with: owner!, onNext: { _, value in values.append(value) },
                    onCompleted: { _ in completed = true },
                    onDisposed: { _ in disposed = true })
            }
            scheduler.scheduleAt(225) { owner = nil }
            scheduler.scheduleAt(1000) { subscription?.dispose() }
            scheduler.start()
        }
        XCTAssertEqual(values, [1, 2])
        XCTAssertFalse(completed)
        XCTAssertFalse(disposed)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testDriveWithoutArgumentsSubscribes() {
        let xs = scheduler.createHotObservable([.next(210, 1)])
        var subscription: Disposable?
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: -1)
            scheduler.scheduleAt(200) { subscription = driver.drive() }
            scheduler.scheduleAt(300) { subscription?.dispose() }
            scheduler.start()
        }
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDriveWithATransformation() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: -1)
            scheduler.scheduleAt(200) {
                subscription = driver.drive { (source: Observable<Int>) -> Disposable in
                    source.map { $0 * 10 }.subscribe(res)
                }
            }
            scheduler.scheduleAt(1000) { subscription?.dispose() }
            scheduler.start()
        }
        XCTAssertEqual(res.events, [.next(211, 10), .completed(221)])
    }

    // MARK: ordering

    func testDrivingOrderOfSynchronousSubscriptions() {
        // RxCocoa's testDrivingOrderOfSynchronousSubscriptions2: on the main thread, without the mock,
        // the chain of drivers runs synchronously.
        var latestValue: Int?
        let state = BehaviorSubject(value: 1)
        let subscription = state.asDriver(onErrorJustReturn: 0)
            .flatMapLatest { x in Driver.just(x * 2) }
            .flatMapLatest { y in Observable.just(y).asDriver(onErrorJustReturn: -1) }
            .flatMapLatest { y in Observable.just(y).asDriver(onErrorDriveWith: Driver.empty()) }
            .flatMapLatest { y in Observable.just(y).asDriver(onErrorRecover: { _ in Driver.empty() }) }
            .drive(onNext: { latestValue = $0 })
        subscription.dispose()
        XCTAssertEqual(latestValue, 2)
    }
}
