import Foundation

/// A screen's controller, as UIKit's `UIViewController`: it loads its view on first access and then
/// calls `viewDidLoad()`, where bindings are usually set up.
///
/// Its life cycle runs as UIKit runs it: `viewDidLoad()` once; then, each time the screen appears,
/// `viewWillAppear(_:)`, `viewWillLayoutSubviews()`, `viewDidLayoutSubviews()`, `viewDidAppear(_:)`; and
/// each time it goes, `viewWillDisappear(_:)`, `viewDidDisappear(_:)`. The simulated UIKit drives these
/// through `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()` (a navigation push, a
/// tab switch, a window's root), and a scene can with `simulateAppear(animated:)`. Every one of these
/// calls is routed (`routedMethods`), so `rx.methodInvoked` sees it, a subclass's override included.
///
/// A screen can contain others (`addChild(_:)`: a navigation or tab bar controller's screens, or your
/// own container's): when it appears or goes, the children that are shown with it do too, after it.
/// It can present another over itself (`present(_:animated:completion:)`), which then appears (with the
/// presenter going, for a full-screen presentation) until it is dismissed.
open class UIViewController: UIResponder {
    /// Where the screen is in its appearance: gone, coming, shown or going.
    private enum Appearance {
        case disappeared, appearing, appeared, disappearing
    }

    private var loadedView: UIView? {
        didSet {
            if oldValue?.owningViewController === self { oldValue?.owningViewController = nil }
            loadedView?.owningViewController = self
        }
    }
    private var appearance = Appearance.disappeared
    private var transitionIsAnimated = false

    /// The life-cycle methods, which the simulated UIKit routes (see `MessageObserver`).
    open override class var routedMethods: [String] {
        super.routedMethods + [
            "viewDidLoad()", "viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)",
            "viewDidDisappear(_:)", "viewWillLayoutSubviews()", "viewDidLayoutSubviews()",
        ]
    }

    /// The screen's title; setting it also sets the title of its navigation item and tab bar item, as
    /// UIKit does.
    open var title: String? {
        didSet {
            recordChange("title", from: oldValue, to: title)
            madeNavigationItem?.title = title
            madeTabBarItem?.title = title
        }
    }

    private var madeNavigationItem: UINavigationItem?
    private var madeTabBarItem: UITabBarItem?

    /// What a navigation bar shows while this screen is on top of a navigation stack (its title, bar
    /// button items, search controller), made on first use with the screen's `title`.
    open var navigationItem: UINavigationItem {
        if let item = madeNavigationItem { return item }
        let item = UINavigationItem(title: title)
        madeNavigationItem = item
        return item
    }

    /// What a tab bar shows for this screen when it is one of a tab bar controller's tabs, made on first
    /// use with the screen's `title`.
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = madeTabBarItem { return item }
            let item = UITabBarItem()
            item.title = title
            madeTabBarItem = item
            return item
        }
        set {
            let old = madeTabBarItem
            madeTabBarItem = newValue
            recordChange("tabBarItem", from: old, to: newValue)
        }
    }

    /// The controller's root view, loaded (by `loadView()`, then `viewDidLoad()`) on first access.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Whether the view has been loaded.
    open var isViewLoaded: Bool {
        loadedView != nil
    }

    /// A controller whose view is not loaded yet.
    public override init() {
        super.init()
    }

    /// Makes the root view; the default is an empty `UIView`.
    open func loadView() {
        loadedView = UIView()
    }

    /// Called once the view is loaded.
    open func viewDidLoad() {}

    /// Loads the view (and calls `viewDidLoad()`) if that has not happened yet.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        route("viewDidLoad()", arguments: []) { viewDidLoad() }
    }

    /// The view, if it is loaded (without loading it).
    open var viewIfLoaded: UIView? {
        loadedView
    }

    // MARK: Life cycle

    /// Called when the screen is about to appear.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called when the screen has appeared.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called when the screen is about to go.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called when the screen has gone.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Called before the view lays out its subviews (each time the screen appears, here).
    open func viewWillLayoutSubviews() {}

    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// Starts the screen's appearing (`viewWillAppear(_:)`, loading the view first if needed) or going
    /// (`viewWillDisappear(_:)`). A screen already on its way there is left alone.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        transitionIsAnimated = animated
        switch (isAppearing, appearance) {
        case (true, .disappeared), (true, .disappearing):
            loadViewIfNeeded()
            appearance = .appearing
            route("viewWillAppear(_:)", arguments: [animated]) { viewWillAppear(animated) }
            appearanceDidBegin(true, animated: animated)
        case (false, .appeared), (false, .appearing):
            appearance = .disappearing
            route("viewWillDisappear(_:)", arguments: [animated]) { viewWillDisappear(animated) }
            appearanceDidBegin(false, animated: animated)
        default:
            break
        }
    }

    /// Ends the transition `beginAppearanceTransition(_:animated:)` started: the layout and
    /// `viewDidAppear(_:)`, or `viewDidDisappear(_:)`.
    open func endAppearanceTransition() {
        let animated = transitionIsAnimated
        switch appearance {
        case .appearing:
            appearance = .appeared
            route("viewWillLayoutSubviews()", arguments: []) { viewWillLayoutSubviews() }
            route("viewDidLayoutSubviews()", arguments: []) { viewDidLayoutSubviews() }
            route("viewDidAppear(_:)", arguments: [animated]) { viewDidAppear(animated) }
            appearanceDidEnd(true, animated: animated)
        case .disappearing:
            appearance = .disappeared
            route("viewDidDisappear(_:)", arguments: [animated]) { viewDidDisappear(animated) }
            appearanceDidEnd(false, animated: animated)
        case .appeared, .disappeared:
            break
        }
    }

    /// Whether the screen is shown or on its way to be (between `viewWillAppear(_:)` and
    /// `viewWillDisappear(_:)`): where a container runs its children's appearance.
    var isOnScreen: Bool {
        appearance == .appearing || appearance == .appeared
    }

    /// The children whose screens appear and go with this one's, as UIKit forwards the appearance
    /// methods: by default, those whose view is inside this one's view. A container overrides it (a
    /// navigation controller's top screen, a tab bar controller's selected one).
    var childrenReceivingAppearance: [UIViewController] {
        children.filter { child in
            var view = child.viewIfLoaded?.superview
            while let current = view {
                if current === loadedView { return true }
                view = current.superview
            }
            return false
        }
    }

    /// Called after this screen's own `viewWillAppear(_:)` or `viewWillDisappear(_:)`: starts the same
    /// transition for `childrenReceivingAppearance`. A container adds what it tells its delegate.
    func appearanceDidBegin(_ isAppearing: Bool, animated: Bool) {
        for child in childrenReceivingAppearance {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    /// Called after this screen's own `viewDidAppear(_:)` or `viewDidDisappear(_:)`: ends the
    /// children's transition.
    func appearanceDidEnd(_ appeared: Bool, animated: Bool) {
        for child in childrenReceivingAppearance {
            child.endAppearanceTransition()
        }
    }

    // MARK: Containment

    /// The container this screen is a child of (a navigation or tab bar controller, or one of yours).
    public private(set) weak var parent: UIViewController?

    /// The screens this one contains, in the order they were added.
    public internal(set) var children: [UIViewController] = []

    /// Whether the screen is appearing because it is being added to a container (a push): true
    /// during its `viewWillAppear(_:)` and `viewDidAppear(_:)` then.
    public internal(set) var isMovingToParent = false

    /// Whether the screen is going because it is being removed from its container (a pop): true during
    /// its `viewWillDisappear(_:)` and `viewDidDisappear(_:)` then.
    public internal(set) var isMovingFromParent = false

    /// The nearest navigation controller this screen is inside, if any.
    open var navigationController: UINavigationController? {
        var ancestor = parent
        while let current = ancestor {
            if let navigationController = current as? UINavigationController { return navigationController }
            ancestor = current.parent
        }
        return nil
    }

    /// The nearest tab bar controller this screen is inside, if any.
    open var tabBarController: UITabBarController? {
        var ancestor = parent
        while let current = ancestor {
            if let tabBarController = current as? UITabBarController { return tabBarController }
            ancestor = current.parent
        }
        return nil
    }

    /// Makes `childController` a child of this screen (taking it from its previous container), after
    /// calling its `willMove(toParent:)`. As in UIKit, the container then puts the child's view in its
    /// own and calls the child's `didMove(toParent:)` itself.
    open func addChild(_ childController: UIViewController) {
        guard childController.parent !== self else { return }
        childController.willMove(toParent: self)
        if let previous = childController.parent {
            previous.children.removeAll { $0 === childController }
        }
        children.append(childController)
        childController.parent = self
    }

    /// Takes this screen out of its container, then calls its `didMove(toParent:)` with nil. As in
    /// UIKit, the container calls `willMove(toParent: nil)` before.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the screen is added to a container (`parent`) or removed from one (nil).
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the screen was added to a container (`parent`) or removed from one (nil).
    open func didMove(toParent parent: UIViewController?) {}

    /// Shows `viewController` in the way that fits where this screen is: pushed on its navigation
    /// controller's stack, or else presented.
    open func show(_ viewController: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(viewController, animated: true)
        } else {
            present(viewController, animated: true)
        }
    }

    // MARK: Presentation

    private var presented: UIViewController?
    private weak var presenter: UIViewController?

    /// How the screen covers its presenter when presented; `.automatic` (a sheet) by default.
    open var modalPresentationStyle = UIModalPresentationStyle.automatic {
        didSet { recordChange("modalPresentationStyle", from: oldValue, to: modalPresentationStyle) }
    }

    /// The screen this one (or its outermost container) presents, if any.
    open var presentedViewController: UIViewController? {
        presented ?? presentationRoot.presented
    }

    /// The screen that presented this one (or the container this one is inside), if any.
    open var presentingViewController: UIViewController? {
        presenter ?? parent?.presentingViewController
    }

    /// Whether the screen is appearing because it is being presented: true during its
    /// `viewWillAppear(_:)` and `viewDidAppear(_:)` then.
    public private(set) var isBeingPresented = false

    /// Whether the screen is going because it is being dismissed: true during its
    /// `viewWillDisappear(_:)` and `viewDidDisappear(_:)` then.
    public private(set) var isBeingDismissed = false

    /// The outermost container of this screen (itself if it has none): the one that presents for it.
    private var presentationRoot: UIViewController {
        parent?.presentationRoot ?? self
    }

    /// Whether, presented, the screen hides its presenter, which then goes (`viewWillDisappear(_:)`):
    /// full screen only (a sheet, an alert and an "over" style leave it on screen).
    var hidesPresenter: Bool {
        modalPresentationStyle == .fullScreen || modalPresentationStyle == .currentContext
    }

    /// Presents `viewControllerToPresent` over this screen (over its outermost container), as UIKit
    /// does: `viewControllerToPresent` appears (and, for a full-screen style, the presenter goes:
    /// `viewWillDisappear`, `viewWillAppear`, `viewDidDisappear`, `viewDidAppear`), then `completion`
    /// runs. As in UIKit, nothing happens (UIKit only logs a warning) when the presenter is not on screen
    /// or already presents a screen, or when `viewControllerToPresent` is already presented.
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        let presenter = presentationRoot
        guard presenter.appearance == .appeared, presenter.presented == nil,
            viewControllerToPresent.presenter == nil, viewControllerToPresent.parent == nil
        else { return }
        presenter.presented = viewControllerToPresent
        viewControllerToPresent.presenter = presenter
        viewControllerToPresent.loadViewIfNeeded()
        let hidesPresenter = viewControllerToPresent.hidesPresenter
        viewControllerToPresent.isBeingPresented = true
        if hidesPresenter { presenter.beginAppearanceTransition(false, animated: flag) }
        viewControllerToPresent.beginAppearanceTransition(true, animated: flag)
        if hidesPresenter { presenter.endAppearanceTransition() }
        viewControllerToPresent.endAppearanceTransition()
        viewControllerToPresent.isBeingPresented = false
        completion?()
    }

    /// Dismisses the screen this one presents (with any it presents in turn), or, if it presents none,
    /// this screen itself (asking its presenter), as UIKit does: the dismissed screens go (and a
    /// presenter they hid comes back), then `completion` runs. Nothing happens if there is nothing to
    /// dismiss.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        guard let presented = presented ?? (presentationRoot === self ? nil : presentationRoot.presented)
        else {
            presentingViewController?.dismiss(animated: flag, completion: completion)
            return
        }
        let presenter = presented.presenter ?? self
        let chain = Array(sequence(first: presented) { $0.presented }).reversed()
        let uncoversPresenter = presented.hidesPresenter
        for screen in chain {
            screen.isBeingDismissed = true
            screen.beginAppearanceTransition(false, animated: flag)
        }
        if uncoversPresenter { presenter.beginAppearanceTransition(true, animated: flag) }
        for screen in chain {
            screen.endAppearanceTransition()
            screen.isBeingDismissed = false
            screen.presenter?.presented = nil
            screen.presenter = nil
        }
        if uncoversPresenter { presenter.endAppearanceTransition() }
        completion?()
    }

    // MARK: Editing

    private var editing = false
    private var madeEditButtonItem: UIBarButtonItem?

    /// Whether the screen is in editing mode (false by default); setting it is
    /// `setEditing(_:animated:)` without animation.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode: `isEditing` changes and `editButtonItem` reads "Done" (in the
    /// bold `.done` style) or "Edit". A screen with a table overrides it to pass the mode on (the
    /// sandbox has no `UITableViewController` to do it), calling `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        let old = self.editing
        self.editing = editing
        recordChange("isEditing", from: old, to: editing)
        madeEditButtonItem.map(updateEditButton)
    }

    /// A button that toggles editing mode: a tap calls `setEditing(!isEditing, animated: true)`. It
    /// reads "Edit", or "Done" while editing. Made on first use; a navigation bar shows it once it is
    /// one of `navigationItem`'s items. (Its tap is a target-action pair, as in UIKit, so `rx.tap`
    /// replaces the toggle.)
    open var editButtonItem: UIBarButtonItem {
        if let item = madeEditButtonItem { return item }
        let item = UIBarButtonItem()
        item.targetAction = { [weak self] in
            guard let self else { return }
            setEditing(!isEditing, animated: true)
        }
        updateEditButton(item)
        madeEditButtonItem = item
        return item
    }

    private func updateEditButton(_ item: UIBarButtonItem) {
        item.title = editing ? "Done" : "Edit"
        item.style = editing ? .done : .plain
    }

    // MARK: Layout

    /// The edges of the screen the view extends under (a navigation bar, a tab bar): all of them by
    /// default.
    open var edgesForExtendedLayout = UIRectEdge.all {
        didSet { recordChange("edgesForExtendedLayout", from: oldValue, to: edgesForExtendedLayout) }
    }

    // MARK: Storyboards

    /// The storyboard this screen was made from (`UIStoryboard.instantiateViewController(withIdentifier:)`),
    /// if any.
    public internal(set) var storyboard: UIStoryboard?

    // MARK: Scripted user

    /// The screen appears, as when the user comes to it: the whole appearing transition.
    open func simulateAppear(animated: Bool = true) {
        beginAppearanceTransition(true, animated: animated)
        endAppearanceTransition()
    }

    /// The screen goes, as when the user leaves it: the whole going transition.
    open func simulateDisappear(animated: Bool = true) {
        beginAppearanceTransition(false, animated: animated)
        endAppearanceTransition()
    }

    /// The segues performed so far, in order (the simulation has no storyboards to follow them).
    public private(set) var performedSegues: [(identifier: String, sender: Any?)] = []

    /// Records a segue; the simulation does not present another screen.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        performedSegues.append((identifier, sender))
    }
}
