import LessonKit
import RxSandbox
import XCTest

/// What the runner records for the simulated screen: each named view's kind, the values it starts
/// with, every set of the properties the screen draws (shown in the table or not), and a table view's
/// rows at the end of each tick. (XCTest, because a Binder runs on the main thread.)
final class ScreenRecordingTests: XCTestCase {
    private func run(_ script: @escaping (Stage) throws -> Void) -> SceneReport {
        LessonRunner.run(Scene("test", script: script))
    }

    func testEachNamedViewIsDrawnAsItsKindAndAnObjectOffScreenIsNot() {
        let report = run { stage in
            stage.show(UILabel(), as: "label")
            stage.show(UITextField(), as: "field")
            stage.show(UIButton(), as: "button")
            stage.show(UISwitch(), as: "toggle")
            stage.show(UISlider(), as: "slider")
            stage.show(UISegmentedControl(items: ["A", "B"]), as: "picker")
            stage.show(UIStepper(), as: "stepper")
            stage.show(UIActivityIndicatorView(), as: "spinner")
            stage.show(UITableView(), as: "table")
            stage.show(UITextView(), as: "notes")
            stage.show(UIScrollView(), as: "pager")
            stage.show(UIView(), as: "box")
            stage.show(UIViewController(), as: "screen")
            stage.show(UIAlertAction(title: "OK", style: .default), as: "ok")
        }
        XCTAssertEqual(
            report.screen.map(\.kind),
            [
                .label, .textField, .button, .switch, .slider, .segmentedControl, .stepper,
                .activityIndicator,
                .tableView, .textView, .scrollView, .view, .alertAction,
            ])
        XCTAssertEqual(report.screen.first { $0.name == "picker" }?.segments, ["A", "B"])
        XCTAssertEqual(report.screen.first { $0.name == "ok" }?.track("title")?.finalLabel, "OK")
        XCTAssertEqual(report.screen.first?.className, "UILabel")
    }

    func testAPropertyTheSceneNeverSetsStartsAtItsValueWhenNamed() throws {
        let report = run { stage in
            let label = UILabel()
            label.text = "before"
            stage.show(label, as: "label", properties: ["text"])
            stage.at(10) { label.text = "after" }
        }
        let label = try XCTUnwrap(report.screen.first)
        XCTAssertEqual(label.track("textColor")?.initialLabel, "black")
        XCTAssertEqual(label.track("textColor")?.initialColor, "rgba(0, 0, 0, 1)")
        XCTAssertEqual(label.track("textColor")?.changes, [])
        XCTAssertEqual(label.track("text")?.initialLabel, "before")
        XCTAssertEqual(label.track("isHidden")?.finalLabel, "false")
    }

    func testTheScreenTracksAreMadeFromTheSameSetsAsTheTable() throws {
        let report = run { stage in
            let label = stage.show(UILabel(), as: "label", properties: ["text"])
            stage.at(10) { label.text = "a" }
            stage.at(20) { label.textColor = .red }
            stage.at(30) { label.text = nil }
        }
        XCTAssertEqual(report.properties.map(\.property), ["text"], "the table shows what the scene asks for")
        let screen = try XCTUnwrap(report.screen.first)
        XCTAssertEqual(screen.track("text"), report.properties.first)
        XCTAssertEqual(
            screen.track("textColor")?.changes,
            [PropertyTrack.Change(time: 20, label: "red", color: "rgba(255, 0, 0, 1)")],
            "the screen draws the colour the table leaves out")
    }

    func testATableViewsRowsAreNotedAtTheEndOfEachTickTheyChanged() throws {
        let report = run { stage in
            let table = stage.show(UITableView(), as: "table", properties: [])
            let items = BehaviorRelay<[String]>(value: ["milk"])
            table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            items.bind(to: table.rx.items(cellIdentifier: "Cell", cellType: UITableViewCell.self)) {
                _, item, cell in
                cell.textLabel?.text = item
                cell.accessoryType = item.hasSuffix("!") ? .checkmark : .none
            }
            .disposed(by: stage.disposeBag)
            stage.at(10) { items.accept(["milk", "eggs"]) }
            stage.at(20) { items.accept(["milk!", "eggs"]) }
            stage.at(30) { table.selectRow(at: IndexPath(row: 1, section: 0), animated: false) }
            stage.at(40) { items.accept([]) }
        }
        XCTAssertEqual(report.timeline.streams.map(\.name), [], "the rows are not a lane")
        let table = try XCTUnwrap(report.screen.first)
        XCTAssertEqual(table.initialRows, [])
        XCTAssertEqual(table.rowChanges.map(\.time), [0, 10, 20, 30, 40])
        XCTAssertEqual(table.rows(at: 0).map(\.text), ["milk"])
        XCTAssertEqual(table.rows(at: 25).map(\.accessory), ["checkmark", "none"])
        XCTAssertEqual(table.rows(at: 35).map(\.isSelected), [false, true])
        XCTAssertEqual(table.rows(at: 40), [])
    }

    func testAControlsFlagsAreRecordedEvenWhenTheSceneShowsNoProperty() throws {
        let report = run { stage in
            let toggle = stage.show(UISwitch(), as: "toggle", properties: [])
            stage.user(at: 10, "flip") { toggle.simulateToggle() }
            stage.at(20) { toggle.isEnabled = false }
        }
        XCTAssertEqual(report.properties, [])
        let toggle = try XCTUnwrap(report.screen.first)
        XCTAssertEqual(toggle.track("isOn")?.label(at: 5), "false")
        XCTAssertEqual(toggle.track("isOn")?.label(at: 10), "true")
        XCTAssertEqual(toggle.track("isEnabled")?.finalLabel, "false")
    }
}
