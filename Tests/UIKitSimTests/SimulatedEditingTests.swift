import Foundation
import UIKitSim
import XCTest

final class SimulatedEditingTests: XCTestCase {
    /// A screen that writes down each `setEditing(_:animated:)` it is told, as a screen with a table
    /// overrides it to pass the mode on.
    private final class EditingScreen: UIViewController {
        var calls: [String] = []

        override func setEditing(_ editing: Bool, animated: Bool) {
            super.setEditing(editing, animated: animated)
            calls.append("setEditing \(editing) animated \(animated)")
        }
    }

    func testTheEditButtonTogglesEditingThroughTheScreensOverride() {
        let screen = EditingScreen()
        let button = screen.editButtonItem
        XCTAssertTrue(screen.editButtonItem === button, "made once")
        XCTAssertEqual(button.title, "Edit")
        XCTAssertEqual(button.style, .plain)
        button.simulateTap()
        XCTAssertTrue(screen.isEditing)
        XCTAssertEqual(button.title, "Done")
        XCTAssertEqual(button.style, .done)
        button.simulateTap()
        XCTAssertFalse(screen.isEditing)
        XCTAssertEqual(button.title, "Edit")
        XCTAssertEqual(screen.calls, ["setEditing true animated true", "setEditing false animated true"])
    }

    func testSettingIsEditingIsSetEditingWithoutAnimationAndIsRecorded() {
        let screen = EditingScreen()
        let recorder = ChangeRecorder()
        screen.isEditing = true
        XCTAssertEqual(screen.calls, ["setEditing true animated false"])
        XCTAssertEqual(recorder.lines, ["isEditing: false -> true"])
    }

    func testAnEditButtonMadeWhileEditingSaysDone() {
        let screen = UIViewController()
        screen.setEditing(true, animated: false)
        XCTAssertEqual(screen.editButtonItem.title, "Done")
    }

    func testADisabledEditButtonIgnoresTheTap() {
        let screen = UIViewController()
        screen.editButtonItem.isEnabled = false
        screen.editButtonItem.simulateTap()
        XCTAssertFalse(screen.isEditing)
    }

    func testTheEditButtonDoesNotKeepItsScreenAlive() {
        weak var released: UIViewController?
        var button: UIBarButtonItem?
        do {
            let screen = UIViewController()
            button = screen.editButtonItem
            released = screen
        }
        XCTAssertNil(released)
        button?.simulateTap()  // its screen is gone: nothing
    }

    func testTheScreenExtendsUnderEveryBarUnlessToldOtherwise() {
        let screen = UIViewController()
        XCTAssertEqual(screen.edgesForExtendedLayout, .all)
        XCTAssertEqual(UIRectEdge.all, [.top, .left, .bottom, .right])
        let recorder = ChangeRecorder()
        screen.edgesForExtendedLayout = []
        XCTAssertEqual(screen.edgesForExtendedLayout.rawValue, 0)
        XCTAssertEqual(recorder.lines.count, 1)
        XCTAssertEqual(recorder.changes.first?.property, "edgesForExtendedLayout")
    }
}
