import Foundation
import RxCore
import UIKitSim

/// The delegate proxy of `UITextView`: the scroll view proxy, plus the text view delegate methods. It
/// shares the scroll view's delegate slot (`textView.rx.delegate` is this proxy).
///
/// The methods that return `Void` are intercepted and forwarded; the `should…` methods return the
/// forward delegate's answer, or `true` (UIKit's answer when the delegate does not implement them).
open class RxTextViewDelegateProxy: RxScrollViewDelegateProxy, UITextViewDelegate {
    /// The text view, while it is alive.
    public weak private(set) var textView: UITextView?

    /// The proxy of `textView`.
    public init(textView: UITextView) {
        self.textView = textView
        super.init(scrollView: textView)
    }

    /// The forward delegate, as a text view delegate.
    private var textViewForwardDelegate: UITextViewDelegate? {
        forwardToDelegate() as? UITextViewDelegate
    }

    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        textViewForwardDelegate?.textViewShouldBeginEditing(textView) ?? true
    }

    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        textViewForwardDelegate?.textViewShouldEndEditing(textView) ?? true
    }

    public func textView(
        _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool {
        textViewForwardDelegate?.textView(textView, shouldChangeTextIn: range, replacementText: text) ?? true
    }

    public func textViewDidBeginEditing(_ textView: UITextView) {
        intercept(arguments: [textView]) { ($0 as? UITextViewDelegate)?.textViewDidBeginEditing(textView) }
    }

    public func textViewDidEndEditing(_ textView: UITextView) {
        intercept(arguments: [textView]) { ($0 as? UITextViewDelegate)?.textViewDidEndEditing(textView) }
    }

    public func textViewDidChange(_ textView: UITextView) {
        intercept(arguments: [textView]) { ($0 as? UITextViewDelegate)?.textViewDidChange(textView) }
    }

    public func textViewDidChangeSelection(_ textView: UITextView) {
        intercept(arguments: [textView]) { ($0 as? UITextViewDelegate)?.textViewDidChangeSelection(textView) }
    }
}
