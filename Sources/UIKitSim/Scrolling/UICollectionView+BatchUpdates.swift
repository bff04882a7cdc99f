import Foundation

/// Changing some items or sections instead of reloading the whole collection view.
///
/// First change the data, then tell the collection view what changed: `insertItems(at:)`,
/// `deleteItems(at:)`, … A single call is an update of its own; calls inside
/// `performBatchUpdates(_:completion:)` make one update. When the update ends the collection view asks
/// the data source for its counts, and, as UIKit does, stops the app with "Invalid update: invalid number
/// of items in section N…" when they are not the counts before the update changed by exactly the edits
/// it was told (see `BatchUpdate`). Otherwise it shows the new items: the simulation has no animation,
/// and reloads every item as `reloadData()` does (which also clears the selection; UIKit keeps unchanged
/// items' cells and selection).
extension UICollectionView {
    /// Inserts items at `indexPaths` (places after the update).
    public func insertItems(at indexPaths: [IndexPath]) {
        update { $0.insertedItems += indexPaths }
    }

    /// Deletes the items at `indexPaths` (places before the update).
    public func deleteItems(at indexPaths: [IndexPath]) {
        update { $0.deletedItems += indexPaths }
    }

    /// Asks the data source again for the cells at `indexPaths` (places before the update).
    public func reloadItems(at indexPaths: [IndexPath]) {
        update { $0.reloadedItems += indexPaths }
    }

    /// Moves the item at `indexPath` (before the update) to `newIndexPath` (after it).
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Inserts the sections at `sections` (places after the update).
    public func insertSections(_ sections: IndexSet) {
        update { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes the sections at `sections` (places before the update), with their items.
    public func deleteSections(_ sections: IndexSet) {
        update { $0.deletedSections.formUnion(sections) }
    }

    /// Asks the data source again for the sections at `sections` (places before the update): their
    /// number of items may change.
    public func reloadSections(_ sections: IndexSet) {
        update { $0.reloadedSections.formUnion(sections) }
    }

    /// Moves the section at `section` (before the update) to `newSection` (after it), with its items.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        update { $0.movedSections.append((section, newSection)) }
    }

    /// Runs `updates` as one update (the edits it makes, however nested, are checked together once it
    /// returns), then calls `completion` with `true` (at once: the simulation has no animation to wait
    /// for).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        openUpdate.begin()
        updates?()
        endUpdate()
        completion?(true)
    }

    /// Adds an edit to the open update, or makes it an update of its own.
    private func update(_ edit: (inout BatchUpdate) -> Void) {
        openUpdate.begin()
        openUpdate.add(edit)
        endUpdate()
    }

    /// Closes one level of update; when it is the outermost, stops the program if the edits do not match
    /// the data source's counts, and shows the new items if they do.
    private func endUpdate() {
        guard let finished = openUpdate.end() else { return }
        let before = (0..<numberOfSections).map { numberOfItems(inSection: $0) }
        let after =
            dataSource.map { dataSource in
                (0..<dataSource.numberOfSections(in: self)).map {
                    dataSource.collectionView(self, numberOfItemsInSection: $0)
                }
            } ?? []
        if let failure = finished.failure(before: before, after: after, BatchUpdate.collection) {
            fatalError(failure)
        }
        reloadData()
    }
}
