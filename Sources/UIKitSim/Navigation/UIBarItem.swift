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

    /// An item with no title.
    public override init() {
        super.init()
    }
}
