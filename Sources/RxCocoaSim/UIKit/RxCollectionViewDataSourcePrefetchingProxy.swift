import Foundation
import RxCore
import UIKitSim

extension UICollectionView: HasPrefetchDataSource {
    public typealias PrefetchDataSource = UICollectionViewDataSourcePrefetching
}

/// The prefetch data source proxy of `UICollectionView`: both prefetching methods are intercepted and
/// forwarded (to the data source set with `rx.setPrefetchDataSource`, if any).
open class RxCollectionViewDataSourcePrefetchingProxy:
    DelegateProxy<UICollectionView, UICollectionViewDataSourcePrefetching>, DelegateProxyType,
    UICollectionViewDataSourcePrefetching
{
    /// The collection view, while it is alive.
    public weak private(set) var collectionView: UICollectionView?

    /// The proxy of `collectionView`.
    public init(collectionView: ParentObject) {
        self.collectionView = collectionView
        super.init(
            parentObject: collectionView, delegateProxy: RxCollectionViewDataSourcePrefetchingProxy.self)
    }

    public static func registerKnownImplementations() {
        register { RxCollectionViewDataSourcePrefetchingProxy(collectionView: $0) }
    }

    public func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        intercept(arguments: [collectionView, indexPaths]) {
            $0.collectionView(collectionView, prefetchItemsAt: indexPaths)
        }
    }

    public func collectionView(
        _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {
        intercept(arguments: [collectionView, indexPaths]) {
            $0.collectionView(collectionView, cancelPrefetchingForItemsAt: indexPaths)
        }
    }
}
