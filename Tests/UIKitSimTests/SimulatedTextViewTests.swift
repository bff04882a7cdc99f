import Foundation
import UIKitSim
import XCTest

/// The simulated `UITextView`: its delegate asked and told in UIKit's order, the caret and selection,
/// and text set in code reported to no one.
final class SimulatedTextViewTests: XCTestCase {
    /// A delegate that writes down every call, and refuses what it is told to.
    private final class Recorder: UITextViewDelegate {
        var log: [String] = []
        var refusedText: String?
        var refusesToEnd = false

        func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
            log.append("shouldBegin")
            return true
        }
        func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
        func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
            log.append("shouldEnd")
            return !refusesToEnd
        }
        func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
            -> Bool
        {
            log.append("should \(range.location),\(range.length) '\(text)'")
            return text != refusedText
        }
        func textViewDidChange(_ textView: UITextView) { log.append("didChange \(textView.text ?? "nil")") }
        func textViewDidChangeSelection(_ textView: UITextView) {
            log.append("selection \(textView.selectedRange.location),\(textView.selectedRange.length)")
        }
    }

    func testTypingAsksThenReportsTheSelectionThenTheChange() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        let recorder = Recorder()
        recorder.refusedText = "x"
        textView.delegate = recorder

        textView.simulateTyping("axb")
        textView.simulateBackspace()
        textView.resignFirstResponder()

        XCTAssertEqual(
            recorder.log,
            [
                "shouldBegin", "didBegin", "should 0,0 'a'", "selection 1,0", "didChange a", "should 1,0 'x'",
                "should 1,0 'b'", "selection 2,0", "didChange ab", "should 1,1 ''", "selection 1,0",
                "didChange a",
                "shouldEnd", "didEnd",
            ])
        XCTAssertFalse(textView.isFirstResponder)
    }

    func testTextGoesInAtTheSelection() {
        let textView = UITextView()
        textView.text = "hello world"
        XCTAssertEqual(textView.selectedRange, NSRange(location: 11, length: 0))
        textView.simulateSelection(NSRange(location: 6, length: 5))
        textView.simulateTyping("there")
        XCTAssertEqual(textView.text, "hello there")
        textView.simulateSelection(NSRange(location: 0, length: 99))  // kept within the text
        XCTAssertEqual(textView.selectedRange, NSRange(location: 0, length: 11))
        textView.simulateBackspace()
        XCTAssertEqual(textView.text, "")
        XCTAssertFalse(textView.hasText)
    }

    func testTextSetInCodeIsReportedToNoOneAndKeepsTheStyledTextInStep() {
        let textView = UITextView()
        let recorder = Recorder()
        textView.delegate = recorder
        textView.text = "code"
        XCTAssertEqual(textView.attributedText, NSAttributedString(string: "code"))
        textView.attributedText = NSAttributedString(string: "styled")
        XCTAssertEqual(textView.text, "styled")
        textView.text = nil
        XCTAssertEqual(textView.text, "")
        XCTAssertEqual(recorder.log, [])
    }

    func testANonEditableTextViewOrARefusingDelegateKeepsEditingAsItIs() {
        let textView = UITextView()
        textView.isEditable = false
        textView.simulateTyping("a")
        XCTAssertEqual(textView.text, "")
        XCTAssertFalse(textView.isFirstResponder)

        textView.isEditable = true
        let recorder = Recorder()
        recorder.refusesToEnd = true
        textView.delegate = recorder
        textView.simulateTyping("a")
        XCTAssertFalse(textView.resignFirstResponder())
        XCTAssertTrue(textView.isFirstResponder)
        XCTAssertTrue(textView.endEditing(true))  // forced: not asked
        XCTAssertFalse(textView.isFirstResponder)
    }

    func testOneFirstResponderAtATime() {
        let container = UIView()
        let field = UITextField()
        let textView = UITextView()
        container.addSubview(field)
        container.addSubview(textView)
        field.simulateTyping("a")
        textView.simulateTyping("b")
        XCTAssertFalse(field.isFirstResponder)
        XCTAssertTrue(textView.isFirstResponder)
        field.simulateTyping("c")
        XCTAssertFalse(textView.isFirstResponder)
    }
}
