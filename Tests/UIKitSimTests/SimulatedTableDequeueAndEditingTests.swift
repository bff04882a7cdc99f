import Foundation
import Testing
import UIKitSim

/// A cell class that counts how often the table prepares it for reuse.
private final class ReuseCountingCell: UITableViewCell {
    var reuses = 0

    override func prepareForReuse() {
        reuses += 1
    }
}

/// One section of rows, each cell dequeued without an index path, made by hand when none comes back.
private final class OldStyleRows: UITableViewDataSource {
    let rows = ["a", "b"]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "Cell")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "Cell")
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
}

@Suite("A table's cells dequeued without an index path, and its editing mode")
struct SimulatedTableDequeueAndEditingTests {
    @Test("nothing registered and nothing to reuse: no cell")
    func nothingRegistered() {
        #expect(UITableView(frame: .zero).dequeueReusableCell(withIdentifier: "Cell") == nil)
    }

    @Test("a registered class: a new cell of it, with the identifier")
    func registered() {
        let table = UITableView(frame: .zero)
        table.register(ReuseCountingCell.self, forCellReuseIdentifier: "Cell")
        let cell = table.dequeueReusableCell(withIdentifier: "Cell")
        #expect(cell is ReuseCountingCell)
        #expect(cell?.reuseIdentifier == "Cell")
        #expect(table.dequeueReusableCell(withIdentifier: "Other") == nil)
    }

    @Test("cells made by hand go back to the pool at a reload and come out again, prepared for reuse")
    func reuse() {
        let source = OldStyleRows()
        let table = UITableView(frame: .zero)
        table.dataSource = source
        table.reloadData()
        let first = table.visibleCells
        #expect(first.map { $0.textLabel?.text } == ["a", "b"])
        #expect(first.allSatisfy { $0.detailTextLabel != nil }, "the data source's own subtitle cells")
        table.reloadData()
        #expect(Set(table.visibleCells.map(ObjectIdentifier.init)) == Set(first.map(ObjectIdentifier.init)))
        #expect(table.dequeueReusableCell(withIdentifier: "Cell") == nil, "both are shown again")
    }

    @Test("a reused cell is prepared for reuse")
    func prepared() {
        let table = UITableView(frame: .zero)
        table.register(ReuseCountingCell.self, forCellReuseIdentifier: "Cell")
        let source = OldStyleRows()
        table.dataSource = source
        table.reloadData()
        table.reloadData()
        #expect(table.visibleCells.map { ($0 as? ReuseCountingCell)?.reuses } == [1, 1])
    }

    @Test("entering and leaving editing mode is recorded as isEditing changes")
    func editingRecorded() {
        let table = UITableView(frame: .zero)
        var lines: [String] = []
        let observation = PropertyChangeLog.observe { change in
            guard change.object == ObjectIdentifier(table) else { return }  // tests run side by side
            lines.append(
                "\(change.property): \(PropertyChange.text(of: change.oldValue)) -> "
                    + PropertyChange.text(of: change.newValue))
        }
        table.setEditing(true, animated: true)
        table.setEditing(false, animated: false)
        observation.cancel()
        #expect(lines == ["isEditing: false -> true", "isEditing: true -> false"])
        #expect(!table.isEditing)
    }
}
