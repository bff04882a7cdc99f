import RxVirtualTime
import UIKitSim

/// A simulated object a scene shows under a name, and the history of its properties: one track per
/// property, which both the properties the scene shows (`tracks`, for the diagram and the table) and
/// the simulated screen (`screen`) read.
final class NamedObject {
    let name: String
    /// The properties to show; `nil` for every property that is set.
    let properties: [String]?
    let identifier: ObjectIdentifier
    private(set) var object: AnyObject?
    /// Each recorded property's history, by property: a property the screen draws from its value
    /// when the object was named, any other from its first set.
    private var history: [String: PropertyTrack] = [:]
    /// The properties set so far, in the order they were first set.
    private var setOrder: [String] = []
    /// The object as the screen draws it, without its tracks (read from `history`); `nil` when it is
    /// not on screen.
    private var drawn: ScreenObject?
    /// The properties the screen draws, in its order.
    private let drawnProperties: [String]

    init(name: String, object: AnyObject, properties: [String]?, at time: TestTime) {
        self.name = name
        self.object = object
        identifier = ObjectIdentifier(object)
        self.properties = properties
        let capture = ScreenCapture(object)
        drawnProperties = capture?.values.map(\.property) ?? []
        if let capture {
            drawn = ScreenObject(
                name: name, kind: capture.kind, className: String(describing: type(of: object)), tracks: [],
                segments: capture.segments, initialRows: ScreenCapture.rows(of: object) ?? [])
            for (property, value) in capture.values {
                history[property] = PropertyTrack(
                    object: name, property: property, initialLabel: Stage.label(value),
                    initialColor: CSSColor.of(value), changes: [])
            }
        }
        snapshotRows(at: time)
    }

    /// Each shown property's history, in the order the properties were first set.
    var tracks: [PropertyTrack] {
        setOrder.filter(isShown).compactMap { history[$0] }
    }

    /// The object as the simulated screen draws it; `nil` when it is not on screen.
    var screen: ScreenObject? {
        guard var screen = drawn else { return nil }
        screen.tracks = drawnProperties.compactMap { history[$0] }
        return screen
    }

    /// Records a set of one of the object's properties, if the scene shows it or the screen draws it.
    func record(_ change: PropertyChange, at time: TestTime) {
        let property = change.property
        guard isShown(property) || drawnProperties.contains(property) else { return }
        if history[property] == nil {
            history[property] = PropertyTrack(
                object: name, property: property, initialLabel: Stage.label(change.oldValue),
                initialColor: CSSColor.of(change.oldValue), changes: [])
        }
        if !setOrder.contains(property) { setOrder.append(property) }
        history[property]?.changes.append(
            PropertyTrack.Change(
                time: time, label: Stage.label(change.newValue), color: CSSColor.of(change.newValue)))
    }

    /// Notes the rows of a table view, a picker's wheels or a tab bar's items as they are at `time`, if
    /// they differ from the last noted (a change noted earlier at the same time is replaced: the screen
    /// shows each tick's end). Only what the view has loaded is read: no delegate is asked.
    func snapshotRows(at time: TestTime) {
        guard var drawn, [.tableView, .pickerView, .tabBar].contains(drawn.kind),
            let rows = ScreenCapture.rows(of: object)
        else { return }
        if drawn.rowChanges.last?.time == time { drawn.rowChanges.removeLast() }
        if rows != drawn.rows(at: time) {
            drawn.rowChanges.append(ScreenObject.RowsChange(time: time, rows: rows))
        }
        self.drawn = drawn
    }

    func release() {
        object = nil
    }

    private func isShown(_ property: String) -> Bool {
        properties?.contains(property) ?? true
    }
}
