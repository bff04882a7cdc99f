import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import UIKitSim
import XCTest

extension Reactive where Base: UILabel {
    var segmentedValue: Binder<Int> {
        Binder(base) { label, index in
            switch index {
            case 0:
                label.textColor = .red
                label.text = "Red"
            default:
                label.textColor = .black
                label.text = "Unknown"
            }
        }
    }
}

final class SmokeTests: RxTestCase {
    func testSegmentedControlDrivesALabel() {
        let picker = UISegmentedControl(items: ["Red", "Green", "Blue"])
        let label = UILabel()
        let bag = DisposeBag()
        picker.rx.selectedSegmentIndex.bind(to: label.rx.segmentedValue).disposed(by: bag)
        XCTAssertEqual(label.text, "Unknown")
        picker.simulateSelectSegment(at: 0)
        XCTAssertEqual(label.text, "Red")
        XCTAssertEqual(label.textColor, .red)
    }

    func testTableItemsAndSelection() {
        let tableView = UITableView()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let items = BehaviorRelay(value: ["a", "b"])
        let bag = DisposeBag()
        items.bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: UITableViewCell.self)) {
            _, item, cell in
            cell.textLabel?.text = item
        }
        .disposed(by: bag)
        XCTAssertEqual(tableView.numberOfRows(inSection: 0), 2)
        XCTAssertEqual(tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "b")
        var selected: [String] = []
        tableView.rx.modelSelected(String.self).subscribe(onNext: { selected.append($0) }).disposed(by: bag)
        tableView.simulateSelectRow(at: IndexPath(row: 1, section: 0))
        XCTAssertEqual(selected, ["b"])
        items.accept(["x"])
        XCTAssertEqual(tableView.numberOfRows(inSection: 0), 1)
    }

    func testScrollViewDelegateForwardsToAnExistingDelegate() {
        final class Delegate: UIScrollViewDelegate {
            var calls = 0
            func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls += 1 }
        }
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let delegate = Delegate()
        scrollView.delegate = delegate
        var events = 0
        let subscription = scrollView.rx.didEndDecelerating.subscribe(onNext: { events += 1 })
        scrollView.simulateSwipe(toPage: 2)
        XCTAssertEqual(events, 1)
        XCTAssertEqual(delegate.calls, 1)
        XCTAssertEqual(scrollView.contentOffset.x, 200)
        subscription.dispose()
    }

    func testDeallocatedCompletesWhenTheObjectDies() {
        var button: UIButton? = UIButton()
        var log: [String] = []
        let subscription = button!.rx.deallocated.subscribe(
            onNext: { log.append("next") }, onCompleted: { log.append("completed") })
        button = nil
        XCTAssertEqual(log, ["next", "completed"])
        subscription.dispose()
    }
}
