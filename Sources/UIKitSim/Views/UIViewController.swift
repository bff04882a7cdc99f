import Foundation

/// A screen's controller, as UIKit's `UIViewController`: it loads its view on first access and then
/// calls `viewDidLoad()`, where bindings are usually set up.
open class UIViewController: UIResponder {
    private var loadedView: UIView?

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
        viewDidLoad()
    }

    /// The segues performed so far, in order (the simulation has no storyboards to follow them).
    public private(set) var performedSegues: [(identifier: String, sender: Any?)] = []

    /// Records a segue; the simulation does not present another screen.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        performedSegues.append((identifier, sender))
    }
}
