import Foundation

/// The spinner a scroll view shows when the user pulls its content down, as UIKit's
/// `UIRefreshControl`. Give one to a scroll view (`scrollView.refreshControl`); the user's pull
/// (`simulatePull()`) starts it refreshing and sends `valueChanged`, and the app ends the refresh with
/// `endRefreshing()` when its data has arrived.
open class UIRefreshControl: UIControl {
    /// Whether the spinner is showing: set by the user's pull and `beginRefreshing()`, cleared by
    /// `endRefreshing()`.
    public private(set) var isRefreshing = false {
        didSet { recordChange("isRefreshing", from: oldValue, to: isRefreshing) }
    }

    /// The text shown under the spinner.
    open var attributedTitle: NSAttributedString? {
        didSet { recordChange("attributedTitle", from: oldValue, to: attributedTitle) }
    }

    /// The spinner's color (`nil`: the system's).
    open var tintColor: UIColor! {
        didSet { recordChange("tintColor", from: oldValue, to: tintColor) }
    }

    /// The scroll view the control belongs to (the one whose `refreshControl` it is): the one the user
    /// pulls.
    weak var scrollView: UIScrollView?

    /// Shows the spinner, as when the user pulled (code that starts a refresh itself calls this). It
    /// sends no event.
    open func beginRefreshing() {
        isRefreshing = true
    }

    /// Hides the spinner: the refresh is over.
    open func endRefreshing() {
        isRefreshing = false
    }

    // MARK: Scripted user

    /// The user pulls the scroll view's content down until the spinner appears: the control starts
    /// refreshing, then sends `valueChanged` (where the app starts loading). Nothing happens while it is
    /// already refreshing, when it is disabled, or when it belongs to no scroll view that can scroll.
    open func simulatePull() {
        guard isEnabled, !isRefreshing, let scrollView, scrollView.isScrollEnabled,
            scrollView.canReceiveTouches
        else { return }
        isRefreshing = true
        sendActions(for: .valueChanged)
    }
}
