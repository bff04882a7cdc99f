import Foundation
import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import UIKitSim
import XCTest

/// An adapter of the app's own: two wheels of numbers, titled by their values.
private final class NumberWheels: NSObject, RxPickerViewDataSourceType, UIPickerViewDataSource,
    UIPickerViewDelegate, SectionedViewDataSourceType
{
    private var wheels: [[Int]] = []
    var titlesAsked = 0

    func pickerView(_ pickerView: UIPickerView, observedEvent: Event<[[Int]]>) {
        guard case .next(let wheels) = observedEvent else { return }
        self.wheels = wheels
        pickerView.reloadAllComponents()
    }

    func model(at indexPath: IndexPath) throws -> Any {
        wheels[indexPath.section][indexPath.row]
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { wheels.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        wheels[component].count
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    {
        titlesAsked += 1
        return "#\(wheels[component][row])"
    }
}

final class UIPickerViewRxTests: RxTestCase {
    private func titles(_ picker: UIPickerView, component: Int = 0) -> [String] {
        (0..<picker.numberOfRows(inComponent: component)).map {
            (picker.view(forRow: $0, forComponent: component) as? UILabel)?.text ?? "?"
        }
    }

    func testItemTitlesShowEachNewArrayAtItsTime() {
        let picker = UIPickerView()
        let items = scheduler.createHotObservable([
            .next(210, ["red", "green"]), .next(220, ["blue"]), .completed(230),
        ])
        var shown: [String] = []
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            items.bind(to: picker.rx.itemTitles) { row, color in "\(row) \(color)" }.disposed(by: bag)
        }
        for time in [215, 225, 240] {
            scheduler.scheduleAt(time) { shown.append("\(time) \(self.titles(picker))") }
        }
        scheduler.start()
        // The picker keeps its last rows after the sequence completes.
        XCTAssertEqual(shown, ["215 [\"0 red\", \"1 green\"]", "225 [\"0 blue\"]", "240 [\"0 blue\"]"])
        XCTAssertEqual(items.subscriptions, [Subscription(200, 230)])
        XCTAssertTrue(picker.dataSource === picker.rx.dataSource)
        XCTAssertTrue(picker.delegate === picker.rx.delegate)
    }

    func testAttributedTitlesAndViewsShowTheirRows() {
        let styled = UIPickerView()
        let viewed = UIPickerView()
        let bag = DisposeBag()
        Observable.just([1, 2]).bind(to: styled.rx.itemAttributedTitles) { _, number in
            NSAttributedString(string: "n\(number)")
        }
        .disposed(by: bag)
        Observable.just(["a", "b"]).bind(to: viewed.rx.items) { row, letter, reused in
            let view = reused ?? UIView()
            view.accessibilityIdentifier = "\(row)\(letter)"
            return view
        }
        .disposed(by: bag)
        XCTAssertEqual(titles(styled), ["n1", "n2"])
        XCTAssertEqual(viewed.view(forRow: 1, forComponent: 0)?.accessibilityIdentifier, "1b")
    }

    func testItemSelectedAndModelSelectedReportTheUsersPicks() {
        let picker = UIPickerView()
        let items = scheduler.createHotObservable([.next(205, ["S", "M", "L"])])
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            items.bind(to: picker.rx.itemTitles) { _, size in size }.disposed(by: bag)
        }
        scheduler.scheduleAt(210) { picker.simulatePick(row: 2, component: 0) }
        scheduler.scheduleAt(220) { picker.selectRow(0, inComponent: 0, animated: false) }  // in code: silent
        scheduler.scheduleAt(230) { picker.simulatePick(row: 1, component: 0) }
        let picks = scheduler.record(
            picker.rx.itemSelected.map { "\($0.component):\($0.row)" }, subscribed: 200, disposed: 1000)
        let models = scheduler.record(picker.rx.modelSelected(String.self), subscribed: 200, disposed: 1000)
        scheduler.start()
        XCTAssertEqual(picks.events, [.next(210, "0:2"), .next(230, "0:1")])
        XCTAssertEqual(models.events, [.next(210, ["L"]), .next(230, ["M"])])
    }

    func testModelSelectedGivesTheSelectedRowOfEveryWheel() {
        let picker = UIPickerView()
        let adapter = NumberWheels()
        let bag = DisposeBag()
        Observable.just([[1, 2, 3], [10, 20]]).bind(to: picker.rx.items(adapter: adapter)).disposed(by: bag)
        XCTAssertGreaterThan(adapter.titlesAsked, 0, "the adapter titles the rows")
        XCTAssertEqual(titles(picker, component: 1), ["#10", "#20"])
        var selected: [[Int]] = []
        picker.rx.modelSelected(Int.self).subscribe(onNext: { selected.append($0) }).disposed(by: bag)
        picker.simulatePick(row: 2, component: 0)
        picker.simulatePick(row: 1, component: 1)
        XCTAssertEqual(selected, [[3, 10], [3, 20]])
    }

    func testTheModelIsTheBoundItemAndNoneBeforeTheFirstElement() {
        let picker = UIPickerView()
        XCTAssertThrowsError(try picker.rx.model(at: IndexPath(row: 0, section: 0)) as String)
        let items = PublishSubject<[String]>()
        let bag = DisposeBag()
        items.bind(to: picker.rx.itemTitles) { _, item in item }.disposed(by: bag)
        XCTAssertThrowsError(try picker.rx.model(at: IndexPath(row: 0, section: 0)) as String) { error in
            guard case RxCocoaError.itemsNotYetBound = error else { return XCTFail("\(error)") }
        }
        items.onNext(["x", "y"])
        XCTAssertEqual(try picker.rx.model(at: IndexPath(row: 1, section: 0)) as String, "y")
        XCTAssertThrowsError(try picker.rx.model(at: IndexPath(row: 1, section: 0)) as Int)
    }

    func testTheAdapterIsRetainedUntilTheBindingIsDisposed() {
        let picker = UIPickerView()
        weak var weakAdapter: NumberWheels?
        var binding: Disposable?
        do {
            let adapter = NumberWheels()
            weakAdapter = adapter
            binding = Observable.just([[1]]).bind(to: picker.rx.items(adapter: adapter))
        }
        XCTAssertNotNil(weakAdapter)
        binding?.dispose()
        XCTAssertNil(weakAdapter)
        XCTAssertNil(picker.rx.dataSource.forwardToDelegate())
        XCTAssertNil(picker.rx.delegate.forwardToDelegate())
    }

    func testItemsBoundTwiceFailTheChecksAndTheSecondBindingWins() {
        let picker = UIPickerView()
        var messages: [String] = []
        let saved = Hooks.assertionFailureHandler
        Hooks.assertionFailureHandler = { messages.append($0) }
        defer { Hooks.assertionFailureHandler = saved }
        let bag = DisposeBag()
        Observable.just(["a"]).bind(to: picker.rx.itemTitles) { _, item in item }.disposed(by: bag)
        XCTAssertEqual(messages, [])
        Observable.just(["b"]).bind(to: picker.rx.itemTitles) { _, item in item }.disposed(by: bag)
        // The delegate and the data source are each checked.
        XCTAssertEqual(messages.count, 2)
        XCTAssertEqual(titles(picker), ["b"])
    }

    func testTheAppsOwnDelegateStillHearsThePicks() {
        final class Delegate: UIPickerViewDelegate {
            var picks: [Int] = []
            func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
                picks.append(row)
            }
        }
        final class DataSource: UIPickerViewDataSource {
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 4 }
        }
        let picker = UIPickerView()
        let delegate = Delegate()
        let dataSource = DataSource()
        let bag = DisposeBag()
        picker.rx.setDelegate(delegate).disposed(by: bag)
        picker.dataSource = dataSource  // RxCocoa has no rx.setDataSource for pickers
        picker.reloadAllComponents()
        var fromRx: [Int] = []
        picker.rx.itemSelected.subscribe(onNext: { fromRx.append($0.row) }).disposed(by: bag)
        picker.simulatePick(row: 3, component: 0)
        XCTAssertEqual(delegate.picks, [3])
        XCTAssertEqual(fromRx, [3])
        XCTAssertEqual(picker.numberOfRows(inComponent: 0), 4)
    }

    func testThePickEventsCompleteWhenThePickerDies() {
        var picker: UIPickerView? = UIPickerView()
        var completions: [String] = []
        let bag = DisposeBag()
        picker!.rx.itemSelected.subscribe(onCompleted: { completions.append("itemSelected") }).disposed(
            by: bag)
        picker!.rx.modelSelected(Int.self).subscribe(onCompleted: { completions.append("modelSelected") })
            .disposed(by: bag)
        Observable.just([1]).bind(to: picker!.rx.itemTitles) { _, number in "\(number)" }.disposed(by: bag)
        picker = nil
        XCTAssertEqual(completions.sorted(), ["itemSelected", "modelSelected"])
    }
}
