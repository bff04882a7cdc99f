import Foundation
import RxCore
import UIKitSim

extension Reactive where Base: UIPickerView {
    /// The picker's delegate proxy.
    public var delegate: DelegateProxy<UIPickerView, UIPickerViewDelegate> {
        RxPickerViewDelegateProxy.proxy(for: base)
    }

    /// Keeps `delegate` as the delegate the proxy forwards to (weakly), until disposed: how an app's own
    /// delegate (row widths, say) works next to the `.rx` extensions.
    public func setDelegate(_ delegate: UIPickerViewDelegate) -> Disposable {
        RxPickerViewDelegateProxy.installForwardDelegate(
            delegate, retainDelegate: false, onProxyForObject: base)
    }

    /// The picker's data source proxy.
    public var dataSource: DelegateProxy<UIPickerView, UIPickerViewDataSource> {
        RxPickerViewDataSourceProxy.proxy(for: base)
    }

    /// The row and wheel of each pick by the user (`pickerView(_:didSelectRow:inComponent:)`).
    public var itemSelected: ControlEvent<(row: Int, component: Int)> {
        let source = delegate.methodInvoked("pickerView(_:didSelectRow:inComponent:)")
            .map { arguments in
                (
                    row: try castOrThrow(Int.self, arguments[1]),
                    component: try castOrThrow(Int.self, arguments[2])
                )
            }
        return ControlEvent(events: source, name: .reactive("itemSelected"))
    }

    /// At each pick by the user, the model of the selected row of every wheel, in wheel order (the items
    /// must be bound with `rx.itemTitles`, `rx.itemAttributedTitles`, `rx.items` or an adapter that is a
    /// `SectionedViewDataSourceType`).
    public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<[T]> {
        let source = itemSelected.flatMap { [weak pickerView = base] _ -> Observable<[T]> in
            guard let pickerView else { return Observable.empty() }
            let models: [T] = try (0..<pickerView.numberOfComponents).map { component in
                let row = pickerView.selectedRow(inComponent: component)
                return try pickerView.rx.model(at: IndexPath(row: row, section: component))
            }
            return Observable.just(models)
        }
        return ControlEvent(events: source, name: .reactive("modelSelected"))
    }

    /// Binds a sequence of row sequences to a one-wheel picker: each element becomes the rows, titled by
    /// `titleForRow(row, item)`. Use it as `items.bind(to: picker.rx.itemTitles) { row, item in … }`.
    public func itemTitles<Rows: Sequence, Source: ObservableType>(_ source: Source)
        -> (_ titleForRow: @escaping (Int, Rows.Element) -> String?) -> Disposable
    where Source.Element == Rows {
        { titleForRow in
            self.items(adapter: RxStringPickerViewAdapter<Rows>(titleForRow: titleForRow))(source)
        }
    }

    /// Binds a sequence of row sequences to a one-wheel picker, rows titled by
    /// `attributedTitleForRow(row, item)`.
    public func itemAttributedTitles<Rows: Sequence, Source: ObservableType>(_ source: Source)
        -> (_ attributedTitleForRow: @escaping (Int, Rows.Element) -> NSAttributedString?) -> Disposable
    where Source.Element == Rows {
        { attributedTitleForRow in
            let adapter = RxAttributedStringPickerViewAdapter<Rows>(
                attributedTitleForRow: attributedTitleForRow)
            return self.items(adapter: adapter)(source)
        }
    }

    /// Binds a sequence of row sequences to a one-wheel picker, rows shown by the views
    /// `viewForRow(row, item, viewToReuse)` returns.
    public func items<Rows: Sequence, Source: ObservableType>(_ source: Source)
        -> (_ viewForRow: @escaping (Int, Rows.Element, UIView?) -> UIView) -> Disposable
    where Source.Element == Rows {
        { viewForRow in
            self.items(adapter: RxPickerViewAdapter<Rows>(viewForRow: viewForRow))(source)
        }
    }

    /// Binds a sequence to the picker through `adapter`, which receives each event and is both the
    /// picker's data source and delegate (through the proxies) until the binding is disposed or the
    /// picker is deallocated. The adapter is retained until then; after the sequence completes the
    /// picker keeps its last rows. Binding a second time fails the delegate and data source checks
    /// (debug builds).
    public func items<
        Source: ObservableType,
        Adapter: RxPickerViewDataSourceType & UIPickerViewDataSource & UIPickerViewDelegate
    >(adapter: Adapter) -> (_ source: Source) -> Disposable where Source.Element == Adapter.Element {
        { source in
            let delegateSubscription = self.setDelegate(adapter)
            let dataSourceSubscription = source.subscribeProxyDataSource(
                ofObject: self.base, dataSource: adapter as UIPickerViewDataSource, retainDataSource: true
            ) { [weak pickerView = self.base] (_: RxPickerViewDataSourceProxy, event) in
                // The binding's only end is the picker's deallocation: let the delegate proxy go too, so
                // that its events complete then.
                if event.isStopEvent {
                    delegateSubscription.dispose()
                }
                guard let pickerView else { return }
                adapter.pickerView(pickerView, observedEvent: event)
            }
            return Disposables.create(delegateSubscription, dataSourceSubscription)
        }
    }

    /// The model of row `indexPath.row` of wheel `indexPath.section`. Throws
    /// `RxCocoaError.itemsNotYetBound` when no items are bound (or there is no such row), and a casting
    /// error when the model is not a `T`.
    public func model<T>(at indexPath: IndexPath) throws -> T {
        guard let dataSource = dataSource.forwardToDelegate() as? SectionedViewDataSourceType else {
            throw RxCocoaError.itemsNotYetBound(object: base)
        }
        return try castOrThrow(T.self, try dataSource.model(at: indexPath))
    }
}
