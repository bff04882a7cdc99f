import Foundation
import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import UIKitSim
import XCTest

extension Reactive where Base: UITextField {
    /// The seed's custom control events.
    fileprivate var editingDidBegin: ControlEvent<Void> {
        controlEvent(.editingDidBegin)
    }

    fileprivate var editingDidEnd: ControlEvent<Void> {
        controlEvent(.editingDidEnd)
    }

    /// The seed's custom binder: the field's border color.
    fileprivate var borderColor: Binder<UIColor> {
        Binder(base) { textField, color in
            textField.layer.borderColor = color.cgColor
        }
    }
}

final class ControlEventTests: RxTestCase {
    func testOnTheMainThreadTheSubscriptionIsMadeAtOnce() {
        var subscribedOnMain: [Bool] = []
        let event = ControlEvent<Int>(
            events: Observable.create { _ in
                subscribedOnMain.append(Thread.isMainThread)
                return Disposables.create()
            })
        let subscription = event.subscribe()
        XCTAssertEqual(subscribedOnMain, [true])
        subscription.dispose()
    }

    func testFromAnotherThreadTheSubscriptionIsMadeOnTheMainThread() {
        let subscribed = expectation(description: "subscribed")
        let event = ControlEvent<Int>(
            events: Observable.create { observer in
                XCTAssertTrue(Thread.isMainThread)
                observer.onNext(1)
                return Disposables.create()
            })
        let received = expectation(description: "received")
        let disposable = SingleAssignmentDisposable()
        let background = onBackgroundThread {
            disposable.setDisposable(event.subscribe(onNext: { _ in received.fulfill() }))
            subscribed.fulfill()
        }
        wait(for: [subscribed, received], timeout: 5)
        XCTAssertEqual(background.wait(timeout: .now() + 5), .success)
        disposable.dispose()
    }

    func testAControlEventHasNoInitialElementAndReportsEachUserEvent() {
        let button = UIButton()
        scheduler.scheduleAt(210) { button.simulateTap() }
        scheduler.scheduleAt(220) { button.sendActions(for: .touchDown) }  // not a tap
        scheduler.scheduleAt(230) { button.simulateTap() }
        let observer = scheduler.start { button.rx.tap.marked("tap") }
        XCTAssertEqual(observer.events, [.next(210, "tap"), .next(230, "tap")])
    }

    func testOnlyTheMaskedEventsFire() {
        let control = UIControl()
        scheduler.scheduleAt(210) { control.sendActions(for: .touchUpInside) }
        scheduler.scheduleAt(220) { control.sendActions(for: [.editingChanged, .valueChanged]) }
        scheduler.scheduleAt(230) { control.sendActions(for: .editingDidEnd) }
        scheduler.scheduleAt(240) { control.sendActions(for: .valueChanged) }
        let observer = scheduler.start {
            control.rx.controlEvent([.valueChanged, .editingDidEnd]).marked("event")
        }
        XCTAssertEqual(observer.events, [.next(220, "event"), .next(230, "event"), .next(240, "event")])
    }

    func testEachSubscriptionAddsItsOwnActionAndDisposingRemovesIt() {
        let button = UIButton()
        let tap = button.rx.tap
        XCTAssertEqual(button.actionCount, 0)
        var first = 0
        var second = 0
        let firstSubscription = tap.subscribe(onNext: { first += 1 })
        XCTAssertEqual(button.actionCount, 1)
        let secondSubscription = tap.subscribe(onNext: { second += 1 })
        XCTAssertEqual(button.actionCount, 2)
        XCTAssertEqual(button.allControlEvents, .touchUpInside)

        button.simulateTap()
        XCTAssertEqual([first, second], [1, 1])

        firstSubscription.dispose()
        XCTAssertEqual(button.actionCount, 1)
        button.simulateTap()
        XCTAssertEqual([first, second], [1, 2])

        secondSubscription.dispose()
        XCTAssertEqual(button.actionCount, 0)
        XCTAssertEqual(button.allControlEvents, [])
    }

    func testASubscriptionDisposedWhileTheControlSendsItsEventsGetsNothingMore() {
        let button = UIButton()
        var log: [String] = []
        var second: Disposable?
        let first = button.rx.tap.subscribe(onNext: {
            log.append("first")
            second?.dispose()
        })
        second = button.rx.tap.subscribe(onNext: { log.append("second") })
        button.simulateTap()
        button.simulateTap()
        XCTAssertEqual(log, ["first", "first"])
        XCTAssertEqual(button.actionCount, 1)
        first.dispose()
    }

    func testItCompletesWhenTheControlIsDeallocated() {
        var button: UIButton? = UIButton()
        let tap = button!.rx.tap.marked("tap")
        let observer = scheduler.createObserver(String.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(200) { tap.subscribe(observer).disposed(by: bag) }
        scheduler.scheduleAt(210) { button?.simulateTap() }
        scheduler.scheduleAt(300) { button = nil }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, "tap"), .completed(300)])
    }

    func testASubscriptionMadeAfterTheControlDiedCompletesAtOnce() {
        var button: UIButton? = UIButton()
        let tap = button!.rx.tap.marked("tap")
        scheduler.scheduleAt(150) { button = nil }
        let observer = scheduler.start { tap }
        XCTAssertEqual(observer.events, [.completed(200)])
    }

    func testTheControlEventDoesNotKeepItsControlAlive() {
        var button: UIButton? = UIButton()
        weak let weakButton = button
        let tap = button!.rx.tap
        let subscription = tap.subscribe()
        button = nil
        XCTAssertNil(weakButton)
        subscription.dispose()
    }

    func testAsDriverAndAsSignalDeliverOnTheSharingScheduler() {
        let button = UIButton()
        var driver: Driver<String>!
        var signal: Signal<String>!
        SharingScheduler.mock(scheduler: scheduler) {
            driver = button.rx.tap.asDriver().map { "driver" }
            signal = button.rx.tap.asSignal().map { "signal" }
        }
        let driverObserver = scheduler.createObserver(String.self)
        let signalObserver = scheduler.createObserver(String.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            driver.drive(driverObserver).disposed(by: bag)
            signal.emit(to: signalObserver).disposed(by: bag)
        }
        scheduler.scheduleAt(210) { button.simulateTap() }
        scheduler.start()
        XCTAssertEqual(driverObserver.events, [.next(211, "driver")])
        XCTAssertEqual(signalObserver.events, [.next(211, "signal")])
    }

    func testAnImpossibleErrorBecomesAHookCallAndAnEmptyEnd() {
        let failing = ControlEvent<Int>(events: Observable<Int>.error(TestError.boom))
        var driverEvents: [Event<Int>] = []
        var signalEvents: [Event<Int>] = []
        let errors = bindingErrors {
            _ = failing.asDriver().asObservable().subscribe { driverEvents.append($0) }
            _ = failing.asSignal().asObservable().subscribe { signalEvents.append($0) }
        }
        XCTAssertEqual(errors, ["boom", "boom"])
        XCTAssertEqual(driverEvents, [.completed])
        XCTAssertEqual(signalEvents, [.completed])
    }

    func testAsObservableAndAsControlEventGiveTheSameEvents() {
        let button = UIButton()
        let tap = button.rx.tap
        var log: [String] = []
        let bag = DisposeBag()
        tap.asObservable().subscribe(onNext: { log.append("observable") }).disposed(by: bag)
        tap.asControlEvent().subscribe(onNext: { log.append("control event") }).disposed(by: bag)
        button.simulateTap()
        XCTAssertEqual(log, ["observable", "control event"])
    }

    func testTheSeedsEditingEventsColorTheBorder() {
        // inputField.rx.editingDidEnd.map { UIColor.gray }.bind(to: inputField.rx.borderColor)
        let inputField = UITextField()
        let timeline = UITimeline(scheduler, properties: ["layer.borderColor"])
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            inputField.rx.editingDidBegin.map { UIColor.red }.bind(to: inputField.rx.borderColor).disposed(
                by: bag)
            inputField.rx.editingDidEnd.map { UIColor.gray }.bind(to: inputField.rx.borderColor).disposed(
                by: bag)
        }
        scheduler.scheduleAt(210) { inputField.simulateTyping("hi") }
        // Nothing listens to editingDidEndOnExit and there is no delegate: return does not end editing.
        scheduler.scheduleAt(220) { inputField.simulateReturnKey() }
        scheduler.scheduleAt(230) { inputField.resignFirstResponder() }
        scheduler.start()
        XCTAssertEqual(timeline.entries, ["210 layer.borderColor: red", "230 layer.borderColor: gray"])
    }

    func testAnObservedDidEndOnExitMakesReturnResignTheField() {
        // As in UIKit (RxSwift issue #1228): any target for editingDidEndOnExit makes return resign.
        let inputField = UITextField()
        var log: [String] = []
        let bag = DisposeBag()
        inputField.rx.controlEvent(.editingDidEndOnExit).subscribe(onNext: { log.append("exit") })
            .disposed(by: bag)
        inputField.rx.controlEvent(.editingDidEnd).subscribe(onNext: { log.append("end") })
            .disposed(by: bag)
        inputField.simulateTyping("hi")
        inputField.simulateReturnKey()
        XCTAssertEqual(log, ["exit", "end"])
        XCTAssertFalse(inputField.isEditing)
    }

    func testAsInfallibleTurnsAnImpossibleErrorIntoTheEnd() {
        let events = ControlEvent<Int>(events: Observable<Int>.error(TestError.boom))
        var log: [String] = []
        _ = events.asInfallible().subscribe(
            onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
        XCTAssertEqual(log, ["completed"])

        let button = UIButton()
        var taps = 0
        let subscription = button.rx.tap.asInfallible().subscribe(onNext: { taps += 1 })
        button.simulateTap()
        XCTAssertEqual(taps, 1)
        subscription.dispose()
    }

}
