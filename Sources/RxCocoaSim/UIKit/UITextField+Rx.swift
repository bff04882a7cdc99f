import RxCore
import UIKitSim

// @code UITextField.rx.text
extension Reactive where Base: UITextField {
    /// The text, as a `ControlProperty` (the same as `value`).
    public var text: ControlProperty<String?> {
        value
    }

    /// The text: its value now, then after each editing event or value change; binding sets it.
    public var value: ControlProperty<String?> {
        controlPropertyWithDefaultEvents(
            getter: { textField in
                textField.text
            },
            setter: { textField, value in
                // As RxCocoa does: setting `text` in UIKit clears the field's marked text, the part an
                // input method (IME) is still composing, such as a Korean syllable being typed; setting
                // an equal text again would break the user's typing for nothing.
                if textField.text != value {
                    textField.text = value
                }
            }
        )
    }
}
// @end
