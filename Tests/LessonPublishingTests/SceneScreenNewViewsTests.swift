import Foundation
import LessonKit
import LessonPublishing
import RxSandbox
import XCTest

/// The simulated screen's drawing of issue 27's views: an image view, a date picker, a page control,
/// a refresh control, a picker view, a map view, a tab bar and a bar button item — each drawn from
/// its tracks at each state, its values escaped, its words Korean on a Korean page, and a picker's
/// titles and a tab bar's selection read again at the end of every tick.
final class SceneScreenNewViewsTests: XCTestCase {
    /// A scene with one view of each new kind, changed at 10 (and the picker and tab bar picked by
    /// the user at 20), ending at 30.
    private func newKinds() -> SceneReport {
        LessonRunner.run(
            Scene("new-views") { stage in
                let image = stage.show(
                    UIImageView(image: UIImage(systemName: "sun.max")), as: "icon", properties: ["image"])
                let datePicker = stage.show(UIDatePicker(), as: "datePicker", properties: ["date"])
                datePicker.date = Date(timeIntervalSince1970: 1_790_000_000)
                let pages = stage.show(UIPageControl(), as: "pages", properties: ["currentPage"])
                pages.numberOfPages = 4
                let refresh = stage.show(UIRefreshControl(), as: "refresh", properties: [])
                let picker = UIPickerView()
                Observable.just(["Seoul", "Busan", "Jeju"]).bind(to: picker.rx.itemTitles) { _, city in city }
                    .disposed(by: stage.disposeBag)
                stage.show(picker, as: "cityPicker", properties: ["selectedRows"])
                let map = stage.show(MKMapView(), as: "map", properties: ["region"])
                let tabBar = UITabBar()
                let home = UITabBarItem()
                home.title = "Home"
                let settings = UITabBarItem()
                settings.title = "Settings"
                tabBar.items = [home, settings]
                tabBar.selectedItem = home
                stage.show(tabBar, as: "tabBar", properties: [])
                let done = stage.show(UIBarButtonItem(title: "Done"), as: "doneItem", properties: [])
                stage.at(10) {
                    image.highlightedImage = UIImage(named: "sun-lit")
                    image.isHighlighted = true
                    datePicker.datePickerMode = .date
                    pages.currentPage = 2
                    refresh.beginRefreshing()
                    map.setRegion(
                        MKCoordinateRegion(
                            center: CLLocationCoordinate2D(latitude: 37.5, longitude: 127.0),
                            span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.2)),
                        animated: false)
                    map.addOverlay(
                        MKCircle(
                            center: CLLocationCoordinate2D(latitude: 37.5, longitude: 127.0), radius: 1000))
                    map.addAnnotation(
                        MKPointAnnotation(
                            coordinate: CLLocationCoordinate2D(latitude: 37.6, longitude: 127.1),
                            title: "Tower <\"b\">"))
                    done.isEnabled = false
                }
                stage.at(20) {
                    picker.simulatePick(row: 2, component: 0)
                    tabBar.simulateSelect(settings)
                    datePicker.datePickerMode = .countDownTimer
                    datePicker.countDownDuration = 5400
                    refresh.endRefreshing()
                }
                stage.end(at: 30)
            })
    }

    private func html(_ report: SceneReport, _ language: Language = .en, to last: Int = 30) throws -> String {
        try XCTUnwrap(
            SceneScreen(language: language, idPrefix: "lesson-new").html(report.screen, from: 0, to: last))
    }

    /// The markup of the view named `name` as the page shows it (its one frame not hidden).
    private func view(_ name: String, in html: String) throws -> String {
        let views = html.components(separatedBy: "<li>").dropFirst()
        let view = try XCTUnwrap(views.first { $0.contains("<code>\(name)</code>") }, name)
        let shown = view.components(separatedBy: "<div data-frame=\"").dropFirst().filter {
            !$0.drop { $0 != "\"" }.hasPrefix("\" hidden ")
        }
        XCTAssertEqual(shown.count, 1, "one frame of \(name) is shown")
        return try XCTUnwrap(shown.first, name)
    }

    func testEachNewKindIsTheNearestClass() {
        let kinds = Dictionary(uniqueKeysWithValues: newKinds().screen.map { ($0.name, $0.kind) })
        XCTAssertEqual(
            kinds,
            [
                "icon": .imageView, "datePicker": .datePicker, "pages": .pageControl,
                "refresh": .refreshControl,
                "cityPicker": .pickerView, "map": .mapView, "tabBar": .tabBar, "doneItem": .barButtonItem,
            ])
    }

    func testEachNewViewIsDrawnAsItIsAtTen() throws {
        let report = newKinds()
        XCTAssertTrue(report.passed, report.problems.joined(separator: "\n"))
        let page = try html(report, to: 10)
        let icon = try view("icon", in: page)
        XCTAssertTrue(icon.contains("data-is-highlighted=\"true\""))
        XCTAssertTrue(icon.contains(">UIImage(named: &quot;sun-lit&quot;)</span>"), icon)
        XCTAssertTrue(
            try view("datePicker", in: page).contains("<span class=\"ui-wheel-row\">2026-09-21</span>"))
        let pages = try view("pages", in: page)
        XCTAssertTrue(
            pages.contains(
                "<span class=\"ui-dot\"></span><span class=\"ui-dot\"></span>"
                    + "<span class=\"ui-dot\" aria-current=\"true\"></span><span class=\"ui-dot\"></span>"),
            pages)
        XCTAssertTrue(pages.contains("page 2 / 4"))
        XCTAssertTrue(try view("refresh", in: page).contains("data-is-refreshing=\"true\""))
        XCTAssertTrue(try view("cityPicker", in: page).contains("<span class=\"ui-wheel-row\">Seoul</span>"))
        let map = try view("map", in: page)
        XCTAssertTrue(map.contains("center <span class=\"ui-value\">(37.5, 127.0)</span>"), map)
        XCTAssertTrue(map.contains("span <span class=\"ui-value\">±0.1°×0.2°</span>"), map)
        XCTAssertTrue(
            map.contains("<li class=\"ui-map-item\">&lt;MKCircle (37.5, 127.0) r=1000.0&gt;</li>"), map)
        XCTAssertTrue(
            map.contains(
                "<li class=\"ui-map-item\">&lt;MKPointAnnotation Tower &lt;&quot;b&quot;&gt; (37.6, 127.1)&gt;</li>"
            ), map)
        XCTAssertTrue(
            try view("tabBar", in: page).contains(
                "<span class=\"ui-tab\" aria-current=\"true\">Home<span class=\"sr\"> (selected)</span></span>"
                    + "<span class=\"ui-tab\">Settings</span>"))
        let done = try view("doneItem", in: page)
        XCTAssertTrue(done.contains("data-is-enabled=\"false\""))
        XCTAssertTrue(done.contains(">Done</span>"))
    }

    func testBeforeTheFirstSetEachNewViewIsDrawnAsItStarted() throws {
        let page = try html(newKinds(), to: 5)
        XCTAssertTrue(try view("icon", in: page).contains(">UIImage(systemName: &quot;sun.max&quot;)</span>"))
        XCTAssertTrue(try view("datePicker", in: page).contains(">2026-09-21 14:13</span>"))
        XCTAssertTrue(try view("pages", in: page).contains("page 0 / 4"))
        XCTAssertTrue(try view("refresh", in: page).contains("data-is-refreshing=\"false\""))
        let map = try view("map", in: page)
        XCTAssertTrue(map.contains("(0.0, 0.0)"))
        XCTAssertTrue(map.contains("data-empty=\"none\"></ul>"))
        XCTAssertFalse(map.contains("<li"))
    }

    /// After the user's picks at 20, the wheel shows the picked row's title and the tab bar marks the
    /// picked tab: their rows are read again at the end of every tick (as a table's are).
    func testAPickedWheelShowsItsTitleAndATabBarItsNewSelection() throws {
        let page = try html(newKinds())
        XCTAssertTrue(try view("cityPicker", in: page).contains("<span class=\"ui-wheel-row\">Jeju</span>"))
        let tabBar = try view("tabBar", in: page)
        XCTAssertTrue(
            tabBar.contains(
                "<span class=\"ui-tab\">Home</span><span class=\"ui-tab\" aria-current=\"true\">Settings"),
            tabBar)
        XCTAssertTrue(try view("datePicker", in: page).contains("<span class=\"ui-wheel-row\">1:30</span>"))
        XCTAssertTrue(try view("refresh", in: page).contains("data-is-refreshing=\"false\""))
    }

    func testAPickerWhoseRowsWereLoadedAfterItWasNamedShowsTheirTitles() throws {
        let report = LessonRunner.run(
            Scene("late-rows") { stage in
                let picker = stage.show(UIPickerView(), as: "picker", properties: [])
                stage.at(10) {
                    Observable.just(["a", "b"]).bind(to: picker.rx.itemTitles) { _, item in item }
                        .disposed(by: stage.disposeBag)
                }
                stage.end(at: 20)
            })
        let page = try html(report, to: 20)
        XCTAssertTrue(try view("picker", in: page).contains("<span class=\"ui-wheel-row\">a</span>"))
        XCTAssertTrue(try view("picker", in: html(report, to: 5)).contains("data-empty=\"no rows\"></span>"))
    }

    func testANewViewsPropertyInTheTableIsTheSameTrackOnTheScreen() throws {
        let report = newKinds()
        // (The icon's image is never set: it is not in the table.)
        XCTAssertEqual(
            Set(report.properties.map { "\($0.object).\($0.property)" }),
            ["datePicker.date", "pages.currentPage", "cityPicker.selectedRows", "map.region"])
        for track in report.properties {
            let object = try XCTUnwrap(report.screen.first { $0.name == track.object })
            XCTAssertEqual(object.track(track.property), track, "\(track.object).\(track.property)")
        }
    }

    func testAKoreanScreenSaysTheNewWordsInKorean() throws {
        let page = try html(newKinds(), .ko, to: 10)
        for word in ["중심", "범위", "오버레이", "핀", "새로고침 중", "페이지", "선택됨"] {
            XCTAssertTrue(page.contains(word), word)
        }
        let words = page.replacingOccurrences(
            of:
                "<code>[^<]*</code>|<span class=\"view-class\">[^<]*</span>|<li class=\"ui-map-item\">[^<]*</li>|<span class=\"ui-[a-z-]*\"[^>]*>[A-Z][^<]*</span>",
            with: "", options: .regularExpression
        ).replacingOccurrences(of: "<[^>]*>", with: " ", options: .regularExpression)
        for english in ["center", "span", "overlays", "pins", "refreshing", "row", "none", "image", "items"] {
            XCTAssertNil(
                words.range(of: "\\b\(english)\\b", options: [.regularExpression, .caseInsensitive]), english)
        }
        let late = try html(newKinds(), .ko)
        XCTAssertTrue(late.contains("<span class=\"ui-wheel-row\">Jeju</span>"))
    }
}
