import Foundation

/// What a scroll view tells its delegate, as UIKit's `UIScrollViewDelegate` (every method optional:
/// the empty defaults below stand in for Objective-C's optional methods).
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    func scrollViewDidZoom(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
}

/// A view that scrolls its content, as UIKit's `UIScrollView`.
///
/// As in UIKit, every change of `contentOffset` (by the user or in code) calls the delegate's
/// `scrollViewDidScroll`; the other delegate calls come from the scripted user (`simulate…`).
open class UIScrollView: UIView {
    /// The delegate, held weakly.
    open weak var delegate: UIScrollViewDelegate?

    /// The point of the content shown at the top left.
    open var contentOffset: CGPoint = .zero {
        didSet {
            bounds.origin = contentOffset
            recordChange("contentOffset", from: oldValue, to: contentOffset)
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// The size of the content.
    open var contentSize: CGSize = .zero {
        didSet { recordChange("contentSize", from: oldValue, to: contentSize) }
    }

    /// Whether a page is shown whole after each scroll.
    open var isPagingEnabled = false

    /// Whether the user's finger is on the content.
    public private(set) var isDragging = false
    /// Whether the content is still moving after the user lifted the finger.
    public private(set) var isDecelerating = false

    /// Scrolls to `contentOffset` (the animation is not simulated; the delegate is told it ended).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
        if animated {
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    // MARK: Scripted user

    /// The user drags the content to `offset` and lifts the finger without momentum: will begin
    /// dragging, did scroll, will end dragging, did end dragging (not decelerating).
    open func simulateDrag(to offset: CGPoint) {
        isDragging = true
        delegate?.scrollViewWillBeginDragging(self)
        contentOffset = offset
        var target = offset
        delegate?.scrollViewWillEndDragging(self, withVelocity: .zero, targetContentOffset: &target)
        isDragging = false
        delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
        if target != offset {
            contentOffset = target
        }
    }

    /// The user flicks the content: it is dragged to `dragOffset`, lifted with momentum, and glides to
    /// `restingOffset` — will begin dragging, did scroll, will end dragging, did end dragging
    /// (decelerating), will begin decelerating, did scroll, did end decelerating.
    open func simulateSwipe(dragTo dragOffset: CGPoint, restingAt restingOffset: CGPoint) {
        isDragging = true
        delegate?.scrollViewWillBeginDragging(self)
        contentOffset = dragOffset
        var target = restingOffset
        delegate?.scrollViewWillEndDragging(
            self, withVelocity: CGPoint(x: 1, y: 1), targetContentOffset: &target)
        isDragging = false
        delegate?.scrollViewDidEndDragging(self, willDecelerate: true)
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        contentOffset = target
        isDecelerating = false
        delegate?.scrollViewDidEndDecelerating(self)
    }

    /// The user flicks to the page `page` of a horizontally paged scroll view (pages as wide as the
    /// view): a swipe that comes to rest at that page's offset.
    open func simulateSwipe(toPage page: Int) {
        let resting = CGPoint(x: CGFloat(page) * frame.width, y: contentOffset.y)
        let midway = CGPoint(x: (contentOffset.x + resting.x) / 2, y: contentOffset.y)
        simulateSwipe(dragTo: midway, restingAt: resting)
    }
}
