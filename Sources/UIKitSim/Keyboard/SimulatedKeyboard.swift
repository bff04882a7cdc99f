import Foundation

/// The on-screen keyboard as a script: `simulateShow()` and `simulateHide()` post the notifications
/// iOS posts when the keyboard comes and goes, with iOS's user info, so code that moves content out of
/// the keyboard's way (`NotificationCenter.default.rx.notification(UIResponder.keyboardWillShowNotification)`)
/// can be run.
///
/// UIKit has no public keyboard object: the system shows the keyboard when a text input becomes first
/// responder, and posts the notifications. The sandbox does not show it on its own; a scene says when.
///
/// Contract:
/// - Showing posts, in iOS's order, `keyboardWillChangeFrameNotification`,
///   `keyboardWillShowNotification`, `keyboardDidChangeFrameNotification`,
///   `keyboardDidShowNotification`; hiding the same with `Hide`. All at the moment of the call: the
///   animation's length is only told (`keyboardAnimationDurationUserInfoKey`), as iOS tells it.
/// - Each has `object` `nil` and the user info keys `keyboardFrameBeginUserInfoKey`,
///   `keyboardFrameEndUserInfoKey` (`NSValue`s, read with `cgRectValue`),
///   `keyboardAnimationDurationUserInfoKey`, `keyboardAnimationCurveUserInfoKey` (7) and
///   `keyboardIsLocalUserInfoKey` (`true`).
/// - Showing a keyboard already shown, or hiding one already hidden, posts nothing.
public final class SimulatedKeyboard {
    /// Where the notifications are posted (`NotificationCenter.default`, as iOS does, by default).
    public let notificationCenter: NotificationCenter
    /// The screen's size; the keyboard rises from its bottom edge, across its width.
    public let screenSize: CGSize
    /// The keyboard's height when shown.
    public let height: CGFloat

    /// Whether the keyboard is shown.
    public private(set) var isVisible = false

    /// A hidden keyboard of `height` points on a screen of `screenSize` (an iPhone's, 390 × 844, with a
    /// keyboard of 336 points, by default).
    public init(
        notificationCenter: NotificationCenter = .default,
        screenSize: CGSize = CGSize(width: 390, height: 844), height: CGFloat = 336
    ) {
        self.notificationCenter = notificationCenter
        self.screenSize = screenSize
        self.height = height
    }

    /// The keyboard's frame, in screen coordinates: on screen at the bottom when shown, just below the
    /// screen when hidden.
    public var frame: CGRect {
        frame(visible: isVisible)
    }

    private func frame(visible: Bool) -> CGRect {
        CGRect(
            x: 0, y: visible ? screenSize.height - height : screenSize.height, width: screenSize.width,
            height: height)
    }

    // MARK: Scripted user

    /// The keyboard comes up, as when the user taps a text field: the showing notifications (see the
    /// contract), telling an animation of `animationDuration` seconds.
    public func simulateShow(animationDuration: TimeInterval = 0.25) {
        guard !isVisible else { return }
        transition(
            toVisible: true, animationDuration: animationDuration,
            names: (UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification))
    }

    /// The keyboard goes down, as when the text field ends editing: the hiding notifications.
    public func simulateHide(animationDuration: TimeInterval = 0.25) {
        guard isVisible else { return }
        transition(
            toVisible: false, animationDuration: animationDuration,
            names: (UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification))
    }

    private func transition(
        toVisible visible: Bool, animationDuration: TimeInterval,
        names: (will: Notification.Name, did: Notification.Name)
    ) {
        let userInfo: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: frame(visible: !visible)),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame(visible: visible)),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: animationDuration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        post(UIResponder.keyboardWillChangeFrameNotification, userInfo)
        post(names.will, userInfo)
        isVisible = visible
        post(UIResponder.keyboardDidChangeFrameNotification, userInfo)
        post(names.did, userInfo)
    }

    private func post(_ name: Notification.Name, _ userInfo: [AnyHashable: Any]) {
        notificationCenter.post(name: name, object: nil, userInfo: userInfo)
    }
}
