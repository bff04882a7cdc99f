import Foundation
import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import UIKitSim
import XCTest

/// The built-in `.rx` extensions of the simulated controls that the other files do not cover.
final class BuiltInControlsRxTests: RxTestCase {
    func testTextFieldTextFollowsTheUsersEditing() {
        let textField = UITextField()
        scheduler.scheduleAt(210) { textField.simulateTyping("hi") }
        scheduler.scheduleAt(220) { textField.text = "code" }  // not reported
        scheduler.scheduleAt(230) { textField.simulateReturnKey() }
        let observer = scheduler.start { textField.rx.text }
        // editingDidBegin, two editingChanged, then editingDidEndOnExit and editingDidEnd re-read it
        // (rx.text listens to every editing event, editingDidEndOnExit included, so return resigns the
        // field, as in UIKit).
        XCTAssertEqual(
            observer.events,
            [
                .next(200, ""), .next(210, ""), .next(210, "h"), .next(210, "hi"), .next(230, "code"),
                .next(230, "code"),
            ])
    }

    func testTextFieldOrEmptyAndItsSinkSkippingTheSameText() {
        let textField = UITextField()
        let recorder = UITimeline(scheduler, properties: ["text"])
        let texts = scheduler.createHotObservable([.next(210, "a"), .next(220, "a"), .next(230, "b")])
        let bag = DisposeBag()
        scheduler.scheduleAt(200) { texts.bind(to: textField.rx.text.orEmpty).disposed(by: bag) }
        scheduler.start()
        XCTAssertEqual(recorder.entries, ["210 text: a", "230 text: b"])
    }

    func testSegmentedControlValueAndSegmentTitles() {
        let segmented = UISegmentedControl(items: ["one", "two"])
        let titles = scheduler.createHotObservable([.next(205, "uno" as String?)])
        let bag = DisposeBag()
        scheduler.scheduleAt(200) { titles.bind(to: segmented.rx.titleForSegment(at: 0)).disposed(by: bag) }
        scheduler.scheduleAt(210) { segmented.simulateSelectSegment(at: 1) }
        scheduler.scheduleAt(220) { segmented.rx.value.onNext(0) }  // through the sink: not reported
        let observer = scheduler.start { segmented.rx.value }
        XCTAssertEqual(observer.events, [.next(200, UISegmentedControl.noSegment), .next(210, 1)])
        XCTAssertEqual(segmented.selectedSegmentIndex, 0)
        XCTAssertEqual(segmented.titleForSegment(at: 0), "uno")
    }

    func testStepperValueFollowsTheUsersTaps() {
        let stepper = UIStepper()
        stepper.stepValue = 5
        scheduler.scheduleAt(210) { stepper.simulateIncrement() }
        scheduler.scheduleAt(215) { stepper.value = 50 }  // in code: not reported
        scheduler.scheduleAt(220) { stepper.simulateDecrement() }
        let observer = scheduler.start { stepper.rx.value }
        XCTAssertEqual(observer.events, [.next(200, 0), .next(210, 5), .next(220, 45)])
    }

    func testButtonTitleLabelTextAndAttributedText() {
        let button = UIButton()
        let label = UILabel()
        let timeline = UITimeline(scheduler, properties: ["title(normal)", "title(selected)", "text"])
        let titles = scheduler.createHotObservable([.next(210, "Go" as String?)])
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            titles.bind(to: button.rx.title()).disposed(by: bag)
            titles.bind(to: button.rx.title(for: .selected)).disposed(by: bag)
            titles.bind(to: label.rx.text).disposed(by: bag)
        }
        scheduler.scheduleAt(220) { label.rx.attributedText.onNext(NSAttributedString(string: "styled")) }
        scheduler.start()
        XCTAssertEqual(
            timeline.entries,
            ["210 title(normal): Go", "210 title(selected): Go", "210 text: Go", "220 text: styled"])
        XCTAssertEqual(label.attributedText?.string, "styled")
        XCTAssertEqual(button.currentTitle, "Go")
    }

    func testActivityIndicatorAlertActionAndControlBinders() {
        let indicator = UIActivityIndicatorView()
        let action = UIAlertAction(title: "OK", style: .default)
        let button = UIButton()
        let timeline = UITimeline(scheduler, properties: ["isAnimating", "isEnabled", "isSelected"])
        let flags = scheduler.createHotObservable([.next(210, true), .next(220, false)])
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            flags.bind(to: indicator.rx.isAnimating).disposed(by: bag)
            flags.bind(to: action.rx.isEnabled).disposed(by: bag)
            flags.bind(to: button.rx.isSelected).disposed(by: bag)
        }
        scheduler.start()
        XCTAssertEqual(
            timeline.entries,
            [
                "210 isAnimating: true", "210 isEnabled: true", "210 isSelected: true",
                "220 isAnimating: false",
                "220 isEnabled: false", "220 isSelected: false",
            ])
        XCTAssertFalse(indicator.isAnimating)
    }

    func testADisabledButtonSendsNoTaps() {
        let button = UIButton()
        let enabled = scheduler.createHotObservable([.next(215, false)])
        let bag = DisposeBag()
        scheduler.scheduleAt(200) { enabled.bind(to: button.rx.isEnabled).disposed(by: bag) }
        scheduler.scheduleAt(210) { button.simulateTap() }
        scheduler.scheduleAt(220) { button.simulateTap() }
        let observer = scheduler.start { button.rx.tap.marked("tap") }
        XCTAssertEqual(observer.events, [.next(210, "tap")])
    }
}
