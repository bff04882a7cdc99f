import Foundation
import RxCore
import UIKitSim

/// The data source `rx.items` installs on a collection view: one section, an item per element of the
/// latest sequence, cells made by `cellFactory`. Each new sequence reloads the collection.
final class RxCollectionViewReactiveArrayDataSource<Items: Sequence>: NSObject, UICollectionViewDataSource,
    RxCollectionViewDataSourceType, SectionedViewDataSourceType
{
    typealias CellFactory = (UICollectionView, Int, Items.Element) -> UICollectionViewCell

    private let cellFactory: CellFactory
    private var items: [Items.Element] = []

    init(cellFactory: @escaping CellFactory) {
        self.cellFactory = cellFactory
    }

    /// The same on every platform, every run (see `sandboxDescription`).
    override var description: String {
        sandboxDescription
    }

    func collectionView(_ collectionView: UICollectionView, observedEvent: Event<Items>) {
        guard case .next(let elements) = observedEvent else { return }
        items = Array(elements)
        collectionView.reloadData()
    }

    func model(at indexPath: IndexPath) throws -> Any {
        guard items.indices.contains(indexPath.item) else {
            throw RxCocoaError.itemsNotYetBound(object: self)
        }
        return items[indexPath.item]
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        cellFactory(collectionView, indexPath.item, items[indexPath.item])
    }
}
