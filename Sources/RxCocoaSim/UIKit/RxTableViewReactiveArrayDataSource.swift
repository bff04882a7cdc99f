import Foundation
import RxCore
import UIKitSim

/// The data source `rx.items` installs: one section, a row per element of the latest sequence, cells
/// made by `cellFactory`. Each new sequence reloads the table.
final class RxTableViewReactiveArrayDataSource<Rows: Sequence>: NSObject, UITableViewDataSource,
    RxTableViewDataSourceType, SectionedViewDataSourceType
{
    typealias CellFactory = (UITableView, Int, Rows.Element) -> UITableViewCell

    private let cellFactory: CellFactory
    private var items: [Rows.Element] = []

    init(cellFactory: @escaping CellFactory) {
        self.cellFactory = cellFactory
    }

    /// The same on every platform, every run (see `sandboxDescription`).
    override var description: String {
        sandboxDescription
    }

    func tableView(_ tableView: UITableView, observedEvent: Event<Rows>) {
        guard case .next(let rows) = observedEvent else { return }
        items = Array(rows)
        tableView.reloadData()
    }

    func model(at indexPath: IndexPath) throws -> Any {
        guard items.indices.contains(indexPath.row) else {
            throw RxCocoaError.itemsNotYetBound(object: self)
        }
        return items[indexPath.row]
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellFactory(tableView, indexPath.row, items[indexPath.row])
    }
}
