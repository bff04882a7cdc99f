/// What a keyboard does to a text object, as UIKit's `UIKeyInput`: it asks whether there is text,
/// inserts what the user types and deletes backward.
///
/// As with UIKit's keyboard, these are the user's edits: the text object asks and tells its delegate
/// and sends its editing events as it does for typing (the scripted user's `simulateTyping(_:)` calls
/// `insertText(_:)` for each character).
public protocol UIKeyInput: AnyObject {
    /// Whether the object holds any text.
    var hasText: Bool { get }
    /// Inserts `text` where the user types (at the caret), as the keyboard does.
    func insertText(_ text: String)
    /// Deletes the character before the caret (or the selection), as the keyboard's delete key does.
    func deleteBackward()
}

/// A text object a keyboard edits, as UIKit's `UITextInput` (adopted by `UITextField` and
/// `UITextView`). UIKit's protocol adds ranges, positions and marked text for input methods; the
/// sandbox keeps the keyboard's part, `UIKeyInput`.
public protocol UITextInput: UIKeyInput {}
