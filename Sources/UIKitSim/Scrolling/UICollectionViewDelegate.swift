import Foundation

/// What a collection view tells its delegate, as UIKit's `UICollectionViewDelegate` (every method
/// optional: the defaults below stand in for Objective-C's optional methods).
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// The user tapped the item at `indexPath`, which is now selected.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)

    /// The item at `indexPath` is no longer selected (the user selected another, or tapped it again
    /// with multiple selection).
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)

    /// The user's finger came down on the item at `indexPath`, which is now highlighted.
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)

    /// The item at `indexPath` is no longer highlighted (the finger lifted).
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)

    /// `cell` is about to be shown for the item at `indexPath`.
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath)

    /// The header or footer `view` (`elementKind`) is about to be shown at `indexPath`.
    func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath)

    /// `cell`, shown for the item at `indexPath`, is no longer shown.
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath)

    /// The header or footer `view` (`elementKind`), shown at `indexPath`, is no longer shown.
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    {}
    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}
}
