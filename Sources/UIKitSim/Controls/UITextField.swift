import Foundation

/// A one-line text field, as UIKit's `UITextField`.
///
/// Editing sends UIKit's events: `editingDidBegin` when it becomes first responder, `editingChanged`
/// for each change the user makes, `editingDidEnd` when it resigns (after `editingDidEndOnExit` when
/// the user presses return). Setting `text` in code sends nothing.
open class UITextField: UIControl {
    /// The text (UIKit reads an empty field as `""`, never `nil`).
    open var text: String? {
        get { storedText }
        set {
            let old = storedText
            storedText = newValue ?? ""
            recordChange("text", from: old, to: storedText)
        }
    }

    private var storedText: String? = ""

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

    /// Starts editing: sends `editingDidBegin`. Returns whether the field became first responder.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard isEnabled, !isEditing else { return isEditing }
        isEditing = true
        sendActions(for: .editingDidBegin)
        return true
    }

    /// Ends editing: sends `editingDidEnd`.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard isEditing else { return true }
        isEditing = false
        sendActions(for: .editingDidEnd)
        return true
    }

    // MARK: Scripted user

    /// The user types `characters`, one at a time (starting to edit first if needed): each character
    /// changes `text` and sends `editingChanged`.
    open func simulateTyping(_ characters: String) {
        guard becomeFirstResponder() else { return }
        for character in characters {
            text = (text ?? "") + String(character)
            sendActions(for: .editingChanged)
        }
    }

    /// The user replaces the whole text at once (a paste, or clearing the field): one `editingChanged`.
    open func simulateReplacingText(with newText: String) {
        guard becomeFirstResponder() else { return }
        text = newText
        sendActions(for: .editingChanged)
    }

    /// The user deletes the last character.
    open func simulateBackspace() {
        guard becomeFirstResponder(), let current = text, !current.isEmpty else { return }
        text = String(current.dropLast())
        sendActions(for: .editingChanged)
    }

    /// The user presses return: `editingDidEndOnExit`, then the field resigns (`editingDidEnd`).
    open func simulateReturnKey() {
        guard isEditing else { return }
        sendActions(for: .editingDidEndOnExit)
        resignFirstResponder()
    }

    /// The user taps elsewhere: the field resigns (`editingDidEnd`).
    open func simulateEndEditing() {
        resignFirstResponder()
    }
}
