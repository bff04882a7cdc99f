import Foundation
import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import UIKitSim
import XCTest

final class UITextFieldInputRxTests: RxTestCase {
    func testAttributedTextIsTheCurrentTextThenEachEdit() {
        let textField = UITextField()
        scheduler.scheduleAt(210) { textField.simulateTyping("ab") }
        scheduler.scheduleAt(220) { textField.attributedText = NSAttributedString(string: "code") }
        let observer = scheduler.start { textField.rx.attributedText.map { $0?.string } }
        // editingDidBegin, then two editingChanged; the set in code is not reported.
        XCTAssertEqual(observer.events, [.next(200, ""), .next(210, ""), .next(210, "a"), .next(210, "ab")])
    }

    func testBindingAttributedTextSetsBothTexts() {
        let textField = UITextField()
        textField.rx.attributedText.onNext(NSAttributedString(string: "Hello!"))
        XCTAssertEqual(textField.attributedText, NSAttributedString(string: "Hello!"))
        XCTAssertEqual(textField.text, "Hello!")
        textField.rx.isSecureTextEntry.onNext(true)
        XCTAssertTrue(textField.isSecureTextEntry)
    }

    func testTextInputIsTheFieldAndItsText() {
        let textField = UITextField()
        let input = textField.rx.textInput
        XCTAssertTrue(input.base === textField)
        scheduler.scheduleAt(210) { textField.simulateTyping("q") }
        let observer = scheduler.start { input.text }
        XCTAssertEqual(observer.events, [.next(200, ""), .next(210, ""), .next(210, "q")])
    }

    func testReturnIsThePrimaryAction() {
        let textField = UITextField()
        scheduler.scheduleAt(210) { textField.simulateTyping("a") }
        scheduler.scheduleAt(220) { textField.simulateReturnKey() }
        let observer = scheduler.start { textField.rx.controlEvent(.primaryActionTriggered).marked("return") }
        XCTAssertEqual(observer.events, [.next(220, "return")])
    }
}
