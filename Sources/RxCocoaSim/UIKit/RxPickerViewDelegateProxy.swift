import Foundation
import RxCore
import UIKitSim

extension UIPickerView: HasDelegate {
    public typealias Delegate = UIPickerViewDelegate
}

/// The delegate proxy of `UIPickerView`. The user's picks (`pickerView(_:didSelectRow:inComponent:)`)
/// are intercepted and forwarded; the titles and views of rows are asked of the forward delegate (the
/// adapter `rx.items` installs, or the one set with `rx.setDelegate`), and are not observable.
open class RxPickerViewDelegateProxy: DelegateProxy<UIPickerView, UIPickerViewDelegate>, DelegateProxyType,
    UIPickerViewDelegate
{
    /// The picker view, while it is alive.
    public weak private(set) var pickerView: UIPickerView?

    /// The proxy of `pickerView`.
    public init(pickerView: ParentObject) {
        self.pickerView = pickerView
        super.init(parentObject: pickerView, delegateProxy: RxPickerViewDelegateProxy.self)
    }

    public static func registerKnownImplementations() {
        register { RxPickerViewDelegateProxy(pickerView: $0) }
    }

    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        intercept(arguments: [pickerView, row, component]) {
            $0.pickerView(pickerView, didSelectRow: row, inComponent: component)
        }
    }

    /// The forward delegate's title (`nil` without one).
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
        -> String?
    {
        forwardToDelegate()?.pickerView(pickerView, titleForRow: row, forComponent: component)
    }

    /// The forward delegate's styled title (`nil` without one).
    public func pickerView(
        _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
    ) -> NSAttributedString? {
        forwardToDelegate()?.pickerView(pickerView, attributedTitleForRow: row, forComponent: component)
    }

    /// The forward delegate's view (without one, an empty label, as for a delegate without titles).
    public func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView {
        guard let delegate = forwardToDelegate() else {
            let label = (view as? UILabel) ?? UILabel()
            label.text = nil
            return label
        }
        return delegate.pickerView(pickerView, viewForRow: row, forComponent: component, reusing: view)
    }
}
