import Foundation

/// What a navigation bar shows for the screen on top of a navigation stack, as UIKit's
/// `UINavigationItem`: every view controller has one (`navigationItem`).
open class UINavigationItem: SimulatedObject {
    /// The title in the middle of the bar (the screen's `title` by default).
    open var title: String? {
        didSet { recordChange("title", from: oldValue, to: title) }
    }

    /// A line of text above the title.
    open var prompt: String? {
        didSet { recordChange("prompt", from: oldValue, to: prompt) }
    }

    /// The title of the back button that leads back to this screen from the next one.
    open var backButtonTitle: String? {
        didSet { recordChange("backButtonTitle", from: oldValue, to: backButtonTitle) }
    }

    /// The button that leads back to this screen from the next one (a back button with this screen's
    /// title when nil).
    open var backBarButtonItem: UIBarButtonItem? {
        didSet { recordChange("backBarButtonItem", from: oldValue, to: backBarButtonItem) }
    }

    /// Whether the back button is hidden (the user then can't tap back).
    open var hidesBackButton = false {
        didSet { recordChange("hidesBackButton", from: oldValue, to: hidesBackButton) }
    }

    /// The buttons on the left of the bar, left to right (after the back button).
    open var leftBarButtonItems: [UIBarButtonItem]? {
        didSet { recordChange("leftBarButtonItems", from: oldValue, to: leftBarButtonItems) }
    }

    /// The buttons on the right of the bar, right to left.
    open var rightBarButtonItems: [UIBarButtonItem]? {
        didSet { recordChange("rightBarButtonItems", from: oldValue, to: rightBarButtonItems) }
    }

    /// The first of `leftBarButtonItems`; setting it makes it the only one.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of `rightBarButtonItems`; setting it makes it the only one.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// The search controller whose search bar the navigation bar shows.
    open var searchController: UISearchController? {
        didSet { recordChange("searchController", from: oldValue, to: searchController) }
    }

    /// An item with no title.
    public override init() {
        super.init()
    }

    /// An item with `title`.
    public convenience init(title: String?) {
        self.init()
        self.title = title
    }

    /// Sets the left button (animated or not: the simulation draws no animation).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        leftBarButtonItem = item
    }

    /// Sets the right button.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        rightBarButtonItem = item
    }

    /// Sets the left buttons.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        leftBarButtonItems = items
    }

    /// Sets the right buttons.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        rightBarButtonItems = items
    }

    /// Hides or shows the back button.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }
}
