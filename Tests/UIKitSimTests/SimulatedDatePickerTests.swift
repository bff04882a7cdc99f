import Foundation
import UIKitSim
import XCTest

/// The simulated `UIDatePicker`: a pick by the user is kept in range and sends `valueChanged`; code
/// sends nothing.
final class SimulatedDatePickerTests: XCTestCase {
    private let start = Date(timeIntervalSinceReferenceDate: 0)

    func testAPickIsClampedToTheRangeThenSendsValueChanged() {
        let picker = UIDatePicker(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.date = start
        picker.minimumDate = start
        picker.maximumDate = start.addingTimeInterval(100)
        var log: [TimeInterval] = []
        picker.addAction(
            UIAction { [weak picker] _ in log.append(picker?.date.timeIntervalSinceReferenceDate ?? -1) },
            for: .valueChanged)

        picker.simulateDatePick(start.addingTimeInterval(50))
        picker.simulateDatePick(start.addingTimeInterval(500))  // after the maximum: the maximum
        picker.simulateDatePick(start.addingTimeInterval(-5))  // before the minimum: the minimum
        picker.simulateDatePick(start)  // the date shown already: nothing
        picker.date = start.addingTimeInterval(70)  // code: no event
        picker.setDate(start.addingTimeInterval(80), animated: true)

        XCTAssertEqual(log, [50, 100, 0])
        XCTAssertEqual(picker.date, start.addingTimeInterval(80))
    }

    func testADisabledPickerIgnoresThePick() {
        let picker = UIDatePicker()
        picker.date = start
        picker.isEnabled = false
        var events = 0
        picker.addAction(UIAction { _ in events += 1 }, for: .valueChanged)
        picker.simulateDatePick(start.addingTimeInterval(60))
        XCTAssertEqual(picker.date, start)
        XCTAssertEqual(events, 0)
    }

    func testTheCountDownIsPickedInCountDownModeOnlyAndClamped() {
        let picker = UIDatePicker()
        var events = 0
        picker.addAction(UIAction { _ in events += 1 }, for: .valueChanged)
        XCTAssertEqual(picker.datePickerMode, .dateAndTime)
        picker.simulateCountDownPick(60)  // not a countdown picker: nothing
        XCTAssertEqual(picker.countDownDuration, 0)

        picker.datePickerMode = .countDownTimer
        picker.simulateCountDownPick(90_000)
        XCTAssertEqual(picker.countDownDuration, 86_340)
        picker.countDownDuration = -3
        XCTAssertEqual(picker.countDownDuration, 0)
        XCTAssertEqual(events, 1)
    }
}
