import Foundation
import LessonKit
import LessonPublishing
import RxSandbox
import XCTest

/// The simulated screen beside a scene's property table: each view drawn once for each state it is
/// in, the one at the scene's end shown, every value escaped, Korean words on a Korean page, and the
/// states drawn from the recorded tracks. (XCTest, because a Binder runs on the main thread.)
final class SceneScreenTests: XCTestCase {
    /// A scene with one view of each kind, changed at 10 and left so until it ends at 20.
    private func everyKind() -> SceneReport {
        LessonRunner.run(
            Scene("views") { stage in
                let label = stage.show(UILabel(), as: "label", properties: ["text"])
                let field = stage.show(UITextField(), as: "field", properties: ["text"])
                let button = stage.show(UIButton(), as: "button", properties: ["isEnabled"])
                let toggle = stage.show(UISwitch(), as: "toggle", properties: [])
                let slider = stage.show(UISlider(), as: "slider", properties: ["value"])
                let picker = stage.show(UISegmentedControl(items: ["A", "B"]), as: "picker", properties: [])
                let stepper = stage.show(UIStepper(), as: "stepper", properties: [])
                let spinner = stage.show(UIActivityIndicatorView(), as: "spinner", properties: [])
                let table = stage.show(UITableView(), as: "table", properties: [])
                let pager = stage.show(
                    UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480)), as: "pager",
                    properties: [])
                pager.contentSize = CGSize(width: 1280, height: 480)
                let items = BehaviorRelay<[String]>(value: [])
                table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
                items.bind(to: table.rx.items(cellIdentifier: "Cell", cellType: UITableViewCell.self)) {
                    _, item, cell in
                    cell.textLabel?.text = item
                    cell.accessoryType = item == "eggs" ? .checkmark : .none
                }
                .disposed(by: stage.disposeBag)
                stage.at(10) {
                    label.text = "Red"
                    label.textColor = .red
                    field.becomeFirstResponder()
                    field.text = "milk"
                    field.layer.borderColor = UIColor.blue.cgColor
                    button.setTitle("Add", for: .normal)
                    button.isEnabled = false
                    toggle.isOn = true
                    slider.value = 0.8
                    picker.selectedSegmentIndex = 1
                    stepper.value = 3
                    spinner.startAnimating()
                    items.accept(["milk", "eggs"])
                    pager.contentOffset = CGPoint(x: 320, y: 0)
                }
                stage.end(at: 20)
            })
    }

    /// The screen of a scene that runs from 0 to `last`.
    private func html(_ report: SceneReport, _ language: Language = .en, to last: Int = 20) throws -> String {
        try XCTUnwrap(
            SceneScreen(language: language, idPrefix: "lesson-views").html(report.screen, from: 0, to: last))
    }

    /// The frames of the view named `name`: each state's markup, by the tick it starts at, and
    /// whether it is hidden.
    private func frames(_ name: String, in html: String) throws -> [(tick: Int, hidden: Bool, markup: String)]
    {
        let views = html.components(separatedBy: "<li>").dropFirst()
        let view = try XCTUnwrap(views.first { $0.contains("<code>\(name)</code>") }, name)
        return try view.components(separatedBy: "<div data-frame=\"").dropFirst().map { frame in
            let tick = try XCTUnwrap(Int(frame.prefix { $0 != "\"" }), frame)
            return (tick, frame.drop { $0 != "\"" }.hasPrefix("\" hidden "), String(frame))
        }
    }

    /// The markup of the view named `name` as the page shows it (its frame not hidden).
    private func view(_ name: String, in html: String) throws -> String {
        let shown = try frames(name, in: html).filter { !$0.hidden }
        XCTAssertEqual(shown.count, 1, "one frame of \(name) is shown")
        return try XCTUnwrap(shown.first?.markup, name)
    }

    func testEachViewIsDrawnAsItIsWhenTheSceneEnds() throws {
        let report = everyKind()
        XCTAssertTrue(report.passed, report.problems.joined(separator: "\n"))
        let page = try html(report)
        XCTAssertTrue(page.hasPrefix("<figure class=\"screen\" id=\"lesson-views-screen\" "))
        XCTAssertTrue(page.contains("The screen at tick <span class=\"screen-time\">20</span>"))
        XCTAssertTrue(
            try view("label", in: page).contains(
                "<span class=\"ui-text\" style=\"color:rgba(255, 0, 0, 1)\">Red</span>"))
        let field = try view("field", in: page)
        XCTAssertTrue(field.contains(">milk</span>"))
        XCTAssertTrue(field.contains("data-is-editing=\"true\""))
        XCTAssertTrue(field.contains("class=\"view-body has-border\""))
        XCTAssertTrue(field.contains("border-color:rgba(0, 0, 255, 1)"))
        let button = try view("button", in: page)
        XCTAssertTrue(button.contains("data-is-enabled=\"false\""))
        XCTAssertTrue(button.contains(">Add</span>"))
        XCTAssertTrue(try view("toggle", in: page).contains("data-is-on=\"true\""))
        XCTAssertTrue(try view("slider", in: page).contains("<span class=\"ui-fill\" style=\"width:80%\">"))
        XCTAssertTrue(
            try view("picker", in: page).contains(
                "<span class=\"ui-segment\" aria-current=\"true\">B<span class=\"sr when-current\">"))
        XCTAssertTrue(try view("stepper", in: page).contains("<span class=\"ui-value\">3.0</span>"))
        XCTAssertTrue(try view("spinner", in: page).contains("data-is-animating=\"true\""))
        XCTAssertTrue(
            try view("table", in: page).contains(
                "<li class=\"ui-row\"><span class=\"ui-row-text\">eggs</span><span class=\"ui-accessory\">✓</span></li>"
            ))
        let pager = try view("pager", in: page)
        XCTAssertTrue(pager.contains("page <span class=\"ui-page-number\">1</span> · x = "))
        XCTAssertTrue(pager.contains("<span class=\"ui-viewport\" style=\"left:25%;width:25%\">"))
    }

    func testBeforeTheFirstSetEachViewIsDrawnAsItStarted() throws {
        let page = try html(everyKind(), to: 5)
        XCTAssertTrue(try view("label", in: page).contains("style=\"color:rgba(0, 0, 0, 1)\"></span>"))
        XCTAssertTrue(try view("button", in: page).contains("data-is-enabled=\"true\""))
        XCTAssertTrue(try view("button", in: page).contains("data-empty=\"no title\"></span>"))
        XCTAssertTrue(try view("toggle", in: page).contains("data-is-on=\"false\""))
        XCTAssertTrue(try view("slider", in: page).contains("style=\"width:0%\""))
        XCTAssertFalse(try view("picker", in: page).contains("aria-current"))
        XCTAssertTrue(try view("table", in: page).contains("\"></ol>"), "no rows yet")
        XCTAssertTrue(try view("pager", in: page).contains("ui-page-number\">0</span>"))
    }

    func testEveryValueIsEscaped() throws {
        let report = LessonRunner.run(
            Scene("escaping") { stage in
                let label = stage.show(UILabel(), as: "a<b>", properties: [])
                stage.at(10) { label.text = "<script>\"&'</script>" }
            })
        let page = try XCTUnwrap(
            SceneScreen(language: .en, idPrefix: "x\"y").html(report.screen, from: 0, to: 10))
        XCTAssertFalse(page.contains("<script>"))
        XCTAssertFalse(page.contains("a<b>"))
        XCTAssertFalse(page.contains("x\"y"))
        XCTAssertTrue(page.contains("&lt;script&gt;&quot;&amp;&apos;&lt;/script&gt;</span>"))
        XCTAssertTrue(page.contains("<code>a&lt;b&gt;</code>"))
        // Only the frame the text is set in holds it, escaped; the one before is empty.
        XCTAssertEqual(page.components(separatedBy: "&lt;script&gt;").count - 1, 1)
        XCTAssertTrue(page.contains("<span class=\"ui-text\" style=\"color:rgba(0, 0, 0, 1)\"></span>"))
    }

    func testAKoreanScreenSaysEveryWordInKorean() throws {
        let page = try html(everyKind(), .ko)
        XCTAssertTrue(page.contains("틱 <span class=\"screen-time\">20</span>의 화면"))
        for word in ["숨김", "비활성", "편집 중", "켬", "끔", "회전 중", "멈춤", "선택됨", "페이지", "행 없음", "실제 아이폰"] {
            XCTAssertTrue(page.contains(word), word)
        }
        // What a reader sees or hears, leaving out the markup, the code names and the numbers.
        let words = visibleText(
            page.replacingOccurrences(
                of: "<code>[^<]*</code>|<span class=\"view-class\">[^<]*</span>", with: "",
                options: .regularExpression))
        for english in [
            "screen", "tick", "hidden", "disabled", "editing", "selected", "on", "off", "spinning", "stopped",
            "title", "rows", "page", "sketch", "minus", "plus",
        ] {
            XCTAssertNil(
                words.range(of: "\\b\(english)\\b", options: [.regularExpression, .caseInsensitive]), english)
        }
    }

    func testEachStateOfAViewIsAFrameDrawnFromItsTracks() throws {
        let report = everyKind()
        let page = try html(report)
        for object in report.screen {
            // Every view changed at 10 and not after: drawn at 0 (hidden) and at 10 (shown at the end).
            let frames = try frames(object.name, in: page)
            XCTAssertEqual(frames.map(\.tick), [0, 10], object.name)
            XCTAssertEqual(frames.map(\.hidden), [true, false], object.name)
            // A frame is the view at its tick, as the view alone drawn there.
            let alone = try XCTUnwrap(
                SceneScreen(language: .en, idPrefix: "lesson-views").html([object], from: 0, to: 0))
            XCTAssertTrue(
                alone.contains(frames[0].markup.replacingOccurrences(of: "0\" hidden ", with: "0\" ")))
        }
        // A property in the table is the same track on the screen: the two can't disagree.
        XCTAssertEqual(report.properties.map(\.property), ["text", "text", "isEnabled", "value"])
        for track in report.properties {
            let object = try XCTUnwrap(report.screen.first { $0.name == track.object })
            XCTAssertEqual(object.track(track.property), track, "\(track.object).\(track.property)")
        }
        let table = try XCTUnwrap(report.screen.first { $0.kind == .tableView })
        XCTAssertEqual(table.rowChanges.map(\.time), [10])
        let rows = try frames("table", in: page)
        XCTAssertTrue(rows[0].markup.contains("data-empty=\"no rows\"></ol>"), rows[0].markup)
        XCTAssertTrue(rows[1].markup.contains("<span class=\"ui-row-text\">milk</span>"), rows[1].markup)
        // A scene that ends before a set shows it in no frame: the scrubber never reaches it.
        XCTAssertEqual(try frames("label", in: html(report, to: 5)).map(\.tick), [0])
    }

    func testAScreenWithNothingOnItIsNotDrawn() {
        let report = LessonRunner.run(
            Scene("none") { stage in
                stage.show(UIViewController(), as: "screen", properties: [])
            })
        XCTAssertEqual(report.screen, [])
        XCTAssertNil(SceneScreen(language: .en, idPrefix: "x").html(report.screen, from: 0, to: 0))
    }

    // MARK: Helpers

    /// The text between the tags of `html`.
    private func visibleText(_ html: String) -> String {
        html.replacingOccurrences(of: "<[^>]*>", with: " ", options: .regularExpression)
    }
}
