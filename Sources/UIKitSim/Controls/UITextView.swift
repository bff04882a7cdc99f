import Foundation

/// What a text view tells its delegate, as UIKit's `UITextViewDelegate` (every method optional).
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidChange(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
}

/// A multi-line text view, as UIKit's `UITextView`; it reports editing to its delegate. Assign a
/// `UITextViewDelegate` to `delegate` (Swift can't narrow the type of the inherited property as
/// Objective-C does, so it stays declared as a scroll view delegate).
open class UITextView: UIScrollView {
    /// The text (never `nil` when read, as in UIKit).
    open var text: String! {
        get { storedText }
        set {
            let old = storedText
            storedText = newValue ?? ""
            recordChange("text", from: old, to: storedText)
        }
    }

    private var storedText = ""

    /// The delegate, as a text view delegate (`delegate` is declared by `UIScrollView`).
    private var textViewDelegate: UITextViewDelegate? {
        delegate as? UITextViewDelegate
    }

    // MARK: Scripted user

    /// The user types `characters`: each changes `text` and is reported with `textViewDidChange`.
    open func simulateTyping(_ characters: String) {
        textViewDelegate?.textViewDidBeginEditing(self)
        for character in characters {
            text = text + String(character)
            textViewDelegate?.textViewDidChange(self)
        }
    }
}
