import Foundation
import UIKitSim
import XCTest

final class SimulatedUIKitTests: XCTestCase {
    // MARK: Target-action

    func testActionsRunInRegistrationOrderAndOnlyForTheirEvents() {
        let control = UIControl()
        var log: [String] = []
        control.addAction(UIAction { _ in log.append("A") }, for: .touchUpInside)
        control.addAction(UIAction { _ in log.append("B") }, for: .valueChanged)
        control.addAction(UIAction { _ in log.append("C") }, for: [.touchDown, .touchUpInside])

        control.sendActions(for: .touchUpInside)
        XCTAssertEqual(log, ["A", "C"])
        log = []
        control.sendActions(for: .valueChanged)
        XCTAssertEqual(log, ["B"])
        log = []
        control.sendActions(for: [.touchDown, .valueChanged])
        XCTAssertEqual(log, ["B", "C"])
        log = []
        control.sendActions(for: .editingChanged)
        XCTAssertEqual(log, [])
    }

    func testAnActionSeesItsControlAsSenderOnlyWhileItRuns() {
        let control = UIControl()
        var senders: [Any?] = []
        let action = UIAction { action in senders.append(action.sender) }
        control.addAction(action, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        XCTAssertEqual(senders.count, 1)
        XCTAssertTrue((senders.first as? UIControl) === control)
        XCTAssertNil(action.sender)
        senders.removeAll()  // it holds the control, which holds the action that holds it: let go
    }

    func testRemovingAnActionForSomeEventsKeepsItForTheOthers() {
        let control = UIControl()
        var runs = 0
        let action = UIAction { _ in runs += 1 }
        control.addAction(action, for: [.touchUpInside, .valueChanged])
        XCTAssertEqual(control.actionCount, 1)
        XCTAssertEqual(control.allControlEvents, [.touchUpInside, .valueChanged])

        control.removeAction(action, for: .touchUpInside)
        XCTAssertEqual(control.actionCount, 1)
        XCTAssertEqual(control.allControlEvents, .valueChanged)
        control.sendActions(for: .touchUpInside)
        XCTAssertEqual(runs, 0)
        control.sendActions(for: .valueChanged)
        XCTAssertEqual(runs, 1)

        control.removeAction(action, for: .valueChanged)
        XCTAssertEqual(control.actionCount, 0)
        XCTAssertEqual(control.allControlEvents, [])
    }

    func testATapSendsTouchDownThenTouchUpInsideAndPrimaryAction() {
        let button = UIButton()
        var log: [String] = []
        button.addAction(
            UIAction { [unowned button] _ in log.append("down highlighted=\(button.isHighlighted)") },
            for: .touchDown)
        button.addAction(
            UIAction { [unowned button] _ in log.append("up highlighted=\(button.isHighlighted)") },
            for: .touchUpInside)
        button.addAction(UIAction { _ in log.append("primary") }, for: .primaryActionTriggered)
        button.simulateTap()
        XCTAssertEqual(log, ["down highlighted=true", "up highlighted=false", "primary"])
    }

    func testADisabledControlIgnoresTheScriptedUser() {
        var events = 0
        let button = UIButton()
        let slider = UISlider()
        let uiSwitch = UISwitch()
        let stepper = UIStepper()
        let segmented = UISegmentedControl(items: ["a", "b"])
        let textField = UITextField()
        let controls: [UIControl] = [button, slider, uiSwitch, stepper, segmented, textField]
        for control in controls {
            control.addAction(UIAction { _ in events += 1 }, for: .allEvents)
            control.isEnabled = false
        }

        button.simulateTap()
        slider.simulateDrag(to: 0.9)
        uiSwitch.simulateToggle()
        stepper.simulateIncrement()
        segmented.simulateSelectSegment(at: 1)
        textField.simulateTyping("abc")

        XCTAssertEqual(events, 0)
        XCTAssertEqual(slider.value, 0)
        XCTAssertFalse(uiSwitch.isOn)
        XCTAssertEqual(stepper.value, 0)
        XCTAssertEqual(segmented.selectedSegmentIndex, UISegmentedControl.noSegment)
        XCTAssertEqual(textField.text, "")
        XCTAssertFalse(textField.isEditing)

        for control in controls { control.isEnabled = true }
        button.simulateTap()
        slider.simulateDrag(to: 0.9)
        XCTAssertEqual(slider.value, 0.9)
        // touchDown; touchUpInside and primaryActionTriggered (sent together: one call); valueChanged.
        XCTAssertEqual(events, 3)
    }

    func testADisabledAlertActionIgnoresTheTap() {
        var taps = 0
        let action = UIAlertAction(title: "OK", style: .default) { _ in taps += 1 }
        action.isEnabled = false
        action.simulateTap()
        XCTAssertEqual(taps, 0)
        action.isEnabled = true
        action.simulateTap()
        XCTAssertEqual(taps, 1)
    }

    func testSettingPropertiesInCodeNeverSendsActions() {
        var events = 0
        let slider = UISlider()
        let uiSwitch = UISwitch()
        let stepper = UIStepper()
        let segmented = UISegmentedControl(items: ["a", "b"])
        let textField = UITextField()
        let button = UIButton()
        let controls: [UIControl] = [slider, uiSwitch, stepper, segmented, textField, button]
        for control in controls {
            control.addAction(UIAction { _ in events += 1 }, for: .allEvents)
        }

        slider.value = 0.2
        slider.setValue(0.3, animated: true)
        uiSwitch.isOn = true
        uiSwitch.setOn(false, animated: true)
        stepper.value = 4
        segmented.selectedSegmentIndex = 1
        textField.text = "typed in code"
        button.isSelected = true
        button.isEnabled = false
        button.setTitle("Go", for: .normal)

        XCTAssertEqual(events, 0)
        XCTAssertEqual(slider.value, 0.3)
        XCTAssertEqual(stepper.value, 4)
        XCTAssertEqual(textField.text, "typed in code")
    }

    // MARK: Property change log

    func testEverySetIsRecordedWithItsOldAndNewValueEvenWhenUnchanged() {
        let label = UILabel()
        let recorder = ChangeRecorder()
        label.text = "a"
        label.text = "a"
        label.text = nil
        label.isHidden = true

        XCTAssertEqual(
            recorder.lines, ["text: nil -> a", "text: a -> a", "text: a -> nil", "isHidden: false -> true"])
        XCTAssertTrue(recorder.changes.allSatisfy { $0.object == ObjectIdentifier(label) })
        XCTAssertTrue(recorder.changes.allSatisfy { $0.objectType == "UILabel" })
    }

    func testALayerReportsItsSetsAsItsViewsLayerProperties() {
        let textField = UITextField()
        let recorder = ChangeRecorder()
        textField.layer.borderColor = UIColor.gray.cgColor
        textField.layer.borderWidth = 2

        XCTAssertEqual(recorder.lines, ["layer.borderColor: nil -> gray", "layer.borderWidth: 0.0 -> 2.0"])
        XCTAssertEqual(
            recorder.changes.map(\.object), [ObjectIdentifier(textField), ObjectIdentifier(textField)])
        XCTAssertEqual(recorder.changes.map(\.objectType), ["UITextField", "UITextField"])
    }

    func testALayerWithoutAViewReportsItsOwnSets() {
        let layer = CALayer()
        let recorder = ChangeRecorder()
        layer.cornerRadius = 4
        XCTAssertEqual(recorder.lines, ["cornerRadius: 0.0 -> 4.0"])
        XCTAssertEqual(recorder.changes.first?.object, ObjectIdentifier(layer))
        XCTAssertEqual(recorder.changes.first?.objectType, "CALayer")
    }

    func testAnObservationEndsWhenCancelledOrReleased() {
        let label = UILabel()
        var cancelled: [String] = []
        var released: [String] = []
        let observation = PropertyChangeLog.observe { cancelled.append($0.property) }
        var releasedObservation: PropertyChangeObservation? = PropertyChangeLog.observe {
            released.append($0.property)
        }
        label.text = "one"
        observation.cancel()
        releasedObservation = nil
        label.text = "two"
        XCTAssertEqual(cancelled, ["text"])
        XCTAssertEqual(released, ["text"])
        XCTAssertNil(releasedObservation)
    }

    // MARK: UISlider

    func testASliderClampsItsValueToItsRange() {
        let slider = UISlider()
        XCTAssertEqual(slider.value, 0, "0 by default, as in UIKit")
        let recorder = ChangeRecorder()
        slider.value = 2
        XCTAssertEqual(slider.value, 1)
        slider.value = -1
        XCTAssertEqual(slider.value, 0)
        slider.maximumValue = 10
        slider.value = 7
        slider.maximumValue = 5
        XCTAssertEqual(slider.value, 5)
        slider.value = 1
        slider.minimumValue = 2
        XCTAssertEqual(slider.value, 2)
        XCTAssertEqual(
            recorder.lines,
            [
                "value: 0.0 -> 1.0", "value: 1.0 -> 0.0", "maximumValue: 1.0 -> 10.0", "value: 0.0 -> 7.0",
                "maximumValue: 10.0 -> 5.0", "value: 7.0 -> 5.0", "value: 5.0 -> 1.0",
                "minimumValue: 0.0 -> 2.0",
                "value: 1.0 -> 2.0",
            ])
    }

    func testTheUserDraggingASliderIsClampedToo() {
        let slider = UISlider()
        var seen: [Float] = []
        slider.addAction(UIAction { [unowned slider] _ in seen.append(slider.value) }, for: .valueChanged)
        slider.simulateDrag(to: 3)
        slider.simulateDrag(to: 0.25)
        XCTAssertEqual(seen, [1, 0.25])
    }

    // MARK: UIColor

    func testColorsAreEqualWhenTheirComponentsAre() {
        XCTAssertEqual(UIColor(white: 0.5, alpha: 1), UIColor.gray)
        XCTAssertEqual(UIColor(red: 1, green: 0, blue: 0, alpha: 1), UIColor.red)
        XCTAssertNotEqual(UIColor.red, UIColor.red.withAlphaComponent(0.5))
        XCTAssertNotEqual(UIColor.black, UIColor.clear)
        XCTAssertEqual(UIColor(white: 0.5, alpha: 1).hash, UIColor.gray.hash)
        XCTAssertEqual(
            UIColor(red: 2, green: -1, blue: 0.5, alpha: 3), UIColor(red: 1, green: 0, blue: 0.5, alpha: 1))
        XCTAssertEqual(UIColor.gray.cgColor, UIColor(white: 0.5, alpha: 1).cgColor)
        XCTAssertNotEqual(UIColor.gray.cgColor, UIColor.red.cgColor)
    }

    func testAColorPrintsAsItsNameOrItsComponents() {
        XCTAssertEqual(UIColor(white: 0.5, alpha: 1).description, "gray")
        XCTAssertEqual(UIColor.gray.description, "gray")
        XCTAssertEqual(UIColor(red: 1, green: 0, blue: 0, alpha: 1).description, "red")
        XCTAssertEqual(UIColor(white: 0, alpha: 0).description, "clear")
        XCTAssertEqual(UIColor(red: 1, green: 0, blue: 0, alpha: 0.5).description, "rgba(1, 0, 0, 0.5)")
        XCTAssertEqual(UIColor(red: 1, green: 0.5, blue: 0.25, alpha: 1).description, "rgba(1, 0.5, 0.25, 1)")
        XCTAssertEqual(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).description, "orange")
        XCTAssertEqual(
            UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1).description, "rgba(0.2, 0.4, 0.6, 1)")
        XCTAssertEqual(UIColor(white: 0.25, alpha: 1).description, "rgba(0.25, 0.25, 0.25, 1)")
        XCTAssertEqual(UIColor(white: 1.0 / 7.0, alpha: 1).description, "rgba(0.143, 0.143, 0.143, 1)")
        XCTAssertEqual(UIColor.red.debugDescription, "red")
        // A CGColor is named as the UIColor it came from, the same on every platform (on a Mac it is
        // Core Graphics' own, whose description carries addresses).
        XCTAssertEqual(PropertyChange.text(of: UIColor.gray.cgColor), "gray")
        XCTAssertEqual(
            PropertyChange.text(of: UIColor(red: 1, green: 0, blue: 0, alpha: 0.5).cgColor),
            "rgba(1, 0, 0, 0.5)")
        XCTAssertEqual(UIColor(cgColor: UIColor.orange.cgColor), .orange)
        XCTAssertEqual(UIColor.orange.cgColor.components, [1, 0.5, 0, 1])
        XCTAssertEqual(UIColor.orange.withAlphaComponent(0.25).cgColor.alpha, 0.25)
    }

    func testGetWhiteReadsAGrayAndLeavesOtherColorsAlone() {
        var white: CGFloat = -1
        var alpha: CGFloat = -1
        XCTAssertTrue(UIColor(white: 0.25, alpha: 0.5).getWhite(&white, alpha: &alpha))
        XCTAssertEqual(white, 0.25)
        XCTAssertEqual(alpha, 0.5)

        white = -1
        alpha = -1
        XCTAssertFalse(UIColor.red.getWhite(&white, alpha: &alpha))
        XCTAssertEqual(white, -1)
        XCTAssertEqual(alpha, -1)

        // The call the custom ControlProperty lesson makes: the alpha is not wanted.
        var level = CGFloat(1)
        UIColor(white: 0.75, alpha: 1).getWhite(&level, alpha: nil)
        XCTAssertEqual(level, 0.75)
    }
}
