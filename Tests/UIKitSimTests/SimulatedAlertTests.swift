import UIKitSim
import XCTest

final class SimulatedAlertTests: XCTestCase {
    private let log = ScreenLog()

    /// A screen on a visible window, its log then emptied.
    private func shownScreen() -> (UIWindow, UIViewController) {
        let screen = log.screen("A")
        let window = UIWindow()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        log.lines = []
        return (window, screen)
    }

    func testATappedActionDismissesTheAlertThenRunsItsHandler() {
        let (window, screen) = shownScreen()
        let alert = UIAlertController(
            title: "Delete?", message: "It can't be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(
            UIAlertAction(title: "Delete", style: .destructive) { _ in
                self.log.lines.append("handler, presented: \(screen.presentedViewController != nil)")
            })
        screen.present(alert, animated: true)
        XCTAssertTrue(screen.presentedViewController === alert)
        XCTAssertEqual(log.lines, [], "an alert leaves its presenter on screen")
        alert.simulateTap(actionTitled: "Delete")
        XCTAssertEqual(log.lines, ["handler, presented: false"])
        XCTAssertNil(screen.presentedViewController)
        withExtendedLifetime(window) {}
    }

    func testADisabledActionCannotBeTapped() {
        let (window, screen) = shownScreen()
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        let save = UIAlertAction(title: "Save", style: .default) { _ in self.log.lines.append("saved") }
        save.isEnabled = false
        alert.addAction(save)
        alert.preferredAction = save
        screen.present(alert, animated: false)
        alert.simulateTap(actionTitled: "Save")
        XCTAssertEqual(log.lines, [])
        XCTAssertTrue(screen.presentedViewController === alert)
        withExtendedLifetime(window) {}
    }

    func testAnAlertNotPresentedCannotBeTapped() {
        let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in self.log.lines.append("ok") })
        alert.simulateTap(actionTitled: "OK")
        XCTAssertEqual(log.lines, [])
    }

    func testTextFieldsAreMadeAndConfiguredInOrder() {
        let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        XCTAssertNil(alert.textFields)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { $0.placeholder = "Password" }
        XCTAssertEqual(alert.textFields?.map(\.placeholder), ["Name", "Password"])
        XCTAssertEqual(alert.title, "Sign in")
        XCTAssertEqual(alert.preferredStyle, .alert)
    }
}
