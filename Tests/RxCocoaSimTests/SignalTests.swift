import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

/// Signal: a Driver without replay. Under `SharingScheduler.mock` live events arrive one tick late (see
/// DriverTests).
final class SignalTests: RxTestCase {
    private final class Owner {}

    // MARK: the sharing contract

    private func runSharingTable(ending end: Recorded<Event<Int>>) -> (
        TestableObservable<Int>, TestableObserver<Int>, TestableObserver<Int>, TestableObserver<Int>
    ) {
        let cold = scheduler.createColdObservable([
            .next(10, 0), .next(20, 1), .next(30, 2), .next(40, 3), end,
        ])
        var observers: [TestableObserver<Int>] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let signal = cold.asSignal(onErrorJustReturn: -1)
            observers.append(scheduler.record(signal, subscribed: 200, disposed: 235))
            observers.append(scheduler.record(signal, subscribed: 225, disposed: 260))
            observers.append(scheduler.record(signal, subscribed: 260, disposed: 285))
            scheduler.start()
        }
        return (cold, observers[0], observers[1], observers[2])
    }

    func testSignalSharingWhenErroring() {
        let (cold, first, second, third) = runSharingTable(ending: .error(50, TestError.boom))
        XCTAssertEqual(first.events, [.next(211, 0), .next(221, 1), .next(231, 2)])
        // Subscribed at 225: no replay, only what comes next.
        XCTAssertEqual(second.events, [.next(231, 2), .next(241, 3), .next(251, -1), .completed(251)])
        XCTAssertEqual(third.events, [.next(271, 0), .next(281, 1)])
        XCTAssertEqual(cold.subscriptions, [Subscription(200, 250), Subscription(260, 285)])
    }

    func testSignalSharingWhenCompleted() {
        let (cold, first, second, third) = runSharingTable(ending: .completed(50))
        XCTAssertEqual(first.events, [.next(211, 0), .next(221, 1), .next(231, 2)])
        XCTAssertEqual(second.events, [.next(231, 2), .next(241, 3), .completed(251)])
        XCTAssertEqual(third.events, [.next(271, 0), .next(281, 1)])
        XCTAssertEqual(cold.subscriptions, [Subscription(200, 250), Subscription(260, 285)])
    }

    func testOneUpstreamSubscriptionAndNoReplay() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)])
        SharingScheduler.mock(scheduler: scheduler) {
            let signal = xs.asSignal(onErrorJustReturn: 0)
            let first = scheduler.record(signal, subscribed: 200, disposed: 400)
            let late = scheduler.record(signal, subscribed: 230, disposed: 400)
            scheduler.start()
            XCTAssertEqual(first.events, [.next(211, 1), .next(221, 2), .next(241, 3)])
            XCTAssertEqual(late.events, [.next(241, 3)])
        }
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testResubscribingAfterEveryoneLeftRestartsTheUpstream() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(330, 2)])
        SharingScheduler.mock(scheduler: scheduler) {
            let signal = xs.asSignal(onErrorJustReturn: 0)
            let first = scheduler.record(signal, subscribed: 200, disposed: 250)
            let second = scheduler.record(signal, subscribed: 300, disposed: 400)
            scheduler.start()
            XCTAssertEqual(first.events, [.next(211, 1)])
            XCTAssertEqual(second.events, [.next(331, 2)])
        }
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(300, 400)])
    }

    // MARK: conversions

    func testAsSignalOnErrorJustReturn() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError.boom)])
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { xs.asSignal(onErrorJustReturn: -1) }
            XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .next(231, -1), .completed(231)])
        }
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testAsSignalOnErrorSignalWith() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError.boom)])
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { xs.asSignal(onErrorSignalWith: Signal.just(-1)) }
            // `Signal.just` subscribes on the scheduler: one more tick.
            XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .next(232, -1), .completed(232)])
        }
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testAsSignalOnErrorRecover() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError.boom)])
        var errors: [TestError?] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start {
                xs.asSignal(onErrorRecover: { error in
                    errors.append(error as? TestError)
                    return Signal.empty()
                })
            }
            XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .completed(232)])
        }
        XCTAssertEqual(errors, [.boom])
    }

    func testPublishRelayAsSignal() {
        let relay = PublishRelay<Int>()
        scheduler.scheduleAt(250) { relay.accept(1) }
        scheduler.scheduleAt(350) { relay.accept(2) }
        SharingScheduler.mock(scheduler: scheduler) {
            let signal = relay.asSignal()
            let first = scheduler.record(signal, subscribed: 200, disposed: 1000)
            let late = scheduler.record(signal, subscribed: 300, disposed: 1000)
            scheduler.start()
            XCTAssertEqual(first.events, [.next(251, 1), .next(351, 2)])
            XCTAssertEqual(late.events, [.next(351, 2)])
        }
    }

    // MARK: emit(to: observers...)

    func testEmitSendsEveryEventToEachObserverThroughOneSubscription() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        SharingScheduler.mock(scheduler: scheduler) {
            let signal = xs.asSignal(onErrorJustReturn: -1)
            scheduler.scheduleAt(200) { subscription = signal.emit(to: first, second) }
            scheduler.scheduleAt(1000) { subscription?.dispose() }
            scheduler.start()
        }
        XCTAssertEqual(first.events, [.next(211, 1), .completed(231)])
        XCTAssertEqual(second.events, first.events)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testEmitToOptionalObservers() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let first = scheduler.createObserver(Int?.self)
        let second = scheduler.createObserver(Int?.self)
        var subscription: Disposable?
        SharingScheduler.mock(scheduler: scheduler) {
            let signal: Signal<Int> = xs.asSignal(onErrorJustReturn: -1)
            scheduler.scheduleAt(200) { subscription = signal.emit(to: first, second) }
            scheduler.scheduleAt(1000) { subscription?.dispose() }
            scheduler.start()
        }
        XCTAssertEqual(first.events, [.next(211, 1), .completed(231)])
        XCTAssertEqual(second.events, [.next(211, 1), .completed(231)])
    }

    func testEmitOnTheMainThreadDeliversSynchronously() {
        var events: [Event<Int>] = []
        let observer = AnyObserver<Int> { events.append($0) }
        let subscription = Signal.just(1).emit(to: observer)
        XCTAssertEqual(events, [.next(1), .completed])
        subscription.dispose()
    }

    // MARK: emit(to: relays...)

    func testEmitToPublishRelaysTakesElementsOnly() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let relay1 = PublishRelay<Int>()
        let relay2 = PublishRelay<Int>()
        let optionalRelay = PublishRelay<Int?>()
        let events1 = scheduler.record(relay1, subscribed: 100, disposed: 1000)
        let events2 = scheduler.record(relay2, subscribed: 100, disposed: 1000)
        let optionalEvents = scheduler.record(optionalRelay, subscribed: 100, disposed: 1000)
        var subscriptions: [Disposable] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let signal = xs.asSignal(onErrorJustReturn: -1)
            scheduler.scheduleAt(200) {
                subscriptions.append(signal.emit(to: relay1, relay2))
                subscriptions.append(signal.emit(to: optionalRelay))
            }
            scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
        }
        XCTAssertEqual(events1.events, [.next(211, 1), .next(221, 2)])
        XCTAssertEqual(events2.events, [.next(211, 1), .next(221, 2)])
        XCTAssertEqual(optionalEvents.events, [.next(211, 1), .next(221, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testEmitToBehaviorRelays() {
        let relay1 = BehaviorRelay(value: 0)
        let relay2 = BehaviorRelay(value: 0)
        let optionalRelay = BehaviorRelay<Int?>(value: nil)
        let optionalFromOptionals = BehaviorRelay<Int?>(value: nil)
        var subscriptions: [Disposable] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let ints: Signal<Int> = Signal.just(1)
            let optionals: Signal<Int?> = Signal.just(2)
            scheduler.scheduleAt(200) {
                subscriptions.append(ints.emit(to: relay1, relay2))
                subscriptions.append(ints.emit(to: optionalRelay))
                subscriptions.append(optionals.emit(to: optionalFromOptionals))
            }
            scheduler.start()
        }
        XCTAssertEqual(relay1.value, 1)
        XCTAssertEqual(relay2.value, 1)
        XCTAssertEqual(optionalRelay.value, 1)
        XCTAssertEqual(optionalFromOptionals.value, 2)
        subscriptions.forEach { $0.dispose() }
    }

    func testEmitToReplayRelays() {
        let relay = ReplayRelay<Int>.create(bufferSize: 1)
        let optionalRelay = ReplayRelay<Int?>.create(bufferSize: 1)
        let events = scheduler.record(relay, subscribed: 100, disposed: 1000)
        let optionalEvents = scheduler.record(optionalRelay, subscribed: 100, disposed: 1000)
        var subscriptions: [Disposable] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let signal: Signal<Int> = Signal.just(1)
            scheduler.scheduleAt(200) {
                subscriptions.append(signal.emit(to: relay))
                subscriptions.append(signal.emit(to: optionalRelay))
            }
            scheduler.start()
        }
        XCTAssertEqual(events.events, [.next(201, 1)])
        XCTAssertEqual(optionalEvents.events, [.next(201, 1)])
        subscriptions.forEach { $0.dispose() }
    }

    // MARK: emit(onNext:), emit(with:), emit()

    func testEmitOnNextOnCompletedOnDisposed() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        var log: [String] = []
        var subscription: Disposable?
        SharingScheduler.mock(scheduler: scheduler) {
            let signal = xs.asSignal(onErrorJustReturn: -1)
            scheduler.scheduleAt(200) {
                subscription = signal.emit(
                    onNext: { log.append("next \($0) @\(self.scheduler.clock)") },
                    onCompleted: { log.append("completed @\(self.scheduler.clock)") },
                    onDisposed: { log.append("disposed @\(self.scheduler.clock)") })
            }
            scheduler.scheduleAt(1000) { subscription?.dispose() }
            scheduler.start()
        }
        XCTAssertEqual(log, ["next 1 @211", "next 2 @221", "completed @231", "disposed @231"])
    }

    func testEmitWithHoldsTheObjectWeakly() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        var owner: Owner? = Owner()
        weak let weakOwner = owner
        var values: [String] = []
        var completed = false
        var subscription: Disposable?
        SharingScheduler.mock(scheduler: scheduler) {
            let signal = xs.asSignal(onErrorJustReturn: -1)
            scheduler.scheduleAt(200) {
                subscription = signal.emit(
                    with: owner!,
                    onNext: { object, value in values.append("\(object === weakOwner) \(value)") },
                    onCompleted: { _ in completed = true })
            }
            scheduler.scheduleAt(225) { owner = nil }
            scheduler.scheduleAt(1000) { subscription?.dispose() }
            scheduler.start()
        }
        XCTAssertNil(weakOwner, "emit(with:) must not keep the object alive")
        XCTAssertEqual(values, ["true 1", "true 2"])
        XCTAssertFalse(completed)
    }

    func testEmitWithoutArgumentsSubscribes() {
        let xs = scheduler.createHotObservable([.next(210, 1)])
        var subscription: Disposable?
        SharingScheduler.mock(scheduler: scheduler) {
            let signal = xs.asSignal(onErrorJustReturn: -1)
            scheduler.scheduleAt(200) { subscription = signal.emit() }
            scheduler.scheduleAt(300) { subscription?.dispose() }
            scheduler.start()
        }
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}
