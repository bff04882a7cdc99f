import Foundation
import RxCore
import UIKitSim

extension Reactive where Base: UICollectionView {
    /// A cell about to be shown or no longer shown, with its item (`rx.willDisplayCell`,
    /// `rx.didEndDisplayingCell`).
    public typealias DisplayCollectionViewCellEvent = (cell: UICollectionViewCell, at: IndexPath)

    /// A header or footer about to be shown or no longer shown, with its kind and index path
    /// (`rx.willDisplaySupplementaryView`, `rx.didEndDisplayingSupplementaryView`).
    public typealias DisplayCollectionViewSupplementaryViewEvent = (
        supplementaryView: UICollectionReusableView, elementKind: String, at: IndexPath
    )

    /// Binds a sequence of item sequences to the collection: each element becomes the items, cells made
    /// by `cellFactory`. Use it as `items.bind(to: collectionView.rx.items) { collectionView, item, element in … }`.
    public func items<Items: Sequence, Source: ObservableType>(_ source: Source)
        -> (_ cellFactory: @escaping (UICollectionView, Int, Items.Element) -> UICollectionViewCell) ->
        Disposable
    where Source.Element == Items {
        { cellFactory in
            let dataSource = RxCollectionViewReactiveArrayDataSource<Items>(cellFactory: cellFactory)
            return self.items(dataSource: dataSource)(source)
        }
    }

    /// Binds a sequence of item sequences to the collection, with cells of `cellType` dequeued for
    /// `cellIdentifier` and set up by `configureCell(item, element, cell)`.
    public func items<Items: Sequence, Cell: UICollectionViewCell, Source: ObservableType>(
        cellIdentifier: String, cellType: Cell.Type = Cell.self
    ) -> (_ source: Source) -> (_ configureCell: @escaping (Int, Items.Element, Cell) -> Void) -> Disposable
    where Source.Element == Items {
        { source in
            { configureCell in
                let dataSource = RxCollectionViewReactiveArrayDataSource<Items> {
                    collectionView, item, element in
                    let indexPath = IndexPath(item: item, section: 0)
                    guard
                        let cell = collectionView.dequeueReusableCell(
                            withReuseIdentifier: cellIdentifier, for: indexPath) as? Cell
                    else {
                        fatalError("the cell registered for \(cellIdentifier) is not a \(Cell.self)")
                    }
                    configureCell(item, element, cell)
                    return cell
                }
                return self.items(dataSource: dataSource)(source)
            }
        }
    }

    /// Binds a sequence to the collection through `dataSource`, which receives each event and is the
    /// collection's data source (through the data source proxy) until the binding is disposed; it is
    /// retained until then. After the sequence completes (or fails) the collection keeps its last
    /// items. Binding a second time fails the data source check (debug builds).
    public func items<
        DataSource: RxCollectionViewDataSourceType & UICollectionViewDataSource, Source: ObservableType
    >(dataSource: DataSource) -> (_ source: Source) -> Disposable where DataSource.Element == Source.Element {
        { source in
            // Install the delegate proxy first, so that selection is observable as soon as items exist.
            _ = self.delegate
            return source.subscribeProxyDataSource(
                ofObject: self.base, dataSource: dataSource as UICollectionViewDataSource,
                retainDataSource: true
            ) { [weak collectionView = self.base] (_: RxCollectionViewDataSourceProxy, event) in
                guard let collectionView else { return }
                dataSource.collectionView(collectionView, observedEvent: event)
            }
        }
    }

    /// The collection's data source proxy.
    public var dataSource: DelegateProxy<UICollectionView, UICollectionViewDataSource> {
        RxCollectionViewDataSourceProxy.proxy(for: base)
    }

    /// Keeps `dataSource` as the data source the proxy forwards to (weakly), until disposed.
    public func setDataSource(_ dataSource: UICollectionViewDataSource) -> Disposable {
        RxCollectionViewDataSourceProxy.installForwardDelegate(
            dataSource, retainDelegate: false, onProxyForObject: base)
    }

    /// The index path of each item the user's finger highlights.
    public var itemHighlighted: ControlEvent<IndexPath> {
        let source = delegate.methodInvoked("collectionView(_:didHighlightItemAt:)").map { arguments in
            try castOrThrow(IndexPath.self, arguments[1])
        }
        return ControlEvent(events: source, name: .reactive("itemHighlighted"))
    }

    /// The index path of each item whose highlight ends.
    public var itemUnhighlighted: ControlEvent<IndexPath> {
        let source = delegate.methodInvoked("collectionView(_:didUnhighlightItemAt:)").map { arguments in
            try castOrThrow(IndexPath.self, arguments[1])
        }
        return ControlEvent(events: source, name: .reactive("itemUnhighlighted"))
    }

    /// Each cell about to be shown, with its item (`collectionView(_:willDisplay:forItemAt:)`).
    public var willDisplayCell: ControlEvent<DisplayCollectionViewCellEvent> {
        cellEvent("collectionView(_:willDisplay:forItemAt:)")
    }

    /// Each cell no longer shown, with the item it showed (`collectionView(_:didEndDisplaying:forItemAt:)`).
    public var didEndDisplayingCell: ControlEvent<DisplayCollectionViewCellEvent> {
        cellEvent("collectionView(_:didEndDisplaying:forItemAt:)")
    }

    /// Each header or footer about to be shown.
    public var willDisplaySupplementaryView: ControlEvent<DisplayCollectionViewSupplementaryViewEvent> {
        supplementaryViewEvent("collectionView(_:willDisplaySupplementaryView:forElementKind:at:)")
    }

    /// Each header or footer no longer shown.
    public var didEndDisplayingSupplementaryView: ControlEvent<DisplayCollectionViewSupplementaryViewEvent> {
        supplementaryViewEvent("collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)")
    }

    /// The model of each item the user selects (the items must be bound with `rx.items`).
    public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> {
        modelEvent(itemSelected, name: "modelSelected")
    }

    /// The model of each item the user deselects (the items must be bound with `rx.items`).
    public func modelDeselected<T>(_ modelType: T.Type) -> ControlEvent<T> {
        modelEvent(itemDeselected, name: "modelDeselected")
    }

    /// The model shown at `indexPath`. Throws `RxCocoaError.itemsNotYetBound` when no items are bound
    /// with `rx.items` (or there is no such item), and a casting error when the model is not a `T`.
    public func model<T>(at indexPath: IndexPath) throws -> T {
        guard let dataSource = dataSource.forwardToDelegate() as? SectionedViewDataSourceType else {
            throw RxCocoaError.itemsNotYetBound(object: base)
        }
        return try castOrThrow(T.self, try dataSource.model(at: indexPath))
    }

    /// The models at the index paths of `indexPaths`, named `name` in a chain view.
    private func modelEvent<T>(_ indexPaths: ControlEvent<IndexPath>, name: String) -> ControlEvent<T> {
        let source = indexPaths.flatMap { [weak collectionView = base] indexPath -> Observable<T> in
            guard let collectionView else { return Observable.empty() }
            return Observable.just(try collectionView.rx.model(at: indexPath))
        }
        return ControlEvent(events: source, name: .reactive(name))
    }

    /// The cells and index paths of the calls of `method`, named in a chain view after the event that
    /// asked for them (`name`).
    private func cellEvent(_ method: String, name: String = #function)
        -> ControlEvent<DisplayCollectionViewCellEvent>
    {
        let source = delegate.methodInvoked(method).map { arguments -> DisplayCollectionViewCellEvent in
            (
                try castOrThrow(UICollectionViewCell.self, arguments[1]),
                try castOrThrow(IndexPath.self, arguments[2])
            )
        }
        return ControlEvent(events: source, name: .reactive(name))
    }

    /// The views, kinds and index paths of the calls of `method`, named as `cellEvent`'s.
    private func supplementaryViewEvent(_ method: String, name: String = #function)
        -> ControlEvent<DisplayCollectionViewSupplementaryViewEvent>
    {
        let source = delegate.methodInvoked(method).map {
            arguments -> DisplayCollectionViewSupplementaryViewEvent in
            (
                try castOrThrow(UICollectionReusableView.self, arguments[1]),
                try castOrThrow(String.self, arguments[2]), try castOrThrow(IndexPath.self, arguments[3])
            )
        }
        return ControlEvent(events: source, name: .reactive(name))
    }
}

extension Reactive where Base: UICollectionView {
    /// The collection's prefetch data source proxy.
    public var prefetchDataSource: DelegateProxy<UICollectionView, UICollectionViewDataSourcePrefetching> {
        RxCollectionViewDataSourcePrefetchingProxy.proxy(for: base)
    }

    /// Keeps `prefetchDataSource` as the one the proxy forwards to (weakly), until disposed.
    public func setPrefetchDataSource(_ prefetchDataSource: UICollectionViewDataSourcePrefetching)
        -> Disposable
    {
        RxCollectionViewDataSourcePrefetchingProxy.installForwardDelegate(
            prefetchDataSource, retainDelegate: false, onProxyForObject: base)
    }

    /// The index paths of each batch of items the collection asks to be loaded ahead while the user
    /// scrolls.
    public var prefetchItems: ControlEvent<[IndexPath]> {
        let source = prefetchDataSource.methodInvoked("collectionView(_:prefetchItemsAt:)")
            .map { arguments in try castOrThrow([IndexPath].self, arguments[1]) }
        return ControlEvent(events: source, name: .reactive("prefetchItems"))
    }

    /// The index paths of each batch of items asked for ahead that the collection no longer expects to
    /// show.
    public var cancelPrefetchingForItems: ControlEvent<[IndexPath]> {
        let source = prefetchDataSource.methodInvoked("collectionView(_:cancelPrefetchingForItemsAt:)")
            .map { arguments in try castOrThrow([IndexPath].self, arguments[1]) }
        return ControlEvent(events: source, name: .reactive("cancelPrefetchingForItems"))
    }
}
