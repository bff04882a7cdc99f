import RxCore
import UIKitSim

/// A text object a keyboard edits (`UITextField`, `UITextView`) together with its text as a
/// `ControlProperty`: what code written for "any text input" takes (`field.rx.textInput`).
public struct TextInput<Base: UITextInput> {
    /// The text object.
    public let base: Base
    /// Its text.
    public let text: ControlProperty<String?>

    /// `base` with its text property `text`.
    public init(base: Base, text: ControlProperty<String?>) {
        self.base = base
        self.text = text
    }
}

extension Reactive where Base: UITextField {
    /// The field and its `rx.text`, as a `TextInput`.
    public var textInput: TextInput<Base> {
        TextInput(base: base, text: text)
    }
}

extension Reactive where Base: UITextView {
    /// The text view and its `rx.text`, as a `TextInput`.
    public var textInput: TextInput<Base> {
        TextInput(base: base, text: text)
    }
}
