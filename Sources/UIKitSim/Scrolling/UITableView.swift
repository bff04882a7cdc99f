import Foundation

/// A list of rows, as UIKit's `UITableView`.
///
/// The simulation has no screen, so every row counts as visible: `reloadData()` asks the data source
/// for every cell at once, and `cellForRow(at:)` returns them. Cells are reused as in UIKit: those of
/// the previous load go back to a pool that `dequeueReusableCell` draws from. To change some rows
/// rather than reload them all, change the data, then tell the table what changed (`insertRows(at:with:)`,
/// `deleteRows(at:with:)`, …: see `UITableView+BatchUpdates.swift`). Assign a `UITableViewDelegate` to
/// `delegate` (declared by `UIScrollView`).
open class UITableView: UIScrollView {
    /// The row height that means "ask the cell".
    public static let automaticDimension: CGFloat = -1

    /// Where the rows come from, held weakly.
    open weak var dataSource: UITableViewDataSource?

    /// Told which rows a scroll is about to show (see `simulateScroll(approachingRowsAt:)`), held weakly.
    open weak var prefetchDataSource: UITableViewDataSourcePrefetching?

    /// Whether the table is in editing mode: rows show their editing control (delete or insert, as the
    /// delegate's `editingStyleForRowAt` says) and a reorder control.
    open var isEditing = false {
        didSet { recordChange("isEditing", from: oldValue, to: isEditing) }
    }

    private var registrations: [String: UITableViewCell.Type] = [:]
    private var reusePool: [String: [UITableViewCell]] = [:]
    private var cells: [IndexPath: UITableViewCell] = [:]
    private var rowCounts: [Int] = []
    private var highlightedIndexPath: IndexPath?
    private var prefetchedIndexPaths: [IndexPath] = []
    /// The update `beginUpdates()` opened, if any (see `UITableView+BatchUpdates.swift`).
    var openUpdate = OpenBatchUpdate()

    /// The selected row, if any.
    public private(set) var indexPathForSelectedRow: IndexPath?

    private var tableDelegate: UITableViewDelegate? {
        delegate as? UITableViewDelegate
    }

    /// Makes cells of `cellClass` (a `UITableViewCell` subclass) for `identifier`.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass as? UITableViewCell.Type
    }

    /// A cell for `identifier`: one from the reuse pool (after `prepareForReuse()`), or a new one of the
    /// class registered for it; `nil` if neither is there (code that registers nothing makes its own
    /// cell then, with `UITableViewCell(style:reuseIdentifier:)`).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var pool = reusePool[identifier], let cell = pool.popLast() {
            reusePool[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        return registrations[identifier]?.init(style: .default, reuseIdentifier: identifier)
    }

    /// A cell for `indexPath`: one from the reuse pool (after `prepareForReuse()`), or a new one of the
    /// registered class. Stops the program if nothing is registered for `identifier`, as UIKit does.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
        -> UITableViewCell
    {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            fatalError(
                "unable to dequeue a cell with identifier \(identifier): register a class for it first")
        }
        return cell
    }

    /// Enters or leaves editing mode (the animation is not simulated).
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    /// Asks the data source for every section, row and cell again. As in UIKit, the selection is
    /// cleared (the delegate is not told), so reused cells come back unselected. The delegate is told
    /// that each old cell ends being displayed (in row order), then that each new one will be.
    /// Rows asked for ahead (prefetching) are forgotten.
    open func reloadData() {
        if let selected = indexPathForSelectedRow {
            deselectRow(at: selected, animated: false)
        }
        highlightedIndexPath.map { cells[$0]?.isHighlighted = false }
        highlightedIndexPath = nil
        prefetchedIndexPaths = []
        let oldCells = cells
        cells = [:]
        for indexPath in oldCells.keys.sorted() {
            guard let cell = oldCells[indexPath] else { continue }
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
            if let identifier = cell.reuseIdentifier {
                reusePool[identifier, default: []].append(cell)
            }
        }
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

    /// The user's finger comes down on the row at `indexPath` and stays: the row is highlighted and
    /// the delegate's `didHighlightRowAt` is called. `simulateSelectRow(at:)` lifts it.
    open func simulateHighlightRow(at indexPath: IndexPath) {
        guard canReceiveTouches, cells[indexPath] != nil, highlightedIndexPath != indexPath else { return }
        unhighlight()
        highlightedIndexPath = indexPath
        cells[indexPath]?.isHighlighted = true
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    /// The user taps the row at `indexPath`: it is highlighted (unless the finger was already on it),
    /// unhighlighted as the finger lifts, then selected — the delegate's `didHighlightRowAt`,
    /// `didUnhighlightRowAt`, `didDeselectRowAt` for a previously selected row, then `didSelectRowAt`.
    open func simulateSelectRow(at indexPath: IndexPath) {
        guard canReceiveTouches, cells[indexPath] != nil else { return }
        simulateHighlightRow(at: indexPath)
        unhighlight()
        if let previous = indexPathForSelectedRow, previous != indexPath {
            deselectRow(at: previous, animated: false)
            tableDelegate?.tableView(self, didDeselectRowAt: previous)
        }
        selectRow(at: indexPath, animated: false)
        tableDelegate?.tableView(self, didSelectRowAt: indexPath)
    }

    /// Ends the highlight of the highlighted row, if any, telling the delegate.
    private func unhighlight() {
        guard let highlighted = highlightedIndexPath else { return }
        highlightedIndexPath = nil
        cells[highlighted]?.isHighlighted = false
        tableDelegate?.tableView(self, didUnhighlightRowAt: highlighted)
    }

    /// The user taps the detail button of the row at `indexPath`: the delegate's
    /// `accessoryButtonTappedForRowWith` is called. Only a cell whose `accessoryType` is `.detailButton`
    /// or `.detailDisclosureButton` has that button; for any other, nothing happens.
    open func simulateTapAccessoryButton(forRowAt indexPath: IndexPath) {
        guard canReceiveTouches, let cell = cells[indexPath],
            [.detailButton, .detailDisclosureButton].contains(cell.accessoryType)
        else { return }
        tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
    }

    /// The user swipes the row at `indexPath` and taps Delete: the data source's
    /// `tableView(_:commit:forRowAt:)` is called with `.delete`. The row stays until the data source
    /// removes it from its data and tells the table (`deleteRows(at:with:)`, or `reloadData()`). (On
    /// iOS the swipe offers Delete only when the data source implements that method; RxCocoa's data
    /// source proxy does once `rx.itemDeleted` is observed.)
    open func simulateDeleteRow(at indexPath: IndexPath) {
        guard canReceiveTouches, cells[indexPath] != nil else { return }
        dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
    }

    /// The user taps the green plus the row at `indexPath` shows in editing mode: the data source's
    /// `tableView(_:commit:forRowAt:)` is called with `.insert`; the data source adds the new row to its
    /// data and tells the table (`insertRows(at:with:)`, or `reloadData()`). The plus is there only
    /// while `isEditing`, for a row the delegate's `editingStyleForRowAt` gives `.insert`; otherwise
    /// nothing happens.
    open func simulateInsertRow(at indexPath: IndexPath) {
        guard canReceiveTouches, isEditing, cells[indexPath] != nil,
            tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) == .insert
        else { return }
        dataSource?.tableView(self, commit: .insert, forRowAt: indexPath)
    }

    /// The user drags the row at `sourceIndexPath` by its reorder control (editing mode) and drops it at
    /// `destinationIndexPath`: the table shows it there at once, then the data source's
    /// `tableView(_:moveRowAt:to:)` is called to update the data. Nothing happens outside editing mode,
    /// for a row the data source's `canMoveRowAt` refuses, or for a destination outside the table.
    open func simulateMoveRow(at sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard canReceiveTouches, isEditing, let dataSource, cells[sourceIndexPath] != nil,
            dataSource.tableView(self, canMoveRowAt: sourceIndexPath),
            rowCounts.indices.contains(destinationIndexPath.section)
        else { return }
        var sections = rowCounts.indices.map { section in
            (0..<rowCounts[section]).compactMap { cells[IndexPath(row: $0, section: section)] }
        }
        let moved = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        guard (0...sections[destinationIndexPath.section].count).contains(destinationIndexPath.row) else {
            return
        }
        sections[destinationIndexPath.section].insert(moved, at: destinationIndexPath.row)
        let selectedCell = indexPathForSelectedRow.flatMap { cells[$0] }
        cells = [:]
        indexPathForSelectedRow = nil
        for (section, sectionCells) in sections.enumerated() {
            for (row, cell) in sectionCells.enumerated() {
                let indexPath = IndexPath(row: row, section: section)
                cells[indexPath] = cell
                if cell === selectedCell {
                    indexPathForSelectedRow = indexPath
                }
            }
        }
        rowCounts = sections.map(\.count)
        dataSource.tableView(self, moveRowAt: sourceIndexPath, to: destinationIndexPath)
    }

    /// The user scrolls toward the rows at `indexPaths`, and the table asks its `prefetchDataSource` to
    /// load them ahead (`prefetchRowsAt`), as UIKit does while scrolling. The simulation loads every row
    /// at once and has no screen to scroll off, so the script names the rows the scroll approaches;
    /// the content offset does not change. Rows the table does not have, and rows already asked for,
    /// are left out; nothing is sent if none is left.
    open func simulateScroll(approachingRowsAt indexPaths: [IndexPath]) {
        guard canReceiveTouches else { return }
        let newRows = indexPaths.filter { indexPath in
            indexPath.row < numberOfRows(inSection: indexPath.section) && indexPath.row >= 0
                && !prefetchedIndexPaths.contains(indexPath)
        }
        guard !newRows.isEmpty else { return }
        prefetchedIndexPaths += newRows
        prefetchDataSource?.tableView(self, prefetchRowsAt: newRows)
    }

    /// The user turns back before the rows asked for ahead are reached: the table tells its
    /// `prefetchDataSource` to cancel them (`cancelPrefetchingForRowsAt`), as UIKit does. Nothing is
    /// sent when no row is pending.
    open func simulateScrollReversal() {
        guard canReceiveTouches, !prefetchedIndexPaths.isEmpty else { return }
        let cancelled = prefetchedIndexPaths
        prefetchedIndexPaths = []
        prefetchDataSource?.tableView(self, cancelPrefetchingForRowsAt: cancelled)
    }
}
