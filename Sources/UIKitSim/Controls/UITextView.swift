import Foundation

/// What a text view asks and tells its delegate, as UIKit's `UITextViewDelegate` (every method
/// optional: the defaults below stand in for Objective-C's optional methods, and each `should…` method
/// answers `true`, as UIKit does when the delegate does not implement it).
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether the text view may begin editing.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Whether the text view may end editing (`endEditing(true)` does not ask).
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// The text view began editing (it became first responder).
    func textViewDidBeginEditing(_ textView: UITextView)
    /// The text view ended editing (it resigned).
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the user's edit — `text` replacing the UTF-16 `range` of the text — may happen.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    /// The user changed the text (not sent for a change made in code).
    func textViewDidChange(_ textView: UITextView)
    /// The user moved the caret or changed the selection (`selectedRange`).
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(
        _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    )
        -> Bool
    { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// A multi-line text view, as UIKit's `UITextView`; it reports editing to its delegate. Assign a
/// `UITextViewDelegate` to `delegate` (Swift can't narrow the type of the inherited property as
/// Objective-C does, so it stays declared as a scroll view delegate).
///
/// A text view is no control: it sends no control events, only delegate calls. As in UIKit, the user's
/// edits are asked about (`textView(_:shouldChangeTextIn:replacementText:)`) and reported
/// (`textViewDidChangeSelection`, then `textViewDidChange`); setting `text` in code reports nothing.
/// It begins editing when the user types in it (or the app calls `becomeFirstResponder()`), and ends
/// only when the app says so (`resignFirstResponder()`, `endEditing(_:)`).
open class UITextView: UIScrollView, UITextInput {
    /// The text (never `nil` when read, as in UIKit). Setting it puts the caret at the end.
    open var text: String! {
        get { storedText.string }
        set {
            let old = storedText.string
            storedText = NSAttributedString(string: newValue ?? "")
            recordChange("text", from: old, to: storedText.string)
            selectedRange = NSRange(location: storedText.length, length: 0)
        }
    }

    /// The styled text (never `nil` when read); its characters are `text`. Setting it puts the caret at
    /// the end.
    open var attributedText: NSAttributedString! {
        get { storedText }
        set {
            let old = storedText
            storedText = newValue ?? NSAttributedString(string: "")
            recordChange("attributedText", from: old, to: storedText)
            recordChange("text", from: old.string, to: storedText.string)
            selectedRange = NSRange(location: storedText.length, length: 0)
        }
    }

    private var storedText = NSAttributedString(string: "")

    /// The selection, in UTF-16 units of `text` (length 0: the caret). Set in code, it is kept within
    /// the text and reported to no one.
    open var selectedRange = NSRange(location: 0, length: 0) {
        didSet {
            let length = (text ?? "").utf16.count
            let location = min(max(selectedRange.location, 0), length)
            let clamped = NSRange(
                location: location, length: min(max(selectedRange.length, 0), length - location))
            if clamped != selectedRange {
                selectedRange = clamped  // (an assignment in `didSet` does not call `didSet` again)
            }
            recordChange("selectedRange", from: oldValue, to: selectedRange)
        }
    }

    /// Whether the user can edit the text (`true` by default).
    open var isEditable = true {
        didSet { recordChange("isEditable", from: oldValue, to: isEditable) }
    }

    /// Whether the text view is being edited (it is the first responder).
    private var isEditing = false

    /// The delegate, as a text view delegate (`delegate` is declared by `UIScrollView`).
    private var textViewDelegate: UITextViewDelegate? {
        delegate as? UITextViewDelegate
    }

    open override var isFirstResponder: Bool {
        isEditing
    }

    /// Begins editing if the text view is editable and the delegate agrees
    /// (`textViewShouldBeginEditing`), once the first responder of the same view hierarchy, if any, has
    /// resigned: tells the delegate (`textViewDidBeginEditing`). Returns whether it is first responder.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isEditing else { return true }
        guard isEditable, textViewDelegate?.textViewShouldBeginEditing(self) ?? true else { return false }
        if let current = rootView.firstResponderInHierarchy(), !current.resignFirstResponder() {
            return false
        }
        isEditing = true
        textViewDelegate?.textViewDidBeginEditing(self)
        return true
    }

    override func resign(askingDelegate: Bool) -> Bool {
        guard isEditing else { return true }
        if askingDelegate, !(textViewDelegate?.textViewShouldEndEditing(self) ?? true) {
            return false
        }
        isEditing = false
        textViewDelegate?.textViewDidEndEditing(self)
        return true
    }

    // MARK: Keyboard input

    /// Whether there is any text.
    open var hasText: Bool {
        !(text ?? "").isEmpty
    }

    /// The keyboard inserts `text` in place of the selection (at the caret), if the delegate allows it.
    open func insertText(_ text: String) {
        replaceByUser(selectedRange, with: text)
    }

    /// The keyboard's delete key: deletes the selection, or the character before the caret, if the
    /// delegate allows it.
    open func deleteBackward() {
        var range = selectedRange
        if range.length == 0 {
            let current = text ?? ""
            guard range.location > 0,
                let caret = Range(NSRange(location: range.location, length: 0), in: current)?.lowerBound
            else { return }
            let previous = current.index(before: caret)
            range = NSRange(previous..<caret, in: current)
        }
        replaceByUser(range, with: "")
    }

    /// A user's edit: asks the delegate, replaces `range` with `replacement`, puts the caret after it,
    /// then tells the delegate the selection and the text changed.
    private func replaceByUser(_ range: NSRange, with replacement: String) {
        guard
            textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) ?? true
        else { return }
        let current = NSString(string: text ?? "")
        text = current.replacingCharacters(in: range, with: replacement)
        selectedRange = NSRange(location: range.location + replacement.utf16.count, length: 0)
        textViewDelegate?.textViewDidChangeSelection(self)
        textViewDelegate?.textViewDidChange(self)
    }

    // MARK: Scripted user

    /// The user types `characters`, one at a time (beginning to edit first if needed): each character
    /// the delegate allows goes in at the caret (`insertText(_:)`).
    open func simulateTyping(_ characters: String) {
        guard becomeFirstResponder() else { return }
        for character in characters {
            insertText(String(character))
        }
    }

    /// The user presses delete (beginning to edit first if needed): `deleteBackward()`.
    open func simulateBackspace() {
        guard becomeFirstResponder() else { return }
        deleteBackward()
    }

    /// The user selects `range` of the text (length 0: puts the caret there), beginning to edit first if
    /// needed: `selectedRange` changes (kept within the text), then `textViewDidChangeSelection`.
    open func simulateSelection(_ range: NSRange) {
        guard becomeFirstResponder() else { return }
        selectedRange = range
        textViewDelegate?.textViewDidChangeSelection(self)
    }
}
