import Foundation

/// A button, as UIKit's `UIButton`: a title per state, and a tap.
open class UIButton: UIControl {
    private var titles: [UIControl.State.RawValue: String] = [:]

    /// Sets the title shown in `state`.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        let old = titles[state.rawValue]
        titles[state.rawValue] = title
        recordChange("title(\(Self.name(of: state)))", from: old, to: title)
    }

    /// The title shown in `state` (the normal title if none is set for it).
    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    /// The title shown now.
    open var currentTitle: String? {
        title(for: state)
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
