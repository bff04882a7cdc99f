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
    /// The view that zooms when the user pinches (`nil`, the default: the content does not zoom).
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// A pinch is about to zoom `view`.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// A pinch that zoomed `view` ended at `scale`.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
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
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidEndZooming(
        _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
    ) {}
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

    /// Whether the user can scroll (`true` by default); scrolling in code works either way.
    open var isScrollEnabled = true {
        didSet { recordChange("isScrollEnabled", from: oldValue, to: isScrollEnabled) }
    }

    /// The refresh control shown when the user pulls the content down (see `UIRefreshControl`). Setting
    /// one makes it a subview, as in UIKit.
    open var refreshControl: UIRefreshControl? {
        didSet {
            if oldValue !== refreshControl {
                oldValue?.removeFromSuperview()
                oldValue?.scrollView = nil
                if let refreshControl {
                    addSubview(refreshControl)
                    refreshControl.scrollView = self
                }
            }
            recordChange("refreshControl", from: oldValue, to: refreshControl)
        }
    }

    /// How much the content is zoomed, within `minimumZoomScale…maximumZoomScale` (1 by default). Each
    /// set calls the delegate's `scrollViewDidZoom`, as in UIKit.
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set {
            let old = storedZoomScale
            storedZoomScale = min(max(newValue, minimumZoomScale), maximumZoomScale)
            recordChange("zoomScale", from: old, to: storedZoomScale)
            delegate?.scrollViewDidZoom(self)
        }
    }

    private var storedZoomScale: CGFloat = 1

    /// The smallest zoom scale (1 by default).
    open var minimumZoomScale: CGFloat = 1 {
        didSet { recordChange("minimumZoomScale", from: oldValue, to: minimumZoomScale) }
    }

    /// The largest zoom scale (1 by default: as in UIKit, a scroll view zooms only once it is raised and
    /// the delegate names a view for zooming).
    open var maximumZoomScale: CGFloat = 1 {
        didSet { recordChange("maximumZoomScale", from: oldValue, to: maximumZoomScale) }
    }

    /// Whether the user's fingers are zooming the content.
    public private(set) var isZooming = false

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

    /// Zooms to `scale` (clamped; the animation is not simulated).
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        zoomScale = scale
    }

    // MARK: Scripted user

    /// Whether the user can scroll the content with a finger.
    private var canBeScrolledByUser: Bool {
        isScrollEnabled && canReceiveTouches
    }

    /// The user drags the content to `offset` and lifts the finger without momentum: will begin
    /// dragging, did scroll, will end dragging, did end dragging (not decelerating). Nothing happens when
    /// scrolling is disabled (`isScrollEnabled`) or the view cannot be touched.
    open func simulateDrag(to offset: CGPoint) {
        guard canBeScrolledByUser else { return }
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
    /// (decelerating), will begin decelerating, did scroll, did end decelerating. Nothing happens when the
    /// user cannot scroll (see `simulateDrag(to:)`).
    open func simulateSwipe(dragTo dragOffset: CGPoint, restingAt restingOffset: CGPoint) {
        guard canBeScrolledByUser else { return }
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

    /// The user pinches the content to `scale`: as in UIKit, only when the delegate names a view for
    /// zooming (`viewForZooming(in:)`) and the zoom range is not a single scale. The delegate hears will
    /// begin zooming, did zoom, and did end zooming at the scale reached (clamped to the range).
    open func simulatePinch(toScale scale: CGFloat) {
        guard canReceiveTouches, minimumZoomScale < maximumZoomScale,
            let zoomingView = delegate?.viewForZooming(in: self)
        else { return }
        isZooming = true
        delegate?.scrollViewWillBeginZooming(self, with: zoomingView)
        zoomScale = scale
        isZooming = false
        delegate?.scrollViewDidEndZooming(self, with: zoomingView, atScale: zoomScale)
    }
}
