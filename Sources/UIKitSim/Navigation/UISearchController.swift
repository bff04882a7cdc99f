import Foundation

/// What a search controller tells its delegate, as UIKit's `UISearchControllerDelegate` (every method
/// optional).
public protocol UISearchControllerDelegate: AnyObject {
    /// The search interface is asked to be shown (in UIKit, only a delegate that implements this shows
    /// it itself; here the default showing follows in every case).
    func presentSearchController(_ searchController: UISearchController)
    /// The search interface is about to be shown.
    func willPresentSearchController(_ searchController: UISearchController)
    /// The search interface is shown.
    func didPresentSearchController(_ searchController: UISearchController)
    /// The search interface is about to go.
    func willDismissSearchController(_ searchController: UISearchController)
    /// The search interface has gone.
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func presentSearchController(_ searchController: UISearchController) {}
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// What updates the search results as the user searches, as UIKit's `UISearchResultsUpdating`.
public protocol UISearchResultsUpdating: AnyObject {
    /// The search became active, or its text changed: update the results.
    func updateSearchResults(for searchController: UISearchController)
}

/// A search bar with the interface that comes with it, as UIKit's `UISearchController`: usually a
/// screen's `navigationItem.searchController`.
///
/// Becoming active (`isActive`, or the user's tap in the search bar) calls the delegate's
/// `presentSearchController`, `willPresentSearchController` and `didPresentSearchController`, then the
/// results updater; becoming inactive calls `willDismissSearchController` and
/// `didDismissSearchController`. Each character the user types updates the results.
open class UISearchController: UIViewController {
    /// The search bar, made with the controller.
    public let searchBar = UISearchBar()

    /// The screen that shows the results (the searched screen itself when nil).
    public let searchResultsController: UIViewController?

    /// The delegate, held weakly.
    open weak var delegate: UISearchControllerDelegate?

    /// What updates the results, held weakly.
    open weak var searchResultsUpdater: UISearchResultsUpdating?

    private var storedIsActive = false

    /// Whether the search interface is shown; setting it shows or dismisses it, calling the delegate.
    open var isActive: Bool {
        get { storedIsActive }
        set {
            guard newValue != storedIsActive else { return }
            if newValue {
                delegate?.presentSearchController(self)
                delegate?.willPresentSearchController(self)
                setActive(true)
                delegate?.didPresentSearchController(self)
                searchResultsUpdater?.updateSearchResults(for: self)
            } else {
                delegate?.willDismissSearchController(self)
                setActive(false)
                delegate?.didDismissSearchController(self)
            }
        }
    }

    /// A search controller showing its results in `searchResultsController` (nil: in the searched
    /// screen).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init()
    }

    /// A search controller that shows its results in the searched screen.
    public convenience override init() {
        self.init(searchResultsController: nil)
    }

    private func setActive(_ active: Bool) {
        let old = storedIsActive
        storedIsActive = active
        recordChange("isActive", from: old, to: active)
    }

    // MARK: Scripted user

    /// The user taps in the search bar: its editing begins and the search becomes active (if it was
    /// not). Nothing happens if the search bar can't be touched.
    open func simulateActivate() {
        guard searchBar.canReceiveTouches, !isActive else { return }
        searchBar.delegate?.searchBarTextDidBeginEditing(searchBar)
        isActive = true
    }

    /// The user types `characters` in the search bar, one at a time (activating the search first):
    /// each changes the text, calls the search bar's delegate (`textDidChange`) and updates the results.
    open func simulateTyping(_ characters: String) {
        simulateActivate()
        guard isActive else { return }
        for character in characters {
            searchBar.text = (searchBar.text ?? "") + String(character)
            searchBar.delegate?.searchBar(searchBar, textDidChange: searchBar.text ?? "")
            searchResultsUpdater?.updateSearchResults(for: self)
        }
    }

    /// The user taps Cancel: the search bar's delegate is told (`searchBarCancelButtonClicked`), the
    /// text is cleared, the search becomes inactive and the results are updated. Nothing happens while
    /// the search is not active.
    open func simulateCancel() {
        guard isActive else { return }
        searchBar.delegate?.searchBarCancelButtonClicked(searchBar)
        searchBar.text = ""
        isActive = false
        searchResultsUpdater?.updateSearchResults(for: self)
    }
}
