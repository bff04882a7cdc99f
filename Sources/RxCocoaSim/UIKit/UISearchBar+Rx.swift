import Foundation
import RxCore
import UIKitSim

extension UISearchBar: HasDelegate {
    public typealias Delegate = UISearchBarDelegate
}

/// The delegate proxy of `UISearchBar`: every `UISearchBarDelegate` method is intercepted and
/// forwarded.
open class RxSearchBarDelegateProxy: DelegateProxy<UISearchBar, UISearchBarDelegate>, DelegateProxyType,
    UISearchBarDelegate
{
    /// The search bar, while it is alive.
    public weak private(set) var searchBar: UISearchBar?

    /// The proxy of `searchBar`.
    public init(searchBar: ParentObject) {
        self.searchBar = searchBar
        super.init(parentObject: searchBar, delegateProxy: RxSearchBarDelegateProxy.self)
    }

    public static func registerKnownImplementations() {
        register { RxSearchBarDelegateProxy(searchBar: $0) }
    }

    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
        intercept(arguments: [searchBar]) { $0.searchBarTextDidBeginEditing(searchBar) }
    }

    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        intercept(arguments: [searchBar, searchText]) { $0.searchBar(searchBar, textDidChange: searchText) }
    }

    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {
        intercept(arguments: [searchBar]) { $0.searchBarTextDidEndEditing(searchBar) }
    }

    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        intercept(arguments: [searchBar]) { $0.searchBarSearchButtonClicked(searchBar) }
    }

    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
        intercept(arguments: [searchBar]) { $0.searchBarCancelButtonClicked(searchBar) }
    }

    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {
        intercept(arguments: [searchBar]) { $0.searchBarBookmarkButtonClicked(searchBar) }
    }

    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {
        intercept(arguments: [searchBar]) { $0.searchBarResultsListButtonClicked(searchBar) }
    }

    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        intercept(arguments: [searchBar, selectedScope]) {
            $0.searchBar(searchBar, selectedScopeButtonIndexDidChange: selectedScope)
        }
    }
}

extension Reactive where Base: UISearchBar {
    /// The search bar's delegate proxy.
    public var delegate: DelegateProxy<UISearchBar, UISearchBarDelegate> {
        RxSearchBarDelegateProxy.proxy(for: base)
    }

    /// The search text (the same as `value`).
    public var text: ControlProperty<String?> {
        textProperty()
    }

    /// The search text: now, then after each change by the user and at the end of editing; binding sets
    /// it.
    public var value: ControlProperty<String?> {
        textProperty()
    }

    /// The one property `text` and `value` both are, named in a chain view after the one the code
    /// asked for (`name`).
    private func textProperty(name: String = #function) -> ControlProperty<String?> {
        let source = Observable<String?>.deferred { [weak searchBar = base] in
            guard let searchBar else { return .empty() }
            let changes = Observable.merge(
                searchBar.rx.delegate.methodInvoked("searchBar(_:textDidChange:)"),
                searchBar.rx.delegate.methodInvoked("searchBarTextDidEndEditing(_:)"))
            return changes.map { [weak searchBar] _ in searchBar?.text ?? "" }
                .startWith(searchBar.text ?? "")
        }
        .take(until: deallocated)
        let bindingObserver = Binder(base) { searchBar, text in
            searchBar.text = text
        }
        return ControlProperty(values: source, valueSink: bindingObserver, name: .reactive(name))
    }

    /// Each tap on the search button.
    public var searchButtonClicked: ControlEvent<Void> {
        ControlEvent(
            events: delegate.methodInvoked("searchBarSearchButtonClicked(_:)").map { _ in () },
            name: .reactive("searchButtonClicked"))
    }

    /// Each tap on the cancel button.
    public var cancelButtonClicked: ControlEvent<Void> {
        ControlEvent(
            events: delegate.methodInvoked("searchBarCancelButtonClicked(_:)").map { _ in () },
            name: .reactive("cancelButtonClicked"))
    }

    /// Each tap on the bookmark button.
    public var bookmarkButtonClicked: ControlEvent<Void> {
        searchBarEvent("searchBarBookmarkButtonClicked(_:)")
    }

    /// Each tap on the results list button.
    public var resultsListButtonClicked: ControlEvent<Void> {
        searchBarEvent("searchBarResultsListButtonClicked(_:)")
    }

    /// Each start of editing.
    public var textDidBeginEditing: ControlEvent<Void> {
        searchBarEvent("searchBarTextDidBeginEditing(_:)")
    }

    /// Each end of editing.
    public var textDidEndEditing: ControlEvent<Void> {
        searchBarEvent("searchBarTextDidEndEditing(_:)")
    }

    /// The calls of the delegate method named `method` as a `ControlEvent`, named in a chain view after
    /// the event that asked for it (`name`).
    private func searchBarEvent(_ method: String, name: String = #function) -> ControlEvent<Void> {
        ControlEvent(events: delegate.methodInvoked(method).map { _ in () }, name: .reactive(name))
    }

    /// The selected scope button's index: now, then after each pick by the user; binding sets it.
    public var selectedScopeButtonIndex: ControlProperty<Int> {
        let source = Observable<Int>.deferred { [weak searchBar = base] in
            guard let searchBar else { return .empty() }
            return searchBar.rx.delegate.methodInvoked("searchBar(_:selectedScopeButtonIndexDidChange:)")
                .map { arguments in try castOrThrow(Int.self, arguments[1]) }
                .startWith(searchBar.selectedScopeButtonIndex)
        }
        .take(until: deallocated)
        let bindingObserver = Binder(base) { searchBar, index in
            searchBar.selectedScopeButtonIndex = index
        }
        return ControlProperty(
            values: source, valueSink: bindingObserver, name: .reactive("selectedScopeButtonIndex"))
    }

    /// Keeps `delegate` as the delegate the proxy forwards to (weakly), until disposed. Use it rather
    /// than setting `delegate` directly once the `.rx` extensions are in use.
    public func setDelegate(_ delegate: UISearchBarDelegate) -> Disposable {
        RxSearchBarDelegateProxy.installForwardDelegate(
            delegate, retainDelegate: false, onProxyForObject: base)
    }
}
