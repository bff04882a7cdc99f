import Foundation

/// What a picker view asks of and tells its delegate, as UIKit's `UIPickerViewDelegate` (every method
/// optional: the defaults below stand in for Objective-C's optional methods).
///
/// A row shows the delegate's view for it if it gives one, else a label with its attributed title,
/// else a label with its title. Here the default `pickerView(_:viewForRow:forComponent:reusing:)` makes
/// that label, so overriding it is how a delegate "implements" views.
public protocol UIPickerViewDelegate: AnyObject {
    /// The title of row `row` of wheel `component` (`nil`, the default, for none).
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?

    /// The styled title of row `row` of wheel `component`; it wins over `titleForRow` (`nil`, the
    /// default, for none).
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString?

    /// The view of row `row` of wheel `component`; `view` is the one the row showed before, to reuse.
    /// The default is a `UILabel` (`view` again, if it is one) with the row's attributed title or title.
    func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView

    /// The user brought row `row` of wheel `component` to rest under the selection bar.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
        -> String?
    {
        nil
    }

    public func pickerView(
        _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
    ) -> NSAttributedString? {
        nil
    }

    public func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView {
        let label = (view as? UILabel) ?? UILabel()
        if let attributed = self.pickerView(pickerView, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.text = self.pickerView(pickerView, titleForRow: row, forComponent: component)
        }
        return label
    }

    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
