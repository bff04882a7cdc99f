import Foundation
import Testing
import UIKitSim

/// A table's and a collection view's data source over sections of strings, which a test changes before
/// telling the view what changed.
private final class Sections: UITableViewDataSource, UICollectionViewDataSource {
    var sections: [[String]]

    init(_ sections: [[String]]) {
        self.sections = sections
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        cell.accessibilityIdentifier = sections[indexPath.section][indexPath.item]
        return cell
    }
}

/// A loaded table showing `sections`, with its data source (the table holds it weakly).
private func loadedTable(_ sections: [[String]]) -> (UITableView, Sections) {
    let source = Sections(sections)
    let table = UITableView(frame: .zero)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = source
    table.reloadData()
    return (table, source)
}

/// A loaded collection view showing `sections`, with its data source.
private func loadedGrid(_ sections: [[String]]) -> (UICollectionView, Sections) {
    let source = Sections(sections)
    let grid = UICollectionView(frame: .zero)
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    grid.dataSource = source
    grid.reloadData()
    return (grid, source)
}

/// What `table` shows: each section's rows.
private func shown(_ table: UITableView) -> [[String]] {
    (0..<table.numberOfSections).map { section in
        (0..<table.numberOfRows(inSection: section)).map {
            table.cellForRow(at: IndexPath(row: $0, section: section))?.textLabel?.text ?? "?"
        }
    }
}

/// What `grid` shows: each section's items.
private func shown(_ grid: UICollectionView) -> [[String]] {
    (0..<grid.numberOfSections).map { section in
        (0..<grid.numberOfItems(inSection: section)).map {
            grid.cellForItem(at: IndexPath(item: $0, section: section))?.accessibilityIdentifier ?? "?"
        }
    }
}

@Suite("Batch updates of a table and a collection view")
struct SimulatedBatchUpdateTests {
    @Test("inserted rows are shown once the data source has them")
    func insertRows() {
        let (table, source) = loadedTable([["a", "b"]])
        source.sections[0].insert(contentsOf: ["x", "y"], at: 1)
        table.insertRows(
            at: [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)], with: .automatic)
        #expect(shown(table) == [["a", "x", "y", "b"]])
    }

    @Test("one update moving a section and a row and inserting a row")
    func batch() {
        let (table, source) = loadedTable([["a", "b", "c"], ["d"], ["e", "f"]])
        source.sections = [["e", "f"], ["b", "c", "new"], ["d", "a"]]
        var completed: [Bool] = []
        table.performBatchUpdates(
            {
                table.moveSection(2, toSection: 0)
                table.insertRows(at: [IndexPath(row: 2, section: 1)], with: .fade)
                table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 2))
                table.deleteRows(at: [], with: .none)
            },
            completion: { completed.append($0) })
        #expect(completed == [true])
        #expect(shown(table) == [["e", "f"], ["b", "c", "new"], ["d", "a"]])
    }

    @Test("the edits between beginUpdates() and the outermost endUpdates() are checked together")
    func nestedUpdates() {
        let (table, source) = loadedTable([["a"], ["b"]])
        source.sections = [["b", "c"]]
        table.beginUpdates()
        table.deleteSections([0], with: .left)
        table.beginUpdates()
        table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .right)
        table.endUpdates()
        #expect(shown(table) == [["a"], ["b"]], "nothing changes before the outermost update ends")
        table.endUpdates()
        #expect(shown(table) == [["b", "c"]])
    }

    @Test("inserting and reloading sections")
    func sections() {
        let (table, source) = loadedTable([["a"]])
        source.sections = [["A", "A2"], ["b"]]
        table.performBatchUpdates {
            table.reloadSections([0], with: .automatic)
            table.insertSections([1], with: .top)
        }
        #expect(shown(table) == [["A", "A2"], ["b"]])
    }

    @Test("a count that does not match the edits stops the program with UIKit's words")
    func rowCountMismatch() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let (table, source) = loadedTable([["a", "b"]])
            source.sections[0].append("c")
            table.insertRows(
                at: [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)], with: .automatic)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "Invalid update: invalid number of rows in section 0. The number of rows contained in an "
                    + "existing section after the update (3) must be equal to the number of rows contained "
                    + "in that section before the update (2), plus or minus the number of rows inserted or "
                    + "deleted from that section (2 inserted, 0 deleted) and plus or minus the number of "
                    + "rows moved into or out of that section (0 moved in, 0 moved out)."))
    }

    @Test("a change of data the table is not told about stops the program at the next update")
    func sectionCountMismatch() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let (table, source) = loadedTable([["a"]])
            source.sections.append(["b"])
            table.beginUpdates()
            table.endUpdates()
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "Invalid update: invalid number of sections. The number of sections contained in the table "
                    + "view after the update (2) must be equal to the number of sections contained in the "
                    + "table view before the update (1), plus or minus the number of sections inserted or "
                    + "deleted (0 inserted, 0 deleted)."))
    }

    @Test("a row or section that is not there stops the program")
    func missingRow() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let (table, _) = loadedTable([["a", "b"]])
            table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .none)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "attempt to reload row 2 from section 0 which only contains 2 rows before the update"))
        let sectionResult = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let (table, source) = loadedTable([["a"]])
            source.sections.append(["b"])
            table.insertSections([2], with: .automatic)
        }
        let sectionMessage = String(decoding: sectionResult?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            sectionMessage.contains(
                "attempt to insert section 2 but there are only 2 sections after the update"))
    }

    @Test(
        "two edits of one place, a move out of range and a table never loaded: what went wrong and what to do"
    )
    func conflictsAndAdvice() async {
        let conflict = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let (table, source) = loadedTable([["a", "b"]])
            source.sections[0].removeFirst()
            table.performBatchUpdates {
                table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
                table.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            }
        }
        let conflictMessage = String(decoding: conflict?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            conflictMessage.contains("attempt to delete and reload the same index path (section 0, row 0)"))
        #expect(conflictMessage.contains("then tell the table view about every change, in one update"))
        let move = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let (table, source) = loadedTable([["a"], ["b"]])
            withExtendedLifetime(source) { table.moveSection(0, toSection: 5) }
        }
        let moveMessage = String(decoding: move?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            moveMessage.contains(
                "attempt to move to section 5 but there are only 2 sections after the update"))
        let unloaded = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let source = Sections([["a"]])
            let table = UITableView(frame: .zero)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            table.dataSource = source
            source.sections[0].append("b")
            table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        }
        let unloadedMessage = String(decoding: unloaded?.standardErrorContent ?? [], as: UTF8.self)
        #expect(unloadedMessage.contains("has not loaded its rows yet"))
        #expect(unloadedMessage.contains("call reloadData() once after setting its dataSource"))
    }

    @Test("a collection view's items, with its own words for a mismatch")
    func collectionView() async {
        let (grid, source) = loadedGrid([["a", "b"], ["c"]])
        source.sections = [["b", "x"], ["c", "a"]]
        var completed: [Bool] = []
        grid.performBatchUpdates(
            {
                grid.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1))
                grid.insertItems(at: [IndexPath(item: 1, section: 0)])
                grid.reloadItems(at: [IndexPath(item: 0, section: 1)])
            },
            completion: { completed.append($0) })
        #expect(completed == [true])
        #expect(shown(grid) == [["b", "x"], ["c", "a"]])
        source.sections.insert(["new"], at: 0)
        grid.insertSections([0])
        source.sections.remove(at: 2)
        grid.deleteSections([2])
        #expect(shown(grid) == [["new"], ["b", "x"]])
        source.sections = [["b", "x"], ["new"]]
        grid.moveSection(0, toSection: 1)
        grid.reloadSections([])
        #expect(shown(grid) == [["b", "x"], ["new"]])

        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let (grid, source) = loadedGrid([["a", "b"]])
            source.sections[0].removeAll()
            grid.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "Invalid update: invalid number of items in section 0. The number of items contained in an "
                    + "existing section after the update (0) must be equal to the number of items "
                    + "contained in that section before the update (2), plus or minus the number of items "
                    + "inserted or deleted from that section (0 inserted, 1 deleted)"))
    }
}
