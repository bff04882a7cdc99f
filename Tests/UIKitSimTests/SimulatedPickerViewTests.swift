import Foundation
import UIKitSim
import XCTest

/// A picker's data source and delegate with fixed wheels, writing down the picks it is told of.
private final class Wheels: UIPickerViewDataSource, UIPickerViewDelegate {
    var rows: [[String]]
    var picks: [String] = []
    var viewsMade = 0

    init(_ rows: [[String]]) {
        self.rows = rows
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        rows.count
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        rows[component].count
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    {
        viewsMade += 1
        return rows[component][row]
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        picks.append("\(component):\(row)")
    }
}

final class SimulatedPickerViewTests: XCTestCase {
    private func title(_ picker: UIPickerView, _ row: Int, _ component: Int) -> String? {
        (picker.view(forRow: row, forComponent: component) as? UILabel)?.text
    }

    func testReloadingAsksForWheelsRowsAndTitledLabels() {
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let wheels = Wheels([["a", "b", "c"], ["x", "y"]])
        picker.dataSource = wheels
        picker.delegate = wheels
        XCTAssertEqual(picker.numberOfComponents, 0)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), -1)
        picker.reloadAllComponents()
        XCTAssertEqual(picker.numberOfComponents, 2)
        XCTAssertEqual([picker.numberOfRows(inComponent: 0), picker.numberOfRows(inComponent: 1)], [3, 2])
        XCTAssertEqual(title(picker, 2, 0), "c")
        XCTAssertEqual(title(picker, 1, 1), "y")
        XCTAssertNil(picker.view(forRow: 2, forComponent: 1))
        XCTAssertEqual([picker.selectedRow(inComponent: 0), picker.selectedRow(inComponent: 1)], [0, 0])
    }

    func testAnAttributedTitleWinsAndTheRowViewsAreReused() {
        final class Styled: UIPickerViewDataSource, UIPickerViewDelegate {
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 2 }
            func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
                -> String?
            { "plain" }
            func pickerView(
                _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
            ) -> NSAttributedString? { NSAttributedString(string: "styled \(row)") }
        }
        let picker = UIPickerView()
        let styled = Styled()
        picker.dataSource = styled
        picker.delegate = styled
        picker.reloadAllComponents()
        let first = picker.view(forRow: 0, forComponent: 0)
        XCTAssertEqual(title(picker, 1, 0), "styled 1")
        picker.reloadAllComponents()
        XCTAssertTrue(picker.view(forRow: 0, forComponent: 0) === first)
    }

    func testThePickKeepsItsRowAcrossReloadsWithinTheNewRows() {
        let picker = UIPickerView()
        let wheels = Wheels([["a", "b", "c"]])
        picker.dataSource = wheels
        picker.delegate = wheels
        picker.reloadAllComponents()
        picker.selectRow(2, inComponent: 0, animated: false)
        picker.selectRow(7, inComponent: 0, animated: false)  // no such row: ignored
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 2)
        wheels.rows = [["a", "b"]]
        picker.reloadComponent(0)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 1)
        wheels.rows = [[]]
        picker.reloadAllComponents()
        XCTAssertEqual(picker.selectedRow(inComponent: 0), -1)
        XCTAssertEqual(wheels.picks, [], "selecting in code tells nobody")
    }

    func testTheUserPickingARowSelectsItThenTellsTheDelegate() {
        final class Checker: UIPickerViewDataSource, UIPickerViewDelegate {
            var seen: [Int] = []
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
            func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
                seen.append(pickerView.selectedRow(inComponent: component))
            }
        }
        let picker = UIPickerView()
        let checker = Checker()
        picker.dataSource = checker
        picker.delegate = checker
        picker.reloadAllComponents()
        let changes = ChangeRecorder()
        picker.simulatePick(row: 2, component: 1)
        XCTAssertEqual(checker.seen, [2], "the row is selected when the delegate hears of it")
        XCTAssertEqual(changes.lines, ["selectedRows: [0, 0] -> [0, 2]"])
    }

    func testPicksTheWheelCannotMakeSendNothing() {
        let picker = UIPickerView()
        let wheels = Wheels([["a", "b"]])
        picker.dataSource = wheels
        picker.delegate = wheels
        picker.reloadAllComponents()
        picker.simulatePick(row: 0, component: 0)  // already there
        picker.simulatePick(row: 5, component: 0)  // no such row
        picker.simulatePick(row: 0, component: 3)  // no such wheel
        picker.isHidden = true
        picker.simulatePick(row: 1, component: 0)  // hidden: no touch
        picker.isHidden = false
        picker.simulatePick(row: 1, component: 0)
        XCTAssertEqual(wheels.picks, ["0:1"])
    }
}
