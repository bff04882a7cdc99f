import Foundation

/// What a search bar tells its delegate, as UIKit's `UISearchBarDelegate` (every method optional).
public protocol UISearchBarDelegate: AnyObject {
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// The user tapped the bookmark button (shown with `showsBookmarkButton`).
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    /// The user tapped the results list button (shown with `showsSearchResultsButton`).
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    /// The user picked the scope button at `selectedScope`.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

/// A search field, as UIKit's `UISearchBar`: it reports the user's typing to its delegate (setting
/// `text` in code reports nothing, as in UIKit).
open class UISearchBar: UIView {
    /// The delegate, held weakly.
    open weak var delegate: UISearchBarDelegate?

    /// The search text.
    open var text: String? {
        didSet { recordChange("text", from: oldValue, to: text) }
    }

    /// The gray text shown while the field is empty.
    open var placeholder: String? {
        didSet { recordChange("placeholder", from: oldValue, to: placeholder) }
    }

    /// The titles of the scope buttons shown under the field (`nil`: none).
    open var scopeButtonTitles: [String]? {
        didSet { recordChange("scopeButtonTitles", from: oldValue, to: scopeButtonTitles) }
    }

    /// The index of the selected scope button (0 by default).
    open var selectedScopeButtonIndex = 0 {
        didSet { recordChange("selectedScopeButtonIndex", from: oldValue, to: selectedScopeButtonIndex) }
    }

    /// Whether the scope buttons are shown (the user can pick a scope only then).
    open var showsScopeBar = false {
        didSet { recordChange("showsScopeBar", from: oldValue, to: showsScopeBar) }
    }

    /// Whether the cancel button is shown.
    open var showsCancelButton = false {
        didSet { recordChange("showsCancelButton", from: oldValue, to: showsCancelButton) }
    }

    /// Whether the bookmark button is shown in the field.
    open var showsBookmarkButton = false {
        didSet { recordChange("showsBookmarkButton", from: oldValue, to: showsBookmarkButton) }
    }

    /// Whether the results list button is shown in the field.
    open var showsSearchResultsButton = false {
        didSet { recordChange("showsSearchResultsButton", from: oldValue, to: showsSearchResultsButton) }
    }

    /// Whether the search field is being edited (it is the first responder).
    private var isEditing = false

    open override var isFirstResponder: Bool {
        isEditing
    }

    /// Begins editing, once the first responder of the same view hierarchy, if any, has resigned:
    /// tells the delegate (`searchBarTextDidBeginEditing`). Returns whether it is first responder.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isEditing else { return true }
        if let current = rootView.firstResponderInHierarchy(), !current.resignFirstResponder() {
            return false
        }
        isEditing = true
        delegate?.searchBarTextDidBeginEditing(self)
        return true
    }

    override func resign(askingDelegate: Bool) -> Bool {
        guard isEditing else { return true }
        isEditing = false
        delegate?.searchBarTextDidEndEditing(self)
        return true
    }

    // MARK: Scripted user

    /// The user types `characters`, one at a time (beginning to edit first if needed, which tells the
    /// delegate once per editing session): each changes `text` and calls `textDidChange`.
    open func simulateTyping(_ characters: String) {
        guard becomeFirstResponder() else { return }
        for character in characters {
            text = (text ?? "") + String(character)
            delegate?.searchBar(self, textDidChange: text ?? "")
        }
    }

    /// The user taps the search button: `searchBarSearchButtonClicked`, then editing ends if it was
    /// going on (`searchBarTextDidEndEditing`). UIKit ends it only when the app resigns the search bar;
    /// the simulation does it for the app, as most apps do on Search.
    open func simulateSearchButtonTap() {
        delegate?.searchBarSearchButtonClicked(self)
        resignFirstResponder()
    }

    /// The user taps the cancel button, if it is shown: `searchBarCancelButtonClicked`.
    open func simulateCancelButtonTap() {
        guard showsCancelButton, canReceiveTouches else { return }
        delegate?.searchBarCancelButtonClicked(self)
    }

    /// The user taps the bookmark button, if it is shown: `searchBarBookmarkButtonClicked`.
    open func simulateBookmarkButtonTap() {
        guard showsBookmarkButton, canReceiveTouches else { return }
        delegate?.searchBarBookmarkButtonClicked(self)
    }

    /// The user taps the results list button, if it is shown: `searchBarResultsListButtonClicked`.
    open func simulateResultsListButtonTap() {
        guard showsSearchResultsButton, canReceiveTouches else { return }
        delegate?.searchBarResultsListButtonClicked(self)
    }

    /// The user taps the scope button at `index`: it becomes selected, then
    /// `searchBar(_:selectedScopeButtonIndexDidChange:)`. Nothing happens when the scope bar is not
    /// shown, there is no such button, or it is already the selected one.
    open func simulateScopeButtonTap(at index: Int) {
        guard showsScopeBar, canReceiveTouches, let titles = scopeButtonTitles,
            titles.indices.contains(index),
            index != selectedScopeButtonIndex
        else { return }
        selectedScopeButtonIndex = index
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
    }
}
