import Foundation

/// Told which items a scroll is about to bring on screen, so their data can be loaded ahead, as
/// UIKit's `UICollectionViewDataSourcePrefetching` (the first method required).
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    /// The items at `indexPaths` will probably be shown soon: start loading what they need.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])

    /// The items at `indexPaths`, asked for before, are no longer expected soon (the user turned back):
    /// cancel their loading. The default does nothing.
    func collectionView(
        _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(
        _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {}
}
