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
}
