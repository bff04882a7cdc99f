import Foundation

/// A plus/minus stepper, as UIKit's `UIStepper`.
open class UIStepper: UIControl {
    /// The value, within `minimumValue…maximumValue`.
    open var value: Double {
        get { storedValue }
        set {
            let old = storedValue
            storedValue = min(max(newValue, minimumValue), maximumValue)
            recordChange("value", from: old, to: storedValue)
        }
    }

    private var storedValue: Double = 0

    /// The lowest value (0 by default).
    open var minimumValue: Double = 0
    /// The highest value (100 by default).
    open var maximumValue: Double = 100
    /// How much one tap changes the value (1 by default).
    open var stepValue: Double = 1

    // MARK: Scripted user

    /// The user taps plus: the value grows by `stepValue`, then `valueChanged` (nothing at the maximum,
    /// where UIKit disables the button).
    open func simulateIncrement() {
        guard isEnabled, canReceiveTouches, value < maximumValue else { return }
        value += stepValue
        sendActions(for: .valueChanged)
    }

    /// The user taps minus: the value shrinks by `stepValue`, then `valueChanged` (nothing at the
    /// minimum).
    open func simulateDecrement() {
        guard isEnabled, canReceiveTouches, value > minimumValue else { return }
        value -= stepValue
        sendActions(for: .valueChanged)
    }
}
