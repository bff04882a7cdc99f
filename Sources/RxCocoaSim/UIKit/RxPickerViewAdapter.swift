import Foundation
import RxCore
import UIKitSim

/// The adapter of `rx.itemTitles`: one wheel whose rows show `titleForRow(row, item)`.
final class RxStringPickerViewAdapter<Rows: Sequence>: RxPickerViewSequenceDataSource<Rows>,
    UIPickerViewDelegate
{
    typealias TitleForRow = (Int, Rows.Element) -> String?

    private let titleForRow: TitleForRow

    init(titleForRow: @escaping TitleForRow) {
        self.titleForRow = titleForRow
        super.init()
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    {
        titleForRow(row, items[row])
    }
}

/// The adapter of `rx.itemAttributedTitles`: one wheel whose rows show
/// `attributedTitleForRow(row, item)`.
final class RxAttributedStringPickerViewAdapter<Rows: Sequence>: RxPickerViewSequenceDataSource<Rows>,
    UIPickerViewDelegate
{
    typealias AttributedTitleForRow = (Int, Rows.Element) -> NSAttributedString?

    private let attributedTitleForRow: AttributedTitleForRow

    init(attributedTitleForRow: @escaping AttributedTitleForRow) {
        self.attributedTitleForRow = attributedTitleForRow
        super.init()
    }

    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString?
    {
        attributedTitleForRow(row, items[row])
    }
}

/// The adapter of `rx.items`: one wheel whose rows show `viewForRow(row, item, viewToReuse)`.
final class RxPickerViewAdapter<Rows: Sequence>: RxPickerViewSequenceDataSource<Rows>, UIPickerViewDelegate {
    typealias ViewForRow = (Int, Rows.Element, UIView?) -> UIView

    private let viewForRow: ViewForRow

    init(viewForRow: @escaping ViewForRow) {
        self.viewForRow = viewForRow
        super.init()
    }

    func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView {
        viewForRow(row, items[row], view)
    }
}
