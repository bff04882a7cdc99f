import Foundation

/// Where a table view gets its rows, as UIKit's `UITableViewDataSource` (the first two methods
/// required; the defaults of the others stand in for Objective-C's optional methods).
public protocol UITableViewDataSource: AnyObject {
    /// How many rows `section` has.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

    /// The cell of the row at `indexPath` (dequeue it with `dequeueReusableCell(withIdentifier:for:)`).
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell

    /// How many sections the table has (1 by default).
    func numberOfSections(in tableView: UITableView) -> Int

    /// The user committed an edit of the row at `indexPath`: a swipe then Delete (`.delete`), or the
    /// editing control's plus (`.insert`). Update the data, then the table. The default does nothing.
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath)

    /// Whether the row at `indexPath` shows a reorder control while editing (`true` by default).
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool

    /// The user dragged the row at `sourceIndexPath` to `destinationIndexPath`. The table already shows
    /// it there; update the data to match. The default does nothing.
    func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }

    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {}

    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}
