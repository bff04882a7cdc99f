import LessonKit
import RxSandbox
import XCTest

/// Every built-in construct of `.rx` is one node of a chain view, named after the property that made
/// it and the object it is about (`slider.rx.value`), never after the factory it calls
/// (`controlPropertyWithDefaultEvents`). (XCTest: the scenes bind UI, which runs on the main thread.)
final class BuiltInChainNamesTests: XCTestCase {
    func testEachBuiltInPropertyIsNamedAfterItself() throws {
        var expected: [String] = []
        let report = LessonRunner.run(
            Scene("built-ins", tracesChain: true) { stage in
                let bag = stage.disposeBag
                func subscribe<Source: ObservableConvertibleType>(_ source: Source, _ name: String) {
                    source.asObservable().subscribe().disposed(by: bag)
                    expected.append(name)
                }
                let button = stage.show(UIButton(), as: "button")
                subscribe(button.rx.tap, "button.rx.tap")
                let field = stage.show(UITextField(), as: "field")
                subscribe(field.rx.text, "field.rx.text")
                subscribe(field.rx.value, "field.rx.value")
                let toggle = stage.show(UISwitch(), as: "toggle")
                subscribe(toggle.rx.isOn, "toggle.rx.isOn")
                subscribe(toggle.rx.value, "toggle.rx.value")
                let slider = stage.show(UISlider(), as: "slider")
                subscribe(slider.rx.value, "slider.rx.value")
                let stepper = stage.show(UIStepper(), as: "stepper")
                subscribe(stepper.rx.value, "stepper.rx.value")
                let picker = stage.show(UISegmentedControl(items: ["A", "B"]), as: "picker")
                subscribe(picker.rx.selectedSegmentIndex, "picker.rx.selectedSegmentIndex")
                subscribe(picker.rx.value, "picker.rx.value")
                let search = stage.show(UISearchBar(), as: "search")
                subscribe(search.rx.text, "search.rx.text")
                subscribe(search.rx.searchButtonClicked, "search.rx.searchButtonClicked")
                subscribe(search.rx.cancelButtonClicked, "search.rx.cancelButtonClicked")
                let pager = stage.show(UIScrollView(), as: "pager")
                subscribe(pager.rx.contentOffset, "pager.rx.contentOffset")
                subscribe(pager.rx.didScroll, "pager.rx.didScroll")
                subscribe(pager.rx.didEndDragging, "pager.rx.didEndDragging")
                subscribe(pager.rx.didEndDecelerating, "pager.rx.didEndDecelerating")
                let table = stage.show(UITableView(), as: "table")
                subscribe(table.rx.itemSelected, "table.rx.itemSelected")
                subscribe(table.rx.itemDeleted, "table.rx.itemDeleted")
                subscribe(table.rx.modelSelected(String.self), "table.rx.modelSelected")
                let grid = stage.show(UICollectionView(), as: "grid")
                subscribe(grid.rx.itemSelected, "grid.rx.itemSelected")
                let card = stage.show(UIView(), as: "card")
                subscribe(card.rx.tapGesture(), "card.rx.tapGesture()")
            })
        XCTAssertTrue(report.passed, "\(report.problems)")
        let names = Set(try XCTUnwrap(report.chain).nodes.map(\.name))
        for name in expected {
            XCTAssertTrue(names.contains(name), "\(name) is not a node: \(names.sorted())")
        }
        XCTAssertFalse(
            names.contains { $0.contains("controlProperty") || $0.contains("controlEvent") }, "\(names)")
    }
}
