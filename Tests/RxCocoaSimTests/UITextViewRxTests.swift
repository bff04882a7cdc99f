import Foundation
import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import UIKitSim
import XCTest

final class UITextViewRxTests: RxTestCase {
    /// A text view that counts the sets of its text, as RxCocoa's own tests do.
    private final class CountingTextView: UITextView {
        var textSets = 0
        var attributedTextSets = 0

        override var text: String? {
            get { super.text }
            set {
                textSets += 1
                super.text = newValue
            }
        }

        override var attributedText: NSAttributedString? {
            get { super.attributedText }
            set {
                attributedTextSets += 1
                super.attributedText = newValue
            }
        }
    }

    func testTextIsTheCurrentTextThenEachChangeByTheUser() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        textView.text = "a"
        scheduler.scheduleAt(210) { textView.simulateTyping("bc") }
        scheduler.scheduleAt(220) { textView.text = "in code" }  // not reported (see UITextView+Rx)
        scheduler.scheduleAt(230) { textView.simulateBackspace() }
        let observer = scheduler.start { textView.rx.text }
        XCTAssertEqual(
            observer.events, [.next(200, "a"), .next(210, "ab"), .next(210, "abc"), .next(230, "in cod")])
    }

    func testAttributedTextFollowsTheUser() {
        let textView = UITextView()
        scheduler.scheduleAt(210) { textView.simulateTyping("x") }
        let observer = scheduler.start { textView.rx.attributedText.map { $0?.string } }
        XCTAssertEqual(observer.events, [.next(200, ""), .next(210, "x")])
    }

    func testBindingSetsTheTextOnlyWhenItDiffers() {
        let textView = CountingTextView(frame: .zero)
        textView.text = "Text1"
        textView.attributedText = NSAttributedString(string: "Text1")
        textView.textSets = 0
        textView.attributedTextSets = 0
        textView.rx.text.onNext("Text1")
        textView.rx.attributedText.onNext(NSAttributedString(string: "Text1"))
        XCTAssertEqual(textView.textSets, 0)
        XCTAssertEqual(textView.attributedTextSets, 0)
        textView.rx.value.onNext("Text2")
        textView.rx.attributedText.onNext(NSAttributedString(string: "Text3"))
        XCTAssertEqual(textView.textSets, 1)
        XCTAssertEqual(textView.attributedTextSets, 1)
        XCTAssertEqual(textView.text, "Text3")
    }

    func testEditingEventsFollowTheUser() {
        let textView = UITextView()
        scheduler.scheduleAt(210) { textView.simulateTyping("a") }
        scheduler.scheduleAt(220) { textView.simulateSelection(NSRange(location: 0, length: 0)) }
        scheduler.scheduleAt(230) { textView.resignFirstResponder() }
        let begins = scheduler.record(textView.rx.didBeginEditing.marked("begin"), subscribed: 200)
        let changes = scheduler.record(textView.rx.didChange.marked("change"), subscribed: 200)
        let selections = scheduler.record(textView.rx.didChangeSelection.marked("selection"), subscribed: 200)
        let ends = scheduler.record(textView.rx.didEndEditing.marked("end"), subscribed: 200)
        scheduler.start()
        XCTAssertEqual(begins.events, [.next(210, "begin")])
        XCTAssertEqual(changes.events, [.next(210, "change")])
        XCTAssertEqual(selections.events, [.next(210, "selection"), .next(220, "selection")])
        XCTAssertEqual(ends.events, [.next(230, "end")])
    }

    func testTheDelegateBeforeRxStillDecidesAndHears() {
        final class Delegate: UITextViewDelegate {
            var changes = 0
            func textView(
                _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
            )
                -> Bool
            { text != "!" }
            func textViewDidChange(_ textView: UITextView) { changes += 1 }
        }
        let textView = UITextView()
        let delegate = Delegate()
        textView.delegate = delegate
        var texts: [String?] = []
        let subscription = textView.rx.text.subscribe(onNext: { texts.append($0) })
        XCTAssertTrue(textView.delegate is RxTextViewDelegateProxy)
        textView.simulateTyping("a!b")
        XCTAssertEqual(texts, ["", "a", "ab"])
        XCTAssertEqual(delegate.changes, 2)
        subscription.dispose()
    }

    func testTextAndEventsCompleteWhenTheTextViewDies() {
        var textView: UITextView? = UITextView()
        let text = textView!.rx.text
        let changes = textView!.rx.didChange
        scheduler.scheduleAt(210) { textView?.simulateTyping("x") }
        scheduler.scheduleAt(300) { textView = nil }
        let texts = scheduler.record(text, subscribed: 200)
        let events = scheduler.record(changes.marked("change"), subscribed: 200)
        scheduler.start()
        XCTAssertEqual(texts.events, [.next(200, ""), .next(210, "x"), .completed(300)])
        XCTAssertEqual(events.events, [.next(210, "change"), .completed(300)])
    }

    func testTextInputIsTheTextViewAndItsText() {
        let textView = UITextView()
        let input = textView.rx.textInput
        XCTAssertTrue(input.base === textView)
        scheduler.scheduleAt(210) { textView.simulateTyping("q") }
        let observer = scheduler.start { input.text }
        XCTAssertEqual(observer.events, [.next(200, ""), .next(210, "q")])
    }
}
