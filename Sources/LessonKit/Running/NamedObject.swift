import RxVirtualTime
import UIKitSim

/// A simulated object a scene shows under a name, and the history of its properties: those the scene
/// shows (its tracks, for the diagram and the table) and those the simulated screen draws (its
/// `screen`), both made from the same reported sets.
final class NamedObject {
    let name: String
    /// The properties to show; `nil` for every property that is set.
    let properties: [String]?
    let identifier: ObjectIdentifier
    private(set) var object: AnyObject?
    /// Each shown property's history, in the order the properties were first set.
    private(set) var tracks: [PropertyTrack] = []
    /// The object as the screen draws it, from its values when it was named; `nil` when it is not on
    /// screen.
    private(set) var screen: ScreenObject?

    init(name: String, object: AnyObject, properties: [String]?, at time: TestTime) {
        self.name = name
        self.object = object
        identifier = ObjectIdentifier(object)
        self.properties = properties
        if let capture = ScreenCapture(object) {
            screen = ScreenObject(
                name: name, kind: capture.kind, className: String(describing: type(of: object)),
                tracks: capture.values.map { property, value in
                    PropertyTrack(
                        object: name, property: property, initialLabel: Stage.label(value),
                        initialColor: CSSColor.of(value), changes: [])
                }, segments: capture.segments, initialRows: ScreenCapture.rows(of: object) ?? [])
        }
        snapshotRows(at: time)
    }

    /// Records a set of one of the object's properties: on its track if the scene shows the property,
    /// and on the screen's if the screen draws it.
    func record(_ change: PropertyChange, at time: TestTime) {
        let set = PropertyTrack.Change(
            time: time, label: Stage.label(change.newValue), color: CSSColor.of(change.newValue))
        if let index = screen?.tracks.firstIndex(where: { $0.property == change.property }) {
            screen?.tracks[index].changes.append(set)
        }
        guard properties?.contains(change.property) ?? true else { return }
        if let index = tracks.firstIndex(where: { $0.property == change.property }) {
            tracks[index].changes.append(set)
        } else {
            tracks.append(
                PropertyTrack(
                    object: name, property: change.property, initialLabel: Stage.label(change.oldValue),
                    initialColor: CSSColor.of(change.oldValue), changes: [set]))
        }
    }

    /// Notes a table view's rows as they are at `time`, if they differ from the last noted (a change
    /// noted earlier at the same time is replaced: the screen shows each tick's end).
    func snapshotRows(at time: TestTime) {
        guard var screen, screen.kind == .tableView, let rows = ScreenCapture.rows(of: object) else { return }
        if screen.rowChanges.last?.time == time { screen.rowChanges.removeLast() }
        if rows != screen.rows(at: time) {
            screen.rowChanges.append(ScreenObject.RowsChange(time: time, rows: rows))
        }
        self.screen = screen
    }

    func release() {
        object = nil
    }
}
