import Foundation

/// Where a table view gets its rows, as UIKit's `UITableViewDataSource`.
public protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    /// The user committed an edit of the row at `indexPath` (a swipe, then Delete): update the data,
    /// then the table. Optional: the default does nothing.
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath)
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {}
}

/// What a table view tells its delegate, as UIKit's `UITableViewDelegate` (every method optional).
public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(
        _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}
}

/// A list of rows, as UIKit's `UITableView`.
///
/// The simulation has no screen, so every row counts as visible: `reloadData()` asks the data source
/// for every cell at once, and `cellForRow(at:)` returns them. Cells are reused as in UIKit: those of
/// the previous load go back to a pool that `dequeueReusableCell` draws from. Assign a
/// `UITableViewDelegate` to `delegate` (declared by `UIScrollView`).
open class UITableView: UIScrollView {
    /// The row height that means "ask the cell".
    public static let automaticDimension: CGFloat = -1

    /// Where the rows come from, held weakly.
    open weak var dataSource: UITableViewDataSource?

    private var registrations: [String: UITableViewCell.Type] = [:]
    private var reusePool: [String: [UITableViewCell]] = [:]
    private var cells: [IndexPath: UITableViewCell] = [:]
    private var rowCounts: [Int] = []

    /// The selected row, if any.
    public private(set) var indexPathForSelectedRow: IndexPath?

    private var tableDelegate: UITableViewDelegate? {
        delegate as? UITableViewDelegate
    }

    /// Makes cells of `cellClass` for `identifier`.
    open func register(_ cellClass: UITableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass
    }

    /// A cell for `indexPath`: one from the reuse pool (after `prepareForReuse()`), or a new one of the
    /// registered class. Stops the program if nothing is registered for `identifier`, as UIKit does.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
        -> UITableViewCell
    {
        if var pool = reusePool[identifier], let cell = pool.popLast() {
            reusePool[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = registrations[identifier] else {
            fatalError(
                "unable to dequeue a cell with identifier \(identifier): register a class for it first")
        }
        return cellClass.init(style: .default, reuseIdentifier: identifier)
    }

    /// Asks the data source for every section, row and cell again. As in UIKit, the selection is
    /// cleared (the delegate is not told), so reused cells come back unselected.
    open func reloadData() {
        if let selected = indexPathForSelectedRow {
            deselectRow(at: selected, animated: false)
        }
        for cell in cells.values {
            if let identifier = cell.reuseIdentifier {
                reusePool[identifier, default: []].append(cell)
            }
        }
        cells = [:]
        guard let dataSource else {
            rowCounts = []
            return
        }
        rowCounts = (0..<dataSource.numberOfSections(in: self)).map {
            dataSource.tableView(self, numberOfRowsInSection: $0)
        }
        for (section, count) in rowCounts.enumerated() {
            for row in 0..<count {
                let indexPath = IndexPath(row: row, section: section)
                let cell = dataSource.tableView(self, cellForRowAt: indexPath)
                cells[indexPath] = cell
                tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
            }
        }
    }

    /// The number of sections of the last load.
    open var numberOfSections: Int {
        rowCounts.count
    }

    /// The number of rows in `section` at the last load.
    open func numberOfRows(inSection section: Int) -> Int {
        rowCounts.indices.contains(section) ? rowCounts[section] : 0
    }

    /// The cell shown for `indexPath`, if there is such a row.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        cells[indexPath]
    }

    /// Every cell, in row order.
    open var visibleCells: [UITableViewCell] {
        cells.keys.sorted().compactMap { cells[$0] }
    }

    /// Selects the row in code (the delegate is not told, as in UIKit).
    open func selectRow(at indexPath: IndexPath?, animated: Bool) {
        indexPathForSelectedRow.map { cells[$0]?.isSelected = false }
        indexPathForSelectedRow = indexPath
        indexPath.map { cells[$0]?.isSelected = true }
    }

    /// Deselects the row in code (the delegate is not told, as in UIKit).
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard indexPathForSelectedRow == indexPath else { return }
        cells[indexPath]?.isSelected = false
        indexPathForSelectedRow = nil
    }

    // MARK: Scripted user

    /// The user taps the row at `indexPath`: it is selected and the delegate's `didSelectRowAt` is
    /// called (after `didDeselectRowAt` for a previously selected row).
    open func simulateSelectRow(at indexPath: IndexPath) {
        guard cells[indexPath] != nil else { return }
        if let previous = indexPathForSelectedRow, previous != indexPath {
            deselectRow(at: previous, animated: false)
            tableDelegate?.tableView(self, didDeselectRowAt: previous)
        }
        selectRow(at: indexPath, animated: false)
        tableDelegate?.tableView(self, didSelectRowAt: indexPath)
    }

    /// The user swipes the row at `indexPath` and taps Delete: the data source's
    /// `tableView(_:commit:forRowAt:)` is called with `.delete`. The row stays until the data source
    /// removes it from its data and reloads. (On iOS the swipe offers Delete only when the data source
    /// implements that method; RxCocoa's data source proxy does once `rx.itemDeleted` is observed.)
    open func simulateDeleteRow(at indexPath: IndexPath) {
        guard cells[indexPath] != nil else { return }
        dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
    }
}
