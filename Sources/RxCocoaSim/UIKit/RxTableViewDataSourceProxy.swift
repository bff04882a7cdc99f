import Foundation
import RxCore
import UIKitSim

extension UITableView: HasDataSource {
    public typealias DataSource = UITableViewDataSource
}

/// The data source proxy of `UITableView`. The methods that ask (rows, cells, whether a row can move)
/// are answered by the forward data source (the one `rx.items` or `rx.setDataSource` installs; without
/// one the table is empty); the user's edits (`commit`, `moveRowAt`) are intercepted and forwarded.
open class RxTableViewDataSourceProxy: DelegateProxy<UITableView, UITableViewDataSource>, DelegateProxyType,
    UITableViewDataSource
{
    /// The table view, while it is alive.
    public weak private(set) var tableView: UITableView?

    /// The proxy of `tableView`.
    public init(tableView: UITableView) {
        self.tableView = tableView
        super.init(parentObject: tableView, delegateProxy: RxTableViewDataSourceProxy.self)
    }

    public static func registerKnownImplementations() {
        register { RxTableViewDataSourceProxy(tableView: $0) }
    }

    /// The forward data source's row count (0 without one).
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        forwardToDelegate()?.tableView(tableView, numberOfRowsInSection: section) ?? 0
    }

    /// The forward data source's cell (a table without one has no rows to ask about).
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let dataSource = forwardToDelegate() else {
            fatalError("\(tableView) has rows but no data source: bind items with `rx.items` first")
        }
        return dataSource.tableView(tableView, cellForRowAt: indexPath)
    }

    /// The forward data source's section count (1 without one).
    public func numberOfSections(in tableView: UITableView) -> Int {
        forwardToDelegate()?.numberOfSections(in: tableView) ?? 1
    }

    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        intercept(arguments: [tableView, editingStyle, indexPath]) {
            $0.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
        }
    }

    /// Whether the forward data source lets the row move (`true` without one).
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        forwardToDelegate()?.tableView(tableView, canMoveRowAt: indexPath) ?? true
    }

    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        intercept(arguments: [tableView, sourceIndexPath, destinationIndexPath]) {
            $0.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
        }
    }
}
