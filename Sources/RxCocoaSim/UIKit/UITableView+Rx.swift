import Foundation
import RxCore
import UIKitSim

extension Reactive where Base: UITableView {
    /// Binds a sequence of row sequences to the table: each element becomes the table's rows, cells made
    /// by `cellFactory`. Use it as `rows.bind(to: tableView.rx.items) { tableView, row, item in … }`.
    public func items<Rows: Sequence, Source: ObservableType>(_ source: Source)
        -> (_ cellFactory: @escaping (UITableView, Int, Rows.Element) -> UITableViewCell) -> Disposable
    where Source.Element == Rows {
        { cellFactory in
            let dataSource = RxTableViewReactiveArrayDataSource<Rows>(cellFactory: cellFactory)
            return self.items(dataSource: dataSource)(source)
        }
    }

    /// Binds a sequence of row sequences to the table, with cells of `cellType` dequeued for
    /// `cellIdentifier` and set up by `configureCell(row, item, cell)`:
    /// `rows.bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: Cell.self)) { row, item, cell in … }`.
    public func items<Rows: Sequence, Cell: UITableViewCell, Source: ObservableType>(
        cellIdentifier: String, cellType: Cell.Type = Cell.self
    ) -> (_ source: Source) -> (_ configureCell: @escaping (Int, Rows.Element, Cell) -> Void) -> Disposable
    where Source.Element == Rows {
        { source in
            { configureCell in
                let dataSource = RxTableViewReactiveArrayDataSource<Rows> { tableView, row, item in
                    let indexPath = IndexPath(row: row, section: 0)
                    guard
                        let cell = tableView.dequeueReusableCell(
                            withIdentifier: cellIdentifier, for: indexPath) as? Cell
                    else {
                        fatalError("the cell registered for \(cellIdentifier) is not a \(Cell.self)")
                    }
                    configureCell(row, item, cell)
                    return cell
                }
                return self.items(dataSource: dataSource)(source)
            }
        }
    }

    /// Binds a sequence to the table through `dataSource`, which receives each event and is the table's
    /// data source (through the data source proxy) until the binding is disposed; it is retained until
    /// then. After the sequence completes (or fails) the table keeps its last rows. Binding a second
    /// time fails the data source check (debug builds), and replacing the table's `dataSource` while
    /// bound fails a check at the next element.
    public func items<DataSource: RxTableViewDataSourceType & UITableViewDataSource, Source: ObservableType>(
        dataSource: DataSource
    ) -> (_ source: Source) -> Disposable where DataSource.Element == Source.Element {
        { source in
            // Install the delegate proxy first, so that selection is observable as soon as rows exist.
            _ = self.delegate
            return source.subscribeProxyDataSource(
                ofObject: self.base, dataSource: dataSource as UITableViewDataSource, retainDataSource: true
            ) { [weak tableView = self.base] (_: RxTableViewDataSourceProxy, event) in
                guard let tableView else { return }
                dataSource.tableView(tableView, observedEvent: event)
            }
        }
    }

    /// The table's delegate proxy (shared with the scroll view extensions).
    public var delegate: DelegateProxy<UIScrollView, UIScrollViewDelegate> {
        RxScrollViewDelegateProxy.proxy(for: base)
    }

    /// The table's data source proxy.
    public var dataSource: DelegateProxy<UITableView, UITableViewDataSource> {
        RxTableViewDataSourceProxy.proxy(for: base)
    }

    /// Keeps `dataSource` as the data source the proxy forwards to (weakly), until disposed: how an
    /// app's own data source works next to the `.rx` extensions.
    public func setDataSource(_ dataSource: UITableViewDataSource) -> Disposable {
        RxTableViewDataSourceProxy.installForwardDelegate(
            dataSource, retainDelegate: false, onProxyForObject: base)
    }

    /// The index path of each row the user selects.
    public var itemSelected: ControlEvent<IndexPath> {
        indexPathEvent("tableView(_:didSelectRowAt:)")
    }

    /// The index path of each row the user deselects.
    public var itemDeselected: ControlEvent<IndexPath> {
        indexPathEvent("tableView(_:didDeselectRowAt:)")
    }

    /// The index path of each row the user's finger highlights.
    public var itemHighlighted: ControlEvent<IndexPath> {
        indexPathEvent("tableView(_:didHighlightRowAt:)")
    }

    /// The index path of each row whose highlight ends.
    public var itemUnhighlighted: ControlEvent<IndexPath> {
        indexPathEvent("tableView(_:didUnhighlightRowAt:)")
    }

    /// The index path of each row whose detail button the user taps.
    public var itemAccessoryButtonTapped: ControlEvent<IndexPath> {
        indexPathEvent("tableView(_:accessoryButtonTappedForRowWith:)")
    }

    /// The index path of each row the user inserts (`tableView(_:commit:forRowAt:)` with `.insert`).
    /// The table is unchanged: the app adds the row to its items.
    public var itemInserted: ControlEvent<IndexPath> {
        committedEvent(.insert)
    }

    /// The index path of each row the user deletes (`tableView(_:commit:forRowAt:)` with `.delete`).
    /// The row is still in the table: the app removes it from its items.
    public var itemDeleted: ControlEvent<IndexPath> {
        committedEvent(.delete)
    }

    /// Each row the user drags to another place (`tableView(_:moveRowAt:to:)`): from where, to where.
    /// The table shows the row moved; the app moves it in its items.
    public var itemMoved: ControlEvent<ItemMovedEvent> {
        let source = dataSource.methodInvoked("tableView(_:moveRowAt:to:)")
            .map { arguments -> ItemMovedEvent in
                (try castOrThrow(IndexPath.self, arguments[1]), try castOrThrow(IndexPath.self, arguments[2]))
            }
        return ControlEvent(events: source, name: .reactive("itemMoved"))
    }

    /// Each cell about to be shown, with its row (`tableView(_:willDisplay:forRowAt:)`).
    public var willDisplayCell: ControlEvent<WillDisplayCellEvent> {
        let source = delegate.methodInvoked("tableView(_:willDisplay:forRowAt:)")
            .map { arguments -> WillDisplayCellEvent in
                (
                    try castOrThrow(UITableViewCell.self, arguments[1]),
                    try castOrThrow(IndexPath.self, arguments[2])
                )
            }
        return ControlEvent(events: source, name: .reactive("willDisplayCell"))
    }

    /// Each cell no longer shown, with the row it showed (`tableView(_:didEndDisplaying:forRowAt:)`).
    public var didEndDisplayingCell: ControlEvent<DidEndDisplayingCellEvent> {
        let source = delegate.methodInvoked("tableView(_:didEndDisplaying:forRowAt:)")
            .map { arguments -> DidEndDisplayingCellEvent in
                (
                    try castOrThrow(UITableViewCell.self, arguments[1]),
                    try castOrThrow(IndexPath.self, arguments[2])
                )
            }
        return ControlEvent(events: source, name: .reactive("didEndDisplayingCell"))
    }

    /// The model of each row the user selects (the items must be bound with `rx.items`).
    public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> {
        modelEvent(itemSelected, name: "modelSelected")
    }

    /// The model of each row the user deselects (the items must be bound with `rx.items`).
    public func modelDeselected<T>(_ modelType: T.Type) -> ControlEvent<T> {
        modelEvent(itemDeselected, name: "modelDeselected")
    }

    /// The model of each row the user deletes, still in the items (they must be bound with `rx.items`).
    public func modelDeleted<T>(_ modelType: T.Type) -> ControlEvent<T> {
        modelEvent(itemDeleted, name: "modelDeleted")
    }

    /// The model shown at `indexPath`. Throws `RxCocoaError.itemsNotYetBound` when no items are bound
    /// with `rx.items` (or there is no such row), and a casting error when the model is not a `T`.
    public func model<T>(at indexPath: IndexPath) throws -> T {
        guard
            let dataSource = RxTableViewDataSourceProxy.proxy(for: base).forwardToDelegate()
                as? SectionedViewDataSourceType
        else {
            throw RxCocoaError.itemsNotYetBound(object: base)
        }
        return try castOrThrow(T.self, try dataSource.model(at: indexPath))
    }

    /// The models at the index paths of `indexPaths`, named `name` in a chain view.
    private func modelEvent<T>(_ indexPaths: ControlEvent<IndexPath>, name: String) -> ControlEvent<T> {
        let source = indexPaths.flatMap { [weak tableView = base] indexPath -> Observable<T> in
            guard let tableView else { return Observable.empty() }
            return Observable.just(try tableView.rx.model(at: indexPath))
        }
        return ControlEvent(events: source, name: .reactive(name))
    }

    /// The index paths of the user's edits of `style`, named in a chain view after the event that asked
    /// for it (`name`).
    private func committedEvent(_ style: UITableViewCell.EditingStyle, name: String = #function)
        -> ControlEvent<IndexPath>
    {
        let source = dataSource.methodInvoked("tableView(_:commit:forRowAt:)")
            .filter { arguments in
                try castOrThrow(UITableViewCell.EditingStyle.self, arguments[1]) == style
            }
            .map { arguments in try castOrThrow(IndexPath.self, arguments[2]) }
        return ControlEvent(events: source, name: .reactive(name))
    }

    /// The index paths of the calls of the delegate method named `method` as a `ControlEvent`, named in
    /// a chain view after the event that asked for it (`name`).
    private func indexPathEvent(_ method: String, name: String = #function) -> ControlEvent<IndexPath> {
        let source = delegate.methodInvoked(method).map { arguments in
            try castOrThrow(IndexPath.self, arguments[1])
        }
        return ControlEvent(events: source, name: .reactive(name))
    }
}

extension Reactive where Base: UITableView {
    /// The table's prefetch data source proxy.
    public var prefetchDataSource: DelegateProxy<UITableView, UITableViewDataSourcePrefetching> {
        RxTableViewDataSourcePrefetchingProxy.proxy(for: base)
    }

    /// Keeps `prefetchDataSource` as the one the proxy forwards to (weakly), until disposed.
    public func setPrefetchDataSource(_ prefetchDataSource: UITableViewDataSourcePrefetching) -> Disposable {
        RxTableViewDataSourcePrefetchingProxy.installForwardDelegate(
            prefetchDataSource, retainDelegate: false, onProxyForObject: base)
    }

    /// The index paths of each batch of rows the table asks to be loaded ahead while the user scrolls.
    public var prefetchRows: ControlEvent<[IndexPath]> {
        let source = prefetchDataSource.methodInvoked("tableView(_:prefetchRowsAt:)")
            .map { arguments in try castOrThrow([IndexPath].self, arguments[1]) }
        return ControlEvent(events: source, name: .reactive("prefetchRows"))
    }

    /// The index paths of each batch of rows asked for ahead that the table no longer expects to show.
    public var cancelPrefetchingForRows: ControlEvent<[IndexPath]> {
        let source = prefetchDataSource.methodInvoked("tableView(_:cancelPrefetchingForRowsAt:)")
            .map { arguments in try castOrThrow([IndexPath].self, arguments[1]) }
        return ControlEvent(events: source, name: .reactive("cancelPrefetchingForRows"))
    }
}
