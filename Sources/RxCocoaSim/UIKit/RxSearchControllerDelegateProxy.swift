import Foundation
import RxCore
import UIKitSim

extension UISearchController: HasDelegate {
    public typealias Delegate = UISearchControllerDelegate
}

/// The delegate proxy of `UISearchController`: every `UISearchControllerDelegate` method is
/// intercepted and forwarded.
open class RxSearchControllerDelegateProxy: DelegateProxy<UISearchController, UISearchControllerDelegate>,
    DelegateProxyType, UISearchControllerDelegate
{
    /// The search controller, while it is alive.
    public weak private(set) var searchController: UISearchController?

    /// The proxy of `searchController`.
    public init(searchController: UISearchController) {
        self.searchController = searchController
        super.init(parentObject: searchController, delegateProxy: RxSearchControllerDelegateProxy.self)
    }

    public static func registerKnownImplementations() {
        register { RxSearchControllerDelegateProxy(searchController: $0) }
    }

    public func presentSearchController(_ searchController: UISearchController) {
        intercept(arguments: [searchController]) { $0.presentSearchController(searchController) }
    }

    public func willPresentSearchController(_ searchController: UISearchController) {
        intercept(arguments: [searchController]) { $0.willPresentSearchController(searchController) }
    }

    public func didPresentSearchController(_ searchController: UISearchController) {
        intercept(arguments: [searchController]) { $0.didPresentSearchController(searchController) }
    }

    public func willDismissSearchController(_ searchController: UISearchController) {
        intercept(arguments: [searchController]) { $0.willDismissSearchController(searchController) }
    }

    public func didDismissSearchController(_ searchController: UISearchController) {
        intercept(arguments: [searchController]) { $0.didDismissSearchController(searchController) }
    }
}
