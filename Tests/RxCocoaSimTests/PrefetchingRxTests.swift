import Foundation
import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import UIKitSim
import XCTest

final class PrefetchingRxTests: RxTestCase {
    private func rows(_ rows: Int...) -> [IndexPath] {
        rows.map { IndexPath(row: $0, section: 0) }
    }

    /// A table of ten rows, bound with `rx.items` until `bag` goes.
    private func table(_ bag: DisposeBag) -> UITableView {
        let tableView = UITableView()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        Observable.just(Array(0..<10)).bind(to: tableView.rx.items(cellIdentifier: "Cell")) {
            (_: Int, _: Int, _: UITableViewCell) in
        }
        .disposed(by: bag)
        return tableView
    }

    func testPrefetchRowsAndCancelFollowTheUsersScroll() {
        let bag = DisposeBag()
        let tableView = table(bag)
        scheduler.scheduleAt(210) { tableView.simulateScroll(approachingRowsAt: self.rows(4, 5)) }
        scheduler.scheduleAt(220) { tableView.simulateScroll(approachingRowsAt: self.rows(5, 6)) }
        scheduler.scheduleAt(230) { tableView.simulateScrollReversal() }
        let prefetched = scheduler.record(tableView.rx.prefetchRows, subscribed: 200, disposed: 1000)
        let cancelled = scheduler.record(
            tableView.rx.cancelPrefetchingForRows, subscribed: 200, disposed: 1000)
        scheduler.start()
        XCTAssertEqual(prefetched.events, [.next(210, rows(4, 5)), .next(220, rows(6))])
        XCTAssertEqual(cancelled.events, [.next(230, rows(4, 5, 6))])
        XCTAssertTrue(tableView.prefetchDataSource === tableView.rx.prefetchDataSource)
    }

    func testTheAppsOwnPrefetchDataSourceStillHearsTheRows() {
        final class Loader: UITableViewDataSourcePrefetching {
            var loading: [IndexPath] = []
            func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
                loading += indexPaths
            }
        }
        let bag = DisposeBag()
        let tableView = table(bag)
        let loader = Loader()
        tableView.rx.setPrefetchDataSource(loader).disposed(by: bag)
        var fromRx: [[IndexPath]] = []
        tableView.rx.prefetchRows.subscribe(onNext: { fromRx.append($0) }).disposed(by: bag)
        tableView.simulateScroll(approachingRowsAt: rows(8, 9))
        XCTAssertEqual(loader.loading, rows(8, 9))
        XCTAssertEqual(fromRx, [rows(8, 9)])
    }

    func testPrefetchItemsAndCancelFollowTheUsersScroll() {
        let grid = UICollectionView()
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        let bag = DisposeBag()
        Observable.just(Array(0..<6)).bind(to: grid.rx.items(cellIdentifier: "Cell")) {
            (_: Int, _: Int, _: UICollectionViewCell) in
        }
        .disposed(by: bag)
        let items = [IndexPath(item: 4, section: 0), IndexPath(item: 5, section: 0)]
        scheduler.scheduleAt(210) { grid.simulateScroll(approachingItemsAt: items) }
        scheduler.scheduleAt(220) { grid.simulateScrollReversal() }
        let prefetched = scheduler.record(grid.rx.prefetchItems, subscribed: 200, disposed: 1000)
        let cancelled = scheduler.record(grid.rx.cancelPrefetchingForItems, subscribed: 200, disposed: 1000)
        scheduler.start()
        XCTAssertEqual(prefetched.events, [.next(210, items)])
        XCTAssertEqual(cancelled.events, [.next(220, items)])
        XCTAssertTrue(grid.prefetchDataSource === grid.rx.prefetchDataSource)
    }

    func testThePrefetchEventsCompleteWhenTheViewsDie() {
        var tableView: UITableView? = UITableView()
        var grid: UICollectionView? = UICollectionView()
        var completions: [String] = []
        let bag = DisposeBag()
        tableView!.rx.prefetchRows.subscribe(onCompleted: { completions.append("prefetchRows") }).disposed(
            by: bag)
        tableView!.rx.cancelPrefetchingForRows.subscribe(onCompleted: { completions.append("cancelRows") })
            .disposed(by: bag)
        grid!.rx.prefetchItems.subscribe(onCompleted: { completions.append("prefetchItems") }).disposed(
            by: bag)
        grid!.rx.cancelPrefetchingForItems.subscribe(onCompleted: { completions.append("cancelItems") })
            .disposed(by: bag)
        tableView = nil
        grid = nil
        XCTAssertEqual(completions.sorted(), ["cancelItems", "cancelRows", "prefetchItems", "prefetchRows"])
    }
}
