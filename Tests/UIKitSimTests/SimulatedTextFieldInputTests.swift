import Foundation
import UIKitSim
import XCTest

/// The simulated `UITextField`'s styled text, secure entry, keyboard input and return key.
final class SimulatedTextFieldInputTests: XCTestCase {
    func testTheStyledTextIsKeptInStepWithTheText() {
        let textField = UITextField()
        XCTAssertEqual(textField.attributedText, NSAttributedString(string: ""))
        textField.text = "plain"
        XCTAssertEqual(textField.attributedText, NSAttributedString(string: "plain"))
        textField.attributedText = NSAttributedString(string: "styled")
        XCTAssertEqual(textField.text, "styled")
        textField.attributedText = nil
        XCTAssertEqual(textField.text, "")
        XCTAssertFalse(textField.isSecureTextEntry)
    }

    func testKeyboardInputIsTheUsersEdit() {
        let textField = UITextField()
        var changes: [String] = []
        textField.addAction(
            UIAction { [weak textField] _ in changes.append(textField?.text ?? "nil") }, for: .editingChanged)
        textField.insertText("ab")
        textField.deleteBackward()
        XCTAssertTrue(textField.hasText)
        textField.deleteBackward()
        textField.deleteBackward()  // empty: nothing
        XCTAssertEqual(changes, ["ab", "a", ""])
        XCTAssertFalse(textField.hasText)
    }

    func testReturnSendsDidEndOnExitThenThePrimaryAction() {
        let textField = UITextField()
        var log: [String] = []
        textField.addAction(UIAction { _ in log.append("didEndOnExit") }, for: .editingDidEndOnExit)
        textField.addAction(UIAction { _ in log.append("primary") }, for: .primaryActionTriggered)
        textField.addAction(UIAction { _ in log.append("didEnd") }, for: .editingDidEnd)
        textField.simulateTyping("a")
        textField.simulateReturnKey()
        XCTAssertEqual(log, ["didEndOnExit", "primary", "didEnd"])
    }
}
