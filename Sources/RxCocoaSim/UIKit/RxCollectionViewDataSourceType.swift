import RxCore
import UIKitSim

/// A data source that receives a bound sequence's events and shows its latest element in a collection
/// view (what `rx.items(dataSource:)` binds).
public protocol RxCollectionViewDataSourceType {
    /// The type of the sequence's elements (for `rx.items`, a sequence of items).
    associatedtype Element

    /// Receives an event of the bound sequence.
    func collectionView(_ collectionView: UICollectionView, observedEvent: Event<Element>)
}
