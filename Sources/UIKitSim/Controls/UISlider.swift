import Foundation

/// A slider, as UIKit's `UISlider`: a `value` kept within `minimumValue…maximumValue`.
open class UISlider: UIControl {
    /// The value, clamped to the range (0 by default, as in UIKit).
    open var value: Float {
        get { storedValue }
        set {
            let old = storedValue
            storedValue = min(max(newValue, minimumValue), maximumValue)
            recordChange("value", from: old, to: storedValue)
        }
    }

    private var storedValue: Float = 0

    /// The lowest value (0 by default).
    open var minimumValue: Float = 0 {
        didSet {
            recordChange("minimumValue", from: oldValue, to: minimumValue)
            if storedValue < minimumValue { value = minimumValue }
        }
    }

    /// The highest value (1 by default).
    open var maximumValue: Float = 1 {
        didSet {
            recordChange("maximumValue", from: oldValue, to: maximumValue)
            if storedValue > maximumValue { value = maximumValue }
        }
    }

    /// Whether dragging sends `valueChanged` continuously (the simulation sends one per step either way).
    open var isContinuous = true

    /// Sets the value (the animation is not simulated).
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    // MARK: Scripted user

    /// The user drags the thumb to `value` (clamped): the value changes, then `valueChanged`.
    open func simulateDrag(to value: Float) {
        guard isEnabled, canReceiveTouches else { return }
        self.value = value
        sendActions(for: .valueChanged)
    }
}
