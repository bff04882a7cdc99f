import Foundation

/// The edits of one batch update of a table's rows or a collection view's items, and UIKit's check of
/// them against the data source once the batch ends.
///
/// As in UIKit, deletions, reloads and the start of a move name places before the update; insertions
/// and the end of a move name places after it. The data source must already hold the new data: its
/// counts after the update must equal the counts before it, changed by exactly these edits, section by
/// section. Otherwise UIKit stops the app with "Invalid update: …", and so does the simulation.
struct BatchUpdate {
    /// How the check's messages name the view and its rows: "table view" and "row", or "collection
    /// view" and "item".
    struct Words {
        let view: String
        let item: String
    }

    /// A table view's words.
    static let table = Words(view: "table view", item: "row")
    /// A collection view's words.
    static let collection = Words(view: "collection view", item: "item")

    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []

    /// The sections the edits name as they are before the update, each with its edit's verb.
    private var sectionsBefore: [(verb: String, section: Int)] {
        deletedSections.map { ("delete", $0) } + reloadedSections.map { ("reload", $0) }
            + movedSections.map { ("move", $0.from) }
    }

    /// The rows or items the edits name as they are before the update, each with its edit's verb.
    private var itemsBefore: [(verb: String, path: IndexPath)] {
        deletedItems.map { ("delete", $0) } + reloadedItems.map { ("reload", $0) }
            + movedItems.map { ("move", $0.from) }
    }

    /// What is wrong with this update, in UIKit's words, going from `before` (the number of rows in each
    /// section at the view's last load) to `after` (the data source's counts now); `nil` if nothing is.
    /// What to do follows UIKit's words.
    func failure(before: [Int], after: [Int], _ words: Words) -> String? {
        let failure =
            conflictFailure(words) ?? placeFailure(before: before, after: after, words)
            ?? sectionCountFailure(before: before, after: after, words)
            ?? itemCountFailure(before: before, after: after, words)
        guard let failure else { return nil }
        let advice =
            before.isEmpty && !after.isEmpty
            ? "The \(words.view) has not loaded its \(words.item)s yet (UIKit loads them at its first "
                + "layout, which the sandbox does not do): call reloadData() once after setting its "
                + "dataSource, before updating it."
            : "Change the data source's data first, then tell the \(words.view) about every change, in "
                + "one update (performBatchUpdates, or beginUpdates and endUpdates)."
        return failure + "\n" + advice
    }

    /// A place named by two edits that can't both happen (deleted and reloaded, deleted twice, moved
    /// and deleted…), in UIKit's words.
    private func conflictFailure(_ words: Words) -> String? {
        var seenSections: [Int: String] = [:]
        for (verb, section) in sectionsBefore {
            if let earlier = seenSections[section] {
                return "attempt to \(earlier) and \(verb) the same section (\(section))"
            }
            seenSections[section] = verb
        }
        var seenItems: [IndexPath: String] = [:]
        for (verb, path) in itemsBefore {
            if let earlier = seenItems[path] {
                return "attempt to \(earlier) and \(verb) the same index path (section \(path.section), "
                    + "\(words.item) \(path.item))"
            }
            seenItems[path] = verb
        }
        return nil
    }

    /// An edit naming a section or row that is not there (before the update for deletions, reloads and
    /// the start of moves; after it for insertions and the end of moves).
    private func placeFailure(before: [Int], after: [Int], _ words: Words) -> String? {
        for (verb, section) in sectionsBefore where !before.indices.contains(section) {
            return "attempt to \(verb) section \(section), but there are only \(before.count) sections "
                + "before the update"
        }
        let newSections = insertedSections.map { ("insert", $0) } + movedSections.map { ("move to", $0.to) }
        for (verb, section) in newSections where !after.indices.contains(section) {
            return "attempt to \(verb) section \(section) but there are only \(after.count) sections after "
                + "the update"
        }
        for (verb, path) in itemsBefore where !Self.exists(path, in: before) {
            let place = "attempt to \(verb) \(words.item) \(path.item) from section \(path.section)"
            guard before.indices.contains(path.section) else {
                return place + ", but there are only \(before.count) sections before the update"
            }
            return place + " which only contains \(before[path.section]) \(words.item)s before the update"
        }
        let newItems = insertedItems.map { ("insert", $0) } + movedItems.map { ("move", $0.to) }
        for (verb, path) in newItems where !Self.exists(path, in: after) {
            let place = "attempt to \(verb) \(words.item) \(path.item) into section \(path.section)"
            guard after.indices.contains(path.section) else {
                return place + ", but there are only \(after.count) sections after the update"
            }
            return place + ", but there are only \(after[path.section]) \(words.item)s in section "
                + "\(path.section) after the update"
        }
        return nil
    }

    /// Whether `path` names a row of a view whose sections have `counts` rows.
    private static func exists(_ path: IndexPath, in counts: [Int]) -> Bool {
        counts.indices.contains(path.section) && (0..<counts[path.section]).contains(path.item)
    }

    /// The number of sections is not the old one plus the inserted minus the deleted.
    private func sectionCountFailure(before: [Int], after: [Int], _ words: Words) -> String? {
        guard after.count != before.count + insertedSections.count - deletedSections.count else { return nil }
        return "Invalid update: invalid number of sections. The number of sections contained in the "
            + "\(words.view) after the update (\(after.count)) must be equal to the number of sections "
            + "contained in the \(words.view) before the update (\(before.count)), plus or minus the "
            + "number of sections inserted or deleted (\(insertedSections.count) inserted, "
            + "\(deletedSections.count) deleted)."
    }

    /// A section that is there before and after the update (not inserted, deleted or reloaded) whose
    /// number of rows is not the old one plus the inserted and moved in, minus the deleted and moved out.
    private func itemCountFailure(before: [Int], after: [Int], _ words: Words) -> String? {
        for (old, new) in lastingSections(before: before.count, after: after.count)
        where !reloadedSections.contains(old) {
            let deleted = deletedItems.filter { $0.section == old }.count
            let inserted = insertedItems.filter { $0.section == new }.count
            let movedOut = movedItems.filter { $0.from.section == old && $0.to.section != new }.count
            let movedIn = movedItems.filter { $0.to.section == new && $0.from.section != old }.count
            guard after[new] != before[old] + inserted - deleted + movedIn - movedOut else { continue }
            let items = words.item + "s"
            return "Invalid update: invalid number of \(items) in section \(new). The number of \(items) "
                + "contained in an existing section after the update (\(after[new])) must be equal to the "
                + "number of \(items) contained in that section before the update (\(before[old])), plus "
                + "or minus the number of \(items) inserted or deleted from that section (\(inserted) "
                + "inserted, \(deleted) deleted) and plus or minus the number of \(items) moved into or "
                + "out of that section (\(movedIn) moved in, \(movedOut) moved out)."
        }
        return nil
    }

    /// Each section that is there both before and after the update, with its place before and after:
    /// a moved section where it was moved to; the others keep their order, filling the places that no
    /// inserted or moved section takes.
    private func lastingSections(before: Int, after: Int) -> [(old: Int, new: Int)] {
        let kept = (0..<before).filter { old in
            !deletedSections.contains(old) && !movedSections.contains { $0.from == old }
        }
        let places = (0..<after).filter { new in
            !insertedSections.contains(new) && !movedSections.contains { $0.to == new }
        }
        return zip(kept, places).map { ($0, $1) } + movedSections.map { ($0.from, $0.to) }
    }
}

/// The batch update a view has open: how many levels of it are open (updates nest; the outermost
/// counts), and the edits told since the outermost began.
struct OpenBatchUpdate {
    private var nesting = 0
    /// The edits told so far.
    private(set) var edits = BatchUpdate()

    /// Opens one more level.
    mutating func begin() {
        nesting += 1
    }

    /// Closes one level: the finished update when it was the outermost, else `nil` (also when none is
    /// open).
    mutating func end() -> BatchUpdate? {
        guard nesting > 0 else { return nil }
        nesting -= 1
        guard nesting == 0 else { return nil }
        defer { edits = BatchUpdate() }
        return edits
    }

    /// Adds an edit to the open update.
    mutating func add(_ edit: (inout BatchUpdate) -> Void) {
        edit(&edits)
    }
}
