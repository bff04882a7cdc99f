import Foundation

/// Changing some rows or sections instead of reloading the whole table.
///
/// First change the data, then tell the table what changed: `insertRows(at:with:)`,
/// `deleteRows(at:with:)`, … A single call is an update of its own; calls between `beginUpdates()` and
/// `endUpdates()`, or inside `performBatchUpdates(_:completion:)`, make one update. When the update
/// ends the table asks the data source for its counts, and, as UIKit does, stops the app with "Invalid
/// update: invalid number of rows in section N…" when they are not the counts before the update changed
/// by exactly the edits it was told (see `BatchUpdate`). Otherwise the table shows the new rows: the
/// simulation has no animation, and reloads every row as `reloadData()` does (which also clears the
/// selection; UIKit keeps unchanged rows' cells and selection).
extension UITableView {
    /// Inserts rows at `indexPaths` (places after the update).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.insertedItems += indexPaths }
    }

    /// Deletes the rows at `indexPaths` (places before the update).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.deletedItems += indexPaths }
    }

    /// Asks the data source again for the cells at `indexPaths` (places before the update).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.reloadedItems += indexPaths }
    }

    /// Moves the row at `indexPath` (before the update) to `newIndexPath` (after it).
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Inserts the sections at `sections` (places after the update).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes the sections at `sections` (places before the update), with their rows.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.deletedSections.formUnion(sections) }
    }

    /// Asks the data source again for the sections at `sections` (places before the update): their
    /// number of rows may change.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.reloadedSections.formUnion(sections) }
    }

    /// Moves the section at `section` (before the update) to `newSection` (after it), with its rows.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        update { $0.movedSections.append((section, newSection)) }
    }

    /// Starts an update: the edits until the matching `endUpdates()` make one. Updates may nest; the
    /// outermost one counts.
    public func beginUpdates() {
        openUpdate.begin()
    }

    /// Ends the update `beginUpdates()` started: when it is the outermost, the table checks the edits
    /// against the data source and shows the new rows. Without an open update, nothing happens.
    public func endUpdates() {
        if let finished = openUpdate.end() {
            apply(finished)
        }
    }

    /// Runs `updates` as one update, then calls `completion` with `true` (at once: the simulation has
    /// no animation to wait for).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    /// Adds an edit to the open update, or makes it an update of its own.
    private func update(_ edit: (inout BatchUpdate) -> Void) {
        beginUpdates()
        openUpdate.add(edit)
        endUpdates()
    }

    /// Stops the program if `update` does not match the data source's counts; shows the new rows if it
    /// does.
    private func apply(_ update: BatchUpdate) {
        let before = (0..<numberOfSections).map { numberOfRows(inSection: $0) }
        let after =
            dataSource.map { dataSource in
                (0..<dataSource.numberOfSections(in: self)).map {
                    dataSource.tableView(self, numberOfRowsInSection: $0)
                }
            } ?? []
        if let failure = update.failure(before: before, after: after, BatchUpdate.table) {
            fatalError(failure)
        }
        reloadData()
    }
}
