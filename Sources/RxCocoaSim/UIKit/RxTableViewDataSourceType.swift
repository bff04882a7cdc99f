import RxCore
import UIKitSim

/// A data source that receives a bound sequence's events and shows its latest element in a table view
/// (what `rx.items(dataSource:)` binds).
public protocol RxTableViewDataSourceType {
    /// The type of the sequence's elements (for `rx.items`, a sequence of rows).
    associatedtype Element

    /// Receives an event of the bound sequence.
    func tableView(_ tableView: UITableView, observedEvent: Event<Element>)
}
