import Foundation

/// Where a picker view gets its wheels and their rows, as UIKit's `UIPickerViewDataSource` (both
/// methods required).
public protocol UIPickerViewDataSource: AnyObject {
    /// How many wheels (components) the picker shows.
    func numberOfComponents(in pickerView: UIPickerView) -> Int

    /// How many rows the wheel `component` has.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
