import Foundation
import RxCore
import UIKitSim

extension UIScrollView: HasDelegate {
    public typealias Delegate = UIScrollViewDelegate
}

/// The delegate proxy of `UIScrollView` (and, through its subclasses, of table and collection views):
/// every `UIScrollViewDelegate` method is intercepted and forwarded.
open class RxScrollViewDelegateProxy: DelegateProxy<UIScrollView, UIScrollViewDelegate>, DelegateProxyType,
    UIScrollViewDelegate
{
    /// The scroll view, while it is alive.
    public weak private(set) var scrollView: UIScrollView?

    /// The proxy of `scrollView`.
    public init(scrollView: ParentObject) {
        self.scrollView = scrollView
        super.init(parentObject: scrollView, delegateProxy: RxScrollViewDelegateProxy.self)
    }

    public static func registerKnownImplementations() {
        register { RxScrollViewDelegateProxy(scrollView: $0) }
        register { RxTableViewDelegateProxy(tableView: $0) }
        register { RxCollectionViewDelegateProxy(collectionView: $0) }
        register { RxTextViewDelegateProxy(textView: $0) }
    }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        intercept(arguments: [scrollView]) { $0.scrollViewDidScroll(scrollView) }
    }

    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        intercept(arguments: [scrollView]) { $0.scrollViewWillBeginDragging(scrollView) }
    }

    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        intercept(arguments: [scrollView, velocity, targetContentOffset]) {
            $0.scrollViewWillEndDragging(
                scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
        }
    }

    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        intercept(arguments: [scrollView, decelerate]) {
            $0.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
        }
    }

    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        intercept(arguments: [scrollView]) { $0.scrollViewWillBeginDecelerating(scrollView) }
    }

    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        intercept(arguments: [scrollView]) { $0.scrollViewDidEndDecelerating(scrollView) }
    }

    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        intercept(arguments: [scrollView]) { $0.scrollViewDidEndScrollingAnimation(scrollView) }
    }

    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        intercept(arguments: [scrollView]) { $0.scrollViewDidScrollToTop(scrollView) }
    }

    public func scrollViewDidZoom(_ scrollView: UIScrollView) {
        intercept(arguments: [scrollView]) { $0.scrollViewDidZoom(scrollView) }
    }

    /// The forward delegate's view for zooming (`nil` without one): a method that returns a value is
    /// answered, not observed (see `DelegateProxy`).
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        forwardToDelegate()?.viewForZooming(in: scrollView)
    }

    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        intercept(arguments: [scrollView, view as Any]) {
            $0.scrollViewWillBeginZooming(scrollView, with: view)
        }
    }

    public func scrollViewDidEndZooming(
        _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
    ) {
        intercept(arguments: [scrollView, view as Any, scale]) {
            $0.scrollViewDidEndZooming(scrollView, with: view, atScale: scale)
        }
    }
}
