import Foundation

/// What a tab bar controller tells (and asks) its delegate, as UIKit's `UITabBarControllerDelegate`
/// (every method optional).
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether the tab the user tapped, showing `viewController`, may be selected (true by default).
    func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    )
        -> Bool
    /// The user selected the tab showing `viewController` (also when it was selected already).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    /// The user is about to rearrange the tabs.
    func tabBarController(
        _ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController])
    /// The user is about to finish rearranging the tabs; `changed` says whether their order changed.
    func tabBarController(
        _ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController],
        changed: Bool)
    /// The user finished rearranging the tabs.
    func tabBarController(
        _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController],
        changed: Bool)
}

extension UITabBarControllerDelegate {
    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
        true
    }
    public func tabBarController(
        _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {}
    public func tabBarController(
        _ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]
    ) {}
    public func tabBarController(
        _ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController],
        changed: Bool
    ) {}
    public func tabBarController(
        _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController],
        changed: Bool
    ) {}
}

/// Screens side by side behind a tab bar, as UIKit's `UITabBarController`: the selected one is shown.
///
/// While the controller is on screen, a change of the selected tab runs both screens' life cycle in
/// UIKit's order (the old one's `viewWillDisappear(_:)`, the new one's `viewWillAppear(_:)`, then
/// `viewDidDisappear(_:)` and `viewDidAppear(_:)`); when it appears, its selected screen appears with
/// it. Selecting in code tells the delegate nothing; the user's tap (`simulateSelectTab(at:)`) asks
/// it and tells it.
open class UITabBarController: UIViewController {
    /// The delegate, held weakly.
    open weak var delegate: UITabBarControllerDelegate?

    /// The bar of tabs, showing the `tabBarItem` of each screen.
    public let tabBar = UITabBar()

    private var storedSelectedIndex = NSNotFound

    /// The screens, one per tab, left to right (nil when there are none); setting it is
    /// `setViewControllers(_:animated:)` without animation.
    open var viewControllers: [UIViewController]? {
        get { children.isEmpty ? nil : children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The index of the selected tab (`NSNotFound` when there are no tabs). Setting it selects that tab
    /// without asking or telling the delegate.
    open var selectedIndex: Int {
        get { storedSelectedIndex }
        set {
            guard children.indices.contains(newValue) else { return }
            select(newValue, from: selectedViewController, animated: false)
        }
    }

    /// The screen of the selected tab; setting it to one of `viewControllers` selects its tab.
    open var selectedViewController: UIViewController? {
        get { children.indices.contains(storedSelectedIndex) ? children[storedSelectedIndex] : nil }
        set {
            guard let index = children.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    /// The screens whose tabs the user may rearrange (all of `viewControllers` by default, as in UIKit).
    open var customizableViewControllers: [UIViewController]? {
        get { storedCustomizable ?? viewControllers }
        set {
            let old = customizableViewControllers
            storedCustomizable = newValue
            recordChange("customizableViewControllers", from: old, to: newValue)
        }
    }

    private var storedCustomizable: [UIViewController]?

    /// A tab bar controller with no tabs.
    public override init() {
        super.init()
    }

    /// Sets the screens: the screen selected before stays selected if it is still there, else the tab
    /// at the same index, else the first.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let newScreens = viewControllers ?? []
        let oldScreens = children
        let oldSelected = selectedViewController
        let removed = oldScreens.filter { old in !newScreens.contains { $0 === old } }
        let added = newScreens.filter { new in !oldScreens.contains { $0 === new } }
        for screen in added { addChild(screen) }
        for screen in removed { screen.willMove(toParent: nil) }
        if let oldSelected, removed.contains(where: { $0 === oldSelected }) {
            oldSelected.beginAppearanceTransition(false, animated: animated)
            oldSelected.endAppearanceTransition()
        }
        children = newScreens
        recordChange("viewControllers", from: oldScreens, to: newScreens)
        tabBar.items = newScreens.map { $0.tabBarItem }
        for screen in removed { screen.removeFromParent() }
        for screen in added { screen.didMove(toParent: self) }
        let kept = newScreens.first { $0 === oldSelected }
        if newScreens.isEmpty {
            recordChange("selectedIndex", from: storedSelectedIndex, to: NSNotFound)
            storedSelectedIndex = NSNotFound
            tabBar.selectedItem = nil
        } else {
            let index =
                newScreens.firstIndex { $0 === kept }
                ?? (newScreens.indices.contains(storedSelectedIndex) ? storedSelectedIndex : 0)
            select(index, from: kept, animated: animated)
        }
    }

    /// The selected screen appears and goes with the tab bar controller.
    override var childrenReceivingAppearance: [UIViewController] {
        selectedViewController.map { [$0] } ?? []
    }

    /// Makes the tab at `index` the selected one instead of `old`, running the screens' life cycle
    /// while on screen.
    private func select(_ index: Int, from old: UIViewController?, animated: Bool) {
        let oldIndex = storedSelectedIndex
        storedSelectedIndex = index
        let new = children[index]
        tabBar.selectedItem = new.tabBarItem
        recordChange("selectedIndex", from: oldIndex, to: index)
        guard isOnScreen, old !== new else { return }
        new.loadViewIfNeeded()
        old?.beginAppearanceTransition(false, animated: animated)
        new.beginAppearanceTransition(true, animated: animated)
        old?.endAppearanceTransition()
        new.endAppearanceTransition()
    }

    // MARK: Scripted user

    /// The user taps the tab at `index`: the delegate is asked (`shouldSelect`); if it agrees, the tab is
    /// selected (tapping the selected tab again takes a navigation controller there back to its root
    /// screen, as in UIKit), then the delegate is told (`didSelect`). Nothing happens for an index out
    /// of range, a disabled tab, or a tab bar that can't be touched.
    open func simulateSelectTab(at index: Int) {
        guard children.indices.contains(index), tabBar.canReceiveTouches else { return }
        let screen = children[index]
        guard screen.tabBarItem.isEnabled else { return }
        guard delegate?.tabBarController(self, shouldSelect: screen) ?? true else { return }
        if index == storedSelectedIndex {
            (screen as? UINavigationController)?.popToRootViewController(animated: true)
        } else {
            select(index, from: selectedViewController, animated: false)
        }
        delegate?.tabBarController(self, didSelect: screen)
    }

    /// The user rearranges the tabs (in the "More" screen's Edit sheet) into `newOrder`, the same
    /// screens in another order: the delegate's `willBeginCustomizing` (with the customizable screens),
    /// then the new order is set (the selected screen stays selected), then `willEndCustomizing` and
    /// `didEndCustomizing` with whether the order changed. Nothing happens when no tab is customizable
    /// or `newOrder` is not a rearrangement of `viewControllers`.
    open func simulateRearrangingTabs(_ newOrder: [UIViewController]) {
        let screens = children
        guard let customizable = customizableViewControllers, !customizable.isEmpty,
            newOrder.count == screens.count,
            screens.allSatisfy({ screen in newOrder.contains { $0 === screen } })
        else { return }
        delegate?.tabBarController(self, willBeginCustomizing: customizable)
        let changed = !newOrder.elementsEqual(screens, by: ===)
        if changed {
            setViewControllers(newOrder, animated: false)
        }
        delegate?.tabBarController(self, willEndCustomizing: newOrder, changed: changed)
        delegate?.tabBarController(self, didEndCustomizing: newOrder, changed: changed)
    }
}
