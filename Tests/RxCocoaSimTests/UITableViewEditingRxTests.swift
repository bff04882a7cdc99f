import Foundation
import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import UIKitSim
import XCTest

/// The app's own delegate: rows show the insert control while editing.
private final class InsertingDelegate: UITableViewDelegate {
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    { .insert }
}

final class UITableViewEditingRxTests: RxTestCase {
    private let first = IndexPath(row: 0, section: 0)
    private let second = IndexPath(row: 1, section: 0)
    private let third = IndexPath(row: 2, section: 0)

    /// A table showing `items`, bound with `rx.items` until `bag` goes.
    private func table(_ items: BehaviorRelay<[String]>, _ bag: DisposeBag) -> UITableView {
        let tableView = UITableView()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        items.bind(to: tableView.rx.items(cellIdentifier: "Cell")) {
            (_: Int, item: String, cell: UITableViewCell) in
            cell.textLabel?.text = item
        }
        .disposed(by: bag)
        return tableView
    }

    private func rows(_ tableView: UITableView) -> [String] {
        tableView.visibleCells.map { $0.textLabel?.text ?? "?" }
    }

    func testHighlightEventsFollowTheUsersFinger() {
        let bag = DisposeBag()
        let tableView = table(BehaviorRelay(value: ["a", "b"]), bag)
        scheduler.scheduleAt(210) { tableView.simulateHighlightRow(at: self.second) }
        scheduler.scheduleAt(220) { tableView.simulateSelectRow(at: self.second) }
        scheduler.scheduleAt(230) { tableView.simulateSelectRow(at: self.first) }
        let highlighted = scheduler.record(tableView.rx.itemHighlighted, subscribed: 200, disposed: 1000)
        let unhighlighted = scheduler.record(tableView.rx.itemUnhighlighted, subscribed: 200, disposed: 1000)
        let deselected = scheduler.record(
            tableView.rx.modelDeselected(String.self), subscribed: 200, disposed: 1000)
        scheduler.start()
        XCTAssertEqual(highlighted.events, [.next(210, second), .next(230, first)])
        XCTAssertEqual(unhighlighted.events, [.next(220, second), .next(230, first)])
        XCTAssertEqual(deselected.events, [.next(230, "b")])
    }

    func testItemAccessoryButtonTappedReportsDetailButtonTaps() {
        let bag = DisposeBag()
        let tableView = table(BehaviorRelay(value: ["a", "b"]), bag)
        tableView.cellForRow(at: first)?.accessoryType = .checkmark
        tableView.cellForRow(at: second)?.accessoryType = .detailButton
        scheduler.scheduleAt(210) { tableView.simulateTapAccessoryButton(forRowAt: self.first) }  // no button
        scheduler.scheduleAt(220) { tableView.simulateTapAccessoryButton(forRowAt: self.second) }
        let taps = scheduler.record(tableView.rx.itemAccessoryButtonTapped, subscribed: 200, disposed: 1000)
        scheduler.start()
        XCTAssertEqual(taps.events, [.next(220, second)])
    }

    func testItemInsertedReportsThePlusTapsWhileEditing() {
        let bag = DisposeBag()
        let items = BehaviorRelay(value: ["a", "b"])
        let tableView = table(items, bag)
        let delegate = InsertingDelegate()
        tableView.rx.setDelegate(delegate).disposed(by: bag)
        // The app adds a row where the user asks.
        tableView.rx.itemInserted
            .subscribe(onNext: { indexPath in
                var rows = items.value
                rows.insert("new", at: indexPath.row)
                items.accept(rows)
            })
            .disposed(by: bag)
        scheduler.scheduleAt(210) { tableView.simulateInsertRow(at: self.second) }  // not editing
        scheduler.scheduleAt(215) { tableView.setEditing(true, animated: true) }
        scheduler.scheduleAt(220) { tableView.simulateInsertRow(at: self.second) }
        scheduler.scheduleAt(230) { tableView.simulateDeleteRow(at: self.first) }  // not an insertion
        let inserted = scheduler.record(tableView.rx.itemInserted, subscribed: 200, disposed: 1000)
        let deleted = scheduler.record(
            tableView.rx.modelDeleted(String.self), subscribed: 200, disposed: 1000)
        scheduler.start()
        XCTAssertEqual(inserted.events, [.next(220, second)])
        XCTAssertEqual(deleted.events, [.next(230, "a")])
        XCTAssertEqual(rows(tableView), ["a", "new", "b"])
    }

    func testItemMovedReportsTheDragAndTheAppMovesItsItem() {
        let bag = DisposeBag()
        let items = BehaviorRelay(value: ["a", "b", "c"])
        let tableView = table(items, bag)
        var shownAtTheMove: [String] = []
        tableView.rx.itemMoved
            .subscribe(onNext: { move in
                shownAtTheMove = self.rows(tableView)
                var rows = items.value
                rows.insert(rows.remove(at: move.sourceIndex.row), at: move.destinationIndex.row)
                items.accept(rows)
            })
            .disposed(by: bag)
        scheduler.scheduleAt(210) { tableView.isEditing = true }
        scheduler.scheduleAt(220) { tableView.simulateMoveRow(at: self.first, to: self.third) }
        let moves = scheduler.record(
            tableView.rx.itemMoved.map { "\($0.sourceIndex.row)>\($0.destinationIndex.row)" },
            subscribed: 200,
            disposed: 1000)
        scheduler.start()
        XCTAssertEqual(moves.events, [.next(220, "0>2")])
        XCTAssertEqual(shownAtTheMove, ["b", "c", "a"], "the table shows the row moved before it tells")
        XCTAssertEqual(items.value, ["b", "c", "a"])
    }

    func testDisplayEventsFollowEachReload() {
        let bag = DisposeBag()
        let items = BehaviorRelay(value: ["a", "b"])
        let tableView = UITableView()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let shown = scheduler.record(
            tableView.rx.willDisplayCell.map { "\($0.indexPath.row)\($0.cell.textLabel?.text ?? "?")" },
            subscribed: 200, disposed: 1000)
        let gone = scheduler.record(
            tableView.rx.didEndDisplayingCell.map { "\($0.indexPath.row)\($0.cell.textLabel?.text ?? "?")" },
            subscribed: 200, disposed: 1000)
        scheduler.scheduleAt(210) {
            items.bind(to: tableView.rx.items(cellIdentifier: "Cell")) {
                (_: Int, item: String, cell: UITableViewCell) in
                cell.textLabel?.text = item
            }
            .disposed(by: bag)
        }
        scheduler.scheduleAt(220) { items.accept(["c"]) }
        scheduler.start()
        XCTAssertEqual(shown.events, [.next(210, "0a"), .next(210, "1b"), .next(220, "0c")])
        XCTAssertEqual(gone.events, [.next(220, "0a"), .next(220, "1b")])
    }

    func testSetDataSourceForwardsWeaklyAndTheProxyAsksIt() {
        final class Letters: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                cell.textLabel?.text = ["x", "y"][indexPath.row]
                return cell
            }
        }
        let tableView = UITableView()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        weak var weakLetters: Letters?
        let bag = DisposeBag()
        do {
            let letters = Letters()
            weakLetters = letters
            tableView.rx.setDataSource(letters).disposed(by: bag)
            tableView.reloadData()
            XCTAssertTrue(tableView.dataSource === tableView.rx.dataSource)
            XCTAssertEqual(rows(tableView), ["x", "y"])
        }
        XCTAssertNil(weakLetters)
        tableView.reloadData()
        XCTAssertEqual(rows(tableView), [])
    }

    func testTheNewEventsCompleteWhenTheTableDies() {
        var tableView: UITableView? = UITableView()
        var completions: [String] = []
        let bag = DisposeBag()
        let events: [(String, Observable<String>)] = [
            ("itemHighlighted", tableView!.rx.itemHighlighted.map { _ in "" }),
            ("itemMoved", tableView!.rx.itemMoved.map { _ in "" }),
            ("modelDeleted", tableView!.rx.modelDeleted(String.self).asObservable()),
            ("didEndDisplayingCell", tableView!.rx.didEndDisplayingCell.map { _ in "" }),
        ]
        for (name, event) in events {
            event.subscribe(onCompleted: { completions.append(name) }).disposed(by: bag)
        }
        tableView = nil
        XCTAssertEqual(
            completions.sorted(), ["didEndDisplayingCell", "itemHighlighted", "itemMoved", "modelDeleted"])
    }
}
