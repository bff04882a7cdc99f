import Foundation

/// A cell of a collection view, as UIKit's `UICollectionViewCell`.
open class UICollectionViewCell: UIView {
    /// The view cells put their content in.
    public let contentView = UIView()

    /// Whether the cell is selected.
    open var isSelected = false {
        didSet { recordChange("isSelected", from: oldValue, to: isSelected) }
    }

    /// A cell. The collection view makes registered cells through this initializer.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }
}

/// Where a collection view gets its items, as UIKit's `UICollectionViewDataSource`.
public protocol UICollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

/// What a collection view tells its delegate, as UIKit's `UICollectionViewDelegate` (every method
/// optional).
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
}

/// A grid of items, as UIKit's `UICollectionView`. As the simulated table view, every item counts as
/// visible: `reloadData()` asks for every cell. Assign a `UICollectionViewDelegate` to `delegate`.
open class UICollectionView: UIScrollView {
    /// Where the items come from, held weakly.
    open weak var dataSource: UICollectionViewDataSource?

    private var registrations: [String: UICollectionViewCell.Type] = [:]
    private var cells: [IndexPath: UICollectionViewCell] = [:]

    /// The selected items.
    public private(set) var indexPathsForSelectedItems: [IndexPath] = []

    private var collectionDelegate: UICollectionViewDelegate? {
        delegate as? UICollectionViewDelegate
    }

    /// Makes cells of `cellClass` for `identifier`.
    open func register(_ cellClass: UICollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String)
    {
        registrations[identifier] = cellClass
    }

    /// A new cell of the class registered for `identifier`.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        guard let cellClass = registrations[identifier] else {
            fatalError(
                "unable to dequeue a cell with identifier \(identifier): register a class for it first")
        }
        return cellClass.init(frame: .zero)
    }

    /// Asks the data source for every item again.
    open func reloadData() {
        cells = [:]
        guard let dataSource else { return }
        for section in 0..<dataSource.numberOfSections(in: self) {
            for item in 0..<dataSource.collectionView(self, numberOfItemsInSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                cells[indexPath] = dataSource.collectionView(self, cellForItemAt: indexPath)
            }
        }
    }

    /// The cell shown for `indexPath`, if there is such an item.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        cells[indexPath]
    }

    // MARK: Scripted user

    /// The user taps the item at `indexPath`: it is selected and the delegate's `didSelectItemAt` is
    /// called, after `didDeselectItemAt` for a previously selected item (one item is selected at a
    /// time, as UIKit's default).
    open func simulateSelectItem(at indexPath: IndexPath) {
        guard canReceiveTouches else { return }
        for previous in indexPathsForSelectedItems where previous != indexPath {
            cells[previous]?.isSelected = false
            indexPathsForSelectedItems.removeAll { $0 == previous }
            collectionDelegate?.collectionView(self, didDeselectItemAt: previous)
        }
        if !indexPathsForSelectedItems.contains(indexPath) {
            indexPathsForSelectedItems.append(indexPath)
        }
        cells[indexPath]?.isSelected = true
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }
}
