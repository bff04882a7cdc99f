import Foundation
import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import UIKitSim
import XCTest

/// An object for `drive(with:)`.
private final class Owner {
    var seen: [Int] = []
}

final class DriverBindingTests: RxTestCase {
    // MARK: Into Binders and ControlProperties

    func testADriverDrivesABinderOneTickAfterEachElementAndNeverFails() {
        SharingScheduler.mock(scheduler: scheduler) {
            let label = UILabel()
            let timeline = UITimeline(scheduler, properties: ["text"])
            let texts = scheduler.createHotObservable([
                .next(210, "a"), .next(220, "b"), .error(230, TestError.boom, String.self),
            ])
            let driver = texts.asDriver(onErrorJustReturn: "fallback")
            let bag = DisposeBag()
            let errors = bindingErrors {
                scheduler.scheduleAt(200) { driver.drive(label.rx.text).disposed(by: bag) }
                scheduler.start()
            }
            XCTAssertEqual(timeline.entries, ["211 text: a", "221 text: b", "231 text: fallback"])
            XCTAssertEqual(errors, [])
            // The test observable is wrapped by `asObservable()`, which lets go of it as soon as it fails.
            XCTAssertEqual(texts.subscriptions, [Subscription(200, 230)])
        }
    }

    func testADriverDrivesAControlPropertyWithoutEchoingIntoIt() {
        SharingScheduler.mock(scheduler: scheduler) {
            let slider = UISlider()
            let values = scheduler.createHotObservable([.next(210, Float(0.1)), .next(220, Float(0.9))])
            let bag = DisposeBag()
            scheduler.scheduleAt(200) {
                values.asDriver(onErrorJustReturn: 0).drive(slider.rx.value).disposed(by: bag)
            }
            let observer = scheduler.start { slider.rx.value }
            XCTAssertEqual(observer.events, [.next(200, 0)])
            XCTAssertEqual(slider.value, 0.9)
        }
    }

    func testASignalEmitsIntoABinder() {
        SharingScheduler.mock(scheduler: scheduler) {
            let button = UIButton()
            let activity = UIActivityIndicatorView()
            let timeline = UITimeline(scheduler, properties: ["isAnimating"])
            let bag = DisposeBag()
            scheduler.scheduleAt(200) {
                button.rx.tap.asSignal().scan(false) { running, _ in !running }
                    .emit(to: activity.rx.isAnimating).disposed(by: bag)
            }
            scheduler.scheduleAt(210) { button.simulateTap() }
            scheduler.scheduleAt(220) { button.simulateTap() }
            scheduler.start()
            XCTAssertEqual(timeline.entries, ["211 isAnimating: true", "221 isAnimating: false"])
        }
    }

    // MARK: Never errors

    func testOnErrorJustReturnSendsTheFallbackThenCompletes() {
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom, Int.self)])
            let observer = scheduler.start { xs.asDriver(onErrorJustReturn: -1) }
            XCTAssertEqual(observer.events, [.next(211, 1), .next(231, -1), .completed(231)])
        }
    }

    func testOnErrorDriveWithSwitchesToTheGivenDriver() {
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom, Int.self)])
            let observer = scheduler.start { xs.asDriver(onErrorDriveWith: Driver.just(-1)) }
            // The replacement is subscribed at 231 and, as every Driver.just, delivers on the next tick.
            XCTAssertEqual(observer.events, [.next(211, 1), .next(232, -1), .completed(232)])
        }
    }

    func testOnErrorRecoverReceivesTheError() {
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.other, Int.self)])
            var recovered: [String] = []
            let observer = scheduler.start {
                xs.asDriver(onErrorRecover: { error in
                    recovered.append("\(self.scheduler.clock) \(error)")
                    return Driver.empty()
                })
            }
            XCTAssertEqual(recovered, ["231 other"])
            XCTAssertEqual(observer.events, [.next(211, 1), .completed(232)])
        }
    }

    func testSignalConversionsNeverFailEither() {
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom, Int.self)])
            let justReturn = scheduler.record(xs.asSignal(onErrorJustReturn: -1), subscribed: 200)
            let signalWith = scheduler.record(
                xs.asSignal(onErrorSignalWith: Signal.just(-2)), subscribed: 200)
            let recover = scheduler.record(
                xs.asSignal(onErrorRecover: { _ in Signal.empty() }), subscribed: 200)
            scheduler.start()
            XCTAssertEqual(justReturn.events, [.next(211, 1), .next(231, -1), .completed(231)])
            XCTAssertEqual(signalWith.events, [.next(211, 1), .next(232, -2), .completed(232)])
            XCTAssertEqual(recover.events, [.next(211, 1), .completed(232)])
        }
    }

    // MARK: Sharing

    func testADriverSharesOneSubscriptionAndReplaysTheLatestWhileConnected() {
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(220, 2), .next(250, 4), .next(280, 5),
            ])
            let driver = xs.asDriver(onErrorJustReturn: -1)
            let first = scheduler.record(driver, subscribed: 200, disposed: 240)
            let second = scheduler.record(driver, subscribed: 225, disposed: 260)
            let third = scheduler.record(driver, subscribed: 270, disposed: 1000)
            scheduler.start()
            XCTAssertEqual(first.events, [.next(211, 1), .next(221, 2)])
            // The latest element at once, then the live ones a tick late.
            XCTAssertEqual(second.events, [.next(225, 2), .next(251, 4)])
            // Everyone left at 260: the buffer went with the connection, so nothing stale is replayed.
            XCTAssertEqual(third.events, [.next(281, 5)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 260), Subscription(270, 1000)])
        }
    }

    func testADriverThatCompletedStartsAfreshForTheNextSubscriber() {
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220), .next(240, 9)])
            let driver = xs.asDriver(onErrorJustReturn: -1)
            let first = scheduler.record(driver, subscribed: 200)
            let second = scheduler.record(driver, subscribed: 230, disposed: 1000)
            scheduler.start()
            XCTAssertEqual(first.events, [.next(211, 1), .completed(221)])
            XCTAssertEqual(second.events, [.next(241, 9)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(230, 1000)])
        }
    }

    func testADriverThatFailedStartsAfreshForTheNextSubscriber() {
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom, Int.self)])
            let driver = xs.asDriver(onErrorJustReturn: 0)
            let first = scheduler.record(driver, subscribed: 200)
            let second = scheduler.record(driver, subscribed: 230, disposed: 1000)
            scheduler.start()
            XCTAssertEqual(first.events, [.next(211, 1), .next(221, 0), .completed(221)])
            XCTAssertEqual(second.events, [])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(230, 1000)])
        }
    }

    func testASignalSharesOneSubscriptionWithoutReplay() {
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(250, 4)])
            let signal = xs.asSignal(onErrorJustReturn: -1)
            let first = scheduler.record(signal, subscribed: 200, disposed: 240)
            let second = scheduler.record(signal, subscribed: 225, disposed: 1000)
            scheduler.start()
            XCTAssertEqual(first.events, [.next(211, 1), .next(221, 2)])
            XCTAssertEqual(second.events, [.next(251, 4)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        }
    }

    func testRelayConversionsDeliverOnTheSharingScheduler() {
        SharingScheduler.mock(scheduler: scheduler) {
            let behavior = BehaviorRelay(value: 1)
            let publish = PublishRelay<Int>()
            let driver = scheduler.record(behavior.asDriver(), subscribed: 200, disposed: 1000)
            let signal = scheduler.record(publish.asSignal(), subscribed: 200, disposed: 1000)
            scheduler.scheduleAt(210) {
                behavior.accept(2)
                publish.accept(2)
            }
            scheduler.start()
            XCTAssertEqual(driver.events, [.next(201, 1), .next(211, 2)])
            XCTAssertEqual(signal.events, [.next(211, 2)])
        }
    }

    // MARK: Into relays

    func testDrivingRelaysPassesElementsOnly() {
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            let driver = xs.asDriver(onErrorJustReturn: -1)
            let behavior = BehaviorRelay(value: 0)
            let optionalBehavior = BehaviorRelay<Int?>(value: nil)
            let replay = ReplayRelay<Int>.create(bufferSize: 10)
            let optionalReplay = ReplayRelay<Int?>.create(bufferSize: 10)
            let bag = DisposeBag()
            scheduler.scheduleAt(200) {
                driver.drive(behavior).disposed(by: bag)
                driver.drive(optionalBehavior).disposed(by: bag)
                driver.drive(replay).disposed(by: bag)
                driver.drive(optionalReplay).disposed(by: bag)
            }
            scheduler.start()
            XCTAssertEqual(behavior.value, 2)
            XCTAssertEqual(optionalBehavior.value, 2)
            var replayed: [String] = []
            replay.subscribe(
                onNext: { replayed.append("\($0)") }, onCompleted: { replayed.append("completed") }
            )
            .disposed(by: bag)
            optionalReplay.subscribe(onNext: { replayed.append(PropertyChange.text(of: $0)) }).disposed(
                by: bag)
            XCTAssertEqual(replayed, ["1", "2", "1", "2"])
            behavior.accept(3)  // not completed by the driver's completion
            XCTAssertEqual(behavior.value, 3)
        }
    }

    func testEmittingIntoRelaysPassesElementsOnly() {
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
            let signal = xs.asSignal(onErrorJustReturn: -1)
            let publish = PublishRelay<Int>()
            let optionalPublish = PublishRelay<Int?>()
            let behavior = BehaviorRelay(value: 0)
            let replay = ReplayRelay<Int>.create(bufferSize: 1)
            let published = scheduler.createObserver(Int.self)
            let optionalPublished = scheduler.createObserver(Int?.self)
            let bag = DisposeBag()
            publish.subscribe(published).disposed(by: bag)
            optionalPublish.subscribe(optionalPublished).disposed(by: bag)
            scheduler.scheduleAt(200) {
                signal.emit(to: publish).disposed(by: bag)
                signal.emit(to: optionalPublish).disposed(by: bag)
                signal.emit(to: behavior).disposed(by: bag)
                signal.emit(to: replay).disposed(by: bag)
            }
            scheduler.start()
            XCTAssertEqual(published.events, [.next(211, 1)])
            XCTAssertEqual(optionalPublished.events, [.next(211, 1)])
            XCTAssertEqual(behavior.value, 1)
            var replayed: [Int] = []
            replay.subscribe(onNext: { replayed.append($0) }).disposed(by: bag)
            XCTAssertEqual(replayed, [1])
        }
    }

    // MARK: Closures

    func testDriveAndEmitClosuresSeeElementsCompletionAndDisposal() {
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
            var log: [String] = []
            let owner = Owner()
            let bag = DisposeBag()
            scheduler.scheduleAt(200) {
                xs.asDriver(onErrorJustReturn: -1)
                    .drive(
                        onNext: { log.append("\(self.scheduler.clock) drive \($0)") },
                        onCompleted: { log.append("\(self.scheduler.clock) drive completed") },
                        onDisposed: { log.append("\(self.scheduler.clock) drive disposed") }
                    )
                    .disposed(by: bag)
                xs.asSignal(onErrorJustReturn: -1)
                    .emit(onNext: { log.append("\(self.scheduler.clock) emit \($0)") })
                    .disposed(by: bag)
                xs.asDriver(onErrorJustReturn: -1).drive(with: owner) { owner, value in
                    owner.seen.append(value)
                }
                .disposed(by: bag)
                xs.asDriver(onErrorJustReturn: -1).drive().disposed(by: bag)
            }
            scheduler.start()
            XCTAssertEqual(
                log, ["211 drive 1", "211 emit 1", "231 drive completed", "231 drive disposed"])
            XCTAssertEqual(owner.seen, [1])
        }
    }

    func testDriveWithHoldsTheObjectWeakly() {
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
            var owner: Owner? = Owner()
            weak let weakOwner = owner
            var seenBeforeRelease: [Int] = []
            let bag = DisposeBag()
            scheduler.scheduleAt(200) {
                xs.asDriver(onErrorJustReturn: -1).drive(with: owner!) { owner, value in
                    owner.seen.append(value)
                }
                .disposed(by: bag)
            }
            scheduler.scheduleAt(220) {
                seenBeforeRelease = owner?.seen ?? []
                owner = nil
            }
            scheduler.start()
            XCTAssertNil(weakOwner)
            XCTAssertEqual(seenBeforeRelease, [1])
        }
    }

    // MARK: Main thread and ordering (the real main scheduler)

    func testADriverDeliversOnTheMainThreadWhateverThreadItsSourceUses() {
        let baseline = Resources.total
        let delivered = expectation(description: "delivered")
        let source = Observable.just(7).subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default))
        var received: [Int] = []
        let subscription = source.asDriver(onErrorJustReturn: -1).drive(
            onNext: { value in
                XCTAssertTrue(Thread.isMainThread)
                received.append(value)
            },
            onCompleted: { delivered.fulfill() })
        wait(for: [delivered], timeout: 5)
        XCTAssertEqual(received, [7])
        subscription.dispose()
        // The source's sink ends on its background queue, maybe a moment after the completion reached
        // the main thread: let it finish before the leak check of tearDown.
        let deadline = Date().addingTimeInterval(5)
        while Resources.total != baseline && Date() < deadline {
            RunLoop.main.run(until: Date().addingTimeInterval(0.001))
        }
    }

    func testSynchronousSubscriptionsKeepTheirOrder() {
        let relay = BehaviorRelay(value: 0)
        let driver = relay.asDriver()
        var log: [String] = []
        let bag = DisposeBag()
        driver.drive(onNext: { log.append("first \($0)") }).disposed(by: bag)
        driver.drive(onNext: { log.append("second \($0)") }).disposed(by: bag)
        relay.accept(1)
        XCTAssertEqual(log, ["first 0", "second 0", "first 1", "second 1"])
    }

    func testDrivesIntoARelayLandInTheOrderTheyWereMade() {
        func oneShot(_ text: String) -> Driver<String> {
            Observable<String>.create { observer in
                observer.onNext(text)
                observer.onCompleted()
                return Disposables.create()
            }
            .asDriver(onErrorJustReturn: "")
        }
        let relay = BehaviorRelay(value: "initial")
        var log: [String] = []
        let bag = DisposeBag()
        relay.asDriver().drive(onNext: { log.append($0) }).disposed(by: bag)
        oneShot("first").drive(relay).disposed(by: bag)
        oneShot("second").drive(relay).disposed(by: bag)
        Observable.just("third").bind(to: relay).disposed(by: bag)
        XCTAssertEqual(log, ["initial", "first", "second", "third"])
    }

    func testNestedDriversStillDeliverSynchronously() {
        let state = BehaviorSubject(value: 3)
        var latest: Int?
        let subscription = state.asDriver(onErrorJustReturn: 0)
            .flatMapLatest { Driver.just($0 + 1) }
            .flatMapLatest { Observable.just($0 * 10).asDriver(onErrorJustReturn: -1) }
            .flatMapLatest { Observable.just($0 + 2).asDriver(onErrorDriveWith: Driver.empty()) }
            .drive(onNext: { latest = $0 })
        XCTAssertEqual(latest, 42)
        subscription.dispose()
    }
}
