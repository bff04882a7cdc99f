import Foundation

/// A row of dots, one per page, the current one highlighted, as UIKit's `UIPageControl`.
///
/// Setting `currentPage` in code sends no event. The scripted user moves to another page with
/// `simulateTap(_:)` (a tap on one side of the dots, one page that way) or
/// `simulateScrub(toPage:)` (a finger slid along the dots); either sends `valueChanged`.
open class UIPageControl: UIControl {
    /// A side of the row of dots, for a tap.
    public enum TapSide {
        /// Before the current dot (left, in a left-to-right language): the previous page.
        case previous
        /// After the current dot: the next page.
        case next
    }

    /// The number of pages (dots), 0 by default. Reducing it below the current page moves the current
    /// page to the last one, as in UIKit.
    open var numberOfPages: Int {
        get { storedNumberOfPages }
        set {
            let old = storedNumberOfPages
            storedNumberOfPages = max(newValue, 0)
            recordChange("numberOfPages", from: old, to: storedNumberOfPages)
            if storedCurrentPage > lastPage {
                currentPage = lastPage
            }
        }
    }

    private var storedNumberOfPages = 0

    /// The highlighted page, within `0…numberOfPages - 1` (a value out of range is clamped, as in UIKit).
    open var currentPage: Int {
        get { storedCurrentPage }
        set {
            let old = storedCurrentPage
            storedCurrentPage = min(max(newValue, 0), lastPage)
            recordChange("currentPage", from: old, to: storedCurrentPage)
        }
    }

    private var storedCurrentPage = 0

    /// Whether the control hides itself when there is only one page.
    open var hidesForSinglePage = false {
        didSet { recordChange("hidesForSinglePage", from: oldValue, to: hidesForSinglePage) }
    }

    /// The color of the current page's dot (`nil`: the system's).
    open var currentPageIndicatorTintColor: UIColor? {
        didSet {
            recordChange(
                "currentPageIndicatorTintColor", from: oldValue, to: currentPageIndicatorTintColor)
        }
    }

    /// The color of the other dots (`nil`: the system's).
    open var pageIndicatorTintColor: UIColor? {
        didSet { recordChange("pageIndicatorTintColor", from: oldValue, to: pageIndicatorTintColor) }
    }

    /// The index of the last page (0 when there is none).
    private var lastPage: Int {
        max(storedNumberOfPages - 1, 0)
    }

    /// Whether the user sees the dots and can touch them.
    private var acceptsTouches: Bool {
        isEnabled && canReceiveTouches && !(hidesForSinglePage && numberOfPages <= 1)
    }

    // MARK: Scripted user

    /// The user taps on `side` of the current dot: the page before or after becomes current, then
    /// `valueChanged`. Nothing happens at the first page (for `previous`) or the last (for `next`), as
    /// in UIKit, nor when the control is disabled, hidden or cannot be touched.
    open func simulateTap(_ side: TapSide) {
        let page = side == .next ? currentPage + 1 : currentPage - 1
        guard page >= 0, page < numberOfPages else { return }
        moveByUser(to: page)
    }

    /// The user slides a finger along the dots to `page` (clamped to the pages), then lifts it: that
    /// page becomes current, then one `valueChanged`. Nothing happens when the page stays the same, or
    /// when the control is disabled, hidden or cannot be touched.
    open func simulateScrub(toPage page: Int) {
        moveByUser(to: min(max(page, 0), lastPage))
    }

    /// What the user's move to `page` does: the page becomes current, then `valueChanged`.
    private func moveByUser(to page: Int) {
        guard acceptsTouches, numberOfPages > 0, page != currentPage else { return }
        currentPage = page
        sendActions(for: .valueChanged)
    }
}
