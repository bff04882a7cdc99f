import Foundation

/// What a text field asks and tells its delegate, as UIKit's `UITextFieldDelegate` (every method
/// optional: the defaults below stand in for Objective-C's optional methods, and each `should…` method
/// answers `true`, as UIKit does when the delegate does not implement it).
public protocol UITextFieldDelegate: AnyObject {
    /// Whether the field may become first responder.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// The field became first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether the field may resign (`endEditing(true)` does not ask).
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// The field resigned.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Whether the user's edit — `string` replacing the UTF-16 `range` of the text — may happen.
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool
    /// The user pressed return. `true` lets the field do what return does (send
    /// `editingDidEndOnExit`); it does not resign the field: an app that wants the keyboard gone calls
    /// `textField.resignFirstResponder()` here.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// A one-line text field, as UIKit's `UITextField`.
///
/// Editing sends UIKit's events: `editingDidBegin` when it becomes first responder, `editingChanged`
/// for each change the user makes, `editingDidEnd` when it resigns. Setting `text` in code sends
/// nothing. The delegate is asked and told as in UIKit (the simulation calls the delegate's
/// `…Did…` method just before the matching event).
///
/// As in UIKit, the field resigns only when the app says so: `resignFirstResponder()`,
/// `endEditing(_:)` on a view that contains it, or — on return — a target for `editingDidEndOnExit`
/// (see `simulateReturnKey()`). Neither a tap elsewhere nor return resigns it by itself.
open class UITextField: UIControl, UITextInput {
    /// The delegate, held weakly.
    open weak var delegate: UITextFieldDelegate?

    /// The text (UIKit reads an empty field as `""`, never `nil`). Setting it sets `attributedText` to
    /// the same characters, unstyled.
    open var text: String? {
        get { storedText.string }
        set {
            let old = storedText.string
            storedText = NSAttributedString(string: newValue ?? "")
            recordChange("text", from: old, to: storedText.string)
        }
    }

    /// The styled text (an empty field's is empty, never `nil`); its characters are `text`, kept in step
    /// with it as in UIKit.
    open var attributedText: NSAttributedString? {
        get { storedText }
        set {
            let old = storedText
            storedText = newValue ?? NSAttributedString(string: "")
            recordChange("attributedText", from: old, to: storedText)
            recordChange("text", from: old.string, to: storedText.string)
        }
    }

    private var storedText = NSAttributedString(string: "")

    /// Whether the field hides what is typed (a password field).
    open var isSecureTextEntry = false {
        didSet { recordChange("isSecureTextEntry", from: oldValue, to: isSecureTextEntry) }
    }

    /// The gray text shown while the field is empty.
    open var placeholder: String? {
        didSet { recordChange("placeholder", from: oldValue, to: placeholder) }
    }

    /// The text color.
    open var textColor: UIColor? {
        didSet { recordChange("textColor", from: oldValue, to: textColor) }
    }

    /// Whether the field is being edited (it is the first responder).
    public private(set) var isEditing = false {
        didSet { recordChange("isEditing", from: oldValue, to: isEditing) }
    }

    open override var isFirstResponder: Bool {
        isEditing
    }

    /// Starts editing if the delegate agrees (`textFieldShouldBeginEditing`) and the first responder
    /// of the same view hierarchy, if any, resigns (it may refuse): tells the delegate
    /// (`textFieldDidBeginEditing`) and sends `editingDidBegin`. Returns whether the field is first
    /// responder. (The simulation has no window: a hierarchy is the views under one outermost view.)
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isEditing else { return true }
        guard isEnabled, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        // One first responder at a time: the one in this field's hierarchy (its window, on iOS) resigns
        // first, and if its delegate refuses, this field does not begin.
        if let current = rootView.firstResponderInHierarchy(), !current.resignFirstResponder() {
            return false
        }
        isEditing = true
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        return true
    }

    /// Ends editing if the delegate agrees (`textFieldShouldEndEditing`): tells the delegate
    /// (`textFieldDidEndEditing`) and sends `editingDidEnd`. Returns whether the field resigned.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        resign(askingDelegate: true)
    }

    override func resign(askingDelegate: Bool) -> Bool {
        guard isEditing else { return true }
        if askingDelegate, !(delegate?.textFieldShouldEndEditing(self) ?? true) {
            return false
        }
        isEditing = false
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        return true
    }

    /// Whether the delegate lets the user replace the UTF-16 `range` of the text with `string`.
    private func delegateAllows(replacing range: NSRange, with string: String) -> Bool {
        delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true
    }

    // MARK: Keyboard input

    /// Whether there is any text.
    open var hasText: Bool {
        !(text ?? "").isEmpty
    }

    /// The keyboard adds `text` at the end (the simulated field's caret stays there), if the delegate
    /// allows it: `text` changes, then `editingChanged`.
    open func insertText(_ text: String) {
        let current = self.text ?? ""
        let end = NSRange(location: current.utf16.count, length: 0)
        guard delegateAllows(replacing: end, with: text) else { return }
        self.text = current + text
        sendActions(for: .editingChanged)
    }

    /// The keyboard's delete key: removes the last character, if there is one and the delegate allows
    /// it: `text` changes, then `editingChanged`.
    open func deleteBackward() {
        guard let current = text, let last = current.last else { return }
        let lastLength = String(last).utf16.count
        let range = NSRange(location: current.utf16.count - lastLength, length: lastLength)
        guard delegateAllows(replacing: range, with: "") else { return }
        text = String(current.dropLast())
        sendActions(for: .editingChanged)
    }

    // MARK: Scripted user

    /// The user types `characters`, one at a time (starting to edit first if needed): each character
    /// the delegate allows changes `text` and sends `editingChanged` (`insertText(_:)`).
    open func simulateTyping(_ characters: String) {
        guard becomeFirstResponder() else { return }
        for character in characters {
            insertText(String(character))
        }
    }

    /// The user replaces the whole text at once (a paste, or clearing the field): one `editingChanged`,
    /// if the delegate allows it.
    open func simulateReplacingText(with newText: String) {
        guard becomeFirstResponder() else { return }
        let all = NSRange(location: 0, length: (text ?? "").utf16.count)
        guard delegateAllows(replacing: all, with: newText) else { return }
        text = newText
        sendActions(for: .editingChanged)
    }

    /// The user deletes the last character, if the delegate allows it (`deleteBackward()`).
    open func simulateBackspace() {
        guard becomeFirstResponder() else { return }
        deleteBackward()
    }

    /// The user presses return while editing. As in UIKit:
    /// 1. the delegate is asked `textFieldShouldReturn` (an app that wants the keyboard gone calls
    ///    `resignFirstResponder()` there; answering `true` does not resign the field);
    /// 2. unless it answered `false`, the field sends `editingDidEndOnExit`, then
    ///    `primaryActionTriggered` (the field's primary action, as on iOS 14 and later);
    /// 3. if the field has at least one action for `editingDidEndOnExit`, it then resigns (sends
    ///    `editingDidEnd`).
    ///
    /// Step 3 is UIKit's long-standing behaviour for "Did End On Exit": connecting any action to it,
    /// even an empty one, dismisses the keyboard on return (RxSwift issue #1228: subscribing to
    /// `rx.controlEvent(.editingDidEndOnExit)`, or to `rx.text`, whose events include it, does so).
    /// With no such action and no delegate that resigns it, the field stays first responder.
    open func simulateReturnKey() {
        guard isEditing else { return }
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let resigns = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        sendActions(for: .primaryActionTriggered)
        if resigns {
            resignFirstResponder()
        }
    }
}
