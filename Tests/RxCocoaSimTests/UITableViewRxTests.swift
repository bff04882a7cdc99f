import Foundation
import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import UIKitSim
import XCTest

/// A cell type of the app's own, configured by `rx.items(cellIdentifier:cellType:)`.
private final class FruitCell: UITableViewCell {
    var fruit: String?
}

/// An item type of the app's own.
private struct Fruit: Equatable {
    let name: String
}

final class UITableViewRxTests: RxTestCase {
    private let first = IndexPath(row: 0, section: 0)
    private let second = IndexPath(row: 1, section: 0)

    private func rows(_ tableView: UITableView) -> [String] {
        tableView.visibleCells.map { ($0 as? FruitCell)?.fruit ?? $0.textLabel?.text ?? "?" }
    }

    func testItemsWithACellTypeShowEachNewArrayAtItsTime() {
        let tableView = UITableView()
        tableView.register(FruitCell.self, forCellReuseIdentifier: "Fruit")
        let items = scheduler.createHotObservable([
            .next(210, ["apple", "pear"]), .next(220, ["fig"]), .next(230, []), .completed(240),
        ])
        var shown: [String] = []
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            items.bind(to: tableView.rx.items(cellIdentifier: "Fruit", cellType: FruitCell.self)) {
                row, item, cell in
                cell.fruit = "\(row):\(item)"
            }
            .disposed(by: bag)
        }
        for time in [215, 225, 235, 250] {
            scheduler.scheduleAt(time) { shown.append("\(time) \(self.rows(tableView))") }
        }
        scheduler.start()
        // The table keeps its last rows after the sequence completes.
        XCTAssertEqual(shown, ["215 [\"0:apple\", \"1:pear\"]", "225 [\"0:fig\"]", "235 []", "250 []"])
        XCTAssertEqual(items.subscriptions, [Subscription(200, 240)])
    }

    func testItemsBoundTwiceFailTheDataSourceCheckAndShowTheSecondBinding() {
        let tableView = UITableView()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        var messages: [String] = []
        let saved = Hooks.assertionFailureHandler
        Hooks.assertionFailureHandler = { messages.append($0) }
        defer { Hooks.assertionFailureHandler = saved }
        let letters = BehaviorRelay(value: ["a", "b"])
        let bag = DisposeBag()
        letters.bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: UITableViewCell.self)) {
            _, item, cell in cell.textLabel?.text = item
        }
        .disposed(by: bag)
        XCTAssertEqual(messages, [])
        Observable.just(["1"])
            .bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: UITableViewCell.self)) {
                _, item, cell in cell.textLabel?.text = item
            }
            .disposed(by: bag)
        // As in RxCocoa: the check fails once; past it, the second data source is the table's.
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages[0].contains("already has a delegate (or data source)"), messages[0])
        letters.accept(["a", "b", "c"])
        XCTAssertEqual(rows(tableView), ["1"])
    }

    func testItemsWithACellFactoryMakeEachCell() {
        let tableView = UITableView()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let items = BehaviorRelay(value: [Fruit(name: "kiwi"), Fruit(name: "lime")])
        let bag = DisposeBag()
        items.bind(to: tableView.rx.items) { tableView, row, fruit in
            let cell = tableView.dequeueReusableCell(
                withIdentifier: "Cell", for: IndexPath(row: row, section: 0))
            cell.textLabel?.text = fruit.name.uppercased()
            return cell
        }
        .disposed(by: bag)
        XCTAssertEqual(rows(tableView), ["KIWI", "LIME"])
        items.accept([Fruit(name: "plum")])
        XCTAssertEqual(rows(tableView), ["PLUM"])
    }

    func testBindingItemsInstallsBothProxiesAndDisposingRemovesTheDataSource() {
        let tableView = UITableView()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let binding = Observable.just(["a"]).bind(to: tableView.rx.items(cellIdentifier: "Cell")) {
            (_: Int, item: String, cell: UITableViewCell) in
            cell.textLabel?.text = item
        }
        XCTAssertTrue(tableView.dataSource === tableView.rx.dataSource)
        XCTAssertTrue(tableView.delegate === tableView.rx.delegate)
        XCTAssertNotNil(tableView.rx.dataSource.forwardToDelegate())
        XCTAssertEqual(rows(tableView), ["a"])

        binding.dispose()
        XCTAssertNil(tableView.rx.dataSource.forwardToDelegate())
        tableView.reloadData()
        XCTAssertEqual(tableView.numberOfRows(inSection: 0), 0)
    }

    func testAnErrorInTheItemsGoesToTheHookAndKeepsTheRows() {
        let tableView = UITableView()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let items = scheduler.createHotObservable([
            .next(210, ["a", "b"]), .error(220, TestError.boom, [String].self),
        ])
        let bag = DisposeBag()
        let errors = bindingErrors {
            scheduler.scheduleAt(200) {
                items.bind(to: tableView.rx.items(cellIdentifier: "Cell")) {
                    (_: Int, item: String, cell: UITableViewCell) in
                    cell.textLabel?.text = item
                }
                .disposed(by: bag)
            }
            scheduler.start()
        }
        XCTAssertEqual(errors, ["boom"])
        XCTAssertEqual(rows(tableView), ["a", "b"])
    }

    func testItemSelectedAndModelSelectedReportTheUsersTaps() {
        let tableView = UITableView()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let items = scheduler.createHotObservable([.next(205, [Fruit(name: "fig"), Fruit(name: "date")])])
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            items.bind(to: tableView.rx.items(cellIdentifier: "Cell")) {
                (_: Int, fruit: Fruit, cell: UITableViewCell) in
                cell.textLabel?.text = fruit.name
            }
            .disposed(by: bag)
        }
        scheduler.scheduleAt(210) { tableView.simulateSelectRow(at: self.second) }
        scheduler.scheduleAt(220) { tableView.selectRow(at: self.first, animated: false) }  // in code: silent
        scheduler.scheduleAt(230) { tableView.simulateSelectRow(at: self.second) }
        scheduler.scheduleAt(240) { tableView.simulateSelectRow(at: self.first) }
        let indexPaths = scheduler.record(tableView.rx.itemSelected, subscribed: 200, disposed: 1000)
        let deselected = scheduler.record(tableView.rx.itemDeselected, subscribed: 200, disposed: 1000)
        let models = scheduler.record(tableView.rx.modelSelected(Fruit.self), subscribed: 200, disposed: 1000)
        scheduler.start()
        XCTAssertEqual(indexPaths.events, [.next(210, second), .next(230, second), .next(240, first)])
        XCTAssertEqual(deselected.events, [.next(230, first), .next(240, second)])
        XCTAssertEqual(
            models.events,
            [
                .next(210, Fruit(name: "date")), .next(230, Fruit(name: "date")),
                .next(240, Fruit(name: "fig")),
            ])
    }

    func testItemDeletedReportsTheUsersDeletionsOnly() {
        let tableView = UITableView()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let fruits = BehaviorRelay(value: [Fruit(name: "fig"), Fruit(name: "date"), Fruit(name: "kiwi")])
        let bag = DisposeBag()
        fruits.bind(to: tableView.rx.items(cellIdentifier: "Cell")) {
            (_: Int, fruit: Fruit, cell: UITableViewCell) in
            cell.textLabel?.text = fruit.name
        }
        .disposed(by: bag)
        // The app removes each deleted row from its items.
        tableView.rx.itemDeleted
            .subscribe(onNext: { indexPath in
                var rows = fruits.value
                rows.remove(at: indexPath.row)
                fruits.accept(rows)
            })
            .disposed(by: bag)
        scheduler.scheduleAt(210) { tableView.simulateDeleteRow(at: self.second) }
        scheduler.scheduleAt(220) {  // another edit than a deletion is not an `itemDeleted`
            tableView.dataSource?.tableView(tableView, commit: .insert, forRowAt: self.first)
        }
        scheduler.scheduleAt(230) { tableView.simulateDeleteRow(at: self.first) }
        let indexPaths = scheduler.record(tableView.rx.itemDeleted, subscribed: 200, disposed: 1000)
        scheduler.start()
        XCTAssertEqual(indexPaths.events, [.next(210, second), .next(230, first)])
        XCTAssertEqual(rows(tableView), ["kiwi"])
    }

    func testTheAppsOwnDelegateStillHearsTheSelection() {
        final class Delegate: UITableViewDelegate {
            var selected: [IndexPath] = []
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                selected.append(indexPath)
            }
        }
        let tableView = UITableView()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let delegate = Delegate()
        let bag = DisposeBag()
        tableView.rx.setDelegate(delegate).disposed(by: bag)
        Observable.just(["a", "b"]).bind(to: tableView.rx.items(cellIdentifier: "Cell")) {
            (_: Int, item: String, cell: UITableViewCell) in
            cell.textLabel?.text = item
        }
        .disposed(by: bag)
        var fromRx: [IndexPath] = []
        tableView.rx.itemSelected.subscribe(onNext: { fromRx.append($0) }).disposed(by: bag)
        tableView.simulateSelectRow(at: second)
        XCTAssertEqual(delegate.selected, [second])
        XCTAssertEqual(fromRx, [second])
    }

    func testTheModelOfARowIsTheBoundItem() throws {
        let tableView = UITableView()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        XCTAssertThrowsError(try tableView.rx.model(at: first) as String)
        let bag = DisposeBag()
        Observable.just(["a", "b"]).bind(to: tableView.rx.items(cellIdentifier: "Cell")) {
            (_: Int, _: String, _: UITableViewCell) in
        }
        .disposed(by: bag)
        XCTAssertEqual(try tableView.rx.model(at: second) as String, "b")
        XCTAssertThrowsError(try tableView.rx.model(at: second) as Int)
    }

    func testTheTableViewDiesWithItsBindingsInPlace() {
        var tableView: UITableView? = UITableView()
        weak let weakTableView = tableView
        tableView!.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let items = BehaviorRelay(value: ["a"])
        let binding = items.bind(to: tableView!.rx.items(cellIdentifier: "Cell")) {
            (_: Int, item: String, cell: UITableViewCell) in
            cell.textLabel?.text = item
        }
        var completed = false
        let selection = tableView!.rx.itemSelected.subscribe(onCompleted: { completed = true })
        tableView = nil
        XCTAssertNil(weakTableView)
        XCTAssertTrue(completed)
        items.accept(["b"])
        binding.dispose()
        selection.dispose()
    }

    // MARK: UICollectionView

    func testCollectionViewItemSelectedReportsTheUsersTaps() {
        let collectionView = UICollectionView()
        scheduler.scheduleAt(210) { collectionView.simulateSelectItem(at: IndexPath(item: 3, section: 1)) }
        scheduler.scheduleAt(220) { collectionView.simulateSelectItem(at: IndexPath(item: 0, section: 0)) }
        let observer = scheduler.start { collectionView.rx.itemSelected }
        XCTAssertEqual(
            observer.events,
            [.next(210, IndexPath(item: 3, section: 1)), .next(220, IndexPath(item: 0, section: 0))])
        XCTAssertTrue(collectionView.delegate is RxCollectionViewDelegateProxy)
    }

    func testCollectionViewForwardsSelectionToTheAppsDelegate() {
        final class Delegate: UICollectionViewDelegate {
            var selected: [IndexPath] = []
            func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                selected.append(indexPath)
            }
        }
        let collectionView = UICollectionView()
        let delegate = Delegate()
        collectionView.delegate = delegate
        var fromRx: [IndexPath] = []
        let subscription = collectionView.rx.itemSelected.subscribe(onNext: { fromRx.append($0) })
        collectionView.simulateSelectItem(at: IndexPath(item: 1, section: 0))
        XCTAssertEqual(delegate.selected, [IndexPath(item: 1, section: 0)])
        XCTAssertEqual(fromRx, [IndexPath(item: 1, section: 0)])
        subscription.dispose()
    }
}
