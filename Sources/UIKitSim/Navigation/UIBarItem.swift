import Foundation

/// What a bar shows as one of its buttons, as UIKit's `UIBarItem`: the common base of
/// `UIBarButtonItem` (navigation bars, toolbars) and `UITabBarItem` (tab bars).
open class UIBarItem: SimulatedObject {
    /// The text shown on the item.
    open var title: String? {
        didSet { recordChange("title", from: oldValue, to: title) }
    }

    /// Whether the item reacts to the user (a disabled item ignores taps).
    open var isEnabled = true {
        didSet { recordChange("isEnabled", from: oldValue, to: isEnabled) }
    }

    /// A number that identifies the item.
    open var tag = 0 {
        didSet { recordChange("tag", from: oldValue, to: tag) }
    }

    /// A name that identifies the item to tests; never shown nor spoken.
    open var accessibilityIdentifier: String? {
        didSet { recordChange("accessibilityIdentifier", from: oldValue, to: accessibilityIdentifier) }
    }

    /// What VoiceOver says the item is ("Randomize"), for an item whose title or picture does not say
    /// it.
    open var accessibilityLabel: String? {
        didSet { recordChange("accessibilityLabel", from: oldValue, to: accessibilityLabel) }
    }

    /// What VoiceOver says the item's current value is, for an item whose value changes.
    open var accessibilityValue: String? {
        didSet { recordChange("accessibilityValue", from: oldValue, to: accessibilityValue) }
    }

    /// An item with no title.
    public override init() {
        super.init()
    }
}
