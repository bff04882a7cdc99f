import Foundation
import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import UIKitSim
import XCTest

extension Reactive where Base: UISlider {
    /// The seed's custom control property: the slider's value as a shade of gray.
    fileprivate var color: ControlProperty<UIColor?> {
        controlProperty(editingEvents: .valueChanged) { slider in
            UIColor(white: CGFloat(slider.value), alpha: 1.0)
        } setter: { slider, color in
            var white = CGFloat(1)
            color?.getWhite(&white, alpha: nil)
            slider.value = Float(white)
        }
    }
}

final class ControlPropertyTests: RxTestCase {
    func testASubscriptionGetsTheCurrentValueThenEachUserChange() {
        let slider = UISlider()
        scheduler.scheduleAt(150) { slider.value = 0.2 }
        scheduler.scheduleAt(210) { slider.simulateDrag(to: 0.8) }
        scheduler.scheduleAt(220) { slider.value = 0.1 }  // in code: not reported
        scheduler.scheduleAt(230) { slider.rx.value.onNext(0.3) }  // through the sink: not reported
        scheduler.scheduleAt(240) { slider.simulateDrag(to: 0.9) }
        let observer = scheduler.start { slider.rx.value }
        XCTAssertEqual(observer.events, [.next(200, 0.2), .next(210, 0.8), .next(240, 0.9)])
        XCTAssertEqual(slider.value, 0.9)
    }

    func testTheGetterIsReadAgainOnlyOnTheMaskedEvents() {
        let control = NoteControl()
        control.note = "first"
        scheduler.scheduleAt(210) {
            control.note = "second"
            control.sendActions(for: .editingChanged)  // not masked
        }
        scheduler.scheduleAt(220) { control.sendActions(for: .valueChanged) }
        let observer = scheduler.start { control.rx.note }
        XCTAssertEqual(observer.events, [.next(200, "first"), .next(220, "second")])
        XCTAssertEqual(control.getterCalls, 2)
    }

    func testItIsNotSharedEachSubscriberReadsAndRegistersForItself() {
        let control = NoteControl()
        control.note = "n"
        let property = control.rx.note
        var first: [String?] = []
        var second: [String?] = []
        let firstSubscription = property.subscribe(onNext: { first.append($0) })
        let secondSubscription = property.subscribe(onNext: { second.append($0) })
        XCTAssertEqual(control.getterCalls, 2)
        XCTAssertEqual(control.actionCount, 2)

        control.sendActions(for: .valueChanged)
        XCTAssertEqual(control.getterCalls, 4)
        XCTAssertEqual(first, ["n", "n"])
        XCTAssertEqual(second, ["n", "n"])

        firstSubscription.dispose()
        XCTAssertEqual(control.actionCount, 1)
        secondSubscription.dispose()
        XCTAssertEqual(control.actionCount, 0)
    }

    func testValuesSetThroughTheSinkAreAppliedButNotReported() {
        let uiSwitch = UISwitch()
        let timeline = UITimeline(scheduler, properties: ["isOn"])
        let values = scheduler.createHotObservable([.next(210, true), .next(220, false)])
        let bag = DisposeBag()
        scheduler.scheduleAt(200) { values.bind(to: uiSwitch.rx.isOn).disposed(by: bag) }
        scheduler.scheduleAt(230) { uiSwitch.simulateToggle() }
        let observer = scheduler.start { uiSwitch.rx.isOn }
        XCTAssertEqual(observer.events, [.next(200, false), .next(230, true)])
        XCTAssertEqual(timeline.entries, ["210 isOn: true", "220 isOn: false", "230 isOn: true"])
    }

    func testChangedSkipsTheCurrentValue() {
        let stepper = UIStepper()
        scheduler.scheduleAt(210) { stepper.simulateIncrement() }
        scheduler.scheduleAt(220) { stepper.simulateIncrement() }
        let observer = scheduler.start { stepper.rx.value.changed }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2)])
    }

    func testOrEmptyReadsNilAsEmptyAndWritesIntoTheOptional() {
        let control = NoteControl()
        let note = control.rx.note.orEmpty
        scheduler.scheduleAt(210) {
            control.note = "x"
            control.sendActions(for: .valueChanged)
        }
        scheduler.scheduleAt(220) {
            control.note = nil
            control.sendActions(for: .valueChanged)
        }
        scheduler.scheduleAt(230) { note.onNext("typed") }
        let observer = scheduler.start { note }
        XCTAssertEqual(observer.events, [.next(200, ""), .next(210, "x"), .next(220, "")])
        XCTAssertEqual(control.note, "typed")
    }

    func testTheSinkDoesNotKeepTheControlAlive() {
        var indicator: UIActivityIndicatorView? = UIActivityIndicatorView()
        weak let weakIndicator = indicator
        let isAnimating = indicator!.rx.isAnimating
        var slider: UISlider? = UISlider()
        weak let weakSlider = slider
        let value = slider!.rx.value
        indicator = nil
        slider = nil
        XCTAssertNil(weakIndicator)
        XCTAssertNil(weakSlider)
        isAnimating.onNext(true)
        value.onNext(1)
    }

    func testOnSendsElementsToTheSinkIgnoresCompletionAndReportsErrors() {
        let slider = UISlider()
        let value = slider.rx.value
        let errors = bindingErrors {
            value.onNext(0.1)
            value.onCompleted()
            value.onNext(0.7)
            value.onError(TestError.boom)
        }
        XCTAssertEqual(slider.value, 0.7)
        XCTAssertEqual(errors, ["boom"])
    }

    func testItCompletesWhenTheControlIsDeallocated() {
        var slider: UISlider? = UISlider()
        let value = slider!.rx.value
        scheduler.scheduleAt(210) { slider?.simulateDrag(to: 1) }
        scheduler.scheduleAt(300) { slider = nil }
        let observer = scheduler.start { value }
        XCTAssertEqual(observer.events, [.next(200, 0), .next(210, 1), .completed(300)])
    }

    func testASubscriptionMadeAfterTheControlDiedCompletesAtOnce() {
        var slider: UISlider? = UISlider()
        let value = slider!.rx.value
        scheduler.scheduleAt(150) { slider = nil }
        let observer = scheduler.start { value }
        XCTAssertEqual(observer.events, [.completed(200)])
    }

    func testTheSubscriptionIsMadeOnTheMainThread() {
        let made = expectation(description: "subscribed on main")
        let property = ControlProperty<Int>(
            values: Observable.create { observer in
                XCTAssertTrue(Thread.isMainThread)
                observer.onNext(7)
                made.fulfill()
                return Disposables.create()
            },
            valueSink: AnyObserver<Int> { _ in })
        let disposable = SingleAssignmentDisposable()
        let background = onBackgroundThread { disposable.setDisposable(property.subscribe()) }
        wait(for: [made], timeout: 5)
        // The subscription is made; `subscribe()` may still be returning on the other thread (the
        // flaky `Resources.total` 3 ≠ 0 under AddressSanitizer, which slows that thread down).
        XCTAssertEqual(background.wait(timeout: .now() + 5), .success)
        disposable.dispose()
    }

    func testAsDriverDeliversTheCurrentValueAndChangesOnTheSharingScheduler() {
        let slider = UISlider()
        var driver: Driver<Float>!
        SharingScheduler.mock(scheduler: scheduler) { driver = slider.rx.value.asDriver() }
        scheduler.scheduleAt(210) { slider.simulateDrag(to: 0.75) }
        let observer = scheduler.start { driver }
        XCTAssertEqual(observer.events, [.next(201, 0), .next(211, 0.75)])
    }

    func testTheSeedsColorPropertyReadsAndWritesAShadeOfGray() {
        // whiteSlider.rx.color.bind(to: view.rx.backgroundColor)
        // resetButton.rx.tap.map { gray }.bind(to: view.rx.backgroundColor.asObserver(), whiteSlider.rx.color.asObserver())
        let whiteSlider = UISlider()
        let resetButton = UIButton()
        let view = UIView()
        let timeline = UITimeline(scheduler, properties: ["backgroundColor", "value"])
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            whiteSlider.rx.color.bind(to: view.rx.backgroundColor).disposed(by: bag)
            resetButton.rx.tap.map { UIColor(white: 0.5, alpha: 1.0) as UIColor? }
                .bind(to: view.rx.backgroundColor.asObserver(), whiteSlider.rx.color.asObserver())
                .disposed(by: bag)
        }
        scheduler.scheduleAt(210) { whiteSlider.simulateDrag(to: 0.25) }
        scheduler.scheduleAt(220) { resetButton.simulateTap() }
        scheduler.start()
        XCTAssertEqual(
            timeline.entries,
            [
                "200 backgroundColor: black", "210 value: 0.25",
                "210 backgroundColor: rgba(0.25, 0.25, 0.25, 1)",
                "220 backgroundColor: gray", "220 value: 0.5",
            ])
    }

    func testDeallocationEndsEveryBuiltInControlProperty() {
        assertPropertyEndsOnDeallocation(UISlider(), 0.25) { $0.rx.value }
        assertPropertyEndsOnDeallocation(UISwitch(), true) { $0.rx.isOn }
        assertPropertyEndsOnDeallocation(UIStepper(), 3.0) { $0.rx.value }
        assertPropertyEndsOnDeallocation(UISegmentedControl(items: ["a", "b"]), 1) {
            $0.rx.selectedSegmentIndex
        }
        assertPropertyEndsOnDeallocation(UITextField(), "typed" as String?) { $0.rx.text }
        assertPropertyEndsOnDeallocation(UISearchBar(), "query" as String?) { $0.rx.text }
        assertPropertyEndsOnDeallocation(UIScrollView(), CGPoint(x: 3, y: 4)) { $0.rx.contentOffset }
    }

    /// Binds a relay holding `value` to the control's property, subscribes, lets the control die, and
    /// checks that the subscriber saw `value` last and then the completion.
    private func assertPropertyEndsOnDeallocation<Control: SimulatedObject, Value: Equatable>(
        _ makeControl: @autoclosure () -> Control, _ value: Value,
        _ property: (Control) -> ControlProperty<Value>, line: UInt = #line
    ) {
        let relay = BehaviorRelay(value: value)
        var completed = false
        var deallocated = false
        var last: Value?
        do {
            var control: Control? = makeControl()
            let controlProperty = property(control!)
            let binding = relay.bind(to: controlProperty)
            _ = controlProperty.subscribe(
                onNext: { last = $0 },
                onCompleted: {
                    completed = true
                    binding.dispose()
                })
            _ = control!.rx.deallocated.subscribe(onNext: { deallocated = true })
            control = nil
        }
        XCTAssertTrue(deallocated, line: line)
        XCTAssertTrue(completed, line: line)
        XCTAssertEqual(last, value, line: line)
    }
}
