import Foundation

/// Told which rows a scroll is about to bring on screen, so their data can be loaded ahead, as UIKit's
/// `UITableViewDataSourcePrefetching` (the first method required).
public protocol UITableViewDataSourcePrefetching: AnyObject {
    /// The rows at `indexPaths` will probably be shown soon: start loading what they need.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])

    /// The rows at `indexPaths`, asked for before, are no longer expected soon (the user turned back):
    /// cancel their loading. The default does nothing.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
