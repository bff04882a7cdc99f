import Foundation

/// A grid of items, as UIKit's `UICollectionView`, made with a layout
/// (`UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())`).
///
/// As the simulated table view, every item counts as visible: `reloadData()` asks for every cell (and
/// every section's header and footer, when the flow layout shows them) at once, and `cellForItem(at:)`
/// returns them. Cells and headers are reused as in UIKit. To change some items rather than reload them
/// all, change the data, then tell the collection view what changed (`insertItems(at:)`, …: see
/// `UICollectionView+BatchUpdates.swift`). Assign a `UICollectionViewDelegate` to `delegate` (declared
/// by `UIScrollView`).
open class UICollectionView: UIScrollView {
    /// The directions a grid scrolls in.
    public enum ScrollDirection {
        case vertical, horizontal
    }

    /// Where a selected item is scrolled to (not simulated: the grid does not move); `[]` for no scroll.
    public struct ScrollPosition: OptionSet {
        public let rawValue: UInt

        /// A position.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// At the top.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// In the middle, vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// At the bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// At the left.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// In the middle, horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// At the right.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of a section header view.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer view.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Where the items come from, held weakly.
    open weak var dataSource: UICollectionViewDataSource?

    /// Told which items a scroll is about to show (see `simulateScroll(approachingItemsAt:)`), held
    /// weakly.
    open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching?

    /// Whether `prefetchDataSource` is asked (true by default).
    open var isPrefetchingEnabled = true {
        didSet { recordChange("isPrefetchingEnabled", from: oldValue, to: isPrefetchingEnabled) }
    }

    /// Whether the user can select items (true by default).
    open var allowsSelection = true {
        didSet { recordChange("allowsSelection", from: oldValue, to: allowsSelection) }
    }

    /// Whether several items can be selected at once, a tap on a selected one deselecting it (false by
    /// default).
    open var allowsMultipleSelection = false {
        didSet { recordChange("allowsMultipleSelection", from: oldValue, to: allowsMultipleSelection) }
    }

    /// The layout the collection view was made with.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            recordChange("collectionViewLayout", from: oldValue, to: collectionViewLayout)
            collectionViewLayout.collectionView = self
        }
    }

    private var cellClasses: [String: UICollectionReusableView.Type] = [:]
    private var supplementaryClasses: [String: UICollectionReusableView.Type] = [:]
    private var reusePool: [String: [UICollectionReusableView]] = [:]
    private var cells: [IndexPath: UICollectionViewCell] = [:]
    private var supplementaryViews: [SupplementaryKey: UICollectionReusableView] = [:]
    private var itemCounts: [Int] = []
    private var highlightedIndexPath: IndexPath?
    private var prefetchedIndexPaths: [IndexPath] = []
    /// The batch update that is open, if any (see `UICollectionView+BatchUpdates.swift`).
    var openUpdate = OpenBatchUpdate()

    /// A header or footer's place: its kind and index path.
    private struct SupplementaryKey: Hashable {
        let kind: String
        let indexPath: IndexPath
    }

    /// The selected items, in the order they were selected.
    public private(set) var indexPathsForSelectedItems: [IndexPath]? = []

    private var collectionDelegate: UICollectionViewDelegate? {
        delegate as? UICollectionViewDelegate
    }

    /// A collection view laid out by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// A collection view with a flow layout (UIKit requires a layout; the sandbox supplies one).
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
    }

    /// Makes cells of `cellClass` (a `UICollectionViewCell` subclass) for `identifier`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass as? UICollectionViewCell.Type
    }

    /// Makes headers or footers (`elementKind`) of `viewClass` (a `UICollectionReusableView` subclass)
    /// for `identifier`.
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
        withReuseIdentifier identifier: String
    ) {
        supplementaryClasses[elementKind + "/" + identifier] = viewClass as? UICollectionReusableView.Type
    }

    /// A cell for `indexPath`: one from the reuse pool (after `prepareForReuse()`), or a new one of the
    /// registered class. Stops the program if nothing is registered for `identifier`, as UIKit does.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        guard
            let cell = dequeue(poolKey: identifier, classes: cellClasses, identifier: identifier)
                as? UICollectionViewCell
        else {
            fatalError("the class registered for \(identifier) is not a UICollectionViewCell")
        }
        return cell
    }

    /// A header or footer (`elementKind`) for `indexPath`, reused or new, as for cells.
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let key = elementKind + "/" + identifier
        return dequeue(poolKey: key, classes: supplementaryClasses, identifier: identifier, classKey: key)
    }

    private func dequeue(
        poolKey: String, classes: [String: UICollectionReusableView.Type], identifier: String,
        classKey: String? = nil
    ) -> UICollectionReusableView {
        if var pool = reusePool[poolKey], let view = pool.popLast() {
            reusePool[poolKey] = pool
            view.prepareForReuse()
            return view
        }
        guard let viewClass = classes[classKey ?? identifier] else {
            fatalError(
                "unable to dequeue a view with identifier \(identifier): register a class for it first")
        }
        let view = viewClass.init(frame: .zero)
        view.reuseIdentifier = identifier
        return view
    }

    /// Asks the data source for every section, item, header and footer again. The selection is cleared
    /// (the delegate is not told). The delegate is told that each old view ends being displayed, then
    /// that each new one will be (per section: header, items, footer). Items asked for ahead
    /// (prefetching) are forgotten.
    open func reloadData() {
        for indexPath in indexPathsForSelectedItems ?? [] {
            deselectItem(at: indexPath, animated: false)
        }
        highlightedIndexPath.map { cells[$0]?.isHighlighted = false }
        highlightedIndexPath = nil
        prefetchedIndexPaths = []
        endDisplayingEverything()
        guard let dataSource else {
            itemCounts = []
            return
        }
        itemCounts = (0..<dataSource.numberOfSections(in: self)).map {
            dataSource.collectionView(self, numberOfItemsInSection: $0)
        }
        let flowLayout = collectionViewLayout as? UICollectionViewFlowLayout
        for (section, count) in itemCounts.enumerated() {
            if let flowLayout, flowLayout.headerReferenceSize != .zero {
                loadSupplementaryView(Self.elementKindSectionHeader, section: section, from: dataSource)
            }
            for item in 0..<count {
                let indexPath = IndexPath(item: item, section: section)
                let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
                cells[indexPath] = cell
                collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
            }
            if let flowLayout, flowLayout.footerReferenceSize != .zero {
                loadSupplementaryView(Self.elementKindSectionFooter, section: section, from: dataSource)
            }
        }
    }

    /// Tells the delegate each shown view ends being displayed (in index order, a section's header and
    /// footer before its items) and puts it in the reuse pool.
    private func endDisplayingEverything() {
        let oldViews = supplementaryViews
        let oldCells = cells
        supplementaryViews = [:]
        cells = [:]
        let keys = oldViews.keys.sorted { ($0.indexPath, $0.kind) < ($1.indexPath, $1.kind) }
        for key in keys {
            guard let view = oldViews[key] else { continue }
            collectionDelegate?.collectionView(
                self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
            view.reuseIdentifier.map { reusePool[key.kind + "/" + $0, default: []].append(view) }
        }
        for indexPath in oldCells.keys.sorted() {
            guard let cell = oldCells[indexPath] else { continue }
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
            cell.reuseIdentifier.map { reusePool[$0, default: []].append(cell) }
        }
    }

    private func loadSupplementaryView(
        _ kind: String, section: Int, from dataSource: UICollectionViewDataSource
    ) {
        let indexPath = IndexPath(item: 0, section: section)
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
        supplementaryViews[SupplementaryKey(kind: kind, indexPath: indexPath)] = view
        collectionDelegate?.collectionView(
            self, willDisplaySupplementaryView: view, forElementKind: kind, at: indexPath)
    }

    /// The number of sections of the last load.
    open var numberOfSections: Int {
        itemCounts.count
    }

    /// The number of items in `section` at the last load.
    open func numberOfItems(inSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// The cell shown for `indexPath`, if there is such an item.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        cells[indexPath]
    }

    /// The header or footer (`elementKind`) shown at `indexPath`, if there is one.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        supplementaryViews[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    /// Every cell, in item order.
    open var visibleCells: [UICollectionViewCell] {
        cells.keys.sorted().compactMap { cells[$0] }
    }

    /// Selects the item in code (the delegate is not told, as in UIKit); without multiple selection,
    /// the item selected before is deselected. `nil` deselects every item.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in indexPathsForSelectedItems ?? [] {
                deselectItem(at: selected, animated: animated)
            }
            return
        }
        if !allowsMultipleSelection {
            for selected in indexPathsForSelectedItems ?? [] where selected != indexPath {
                deselectItem(at: selected, animated: animated)
            }
        }
        if !(indexPathsForSelectedItems ?? []).contains(indexPath) {
            indexPathsForSelectedItems = (indexPathsForSelectedItems ?? []) + [indexPath]
        }
        cells[indexPath]?.isSelected = true
    }

    /// Deselects the item in code (the delegate is not told, as in UIKit).
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard (indexPathsForSelectedItems ?? []).contains(indexPath) else { return }
        indexPathsForSelectedItems = indexPathsForSelectedItems?.filter { $0 != indexPath }
        cells[indexPath]?.isSelected = false
    }

    // MARK: Scripted user

    /// The user's finger comes down on the item at `indexPath` and stays: the item is highlighted and
    /// the delegate's `didHighlightItemAt` is called. `simulateSelectItem(at:)` lifts it.
    open func simulateHighlightItem(at indexPath: IndexPath) {
        guard canReceiveTouches, highlightedIndexPath != indexPath else { return }
        unhighlight()
        highlightedIndexPath = indexPath
        cells[indexPath]?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    /// Ends the highlight of the highlighted item, if any, telling the delegate.
    private func unhighlight() {
        guard let highlighted = highlightedIndexPath else { return }
        highlightedIndexPath = nil
        cells[highlighted]?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: highlighted)
    }

    /// The user taps the item at `indexPath`: it is highlighted (unless the finger was already on it),
    /// unhighlighted as the finger lifts, then selected — the delegate's `didHighlightItemAt`,
    /// `didUnhighlightItemAt`, `didDeselectItemAt` for the item selected before (without multiple
    /// selection), then `didSelectItemAt`. With `allowsMultipleSelection`, a tap on a selected item
    /// deselects it instead (`didDeselectItemAt`). Nothing is selected when `allowsSelection` is off.
    /// (The item need not be loaded: a tap on a grid without a data source is reported too.)
    open func simulateSelectItem(at indexPath: IndexPath) {
        guard canReceiveTouches else { return }
        simulateHighlightItem(at: indexPath)
        unhighlight()
        guard allowsSelection else { return }
        if allowsMultipleSelection, (indexPathsForSelectedItems ?? []).contains(indexPath) {
            deselectItem(at: indexPath, animated: true)
            collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        if !allowsMultipleSelection {
            for previous in indexPathsForSelectedItems ?? [] where previous != indexPath {
                deselectItem(at: previous, animated: true)
                collectionDelegate?.collectionView(self, didDeselectItemAt: previous)
            }
        }
        selectItem(at: indexPath, animated: true, scrollPosition: [])
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// The user scrolls toward the items at `indexPaths`, and the collection view asks its
    /// `prefetchDataSource` to load them ahead (`prefetchItemsAt`), as UIKit does while scrolling when
    /// `isPrefetchingEnabled`. The simulation loads every item at once and has no screen to scroll off,
    /// so the script names the items the scroll approaches; the content offset does not change. Items
    /// the collection view does not have, and items already asked for, are left out; nothing is sent if
    /// none is left.
    open func simulateScroll(approachingItemsAt indexPaths: [IndexPath]) {
        guard canReceiveTouches, isPrefetchingEnabled else { return }
        let newItems = indexPaths.filter { indexPath in
            indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
                && !prefetchedIndexPaths.contains(indexPath)
        }
        guard !newItems.isEmpty else { return }
        prefetchedIndexPaths += newItems
        prefetchDataSource?.collectionView(self, prefetchItemsAt: newItems)
    }

    /// The user turns back before the items asked for ahead are reached: the collection view tells its
    /// `prefetchDataSource` to cancel them (`cancelPrefetchingForItemsAt`), as UIKit does. Nothing is
    /// sent when no item is pending.
    open func simulateScrollReversal() {
        guard canReceiveTouches, !prefetchedIndexPaths.isEmpty else { return }
        let cancelled = prefetchedIndexPaths
        prefetchedIndexPaths = []
        prefetchDataSource?.collectionView(self, cancelPrefetchingForItemsAt: cancelled)
    }
}
