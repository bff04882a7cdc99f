import Foundation
import RxCore
import UIKitSim

extension UIPickerView: HasDataSource {
    public typealias DataSource = UIPickerViewDataSource
}

/// The data source proxy of `UIPickerView`. Its two required methods are answered by the forward data
/// source (the adapter `rx.items` installs, or the one set with `rx.setDataSource`); without one the
/// picker has no wheels.
open class RxPickerViewDataSourceProxy: DelegateProxy<UIPickerView, UIPickerViewDataSource>,
    DelegateProxyType, UIPickerViewDataSource
{
    /// The picker view, while it is alive.
    public weak private(set) var pickerView: UIPickerView?

    /// The proxy of `pickerView`.
    public init(pickerView: ParentObject) {
        self.pickerView = pickerView
        super.init(parentObject: pickerView, delegateProxy: RxPickerViewDataSourceProxy.self)
    }

    public static func registerKnownImplementations() {
        register { RxPickerViewDataSourceProxy(pickerView: $0) }
    }

    /// The forward data source's number of wheels (0 without one).
    public func numberOfComponents(in pickerView: UIPickerView) -> Int {
        forwardToDelegate()?.numberOfComponents(in: pickerView) ?? 0
    }

    /// The forward data source's number of rows of `component` (0 without one).
    public func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        forwardToDelegate()?.pickerView(pickerView, numberOfRowsInComponent: component) ?? 0
    }
}
