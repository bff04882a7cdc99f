import UIKitSim
import XCTest

/// What VoiceOver and UI tests read from views and bar items, recorded in the property-change log.
final class SimulatedAccessibilityTests: XCTestCase {
    func testAViewsAccessibilityPropertiesAreRecorded() {
        let label = UILabel()
        let recorder = ChangeRecorder()
        label.accessibilityLabel = "Temperature"
        label.accessibilityValue = "21 degrees"
        label.accessibilityIdentifier = "temperature"
        XCTAssertEqual(
            recorder.lines,
            [
                "accessibilityLabel: nil -> Temperature", "accessibilityValue: nil -> 21 degrees",
                "accessibilityIdentifier: nil -> temperature",
            ])
    }

    func testABarItemsAccessibilityPropertiesAreRecorded() {
        let item = UIBarButtonItem(systemItem: .refresh)
        let recorder = ChangeRecorder()
        item.accessibilityLabel = "Randomize"
        item.accessibilityValue = "3 rows"
        item.accessibilityIdentifier = "randomize"
        XCTAssertEqual(
            recorder.lines,
            [
                "accessibilityLabel: nil -> Randomize", "accessibilityValue: nil -> 3 rows",
                "accessibilityIdentifier: nil -> randomize",
            ])
        XCTAssertEqual(recorder.changes.first?.objectType, "UIBarButtonItem")
    }
}
