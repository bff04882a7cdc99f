import Foundation
import RxCore
import UIKitSim

/// The delegate proxy of `UITableView`: the scroll view proxy, plus the table view delegate methods.
/// It shares the scroll view's delegate slot (`tableView.rx.delegate` is this proxy).
open class RxTableViewDelegateProxy: RxScrollViewDelegateProxy, UITableViewDelegate {
    /// The table view, while it is alive.
    public weak private(set) var tableView: UITableView?

    /// The proxy of `tableView`.
    public init(tableView: UITableView) {
        self.tableView = tableView
        super.init(scrollView: tableView)
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        intercept(arguments: [tableView, indexPath]) {
            ($0 as? UITableViewDelegate)?.tableView(tableView, didSelectRowAt: indexPath)
        }
    }

    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        intercept(arguments: [tableView, indexPath]) {
            ($0 as? UITableViewDelegate)?.tableView(tableView, didDeselectRowAt: indexPath)
        }
    }

    public func tableView(
        _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        intercept(arguments: [tableView, cell, indexPath]) {
            ($0 as? UITableViewDelegate)?.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
        }
    }
}

extension UITableView: HasDataSource {
    public typealias DataSource = UITableViewDataSource
}

/// The data source proxy of `UITableView`. Its two required methods are answered by the forward data
/// source (the one `rx.items` installs); without one the table is empty.
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

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        forwardToDelegate()?.tableView(tableView, numberOfRowsInSection: section) ?? 0
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let dataSource = forwardToDelegate() else {
            fatalError("\(tableView) has rows but no data source: bind items with `rx.items` first")
        }
        return dataSource.tableView(tableView, cellForRowAt: indexPath)
    }

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
}
