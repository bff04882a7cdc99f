import Foundation

/// What a table view asks of and tells its delegate, as UIKit's `UITableViewDelegate` (every method
/// optional: the defaults below stand in for Objective-C's optional methods).
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// The user tapped the row at `indexPath`, which is now selected.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)

    /// The row at `indexPath`, selected before, is no longer (the user selected another).
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)

    /// The user's finger came down on the row at `indexPath`, which is now highlighted.
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)

    /// The row at `indexPath` is no longer highlighted (the finger lifted).
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)

    /// The user tapped the detail button of the row at `indexPath`.
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)

    /// `cell` is about to be shown for the row at `indexPath`.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)

    /// `cell`, shown for the row at `indexPath`, is no longer shown.
    func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)

    /// The editing control the row at `indexPath` shows while the table is editing (`.delete` by
    /// default; `.insert` shows a plus).
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    public func tableView(
        _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}
    public func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    {
        .delete
    }
}
