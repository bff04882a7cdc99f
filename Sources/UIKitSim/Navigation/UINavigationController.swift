import Foundation

/// What a navigation controller tells its delegate, as UIKit's `UINavigationControllerDelegate`
/// (every method optional).
public protocol UINavigationControllerDelegate: AnyObject {
    /// `viewController` is about to be shown (after its `viewWillAppear(_:)`).
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController,
        animated: Bool)
    /// `viewController` is shown (after its `viewDidAppear(_:)`).
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController,
        animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
    ) {}
}

/// A stack of screens, as UIKit's `UINavigationController`: the top one is shown; a push puts a screen
/// on top, a pop (or the user's back button) takes it off.
///
/// While the navigation controller is on screen, every change of the top screen runs both screens'
/// life cycle in UIKit's order — the old top's `viewWillDisappear(_:)`, the new top's
/// `viewWillAppear(_:)`, the delegate's `willShow`, the old top's `viewDidDisappear(_:)`, the new top's
/// `viewDidAppear(_:)`, the delegate's `didShow` — and the screens' containment calls
/// (`willMove(toParent:)`, `didMove(toParent:)`). When it appears, its top screen appears with it.
open class UINavigationController: UIViewController {
    /// The delegate, held weakly.
    open weak var delegate: UINavigationControllerDelegate?

    /// The stack, bottom (the root screen) to top; setting it is `setViewControllers(_:animated:)`
    /// without animation.
    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The screen on top of the stack.
    open var topViewController: UIViewController? {
        children.last
    }

    /// The bar across the top of the screens, which the navigation controller made (its look is the
    /// app's to change; its items are the top screen's `navigationItem`).
    public let navigationBar = UINavigationBar()

    /// Whether the navigation bar is hidden (false by default); setting it is
    /// `setNavigationBarHidden(_:animated:)` without animation.
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the navigation bar (its `isHidden`; the animation is not simulated).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        navigationBar.isHidden = hidden
    }

    /// The screen the user sees: one presented over the navigation controller, or else the top one.
    open var visibleViewController: UIViewController? {
        presentedViewController ?? topViewController
    }

    /// A navigation controller with an empty stack.
    public override init() {
        super.init()
    }

    /// A navigation controller with `rootViewController` as its only screen.
    public convenience init(rootViewController: UIViewController) {
        self.init()
        setViewControllers([rootViewController], animated: false)
    }

    /// Puts `viewController` on top of the stack. Pushing a screen already in the stack stops the
    /// program, as UIKit throws.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        precondition(
            !children.contains { $0 === viewController },
            "Pushing the same view controller instance more than once is not supported")
        replaceStack(with: children + [viewController], animated: animated)
    }

    /// Takes the top screen off the stack and returns it (nil, and nothing happens, when the root screen
    /// is the only one).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1 else { return nil }
        let top = children.last
        replaceStack(with: Array(children.dropLast()), animated: animated)
        return top
    }

    /// Takes every screen above the root one off the stack and returns them, bottom to top (nil when
    /// there were none).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard children.count > 1 else { return nil }
        let popped = Array(children.dropFirst())
        replaceStack(with: [children[0]], animated: animated)
        return popped
    }

    /// Takes every screen above `viewController` off the stack and returns them (nil when
    /// `viewController` is not in the stack).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = children.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(children[(index + 1)...])
        replaceStack(with: Array(children[...index]), animated: animated)
        return popped
    }

    /// Replaces the stack with `viewControllers` (the last one shown); screens that leave it are
    /// removed from the navigation controller, new ones added.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        replaceStack(with: viewControllers, animated: animated)
    }

    /// The top screen appears and goes with the navigation controller.
    override var childrenReceivingAppearance: [UIViewController] {
        topViewController.map { [$0] } ?? []
    }

    override func appearanceDidBegin(_ isAppearing: Bool, animated: Bool) {
        super.appearanceDidBegin(isAppearing, animated: animated)
        if isAppearing, let top = topViewController {
            delegate?.navigationController(self, willShow: top, animated: animated)
        }
    }

    override func appearanceDidEnd(_ appeared: Bool, animated: Bool) {
        super.appearanceDidEnd(appeared, animated: animated)
        if appeared, let top = topViewController {
            delegate?.navigationController(self, didShow: top, animated: animated)
        }
    }

    /// Every change of the stack: the containment calls, and, when the top screen changes while the
    /// navigation controller is on screen, both screens' life cycle and the delegate's calls.
    private func replaceStack(with newStack: [UIViewController], animated: Bool) {
        let oldStack = children
        let removed = oldStack.filter { old in !newStack.contains { $0 === old } }
        let added = newStack.filter { new in !oldStack.contains { $0 === new } }
        for screen in added { addChild(screen) }
        for screen in removed { screen.willMove(toParent: nil) }
        children = newStack
        recordChange("viewControllers", from: oldStack, to: newStack)
        let oldTop = oldStack.last
        let newTop = newStack.last
        let topChanges = isOnScreen && oldTop !== newTop
        if topChanges {
            newTop?.loadViewIfNeeded()
            oldTop?.isMovingFromParent = removed.contains { $0 === oldTop }
            newTop?.isMovingToParent = added.contains { $0 === newTop }
            oldTop?.beginAppearanceTransition(false, animated: animated)
            newTop?.beginAppearanceTransition(true, animated: animated)
            if let newTop { delegate?.navigationController(self, willShow: newTop, animated: animated) }
            oldTop?.endAppearanceTransition()
            newTop?.endAppearanceTransition()
            oldTop?.isMovingFromParent = false
            newTop?.isMovingToParent = false
        }
        for screen in removed { screen.removeFromParent() }
        for screen in added { screen.didMove(toParent: self) }
        if topChanges, let newTop {
            delegate?.navigationController(self, didShow: newTop, animated: animated)
        }
    }

    // MARK: Scripted user

    /// The user taps the back button (or swipes back from the screen's edge): the top screen is popped,
    /// animated. Nothing happens on the root screen, or when the top screen's navigation item hides its
    /// back button.
    open func simulateBack() {
        guard children.count > 1, let top = topViewController, !top.navigationItem.hidesBackButton else {
            return
        }
        popViewController(animated: true)
    }
}
