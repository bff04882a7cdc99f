import Foundation
import RxCore
import UIKitSim

extension UITableView: HasPrefetchDataSource {
    public typealias PrefetchDataSource = UITableViewDataSourcePrefetching
}

/// The prefetch data source proxy of `UITableView`: both prefetching methods are intercepted and
/// forwarded (to the data source set with `rx.setPrefetchDataSource`, if any).
open class RxTableViewDataSourcePrefetchingProxy: DelegateProxy<
    UITableView, UITableViewDataSourcePrefetching
>,
DelegateProxyType, UITableViewDataSourcePrefetching
{
    /// The table view, while it is alive.
    public weak private(set) var tableView: UITableView?

    /// The proxy of `tableView`.
    public init(tableView: ParentObject) {
        self.tableView = tableView
        super.init(parentObject: tableView, delegateProxy: RxTableViewDataSourcePrefetchingProxy.self)
    }

    public static func registerKnownImplementations() {
        register { RxTableViewDataSourcePrefetchingProxy(tableView: $0) }
    }

    public func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        intercept(arguments: [tableView, indexPaths]) { $0.tableView(tableView, prefetchRowsAt: indexPaths) }
    }

    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        intercept(arguments: [tableView, indexPaths]) {
            $0.tableView(tableView, cancelPrefetchingForRowsAt: indexPaths)
        }
    }
}
