import Foundation

/// A button, as UIKit's `UIButton`: a title, an attributed title, an image and a background image per
/// state, and a tap.
///
/// As in UIKit, a value not set for a state falls back to the one set for `.normal`; the `current…`
/// properties are the values for the button's state now.
open class UIButton: UIControl {
    private var titles: [UIControl.State.RawValue: String] = [:]
    private var attributedTitles: [UIControl.State.RawValue: NSAttributedString] = [:]
    private var images: [UIControl.State.RawValue: UIImage] = [:]
    private var backgroundImages: [UIControl.State.RawValue: UIImage] = [:]

    /// Sets the title shown in `state`.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        let old = titles[state.rawValue]
        titles[state.rawValue] = title
        recordChange("title(\(Self.name(of: state)))", from: old, to: title)
    }

    /// The title shown in `state` (the normal title if none is set for it).
    open func title(for state: UIControl.State) -> String? {
        Self.value(in: titles, for: state)
    }

    /// The title shown now.
    open var currentTitle: String? {
        title(for: state)
    }

    /// Sets the styled title shown in `state` (UIKit shows it instead of the plain title).
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        let old = attributedTitles[state.rawValue]
        attributedTitles[state.rawValue] = title
        recordChange("attributedTitle(\(Self.name(of: state)))", from: old, to: title)
    }

    /// The styled title shown in `state` (the normal one if none is set for it).
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        Self.value(in: attributedTitles, for: state)
    }

    /// The styled title shown now.
    open var currentAttributedTitle: NSAttributedString? {
        attributedTitle(for: state)
    }

    /// Sets the image shown in `state`, beside the title.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        let old = images[state.rawValue]
        images[state.rawValue] = image
        recordChange("image(\(Self.name(of: state)))", from: old, to: image)
    }

    /// The image shown in `state` (the normal image if none is set for it).
    open func image(for state: UIControl.State) -> UIImage? {
        Self.value(in: images, for: state)
    }

    /// The image shown now.
    open var currentImage: UIImage? {
        image(for: state)
    }

    /// Sets the image drawn behind the title and image in `state`.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        let old = backgroundImages[state.rawValue]
        backgroundImages[state.rawValue] = image
        recordChange("backgroundImage(\(Self.name(of: state)))", from: old, to: image)
    }

    /// The background image in `state` (the normal one if none is set for it).
    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        Self.value(in: backgroundImages, for: state)
    }

    /// The background image shown now.
    open var currentBackgroundImage: UIImage? {
        backgroundImage(for: state)
    }

    /// The value set for `state` in `values`, else the one set for `.normal`.
    private static func value<Value>(in values: [UIControl.State.RawValue: Value], for state: UIControl.State)
        -> Value?
    {
        values[state.rawValue] ?? values[UIControl.State.normal.rawValue]
    }

    private static func name(of state: UIControl.State) -> String {
        switch state {
        case .normal: return "normal"
        case .highlighted: return "highlighted"
        case .disabled: return "disabled"
        case .selected: return "selected"
        default: return "state \(state.rawValue)"
        }
    }

    // MARK: Scripted user

    /// The user taps the button: `touchDown`, then `touchUpInside` and `primaryActionTriggered`. A
    /// disabled button ignores the tap.
    open override func simulateTap() {
        guard isEnabled, canReceiveTouches else { return }
        isHighlighted = true
        sendActions(for: .touchDown)
        isHighlighted = false
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
    }
}
