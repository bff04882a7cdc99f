import Foundation

/// An on/off switch, as UIKit's `UISwitch`.
open class UISwitch: UIControl {
    /// Whether the switch is on.
    open var isOn = false {
        didSet { recordChange("isOn", from: oldValue, to: isOn) }
    }

    /// Sets the state (the animation is not simulated).
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    // MARK: Scripted user

    /// The user flips the switch: `isOn` toggles, then `valueChanged`.
    open func simulateToggle() {
        guard isEnabled, canReceiveTouches else { return }
        isOn.toggle()
        sendActions(for: .valueChanged)
    }
}
