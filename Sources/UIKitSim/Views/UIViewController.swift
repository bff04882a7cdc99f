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
open class UIViewController: UIResponder {
    /// Where the screen is in its appearance: gone, coming, shown or going.
    private enum Appearance {
        case disappeared, appearing, appeared, disappearing
    }

    private var loadedView: UIView?
    private var appearance = Appearance.disappeared
    private var transitionIsAnimated = false

    /// The life-cycle methods, which the simulated UIKit routes (see `MessageObserver`).
    open override class var routedMethods: [String] {
        super.routedMethods + [
            "viewDidLoad()", "viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)",
            "viewDidDisappear(_:)", "viewWillLayoutSubviews()", "viewDidLayoutSubviews()",
        ]
    }

    /// The screen's title.
    open var title: String?

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
        case (false, .appeared), (false, .appearing):
            appearance = .disappearing
            route("viewWillDisappear(_:)", arguments: [animated]) { viewWillDisappear(animated) }
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
        case .disappearing:
            appearance = .disappeared
            route("viewDidDisappear(_:)", arguments: [animated]) { viewDidDisappear(animated) }
        case .appeared, .disappeared:
            break
        }
    }

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
