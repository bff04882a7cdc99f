import Foundation

/// What a search bar tells its delegate, as UIKit's `UISearchBarDelegate` (every method optional).
public protocol UISearchBarDelegate: AnyObject {
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
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
    open var placeholder: String?

    // MARK: Scripted user

    /// The user types `characters`, one at a time: each changes `text` and calls `textDidChange`.
    open func simulateTyping(_ characters: String) {
        delegate?.searchBarTextDidBeginEditing(self)
        for character in characters {
            text = (text ?? "") + String(character)
            delegate?.searchBar(self, textDidChange: text ?? "")
        }
    }

    /// The user taps the search button: `searchBarSearchButtonClicked`, then editing ends.
    open func simulateSearchButtonTap() {
        delegate?.searchBarSearchButtonClicked(self)
        delegate?.searchBarTextDidEndEditing(self)
    }
}
