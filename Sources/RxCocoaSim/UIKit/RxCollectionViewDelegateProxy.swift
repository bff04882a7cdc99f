import Foundation
import RxCore
import UIKitSim

/// The delegate proxy of `UICollectionView`: the scroll view proxy, plus the collection view delegate
/// methods. It shares the scroll view's delegate slot.
open class RxCollectionViewDelegateProxy: RxScrollViewDelegateProxy, UICollectionViewDelegate {
    /// The collection view, while it is alive.
    public weak private(set) var collectionView: UICollectionView?

    /// The proxy of `collectionView`.
    public init(collectionView: UICollectionView) {
        self.collectionView = collectionView
        super.init(scrollView: collectionView)
    }

    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        intercept(arguments: [collectionView, indexPath]) {
            ($0 as? UICollectionViewDelegate)?.collectionView(collectionView, didSelectItemAt: indexPath)
        }
    }

    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        intercept(arguments: [collectionView, indexPath]) {
            ($0 as? UICollectionViewDelegate)?.collectionView(collectionView, didDeselectItemAt: indexPath)
        }
    }

    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        intercept(arguments: [collectionView, indexPath]) {
            ($0 as? UICollectionViewDelegate)?.collectionView(collectionView, didHighlightItemAt: indexPath)
        }
    }

    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    {
        intercept(arguments: [collectionView, indexPath]) {
            ($0 as? UICollectionViewDelegate)?.collectionView(collectionView, didUnhighlightItemAt: indexPath)
        }
    }

    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        intercept(arguments: [collectionView, cell, indexPath]) {
            ($0 as? UICollectionViewDelegate)?.collectionView(
                collectionView, willDisplay: cell, forItemAt: indexPath)
        }
    }

    public func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        intercept(arguments: [collectionView, view, elementKind, indexPath]) {
            ($0 as? UICollectionViewDelegate)?.collectionView(
                collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath
            )
        }
    }

    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        intercept(arguments: [collectionView, cell, indexPath]) {
            ($0 as? UICollectionViewDelegate)?.collectionView(
                collectionView, didEndDisplaying: cell, forItemAt: indexPath)
        }
    }

    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
        intercept(arguments: [collectionView, view, elementKind, indexPath]) {
            ($0 as? UICollectionViewDelegate)?.collectionView(
                collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind,
                at: indexPath)
        }
    }
}

// The selection events stay next to the proxy: a lesson quotes `itemSelected` from this file. The
// other collection view extensions are in `UICollectionView+Rx.swift`.
extension Reactive where Base: UICollectionView {
    /// The collection view's delegate proxy (shared with the scroll view extensions).
    public var delegate: DelegateProxy<UIScrollView, UIScrollViewDelegate> {
        RxScrollViewDelegateProxy.proxy(for: base)
    }

    // @code UICollectionView.rx.itemSelected
    /// The index path of each item the user selects.
    public var itemSelected: ControlEvent<IndexPath> {
        let source = delegate.methodInvoked("collectionView(_:didSelectItemAt:)").map { arguments in
            try castOrThrow(IndexPath.self, arguments[1])
        }
        return ControlEvent(events: source, name: .reactive("itemSelected"))
    }
    // @end

    /// The index path of each item the user deselects.
    public var itemDeselected: ControlEvent<IndexPath> {
        let source = delegate.methodInvoked("collectionView(_:didDeselectItemAt:)").map { arguments in
            try castOrThrow(IndexPath.self, arguments[1])
        }
        return ControlEvent(events: source, name: .reactive("itemDeselected"))
    }
}
