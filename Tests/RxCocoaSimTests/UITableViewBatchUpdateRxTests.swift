import Foundation
import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import UIKitSim
import XCTest

/// The app's own data source: one section of rows it changes when told of an edit.
private final class EditableRows: UITableViewDataSource {
    var rows: [String]

    init(_ rows: [String]) {
        self.rows = rows
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
}

/// The app's own delegate: rows show the insert control while editing.
private final class InsertingDelegate: UITableViewDelegate {
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    { .insert }
}

/// `rx.itemDeleted` and `rx.itemInserted` answered with a batch update instead of a reload.
final class UITableViewBatchUpdateRxTests: RxTestCase {
    /// A loaded table over `source` (through RxCocoa's data source proxy, as `rx.setDataSource` makes it).
    private func table(_ source: EditableRows, _ bag: DisposeBag) -> UITableView {
        let tableView = UITableView()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.rx.setDataSource(source).disposed(by: bag)
        tableView.reloadData()
        return tableView
    }

    private func rows(_ tableView: UITableView) -> [String] {
        tableView.visibleCells.map { $0.textLabel?.text ?? "?" }
    }

    func testASwipedDeleteRemovesTheRowOnceTheAppDeletesItFromTheTable() {
        let bag = DisposeBag()
        let source = EditableRows(["a", "b", "c"])
        let tableView = table(source, bag)
        tableView.rx.itemDeleted
            .subscribe(onNext: { [weak tableView] indexPath in
                source.rows.remove(at: indexPath.row)
                tableView?.deleteRows(at: [indexPath], with: .automatic)
            })
            .disposed(by: bag)
        let second = IndexPath(row: 1, section: 0)
        scheduler.scheduleAt(210) { tableView.simulateDeleteRow(at: second) }
        let deleted = scheduler.record(tableView.rx.itemDeleted, subscribed: 200, disposed: 1000)
        scheduler.start()
        XCTAssertEqual(deleted.events, [.next(210, second)])
        XCTAssertEqual(rows(tableView), ["a", "c"])
        XCTAssertEqual(tableView.numberOfRows(inSection: 0), 2)
    }

    func testATappedInsertAddsTheRowOnceTheAppInsertsItIntoTheTable() {
        let bag = DisposeBag()
        let source = EditableRows(["a", "b"])
        let tableView = table(source, bag)
        let delegate = InsertingDelegate()
        tableView.rx.setDelegate(delegate).disposed(by: bag)
        tableView.setEditing(true, animated: false)
        tableView.rx.itemInserted
            .subscribe(onNext: { [weak tableView] indexPath in
                source.rows.insert("new", at: indexPath.row)
                tableView?.insertRows(at: [indexPath], with: .automatic)
            })
            .disposed(by: bag)
        scheduler.scheduleAt(210) { tableView.simulateInsertRow(at: IndexPath(row: 1, section: 0)) }
        scheduler.start()
        XCTAssertEqual(rows(tableView), ["a", "new", "b"])
    }
}
