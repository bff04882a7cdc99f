import Foundation
import RxCore
import UIKitSim

extension UICollectionView: HasDataSource {
    public typealias DataSource = UICollectionViewDataSource
}

/// The data source proxy of `UICollectionView`. Its methods are answered by the forward data source
/// (the one `rx.items` or `rx.setDataSource` installs; without one the collection is empty), and are not
/// observable: they ask, they do not tell.
open class RxCollectionViewDataSourceProxy: DelegateProxy<UICollectionView, UICollectionViewDataSource>,
    DelegateProxyType, UICollectionViewDataSource
{
    /// The collection view, while it is alive.
    public weak private(set) var collectionView: UICollectionView?

    /// The proxy of `collectionView`.
    public init(collectionView: ParentObject) {
        self.collectionView = collectionView
        super.init(parentObject: collectionView, delegateProxy: RxCollectionViewDataSourceProxy.self)
    }

    public static func registerKnownImplementations() {
        register { RxCollectionViewDataSourceProxy(collectionView: $0) }
    }

    /// The forward data source's item count (0 without one).
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    {
        forwardToDelegate()?.collectionView(collectionView, numberOfItemsInSection: section) ?? 0
    }

    /// The forward data source's cell (a collection without one has no items to ask about).
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        guard let dataSource = forwardToDelegate() else {
            fatalError("\(collectionView) has items but no data source: bind items with `rx.items` first")
        }
        return dataSource.collectionView(collectionView, cellForItemAt: indexPath)
    }

    /// The forward data source's section count (1 without one).
    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        forwardToDelegate()?.numberOfSections(in: collectionView) ?? 1
    }

    /// The forward data source's header or footer.
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard let dataSource = forwardToDelegate() else {
            fatalError("\(collectionView) shows a \(kind) view but has no data source")
        }
        return dataSource.collectionView(
            collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
    }
}
