import UIKitSim
import XCTest

final class SimulatedApplicationTests: XCTestCase {
    override func tearDown() {
        UIApplication.shared.reset()
        super.tearDown()
    }

    func testTheStateChangesAreRecordedInOrder() {
        var changes: [String] = []
        let observation = PropertyChangeLog.observe { change in
            guard change.property == "applicationState" else { return }
            changes.append("\(PropertyChange.text(of: change.newValue))")
        }
        UIApplication.shared.simulateEnterBackground()
        UIApplication.shared.simulateEnterForeground()
        observation.cancel()
        XCTAssertEqual(changes, ["inactive", "background", "inactive", "active"])
    }

    func testAnInterruptionOnlyMakesTheAppInactiveAndTerminationLeavesTheState() {
        let app = UIApplication.shared
        app.simulateResignActive()
        XCTAssertEqual(app.applicationState, .inactive)
        app.simulateEnterForeground()  // not in the background: nothing
        XCTAssertEqual(app.applicationState, .inactive)
        app.simulateBecomeActive()
        XCTAssertEqual(app.applicationState, .active)
        app.simulateEnterBackground()
        app.simulateTerminate()
        XCTAssertEqual(app.applicationState, .background)
    }

    func testTheNamesAreUIKitsRawValues() {
        XCTAssertEqual(
            UIApplication.didEnterBackgroundNotification.rawValue,
            "UIApplicationDidEnterBackgroundNotification")
        XCTAssertEqual(
            UIApplication.protectedDataDidBecomeAvailableNotification.rawValue,
            "UIApplicationProtectedDataDidBecomeAvailable")
        XCTAssertEqual(UIResponder.keyboardWillShowNotification.rawValue, "UIKeyboardWillShowNotification")
        XCTAssertEqual(UIResponder.keyboardFrameEndUserInfoKey, "UIKeyboardFrameEndUserInfoKey")
    }
}
