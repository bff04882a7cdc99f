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
                // Setting the same text again would move the cursor in UIKit; skip it, as RxCocoa does.
                if textField.text != value {
                    textField.text = value
                }
            }
        )
    }
}
// @end
