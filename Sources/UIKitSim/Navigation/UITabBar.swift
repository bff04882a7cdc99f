import Foundation

/// What a tab bar tells its delegate, as UIKit's `UITabBarDelegate` (every method optional).
public protocol UITabBarDelegate: AnyObject {
    /// The user picked `item`.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
    /// Customizing is about to start, with `items` on offer.
    func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem])
    /// Customizing has started.
    func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem])
    /// Customizing is about to end; `changed` says whether the bar's items changed.
    func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool)
    /// Customizing has ended.
    func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
    public func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {}
    public func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {}
    public func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {}
    public func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {}
}

/// A bar of tabs at the bottom of the screen, as UIKit's `UITabBar`. On its own, it tells its delegate
/// which item the user picks; a tab bar controller's `tabBar` is driven by the controller instead.
open class UITabBar: UIView {
    /// The delegate, held weakly.
    open weak var delegate: UITabBarDelegate?

    /// The tabs, left to right.
    open var items: [UITabBarItem]? {
        didSet { recordChange("items", from: oldValue, to: items) }
    }

    /// The highlighted tab, if any.
    open weak var selectedItem: UITabBarItem? {
        didSet { recordChange("selectedItem", from: oldValue, to: selectedItem) }
    }

    /// Whether the user is rearranging the tabs (between `beginCustomizingItems(_:)` and
    /// `endCustomizing(animated:)`).
    public private(set) var isCustomizing = false

    private var itemsBeforeCustomizing: [UITabBarItem] = []

    /// Sets the tabs (animated or not: the simulation draws no animation).
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        self.items = items
    }

    /// Shows the sheet where the user rearranges the tabs, offering `items`: the delegate's
    /// `willBeginCustomizing`, then `didBeginCustomizing`. Nothing happens while already customizing.
    open func beginCustomizingItems(_ items: [UITabBarItem]) {
        guard !isCustomizing else { return }
        delegate?.tabBar(self, willBeginCustomizing: items)
        isCustomizing = true
        itemsBeforeCustomizing = self.items ?? []
        delegate?.tabBar(self, didBeginCustomizing: items)
    }

    /// Closes the customizing sheet: the delegate's `willEndCustomizing`, then `didEndCustomizing`, with
    /// whether the tabs changed since it opened. Returns false (and does nothing) when not customizing.
    @discardableResult
    open func endCustomizing(animated: Bool) -> Bool {
        guard isCustomizing else { return false }
        let items = self.items ?? []
        let changed = !items.elementsEqual(itemsBeforeCustomizing, by: ===)
        delegate?.tabBar(self, willEndCustomizing: items, changed: changed)
        isCustomizing = false
        delegate?.tabBar(self, didEndCustomizing: items, changed: changed)
        return true
    }

    // MARK: Scripted user

    /// The user taps `item`: it becomes the selected item and the delegate's `didSelect` is called (also
    /// when it was already selected, as in UIKit). Nothing happens if `item` is not one of `items`, is
    /// disabled, or the bar can't be touched.
    open func simulateSelect(_ item: UITabBarItem) {
        guard canReceiveTouches, item.isEnabled, items?.contains(where: { $0 === item }) == true else {
            return
        }
        selectedItem = item
        delegate?.tabBar(self, didSelect: item)
    }
}
