import Foundation

/// Where a collection view gets its items, as UIKit's `UICollectionViewDataSource` (the first two
/// methods required; the defaults of the others stand in for Objective-C's optional methods).
public protocol UICollectionViewDataSource: AnyObject {
    /// How many items `section` has.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int

    /// The cell of the item at `indexPath` (dequeue it with
    /// `dequeueReusableCell(withReuseIdentifier:for:)`).
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell

    /// How many sections the collection has (1 by default).
    func numberOfSections(in collectionView: UICollectionView) -> Int

    /// The header or footer (`kind`) of section `indexPath.section`, asked for when the layout shows
    /// one (dequeue it with `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`). The
    /// default stops the program, as UIKit does when the layout asks and nothing answers.
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        fatalError(
            "the layout shows a \(kind) view: implement collectionView(_:viewForSupplementaryElementOfKind:at:)"
        )
    }
}
