import Foundation
import UIKitSim
import XCTest

/// A table's data source, delegate and prefetch data source that writes down every call it receives.
private final class TableLog: UITableViewDataSource, UITableViewDelegate, UITableViewDataSourcePrefetching {
    var rows = ["a", "b", "c"]
    var calls: [String] = []
    var editingStyle = UITableViewCell.EditingStyle.delete
    var movable = true

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        calls.append("select \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        calls.append("deselect \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        calls.append("highlight \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        calls.append("unhighlight \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        calls.append("accessory \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    {
        calls.append("willDisplay \(cell.textLabel?.text ?? "?") \(indexPath.row)")
    }
    func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        calls.append("didEndDisplaying \(cell.textLabel?.text ?? "?") \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    { editingStyle }
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        calls.append("commit \(editingStyle) \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable }
    func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        calls.append("move \(sourceIndexPath.row) to \(destinationIndexPath.row)")
    }
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        calls.append("prefetch \(indexPaths.map(\.row))")
    }
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        calls.append("cancel \(indexPaths.map(\.row))")
    }
}

/// A collection's data source, delegate and prefetch data source that writes down every call.
private final class GridLog: UICollectionViewDataSource, UICollectionViewDelegate,
    UICollectionViewDataSourcePrefetching
{
    var items = ["a", "b"]
    var calls: [String] = []

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        calls.append("select \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        calls.append("deselect \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        calls.append("highlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        calls.append("unhighlight \(indexPath.item)")
    }
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        calls.append("willDisplay \(indexPath.item)")
    }
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        calls.append("didEndDisplaying \(indexPath.item)")
    }
    func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        calls.append(
            "willDisplay \(elementKind == UICollectionView.elementKindSectionHeader ? "header" : "?")")
    }
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
        calls.append(
            "didEndDisplaying \(elementKind == UICollectionView.elementKindSectionHeader ? "header" : "?")")
    }
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        calls.append("prefetch \(indexPaths.map(\.item))")
    }
    func collectionView(
        _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {
        calls.append("cancel \(indexPaths.map(\.item))")
    }
}

final class SimulatedTableAndCollectionTests: XCTestCase {
    private func loadedTable() -> (UITableView, TableLog) {
        let table = UITableView()
        let log = TableLog()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = log
        table.delegate = log
        table.prefetchDataSource = log
        table.reloadData()
        log.calls = []
        return (table, log)
    }

    private func row(_ row: Int) -> IndexPath {
        IndexPath(row: row, section: 0)
    }

    // MARK: UITableView

    func testATapHighlightsUnhighlightsDeselectsThePreviousRowThenSelects() {
        let (table, log) = loadedTable()
        table.simulateSelectRow(at: row(0))
        table.simulateHighlightRow(at: row(2))
        XCTAssertEqual(table.cellForRow(at: row(2))?.isHighlighted, true)
        table.simulateSelectRow(at: row(2))
        XCTAssertEqual(table.cellForRow(at: row(2))?.isHighlighted, false)
        XCTAssertEqual(
            log.calls,
            [
                "highlight 0", "unhighlight 0", "select 0", "highlight 2", "unhighlight 2", "deselect 0",
                "select 2",
            ])
    }

    func testReloadingEndsTheDisplayOfTheOldCellsBeforeShowingTheNewOnes() {
        let (table, log) = loadedTable()
        log.rows = ["z"]
        table.reloadData()
        XCTAssertEqual(
            log.calls,
            ["didEndDisplaying a 0", "didEndDisplaying b 1", "didEndDisplaying c 2", "willDisplay z 0"])
    }

    func testOnlyADetailButtonCanBeTapped() {
        let (table, log) = loadedTable()
        table.cellForRow(at: row(0))?.accessoryType = .disclosureIndicator
        table.cellForRow(at: row(1))?.accessoryType = .detailButton
        table.cellForRow(at: row(2))?.accessoryType = .detailDisclosureButton
        for index in 0..<3 { table.simulateTapAccessoryButton(forRowAt: row(index)) }
        XCTAssertEqual(log.calls, ["accessory 1", "accessory 2"])
    }

    func testThePlusInsertsOnlyWhileEditingARowWithTheInsertStyle() {
        let (table, log) = loadedTable()
        table.simulateInsertRow(at: row(1))  // not editing
        table.setEditing(true, animated: false)
        table.simulateInsertRow(at: row(1))  // the delegate says .delete
        log.editingStyle = .insert
        table.simulateInsertRow(at: row(1))
        table.simulateDeleteRow(at: row(2))
        XCTAssertEqual(log.calls, ["commit insert 1", "commit delete 2"])
        XCTAssertTrue(table.isEditing)
    }

    func testDraggingARowShowsItMovedThenTellsTheDataSource() {
        let (table, log) = loadedTable()
        table.simulateSelectRow(at: row(0))
        log.calls = []
        table.simulateMoveRow(at: row(0), to: row(2))  // not editing: nothing
        table.isEditing = true
        table.simulateMoveRow(at: row(0), to: row(3))  // no such place: nothing
        table.simulateMoveRow(at: row(0), to: row(2))
        XCTAssertEqual(table.visibleCells.map { $0.textLabel?.text }, ["b", "c", "a"])
        XCTAssertEqual(table.indexPathForSelectedRow, row(2), "the selection moves with its row")
        log.movable = false
        table.simulateMoveRow(at: row(0), to: row(1))  // refused
        XCTAssertEqual(log.calls, ["move 0 to 2"])
    }

    func testAScrollAsksForTheRowsItApproachesOnceAndATurnCancelsThem() {
        let (table, log) = loadedTable()
        table.simulateScroll(approachingRowsAt: [row(1), row(2)])
        table.simulateScroll(approachingRowsAt: [row(2), row(9)])  // 2 asked already, 9 not there
        table.simulateScrollReversal()
        table.simulateScrollReversal()  // nothing pending
        table.simulateScroll(approachingRowsAt: [row(2)])
        table.reloadData()  // forgets what was pending
        table.simulateScrollReversal()
        XCTAssertEqual(
            log.calls.filter { $0.hasPrefix("prefetch") || $0.hasPrefix("cancel") },
            ["prefetch [1, 2]", "cancel [1, 2]", "prefetch [2]"])
    }

    // MARK: UICollectionView

    private func loadedGrid(headers: Bool = false) -> (UICollectionView, GridLog) {
        let layout = UICollectionViewFlowLayout()
        if headers { layout.headerReferenceSize = CGSize(width: 10, height: 10) }
        let grid = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        let log = GridLog()
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Item")
        grid.register(
            UICollectionReusableView.self,
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "Header")
        grid.dataSource = log
        grid.delegate = log
        grid.prefetchDataSource = log
        grid.reloadData()
        return (grid, log)
    }

    private func item(_ item: Int) -> IndexPath {
        IndexPath(item: item, section: 0)
    }

    func testAGridIsMadeWithItsLayout() {
        let layout = UICollectionViewFlowLayout()
        let grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
        XCTAssertTrue(grid.collectionViewLayout === layout)
        XCTAssertTrue(layout.collectionView === grid)
        XCTAssertTrue(UICollectionView().collectionViewLayout is UICollectionViewFlowLayout)
    }

    func testAFlowLayoutWithAHeaderSizeShowsHeadersAndReloadingEndsTheirDisplay() {
        let (grid, log) = loadedGrid(headers: true)
        XCTAssertEqual(log.calls, ["willDisplay header", "willDisplay 0", "willDisplay 1"])
        let header = grid.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: item(0))
        XCTAssertEqual(header?.reuseIdentifier, "Header")
        log.calls = []
        log.items = ["x"]
        grid.reloadData()
        XCTAssertEqual(
            log.calls,
            [
                "didEndDisplaying header", "didEndDisplaying 0", "didEndDisplaying 1", "willDisplay header",
                "willDisplay 0",
            ])
        XCTAssertEqual(grid.numberOfItems(inSection: 0), 1)
    }

    func testReloadingReusesCells() {
        let (grid, _) = loadedGrid()
        let cells = grid.visibleCells
        grid.reloadData()
        XCTAssertTrue(grid.visibleCells.allSatisfy { cell in cells.contains { $0 === cell } })
    }

    func testATapOnAnItemHighlightsUnhighlightsThenSelects() {
        let (grid, log) = loadedGrid()
        log.calls = []
        grid.simulateSelectItem(at: item(0))
        grid.simulateHighlightItem(at: item(1))
        XCTAssertEqual(grid.cellForItem(at: item(1))?.isHighlighted, true)
        grid.simulateSelectItem(at: item(1))
        XCTAssertEqual(
            log.calls,
            [
                "highlight 0", "unhighlight 0", "select 0", "highlight 1", "unhighlight 1", "deselect 0",
                "select 1",
            ])
        XCTAssertEqual(grid.indexPathsForSelectedItems, [item(1)])
        XCTAssertEqual(grid.cellForItem(at: item(0))?.isSelected, false)
    }

    func testWithMultipleSelectionATapOnASelectedItemDeselectsIt() {
        let (grid, log) = loadedGrid()
        grid.allowsMultipleSelection = true
        log.calls = []
        grid.simulateSelectItem(at: item(0))
        grid.simulateSelectItem(at: item(1))
        grid.simulateSelectItem(at: item(0))
        XCTAssertEqual(
            log.calls.filter { !$0.contains("highlight") }, ["select 0", "select 1", "deselect 0"])
        XCTAssertEqual(grid.indexPathsForSelectedItems, [item(1)])
    }

    func testWithoutSelectionATapOnlyHighlights() {
        let (grid, log) = loadedGrid()
        grid.allowsSelection = false
        log.calls = []
        grid.simulateSelectItem(at: item(0))
        XCTAssertEqual(log.calls, ["highlight 0", "unhighlight 0"])
    }

    func testAGridScrollAsksForItemsAheadOnlyWhenPrefetchingIsEnabled() {
        let (grid, log) = loadedGrid()
        log.calls = []
        grid.isPrefetchingEnabled = false
        grid.simulateScroll(approachingItemsAt: [item(1)])
        grid.isPrefetchingEnabled = true
        grid.simulateScroll(approachingItemsAt: [item(1), item(5)])  // 5 is not there
        grid.simulateScroll(approachingItemsAt: [item(1)])  // asked already
        grid.simulateScrollReversal()
        XCTAssertEqual(log.calls, ["prefetch [1]", "cancel [1]"])
    }
}

final class SimulatedCellTests: XCTestCase {
    func testCellsMadeDirectlyHaveTheDefaultStyleAndNoIdentifier() {
        let cell = UITableViewCell()
        XCTAssertNil(cell.reuseIdentifier)
        XCTAssertNil(cell.detailTextLabel)
        XCTAssertEqual(UITableViewCell(frame: CGRect(x: 0, y: 0, width: 5, height: 5)).frame.width, 5)
        XCTAssertNil(UICollectionViewCell().reuseIdentifier)
    }
}
