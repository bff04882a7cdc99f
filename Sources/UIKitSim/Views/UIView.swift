import Foundation

/// The base of every responder (views and view controllers), as in UIKit.
///
/// Only text fields take first responder in the simulation; for every other responder these answer
/// as UIKit's defaults do (not first responder, cannot become it, resigns at once).
open class UIResponder: SimulatedObject {
    /// Whether this responder is the first responder (for a text field: it is being edited).
    open var isFirstResponder: Bool {
        false
    }

    /// Asks to become the first responder; returns whether it is.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        false
    }

    /// Asks to give up first responder; returns whether it did.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        resign(askingDelegate: true)
    }

    /// Gives up first responder; `askingDelegate: false` is `endEditing(true)`'s forced resign.
    func resign(askingDelegate: Bool) -> Bool {
        true
    }
}

/// A rectangle on screen that can hold other views, as UIKit's `UIView`.
///
/// Every property set is recorded in the `PropertyChangeLog`; `layer` reports its own sets as this
/// view's (`layer.borderColor`, …).
open class UIView: UIResponder {
    /// The layer behind the view.
    public let layer = CALayer()

    /// The view's position and size in its superview.
    open var frame: CGRect {
        didSet {
            bounds.size = frame.size
            recordChange("frame", from: oldValue, to: frame)
        }
    }

    /// The view's own coordinate space; its origin is the scrolled-to point in a scroll view.
    open var bounds: CGRect

    /// The background color (none by default).
    open var backgroundColor: UIColor? {
        didSet { recordChange("backgroundColor", from: oldValue, to: backgroundColor) }
    }

    /// Whether the view is hidden.
    open var isHidden = false {
        didSet { recordChange("isHidden", from: oldValue, to: isHidden) }
    }

    /// The opacity, 0…1.
    open var alpha: CGFloat = 1 {
        didSet { recordChange("alpha", from: oldValue, to: alpha) }
    }

    /// How the view lays out its content in its bounds (`scaleToFill` by default).
    open var contentMode: ContentMode = .scaleToFill {
        didSet { recordChange("contentMode", from: oldValue, to: contentMode) }
    }

    /// A number that identifies the view.
    open var tag = 0 {
        didSet { recordChange("tag", from: oldValue, to: tag) }
    }

    /// Whether touches reach the view.
    open var isUserInteractionEnabled = true {
        didSet { recordChange("isUserInteractionEnabled", from: oldValue, to: isUserInteractionEnabled) }
    }

    /// A name that identifies the view to tests; never shown nor spoken.
    open var accessibilityIdentifier: String? {
        didSet { recordChange("accessibilityIdentifier", from: oldValue, to: accessibilityIdentifier) }
    }

    /// What VoiceOver says the view is ("Randomize"), for a view whose content does not say it.
    open var accessibilityLabel: String? {
        didSet { recordChange("accessibilityLabel", from: oldValue, to: accessibilityLabel) }
    }

    /// What VoiceOver says the view's current value is ("50%"), for a view whose value changes.
    open var accessibilityValue: String? {
        didSet { recordChange("accessibilityValue", from: oldValue, to: accessibilityValue) }
    }

    /// The views inside this one, back to front.
    public private(set) var subviews: [UIView] = []

    /// The view this one is inside, if any.
    public private(set) weak var superview: UIView?

    /// The window the view is in, if any: the one at the top of its superviews. A screen's root view
    /// counts as inside the view of the container that shows it (a navigation controller's top screen,
    /// a tab bar controller's selected one) or of the screen that presents it; `nil` when the view is
    /// in no window (not added yet, removed, or a screen that is not shown).
    open var window: UIWindow? {
        var view = self
        while true {
            if let window = view as? UIWindow { return window }
            if let superview = view.superview {
                view = superview
            } else if let host = view.owningViewController?.viewShowingThisScreen {
                view = host
            } else {
                return nil
            }
        }
    }

    /// The view controller whose root view this is, if any.
    weak var owningViewController: UIViewController?

    /// A view with the given frame.
    public init(frame: CGRect) {
        self.frame = frame
        bounds = CGRect(origin: .zero, size: frame.size)
        super.init()
        layer.ownerView = self
    }

    /// A view with an empty frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Puts `view` inside this one, in front of the others (moving it from its previous superview).
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Takes this view out of its superview.
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Makes the first responder among this view and the views inside it resign, as UIKit's
    /// `endEditing(_:)`: what an app calls when the user taps the background (a tap elsewhere does not
    /// resign a text field by itself). With `force`, the text field's delegate is not asked
    /// (`textFieldShouldEndEditing`). Returns `false` only if a first responder was found and refused.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        guard let responder = firstResponderInHierarchy() else { return true }
        return responder.resign(askingDelegate: !force)
    }

    /// The first responder among this view and the views inside it, if any.
    func firstResponderInHierarchy() -> UIView? {
        if isFirstResponder { return self }
        for subview in subviews {
            if let found = subview.firstResponderInHierarchy() { return found }
        }
        return nil
    }

    /// The outermost view this one is inside (itself when it has no superview): what stands for its
    /// window, in which only one responder is first at a time.
    var rootView: UIView {
        superview?.rootView ?? self
    }

    /// Recomputes the layout; the simulation has no layout engine, so this does nothing.
    open func layoutIfNeeded() {}

    /// Asks for the layout to be recomputed; the simulation has no layout engine, so this does nothing.
    open func setNeedsLayout() {}

    // MARK: Scripted user

    /// Whether the user can touch the view: it is visible and takes touches (as in UIKit, a hidden or
    /// nearly transparent view, or one with interaction disabled, gets none).
    public var canReceiveTouches: Bool {
        !isHidden && isUserInteractionEnabled && alpha > 0.01
    }

    /// The user taps the view: its tap gesture recognizers recognize the tap. (A control reacts with
    /// its own events instead: see `UIButton.simulateTap()`.)
    open func simulateTap() {
        recognizeTap()
    }
}
