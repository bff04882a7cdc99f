import Foundation
import RxCore
import UIKitSim

/// A text view's text and editing, through its delegate proxy (`RxTextViewDelegateProxy`).
///
/// Where iOS differs: there RxCocoa reads the text each time the text view's `NSTextStorage` has
/// processed an edit, one turn of the main queue later (`observe(on: MainScheduler.asyncInstance)`),
/// so `rx.text` also reports text set in code. The sandbox's text view has no text storage: `rx.text`
/// is read again after each change the user makes (`textViewDidChange`), at once, and text set in
/// code is not reported — as for every other control's property.
extension Reactive where Base: UITextView {
    /// The text (the same as `value`).
    public var text: ControlProperty<String?> {
        textProperty()
    }

    /// The text: now, then after each change by the user; binding sets it (only when it differs, so
    /// that an input method's text being composed is not cleared, as RxCocoa does).
    public var value: ControlProperty<String?> {
        textProperty()
    }

    /// The one property `text` and `value` both are, named in a chain view after the one the code
    /// asked for (`name`).
    private func textProperty(name: String = #function) -> ControlProperty<String?> {
        userEditedProperty(
            read: { textView in textView.text },
            write: { textView, text in
                if textView.text != text {
                    textView.text = text
                }
            },
            name: name)
    }

    /// The styled text: now, then after each change by the user; binding sets it (only when it
    /// differs).
    public var attributedText: ControlProperty<NSAttributedString?> {
        userEditedProperty(
            read: { textView in textView.attributedText },
            write: { textView, attributedText in
                if textView.attributedText != attributedText {
                    textView.attributedText = attributedText
                }
            },
            name: "attributedText")
    }

    /// A property of the text view read by `read` on subscription and after each `textViewDidChange`,
    /// and set by `write`; named `name` in a chain view.
    private func userEditedProperty<Value>(
        read: @escaping (Base) -> Value, write: @escaping (Base, Value) -> Void, name: String
    ) -> ControlProperty<Value> {
        let values = Observable<Value>.deferred { [weak textView = base] in
            guard let textView else { return .empty() }
            // Neither the text view nor its proxy is captured: a property kept after the text view is
            // gone must not keep the proxy, whose end completes the text view's other events.
            return textView.rx.delegate.methodInvoked("textViewDidChange(_:)")
                .compactMap { [weak textView] _ in textView.map(read) }
                .startWith(read(textView))
        }
        .take(until: deallocated)
        return ControlProperty(values: values, valueSink: Binder(base, binding: write), name: .reactive(name))
    }

    /// Each start of editing (`textViewDidBeginEditing`).
    public var didBeginEditing: ControlEvent<Void> {
        textViewEvent("textViewDidBeginEditing(_:)")
    }

    /// Each end of editing (`textViewDidEndEditing`).
    public var didEndEditing: ControlEvent<Void> {
        textViewEvent("textViewDidEndEditing(_:)")
    }

    /// Each change of the text by the user (`textViewDidChange`).
    public var didChange: ControlEvent<Void> {
        textViewEvent("textViewDidChange(_:)")
    }

    /// Each move of the caret or change of the selection by the user (`textViewDidChangeSelection`).
    public var didChangeSelection: ControlEvent<Void> {
        textViewEvent("textViewDidChangeSelection(_:)")
    }

    /// The calls of the delegate method named `method` as a `ControlEvent`, named in a chain view after
    /// the event that asked for it (`name`).
    private func textViewEvent(_ method: String, name: String = #function) -> ControlEvent<Void> {
        ControlEvent(events: delegate.methodInvoked(method).map { _ in () }, name: .reactive(name))
    }
}
