import UIKitSim

/// A row the user moved (`tableView.rx.itemMoved`): from where, to where.
public typealias ItemMovedEvent = (sourceIndex: IndexPath, destinationIndex: IndexPath)

/// A cell about to be shown (`tableView.rx.willDisplayCell`).
public typealias WillDisplayCellEvent = (cell: UITableViewCell, indexPath: IndexPath)

/// A cell no longer shown (`tableView.rx.didEndDisplayingCell`).
public typealias DidEndDisplayingCellEvent = (cell: UITableViewCell, indexPath: IndexPath)
