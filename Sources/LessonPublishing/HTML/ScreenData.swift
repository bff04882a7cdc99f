import LessonKit
import TextSupport

/// The data the screen script (`Assets/screen.js`) redraws a view from at any tick, as JSON for a `data-` attribute (to be
/// escaped as any attribute value). Changes are written as the property table writes them
/// (`[time, label, colour or null]`), so the same set reads the same in both.
enum ScreenData {
    /// A view's tracks: `[{"property":"text","initial":["Unknown",null],"changes":[[20,"Green",null]]}]`.
    static func tracks(_ tracks: [PropertyTrack]) -> String {
        let items = tracks.map { track in
            "{\"property\":\(JSONText.string(track.property)),"
                + "\"initial\":[\(JSONText.string(track.initialLabel)),\(color(track.initialColor))],"
                + "\"changes\":\(changes(track.changes))}"
        }
        return "[" + items.joined(separator: ",") + "]"
    }

    /// A track's sets, as the property table's `data-changes` writes them: `[[20,"Green",null]]`.
    static func changes(_ changes: [PropertyTrack.Change]) -> String {
        "["
            + changes.map { "[\($0.time),\(JSONText.string($0.label)),\(color($0.color))]" }.joined(
                separator: ",")
            + "]"
    }

    /// A table view's rows: `{"initial":[row…],"changes":[[time,[row…]]…]}`, each row
    /// `[text, detail, accessory, selected]` (`null` for a label without text).
    static func rows(_ object: ScreenObject) -> String {
        let changes = object.rowChanges.map { "[\($0.time),\(rows($0.rows))]" }
        return "{\"initial\":\(rows(object.initialRows)),\"changes\":[\(changes.joined(separator: ","))]}"
    }

    private static func rows(_ rows: [ScreenObject.Row]) -> String {
        let items = rows.map { row in
            "[\(optional(row.text)),\(optional(row.detail)),\(JSONText.string(row.accessory)),\(row.isSelected)]"
        }
        return "[" + items.joined(separator: ",") + "]"
    }

    private static func color(_ color: String?) -> String {
        optional(color)
    }

    private static func optional(_ text: String?) -> String {
        text.map(JSONText.string) ?? "null"
    }
}
