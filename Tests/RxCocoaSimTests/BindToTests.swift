import Foundation
import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import UIKitSim
import XCTest

/// An object for `bind(with:)`.
private final class Screen {
    var shown: [Int] = []
}

final class BindToTests: RxTestCase {
    // MARK: Observers

    func testOneSubscriptionFeedsEveryObserverEveryEventInOrder() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var order: [String] = []
        let third = AnyObserver<Int> { order.append("third \($0)") }
        let fourth = AnyObserver<Int> { order.append("fourth \($0)") }
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            xs.bind(to: first, second).disposed(by: bag)
            xs.bind(to: third, fourth).disposed(by: bag)
        }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(second.events, first.events)
        XCTAssertEqual(
            order,
            [
                "third next(1)", "fourth next(1)", "third next(2)", "fourth next(2)", "third completed",
                "fourth completed",
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(200, 230)])
    }

    func testAnErrorReachesPlainObserversAndNotTheHook() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom, Int.self)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        let errors = bindingErrors {
            scheduler.scheduleAt(200) { xs.bind(to: first, second).disposed(by: bag) }
            scheduler.start()
        }
        XCTAssertEqual(errors, [])
        XCTAssertEqual(first.events, [.next(210, 1), .error(220, TestError.boom)])
        XCTAssertEqual(second.events, first.events)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testOptionalObserversReceiveWrappedElements() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let first = scheduler.createObserver(Int?.self)
        let second = scheduler.createObserver(Int?.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(200) { xs.bind(to: first, second).disposed(by: bag) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(second.events, first.events)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testOptionalElementsBindToOptionalObserversWithoutAmbiguity() {
        let xs = scheduler.createHotObservable([.next(210, Optional(1)), .next(220, nil), .completed(230)])
        let observer = scheduler.createObserver(Int?.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(200) { xs.bind(to: observer).disposed(by: bag) }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1), .next(220, nil), .completed(230)])
    }

    func testAnErrorReachingABinderOrAControlPropertyGoesToTheHook() {
        let label = UILabel()
        let slider = UISlider()
        let texts = scheduler.createHotObservable([.next(210, "a"), .error(220, TestError.boom, String.self)])
        let values = scheduler.createHotObservable([
            .next(210, Float(0.9)), .error(230, TestError.other, Float.self),
        ])
        var errorTimes: [String] = []
        let previous = Hooks.bindingErrorHandler
        Hooks.bindingErrorHandler = { errorTimes.append("\(self.scheduler.clock) \($0)") }
        defer { Hooks.bindingErrorHandler = previous }
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            texts.map { $0 as String? }.bind(to: label.rx.text).disposed(by: bag)
            values.bind(to: slider.rx.value).disposed(by: bag)
        }
        scheduler.start()
        XCTAssertEqual(label.text, "a")
        XCTAssertEqual(slider.value, 0.9)
        XCTAssertEqual(errorTimes, ["220 boom", "230 other"])
    }

    // MARK: Relays

    func testRelaysReceiveElementsOnlyAndIgnoreCompletion() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let publish = PublishRelay<Int>()
        let publishTwin = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 0)
        let behaviorTwin = BehaviorRelay(value: -1)
        let replay = ReplayRelay<Int>.create(bufferSize: 5)
        let published = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        publish.subscribe(published).disposed(by: bag)
        publishTwin.subscribe(published).disposed(by: bag)
        scheduler.scheduleAt(200) {
            xs.bind(to: publish, publishTwin).disposed(by: bag)
            xs.bind(to: behavior, behaviorTwin).disposed(by: bag)
            xs.bind(to: replay).disposed(by: bag)
        }
        scheduler.scheduleAt(240) {
            // Still open after the source completed.
            publish.accept(3)
            behavior.accept(3)
        }
        scheduler.start()
        XCTAssertEqual(
            published.events, [.next(210, 1), .next(210, 1), .next(220, 2), .next(220, 2), .next(240, 3)])
        XCTAssertEqual(behavior.value, 3)
        XCTAssertEqual(behaviorTwin.value, 2)
        let replayed = scheduler.createObserver(Int.self)
        replay.subscribe(replayed).disposed(by: bag)
        XCTAssertEqual(replayed.events, [.next(240, 1), .next(240, 2)])
        XCTAssertEqual(
            xs.subscriptions, [Subscription(200, 230), Subscription(200, 230), Subscription(200, 230)])
    }

    func testOptionalRelaysReceiveWrappedElements() {
        let xs = scheduler.createHotObservable([.next(210, 5), .completed(230)])
        let publish = PublishRelay<Int?>()
        let behavior = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int?>.create(bufferSize: 1)
        let published = scheduler.createObserver(Int?.self)
        let bag = DisposeBag()
        publish.subscribe(published).disposed(by: bag)
        scheduler.scheduleAt(200) {
            xs.bind(to: publish).disposed(by: bag)
            xs.bind(to: behavior).disposed(by: bag)
            xs.bind(to: replay).disposed(by: bag)
        }
        scheduler.start()
        XCTAssertEqual(published.events, [.next(210, 5)])
        XCTAssertEqual(behavior.value, 5)
        var replayed: [Int?] = []
        replay.subscribe(onNext: { replayed.append($0) }).disposed(by: bag)
        XCTAssertEqual(replayed, [5])
    }

    func testAnErrorBoundToARelayGoesToTheHook() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom, Int.self)])
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 0)
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        let bag = DisposeBag()
        let errors = bindingErrors {
            scheduler.scheduleAt(200) {
                xs.bind(to: publish).disposed(by: bag)
                xs.bind(to: behavior).disposed(by: bag)
                xs.bind(to: replay).disposed(by: bag)
            }
            scheduler.start()
        }
        XCTAssertEqual(errors, ["boom", "boom", "boom"])
        XCTAssertEqual(behavior.value, 1)
    }

    // MARK: Functions

    func testBindToAFunctionHandsItTheSequence() {
        let xs = Observable.of(1, 2, 3)
        func sum(_ source: Observable<Int>) -> Int {
            var total = 0
            _ = source.subscribe(onNext: { total += $0 })
            return total
        }
        XCTAssertEqual(xs.bind(to: sum), 6)
    }

    func testBindToACurriedFunctionHandsItTheSequenceAndTheArgument() {
        let xs = Observable.of(1, 2, 3)
        func scaled(_ source: Observable<Int>) -> (Int) -> [Int] {
            { factor in
                var values: [Int] = []
                _ = source.subscribe(onNext: { values.append($0 * factor) })
                return values
            }
        }
        XCTAssertEqual(xs.bind(to: scaled, curriedArgument: 10), [10, 20, 30])
    }

    // MARK: Closures

    func testBindOnNextReceivesTheElementsAndSendsAnErrorToTheHook() {
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .error(230, TestError.boom, Int.self),
        ])
        var seen: [String] = []
        let bag = DisposeBag()
        let errors = bindingErrors {
            scheduler.scheduleAt(200) {
                xs.bind(onNext: { seen.append("\(self.scheduler.clock) \($0)") }).disposed(by: bag)
            }
            scheduler.start()
        }
        XCTAssertEqual(seen, ["210 1", "220 2"])
        XCTAssertEqual(errors, ["boom"])
    }

    func testBindWithHoldsTheObjectWeakly() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        var screen: Screen? = Screen()
        weak let weakScreen = screen
        var shownWhenGone: [Int] = []
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            xs.bind(with: screen!) { screen, value in screen.shown.append(value) }.disposed(by: bag)
        }
        scheduler.scheduleAt(225) {
            shownWhenGone = screen?.shown ?? []
            screen = nil
        }
        scheduler.start()
        XCTAssertNil(weakScreen)
        XCTAssertEqual(shownWhenGone, [1, 2])
    }

    func testBindWithSendsAnErrorToTheHookEvenAfterTheObjectIsGone() {
        let xs = scheduler.createHotObservable([
            .next(210, 1), .error(220, TestError.boom, Int.self), .completed(230),
        ])
        let alive = Screen()
        var gone: Screen? = Screen()
        let bag = DisposeBag()
        let errors = bindingErrors {
            scheduler.scheduleAt(200) {
                xs.bind(with: alive) { screen, value in screen.shown.append(value) }.disposed(by: bag)
                xs.bind(with: gone!) { screen, value in screen.shown.append(value) }.disposed(by: bag)
            }
            scheduler.scheduleAt(215) { gone = nil }
            scheduler.start()
        }
        XCTAssertEqual(alive.shown, [1])
        XCTAssertEqual(errors, ["boom", "boom"])
    }
}
