import Foundation
import RxCore
import UIKitSim

/// The data source half of the picker adapters: one wheel, a row per item.
class RxPickerViewArrayDataSource<T>: NSObject, UIPickerViewDataSource, SectionedViewDataSourceType {
    /// The rows, in order.
    fileprivate(set) var items: [T] = []

    /// The same on every platform, every run (see `sandboxDescription`).
    override var description: String {
        sandboxDescription
    }

    /// The item of row `indexPath.row` (the wheel is `indexPath.section`, always 0 here).
    func model(at indexPath: IndexPath) throws -> Any {
        guard items.indices.contains(indexPath.row) else {
            throw RxCocoaError.itemsNotYetBound(object: self)
        }
        return items[indexPath.row]
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        1
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        items.count
    }
}

/// An array data source fed by a bound sequence: each element becomes the rows, and the picker reloads.
class RxPickerViewSequenceDataSource<Rows: Sequence>: RxPickerViewArrayDataSource<Rows.Element>,
    RxPickerViewDataSourceType
{
    typealias Element = Rows

    func pickerView(_ pickerView: UIPickerView, observedEvent: Event<Rows>) {
        Binder(self) { dataSource, rows in
            dataSource.items = Array(rows)
            pickerView.reloadAllComponents()
        }
        .on(observedEvent)
    }
}
