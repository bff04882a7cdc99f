import Foundation

/// One tab of a tab bar, as UIKit's `UITabBarItem`: a view controller's `tabBarItem`, shown by its tab
/// bar controller's `tabBar`.
open class UITabBarItem: UIBarItem {
    /// The tabs the system draws itself (their picture and localized title).
    public enum SystemItem {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
            mostRecent, mostViewed
    }

    /// The text in the red badge on the tab's corner (none when nil).
    open var badgeValue: String? {
        didSet { recordChange("badgeValue", from: oldValue, to: badgeValue) }
    }

    /// The system tab this item is, if it was made as one.
    public private(set) var systemItem: SystemItem?

    /// An item with no title.
    public override init() {
        super.init()
    }

    /// The system tab `systemItem`, with `tag`.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        self.tag = tag
    }
}
