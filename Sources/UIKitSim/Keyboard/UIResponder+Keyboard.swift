import Foundation

/// The keyboard's notifications and their user-info keys, under UIKit's names and raw values. UIKit
/// declares them on `UIResponder`; the system posts them (`object` is `nil`) to
/// `NotificationCenter.default` as the keyboard comes and goes. In the sandbox a `SimulatedKeyboard`
/// posts them.
extension UIResponder {
    /// Posted just before the keyboard appears.
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted once the keyboard has appeared.
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted just before the keyboard goes.
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted once the keyboard has gone.
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted just before the keyboard's frame changes (around a show and a hide too).
    public static let keyboardWillChangeFrameNotification = Notification.Name(
        "UIKeyboardWillChangeFrameNotification")
    /// Posted once the keyboard's frame has changed.
    public static let keyboardDidChangeFrameNotification = Notification.Name(
        "UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame before the change, in screen coordinates: an `NSValue` (`cgRectValue`).
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change, in screen coordinates: an `NSValue` (`cgRectValue`).
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// How long the keyboard's animation takes, in seconds: a `TimeInterval` in an `NSNumber`.
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The animation's curve: an `NSNumber` holding a `UIView.AnimationCurve` raw value (7 for the
    /// keyboard's own curve, as iOS sends).
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app: an `NSNumber` holding a `Bool`.
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension NSValue {
    /// A value holding a rectangle, as UIKit's `NSValue(cgRect:)` (a keyboard's frame in a
    /// notification's user info).
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// The rectangle the value holds, as UIKit's `cgRectValue`.
    public var cgRectValue: CGRect {
        rectValue
    }
}
