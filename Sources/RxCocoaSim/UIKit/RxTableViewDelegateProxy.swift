import Foundation
import RxCore
import UIKitSim

/// The delegate proxy of `UITableView`: the scroll view proxy, plus the table view delegate methods.
/// It shares the scroll view's delegate slot (`tableView.rx.delegate` is this proxy). The methods that
/// tell of something are intercepted and forwarded; `editingStyleForRowAt`, which asks, is answered by
/// the forward delegate (`.delete` without one) and is not observable.
open class RxTableViewDelegateProxy: RxScrollViewDelegateProxy, UITableViewDelegate {
    /// The table view, while it is alive.
    public weak private(set) var tableView: UITableView?

    /// The proxy of `tableView`.
    public init(tableView: UITableView) {
        self.tableView = tableView
        super.init(scrollView: tableView)
    }

    /// The forward delegate, if it is a table view delegate.
    private var tableDelegate: UITableViewDelegate? {
        forwardToDelegate() as? UITableViewDelegate
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

    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        intercept(arguments: [tableView, indexPath]) {
            ($0 as? UITableViewDelegate)?.tableView(tableView, didHighlightRowAt: indexPath)
        }
    }

    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        intercept(arguments: [tableView, indexPath]) {
            ($0 as? UITableViewDelegate)?.tableView(tableView, didUnhighlightRowAt: indexPath)
        }
    }

    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        intercept(arguments: [tableView, indexPath]) {
            ($0 as? UITableViewDelegate)?.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
        }
    }

    public func tableView(
        _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        intercept(arguments: [tableView, cell, indexPath]) {
            ($0 as? UITableViewDelegate)?.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
        }
    }

    public func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        intercept(arguments: [tableView, cell, indexPath]) {
            ($0 as? UITableViewDelegate)?.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
        }
    }

    /// The forward delegate's editing style (`.delete` without one).
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    {
        tableDelegate?.tableView(tableView, editingStyleForRowAt: indexPath) ?? .delete
    }
}
