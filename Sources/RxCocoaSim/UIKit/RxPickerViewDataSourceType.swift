import RxCore
import UIKitSim

/// An adapter that receives a sequence's events and shows its latest element in a picker view (what
/// `rx.items(adapter:)` binds).
public protocol RxPickerViewDataSourceType {
    /// The type of the sequence's elements.
    associatedtype Element

    /// Receives an event of the bound sequence.
    func pickerView(_ pickerView: UIPickerView, observedEvent: Event<Element>)
}
