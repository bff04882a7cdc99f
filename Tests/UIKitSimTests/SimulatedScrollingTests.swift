import Foundation
import UIKitSim
import XCTest

final class SimulatedScrollingTests: XCTestCase {
    // MARK: UIScrollView

    func testASwipeTellsTheDelegateInUIKitsOrder() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let delegate = CallLog()
        scrollView.delegate = delegate
        scrollView.simulateSwipe(toPage: 2)
        XCTAssertEqual(
            delegate.calls,
            [
                "willBeginDragging dragging=true", "didScroll 100.0,0.0", "willEndDragging target=200.0",
                "didEndDragging decelerate=true dragging=false", "willBeginDecelerating decelerating=true",
                "didScroll 200.0,0.0", "didEndDecelerating decelerating=false",
            ])
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 200, y: 0))
        XCTAssertEqual(scrollView.bounds.origin, CGPoint(x: 200, y: 0))
    }

    func testADragWithoutMomentumDoesNotDecelerate() {
        let scrollView = UIScrollView()
        let delegate = CallLog()
        scrollView.delegate = delegate
        scrollView.simulateDrag(to: CGPoint(x: 0, y: 30))
        XCTAssertEqual(
            delegate.calls,
            [
                "willBeginDragging dragging=true", "didScroll 0.0,30.0", "willEndDragging target=0.0",
                "didEndDragging decelerate=false dragging=false",
            ])
    }

    func testScrollingInCodeReportsDidScrollAndTheEndOfAnAnimation() {
        let scrollView = UIScrollView()
        let delegate = CallLog()
        scrollView.delegate = delegate
        scrollView.contentOffset = CGPoint(x: 5, y: 0)
        scrollView.setContentOffset(CGPoint(x: 9, y: 0), animated: false)
        scrollView.setContentOffset(CGPoint(x: 1, y: 0), animated: true)
        XCTAssertEqual(
            delegate.calls,
            ["didScroll 5.0,0.0", "didScroll 9.0,0.0", "didScroll 1.0,0.0", "didEndScrollingAnimation"])
    }

    func testAScrollViewHoldsItsDelegateWeakly() {
        let scrollView = UIScrollView()
        weak var weakDelegate: CallLog?
        do {
            let delegate = CallLog()
            weakDelegate = delegate
            scrollView.delegate = delegate
        }
        XCTAssertNil(weakDelegate)
        XCTAssertNil(scrollView.delegate)
    }

    // MARK: UITableView

    func testReloadDataAsksForTheRowsThenEveryCell() {
        let tableView = UITableView()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let source = CallLog()
        source.rows = ["a", "b"]
        tableView.dataSource = source
        tableView.delegate = source
        XCTAssertEqual(tableView.numberOfSections, 0)

        tableView.reloadData()
        XCTAssertEqual(
            source.calls,
            ["numberOfRows 0", "cellForRow 0", "willDisplay 0", "cellForRow 1", "willDisplay 1"])
        XCTAssertEqual(tableView.numberOfSections, 1)
        XCTAssertEqual(tableView.numberOfRows(inSection: 0), 2)
        XCTAssertEqual(tableView.numberOfRows(inSection: 1), 0)
        XCTAssertEqual(tableView.visibleCells.map { $0.textLabel?.text }, ["a", "b"])
        XCTAssertEqual(tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "b")
        XCTAssertNil(tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        XCTAssertEqual(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.reuseIdentifier, "Cell")
    }

    func testCellsOfThePreviousLoadAreReusedAfterPrepareForReuse() {
        let (tableView, source) = loadedTable(["a", "b"], cells: CountingCell.self)
        let firstLoad = tableView.visibleCells.compactMap { $0 as? CountingCell }
        XCTAssertEqual(firstLoad.count, 2)
        XCTAssertEqual(firstLoad.map(\.reuseCount), [0, 0])

        source.rows = ["x", "y", "z"]
        tableView.reloadData()
        let secondLoad = tableView.visibleCells.compactMap { $0 as? CountingCell }
        XCTAssertEqual(secondLoad.count, 3)
        // Two of the three cells are the old ones, prepared for reuse; the third is new.
        let reused = secondLoad.filter { cell in firstLoad.contains { $0 === cell } }
        XCTAssertEqual(reused.count, 2)
        XCTAssertEqual(reused.map(\.reuseCount), [1, 1])
        XCTAssertEqual(secondLoad.map { $0.textLabel?.text }, ["x", "y", "z"])
    }

    func testATableWithoutADataSourceIsEmpty() {
        let tableView = UITableView()
        tableView.reloadData()
        XCTAssertEqual(tableView.numberOfSections, 0)
        XCTAssertEqual(tableView.visibleCells.count, 0)
    }

    func testTheUserSelectingARowDeselectsThePreviousOneAndTellsTheDelegate() {
        let (tableView, source) = loadedTable(["a", "b", "c"])
        tableView.delegate = source

        tableView.simulateSelectRow(at: IndexPath(row: 0, section: 0))
        tableView.simulateSelectRow(at: IndexPath(row: 2, section: 0))
        tableView.simulateSelectRow(at: IndexPath(row: 7, section: 0))  // no such row: nothing
        XCTAssertEqual(
            source.calls.filter { $0.hasPrefix("did") }, ["didSelect 0", "didDeselect 0", "didSelect 2"])
        XCTAssertEqual(tableView.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
        XCTAssertEqual(tableView.visibleCells.map(\.isSelected), [false, false, true])
    }

    func testTheUserDeletingARowAsksTheDataSourceToCommitTheDeletion() {
        let (tableView, source) = loadedTable(["a", "b"])
        source.calls = []

        tableView.simulateDeleteRow(at: IndexPath(row: 1, section: 0))
        tableView.simulateDeleteRow(at: IndexPath(row: 5, section: 0))  // no such row: nothing
        XCTAssertEqual(source.calls, ["commit delete 1"])
        // The table does not remove the row by itself: the data source does, and reloads.
        XCTAssertEqual(tableView.numberOfRows(inSection: 0), 2)
        source.rows.remove(at: 1)
        tableView.reloadData()
        XCTAssertEqual(tableView.visibleCells.map { $0.textLabel?.text }, ["a"])
    }

    func testSelectingInCodeDoesNotTellTheDelegate() {
        let (tableView, source) = loadedTable(["a", "b"])
        tableView.delegate = source
        source.calls = []

        tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false)
        XCTAssertEqual(tableView.visibleCells.map(\.isSelected), [false, true])
        tableView.deselectRow(at: IndexPath(row: 0, section: 0), animated: false)  // not selected: nothing
        XCTAssertEqual(tableView.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
        tableView.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
        XCTAssertNil(tableView.indexPathForSelectedRow)
        XCTAssertEqual(tableView.visibleCells.map(\.isSelected), [false, false])
        XCTAssertEqual(source.calls, [])
    }

    func testReloadingClearsTheSelectionAndReusedCellsComeBackUnselected() {
        let (tableView, source) = loadedTable(["a", "b"])
        // The table holds its data source weakly: keep it until the second load.
        withExtendedLifetime(source) {
            tableView.simulateSelectRow(at: IndexPath(row: 1, section: 0))

            tableView.reloadData()
            XCTAssertNil(tableView.indexPathForSelectedRow)
            XCTAssertEqual(tableView.visibleCells.map(\.isSelected), [false, false])
        }
    }

    // MARK: UICollectionView

    func testTheUserSelectingAnItemTellsTheDelegate() {
        final class Delegate: UICollectionViewDelegate, UICollectionViewDataSource {
            var selected: [IndexPath] = []
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
                -> Int
            { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
            }
            func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                selected.append(indexPath)
            }
        }
        let collectionView = UICollectionView()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Item")
        let delegate = Delegate()
        collectionView.dataSource = delegate
        collectionView.delegate = delegate
        collectionView.reloadData()
        collectionView.simulateSelectItem(at: IndexPath(item: 2, section: 0))
        XCTAssertEqual(delegate.selected, [IndexPath(item: 2, section: 0)])
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected, true)
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [IndexPath(item: 2, section: 0)])
    }

    // MARK: CLLocationManager

    func testALocationManagerDeliversOnlyWhileUpdating() {
        let manager = CLLocationManager()
        let delegate = CallLog()
        manager.delegate = delegate
        let paris = CLLocation(latitude: 48.85, longitude: 2.35)
        let oslo = CLLocation(latitude: 59.91, longitude: 10.75)

        manager.simulateLocationUpdate([paris])
        manager.startUpdatingLocation()
        manager.simulateLocationUpdate([paris, oslo])
        manager.simulateLocationUpdate([])
        manager.stopUpdatingLocation()
        manager.simulateLocationUpdate([paris])

        XCTAssertEqual(delegate.calls, ["didUpdateLocations <48.85,2.35> <59.91,10.75>"])
        XCTAssertEqual(manager.location, oslo)
    }

    func testAuthorizationIsGrantedOnceAndFailuresReachTheDelegate() {
        struct LocationUnknown: Error {}
        let manager = CLLocationManager()
        let delegate = CallLog()
        manager.delegate = delegate
        manager.requestWhenInUseAuthorization()
        manager.requestWhenInUseAuthorization()
        manager.simulateFailure(LocationUnknown())
        XCTAssertEqual(delegate.calls, ["didChangeAuthorization authorizedWhenInUse", "didFail"])
        XCTAssertEqual(manager.authorizationStatus, .authorizedWhenInUse)
    }

    func testLocationsAreEqualWhenTheirCoordinatesAre() {
        XCTAssertEqual(CLLocation(latitude: 1, longitude: 2), CLLocation(latitude: 1, longitude: 2))
        XCTAssertNotEqual(CLLocation(latitude: 1, longitude: 2), CLLocation(latitude: 2, longitude: 1))
        XCTAssertEqual(CLLocationCoordinate2D(latitude: 1, longitude: 2).description, "(1.0, 2.0)")
    }

    /// A table whose cells are `cellType`, showing `rows` from a `CallLog` data source, loaded once.
    private func loadedTable(_ rows: [String], cells cellType: UITableViewCell.Type = UITableViewCell.self)
        -> (UITableView, CallLog)
    {
        let tableView = UITableView()
        tableView.register(cellType, forCellReuseIdentifier: "Cell")
        let source = CallLog()
        source.rows = rows
        tableView.dataSource = source
        tableView.reloadData()
        return (tableView, source)
    }
}
