import Foundation
import RxCore
import UIKitSim

// @code UITextField.rx.text
extension Reactive where Base: UITextField {
    /// The text, as a `ControlProperty` (the same as `value`).
    public var text: ControlProperty<String?> {
        textProperty()
    }

    /// The text: its value now, then after each editing event or value change; binding sets it.
    public var value: ControlProperty<String?> {
        textProperty()
    }

    /// The one property `text` and `value` both are, named in a chain view after the one the code
    /// asked for (`name`).
    private func textProperty(name: String = #function) -> ControlProperty<String?> {
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
            },
            name: .reactive(name)
        )
    }
}
// @end

extension Reactive where Base: UITextField {
    /// The styled text: now, then after each editing event or value change; binding sets it (only when
    /// it differs, as for `text`).
    public var attributedText: ControlProperty<NSAttributedString?> {
        controlPropertyWithDefaultEvents(
            getter: { textField in
                textField.attributedText
            },
            setter: { textField, attributedText in
                if textField.attributedText != attributedText {
                    textField.attributedText = attributedText
                }
            },
            name: .reactive("attributedText")
        )
    }
}
