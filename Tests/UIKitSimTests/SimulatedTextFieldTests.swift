import Foundation
import UIKitSim
import XCTest

/// The simulated `UITextField`: its editing events in UIKit's order, its delegate, and who makes it
/// first responder or resigns it (the app, never UIKit by itself).
final class SimulatedTextFieldTests: XCTestCase {
    func testATextFieldSendsEditingEventsInUIKitsOrder() {
        let textField = UITextField()
        var log: [String] = []
        let names: [(UIControl.Event, String)] = [
            (.editingDidBegin, "didBegin"), (.editingChanged, "changed"), (.editingDidEnd, "didEnd"),
            (.editingDidEndOnExit, "didEndOnExit"), (.valueChanged, "valueChanged"),
        ]
        for (event, name) in names {
            textField.addAction(
                // Weakly, as in an app: the text field keeps its actions.
                UIAction { [weak textField] _ in log.append("\(name) \(textField?.text ?? "nil")") },
                for: event)
        }

        textField.simulateTyping("ab")
        textField.simulateBackspace()
        textField.simulateReplacingText(with: "xyz")
        textField.simulateReturnKey()  // it has an action for editingDidEndOnExit: it resigns
        textField.simulateReturnKey()  // not editing any more: nothing
        textField.resignFirstResponder()  // already resigned: nothing

        XCTAssertEqual(
            log,
            [
                "didBegin ", "changed a", "changed ab", "changed a", "changed xyz", "didEndOnExit xyz",
                "didEnd xyz",
            ])
        XCTAssertFalse(textField.isEditing)
    }

    func testATextFieldReadsNilAsEmptyAndBeginsEditingOnce() {
        let textField = UITextField()
        textField.text = nil
        XCTAssertEqual(textField.text, "")
        var begins = 0
        textField.addAction(UIAction { _ in begins += 1 }, for: .editingDidBegin)
        XCTAssertTrue(textField.becomeFirstResponder())
        XCTAssertTrue(textField.becomeFirstResponder())
        textField.simulateTyping("q")
        XCTAssertEqual(begins, 1)
        textField.resignFirstResponder()
        XCTAssertFalse(textField.isEditing)
    }

    func testReturnAloneDoesNotResignAFieldWithNoDidEndOnExitAction() {
        let textField = UITextField()
        var log: [String] = []
        textField.addAction(UIAction { _ in log.append("didEnd") }, for: .editingDidEnd)
        textField.simulateTyping("a")
        textField.simulateReturnKey()
        XCTAssertTrue(textField.isEditing)
        XCTAssertTrue(textField.isFirstResponder)
        XCTAssertEqual(log, [])
    }

    func testTheDelegatesShouldReturnResignsTheFieldOnlyWhenItCallsResign() {
        final class Delegate: UITextFieldDelegate {
            var resigns = false
            var log: [String] = []
            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                log.append("shouldReturn")
                if resigns { textField.resignFirstResponder() }
                return true
            }
            func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
            func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
        }
        let delegate = Delegate()
        let textField = UITextField()
        textField.delegate = delegate
        textField.simulateTyping("a")
        textField.simulateReturnKey()  // answers true, but does not resign
        XCTAssertTrue(textField.isEditing)
        delegate.resigns = true
        textField.simulateReturnKey()
        XCTAssertFalse(textField.isEditing)
        XCTAssertEqual(delegate.log, ["didBegin", "shouldReturn", "shouldReturn", "didEnd"])
    }

    func testAShouldReturnOfFalseKeepsDidEndOnExitFromBeingSent() {
        final class Refusing: UITextFieldDelegate {
            func textFieldShouldReturn(_ textField: UITextField) -> Bool { false }
        }
        let delegate = Refusing()
        let textField = UITextField()
        textField.delegate = delegate
        var exits = 0
        textField.addAction(UIAction { _ in exits += 1 }, for: .editingDidEndOnExit)
        textField.simulateTyping("a")
        textField.simulateReturnKey()
        XCTAssertEqual(exits, 0)
        XCTAssertTrue(textField.isEditing)
    }

    func testTheDelegateCanRefuseToBeginOrEndEditingAndToChangeCharacters() {
        final class Strict: UITextFieldDelegate {
            var mayBegin = false
            var mayEnd = false
            var changes: [String] = []
            func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { mayBegin }
            func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { mayEnd }
            func textField(
                _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                replacementString string: String
            ) -> Bool {
                changes.append("\(range.location),\(range.length) \(string)")
                return string != "x"
            }
        }
        let delegate = Strict()
        let textField = UITextField()
        textField.delegate = delegate
        XCTAssertFalse(textField.becomeFirstResponder())
        textField.simulateTyping("a")
        XCTAssertEqual(textField.text, "")
        delegate.mayBegin = true
        textField.simulateTyping("axb")
        textField.simulateBackspace()
        XCTAssertEqual(textField.text, "a")
        XCTAssertEqual(delegate.changes, ["0,0 a", "1,0 x", "1,0 b", "1,1 "])
        XCTAssertFalse(textField.resignFirstResponder())
        XCTAssertTrue(textField.isEditing)
        let screen = UIView()
        screen.addSubview(textField)
        XCTAssertFalse(screen.endEditing(false))  // asks the delegate, which refuses
        XCTAssertTrue(textField.isEditing)
        XCTAssertTrue(screen.endEditing(true))  // forced: not asked
        XCTAssertFalse(textField.isEditing)
    }

    func testEndEditingFindsTheFirstResponderAmongNestedSubviews() {
        let screen = UIView()
        let form = UIView()
        let first = UITextField()
        let second = UITextField()
        screen.addSubview(form)
        form.addSubview(first)
        form.addSubview(second)
        second.simulateTyping("hi")
        XCTAssertTrue(second.isFirstResponder)
        XCTAssertFalse(screen.isFirstResponder)
        XCTAssertTrue(screen.endEditing(true))
        XCTAssertFalse(second.isEditing)
        XCTAssertTrue(screen.endEditing(false))  // nothing to resign
    }

    func testAFieldBeginningMakesTheFirstResponderOfItsHierarchyResignFirst() {
        final class Delegate: UITextFieldDelegate {
            let name: String
            var mayEnd = true
            var log: [String]
            init(_ name: String, log: [String] = []) {
                self.name = name
                self.log = log
            }
            func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { mayEnd }
            func textFieldDidEndEditing(_ textField: UITextField) { log.append("\(name) didEnd") }
            func textFieldDidBeginEditing(_ textField: UITextField) { log.append("\(name) didBegin") }
        }
        let screen = UIView()
        let form = UIView()
        let name = UITextField()
        let password = UITextField()
        let elsewhere = UITextField()  // in no hierarchy of the screen's
        screen.addSubview(form)
        form.addSubview(name)
        screen.addSubview(password)
        let nameDelegate = Delegate("name")
        let passwordDelegate = Delegate("password")
        name.delegate = nameDelegate
        password.delegate = passwordDelegate

        name.simulateTyping("kim")
        XCTAssertTrue(password.becomeFirstResponder())
        XCTAssertFalse(name.isFirstResponder)
        XCTAssertEqual(nameDelegate.log, ["name didBegin", "name didEnd"])
        XCTAssertEqual(passwordDelegate.log, ["password didBegin"])

        passwordDelegate.mayEnd = false  // the first responder refuses: the other field does not begin
        XCTAssertFalse(name.becomeFirstResponder())
        XCTAssertTrue(password.isFirstResponder)
        XCTAssertFalse(name.isFirstResponder)

        XCTAssertTrue(elsewhere.becomeFirstResponder())
        XCTAssertTrue(password.isFirstResponder)
    }
}
