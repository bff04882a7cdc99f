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
    /// data source (through the data source proxy) until the binding is disposed. Replacing the table's
    /// `dataSource` while bound is a programming error (checked in debug builds at the next element).
    public func items<DataSource: RxTableViewDataSourceType & UITableViewDataSource, Source: ObservableType>(
        dataSource: DataSource
    ) -> (_ source: Source) -> Disposable where DataSource.Element == Source.Element {
        { source in
            // Install the delegate proxy too, so that selection is observable as soon as rows exist.
            _ = self.delegate
            let proxy = RxTableViewDataSourceProxy.proxy(for: self.base)
            let uninstall = RxTableViewDataSourceProxy.installForwardDelegate(
                dataSource, retainDelegate: true, onProxyForObject: self.base)
            let input = source.asObservable()
            let items =
                input
                .observe(on: MainScheduler())
                .catch { error in
                    Hooks.bindingErrorHandler(error)
                    return Observable.empty()
                }
                .concat(Observable.never())
                .take(until: self.deallocated)
            // In a chain view, one node fed by the source, at the end of its chain.
            ChainTracing.tracer?.fold(items, as: .reactive("items"), inputs: [input])
            let subscription = ChainTracing.subscribing(as: "UITableView") {
                items.subscribe { [weak tableView = self.base] event in
                    guard let tableView else { return }
                    rxAssert(
                        tableView.dataSource === proxy,
                        "Proxy changed from the time it was first set: \(tableView) has another data source "
                            + "than the one `rx.items` installed; don't set `dataSource` while items are bound"
                    )
                    dataSource.tableView(tableView, observedEvent: event)
                }
            }
            return Disposables.create {
                subscription.dispose()
                uninstall.dispose()
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

    /// The index path of each row the user selects.
    public var itemSelected: ControlEvent<IndexPath> {
        indexPathEvent("tableView(_:didSelectRowAt:)")
    }

    /// The index path of each row the user deselects.
    public var itemDeselected: ControlEvent<IndexPath> {
        indexPathEvent("tableView(_:didDeselectRowAt:)")
    }

    /// The index path of each row the user deletes (`tableView(_:commit:forRowAt:)` with `.delete`).
    /// The row is still in the table: the app removes it from its items.
    public var itemDeleted: ControlEvent<IndexPath> {
        let source = dataSource.methodInvoked("tableView(_:commit:forRowAt:)")
            .filter { arguments in
                try castOrThrow(UITableViewCell.EditingStyle.self, arguments[1]) == .delete
            }
            .map { arguments in try castOrThrow(IndexPath.self, arguments[2]) }
        return ControlEvent(events: source, name: .reactive("itemDeleted"))
    }

    /// The model of each row the user selects (the items must be bound with `rx.items`).
    public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> {
        let source = itemSelected.flatMap { [weak tableView = base] indexPath -> Observable<T> in
            guard let tableView else { return Observable.empty() }
            return Observable.just(try tableView.rx.model(at: indexPath))
        }
        return ControlEvent(events: source, name: .reactive("modelSelected"))
    }

    /// The model shown at `indexPath` (the items must be bound with `rx.items`).
    public func model<T>(at indexPath: IndexPath) throws -> T {
        guard
            let dataSource = RxTableViewDataSourceProxy.proxy(for: base).forwardToDelegate()
                as? SectionedViewDataSourceType
        else {
            throw RxCocoaError.itemsNotYetBound(object: base)
        }
        return try castOrThrow(T.self, try dataSource.model(at: indexPath))
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
