import Foundation

/// Spinning wheels of rows, as UIKit's `UIPickerView`: one wheel per component, one row of each under
/// the selection bar.
///
/// The simulation has no screen, so every row counts as visible: `reloadAllComponents()` asks the data
/// source for the wheels and rows and the delegate for every row's view at once, and
/// `view(forRow:forComponent:)` returns them. Each wheel keeps its selected row across reloads (the last
/// row if it has fewer rows now; `-1` while it has none).
open class UIPickerView: UIView {
    /// Where the wheels and rows come from, held weakly.
    open weak var dataSource: UIPickerViewDataSource?

    /// Where the rows' titles or views come from, and who is told of the user's picks; held weakly.
    open weak var delegate: UIPickerViewDelegate?

    /// The row under the selection bar in each wheel (`-1` for a wheel without rows).
    private var selectedRows: [Int] = [] {
        didSet { recordChange("selectedRows", from: oldValue, to: selectedRows) }
    }

    private var rowCounts: [Int] = []
    private var rowViews: [[UIView]] = []

    /// The number of wheels at the last load.
    open var numberOfComponents: Int {
        rowCounts.count
    }

    /// The number of rows of wheel `component` at the last load (0 for no such wheel).
    open func numberOfRows(inComponent component: Int) -> Int {
        rowCounts.indices.contains(component) ? rowCounts[component] : 0
    }

    /// The row under the selection bar in wheel `component`, or `-1` when it has no rows.
    open func selectedRow(inComponent component: Int) -> Int {
        selectedRows.indices.contains(component) ? selectedRows[component] : -1
    }

    /// Turns wheel `component` to `row` in code (the animation is not simulated). As in UIKit, the
    /// delegate is not told. A row out of the wheel's range is ignored.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard (0..<numberOfRows(inComponent: component)).contains(row) else { return }
        selectedRows[component] = row
    }

    /// The view shown for `row` of wheel `component` (the delegate's, or the label made from its
    /// title), if there is such a row.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        guard rowViews.indices.contains(component), rowViews[component].indices.contains(row) else {
            return nil
        }
        return rowViews[component][row]
    }

    /// Asks the data source for every wheel and its rows, and the delegate for every row's view, again.
    open func reloadAllComponents() {
        let count = dataSource?.numberOfComponents(in: self) ?? 0
        rowCounts = Array(repeating: 0, count: count)
        rowViews = rowViews.count > count ? Array(rowViews.prefix(count)) : rowViews
        rowViews += Array(repeating: [], count: count - rowViews.count)
        for component in 0..<count {
            loadRows(of: component)
        }
        selectedRows = (0..<count).map { clampedSelection(in: $0) }
    }

    /// Asks the data source for the rows of wheel `component`, and the delegate for their views, again.
    open func reloadComponent(_ component: Int) {
        guard rowCounts.indices.contains(component) else { return }
        loadRows(of: component)
        var rows = selectedRows
        rows[component] = clampedSelection(in: component)
        selectedRows = rows
    }

    /// Loads the row count and row views of `component`, handing each row the view it showed before.
    private func loadRows(of component: Int) {
        let count = dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
        rowCounts[component] = count
        let previous = rowViews[component]
        rowViews[component] = (0..<count).map { row in
            let old = previous.indices.contains(row) ? previous[row] : nil
            return delegate?.pickerView(self, viewForRow: row, forComponent: component, reusing: old)
                ?? old ?? UIView()
        }
    }

    /// The selection of `component` kept within its rows: the same row, the last one if there are fewer
    /// now, the first one if there was none, `-1` if there are no rows.
    private func clampedSelection(in component: Int) -> Int {
        let count = rowCounts[component]
        guard count > 0 else { return -1 }
        let previous = selectedRows.indices.contains(component) ? selectedRows[component] : 0
        return min(max(previous, 0), count - 1)
    }

    // MARK: Scripted user

    /// The user spins wheel `component` until `row` rests under the selection bar: the row is selected,
    /// then the delegate's `pickerView(_:didSelectRow:inComponent:)` is called. Nothing happens for a
    /// row the wheel does not have, for the row already selected (the wheel did not move), or when the
    /// picker takes no touches.
    open func simulatePick(row: Int, component: Int) {
        guard canReceiveTouches, (0..<numberOfRows(inComponent: component)).contains(row),
            selectedRow(inComponent: component) != row
        else { return }
        selectRow(row, inComponent: component, animated: true)
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }
}
