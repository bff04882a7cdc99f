import RxVirtualTime

/// A named view as the simulated screen draws it: what kind of view it is, and each property the
/// screen draws as a `PropertyTrack` — its value when the scene named the object, and every set
/// after, whether or not the scene shows that property in its table (where it does, the two tracks
/// are made from the same sets). A table view also has its rows at the end of each tick they changed.
package struct ScreenObject: Equatable {
    /// What the screen draws an object as: the nearest simulated UIKit class it is an instance of.
    package enum Kind: String, Equatable {
        case label = "label"
        case textField = "text-field"
        case textView = "text-view"
        case searchBar = "search-bar"
        case button = "button"
        case alertAction = "alert-action"
        case slider = "slider"
        case `switch` = "switch"
        case segmentedControl = "segmented-control"
        case stepper = "stepper"
        case activityIndicator = "activity-indicator"
        case progressView = "progress-view"
        case tableView = "table-view"
        case collectionView = "collection-view"
        case scrollView = "scroll-view"
        /// A control of the scene's own class (a knob).
        case control = "control"
        case view = "view"
    }

    /// One row of a table view: its labels, its accessory (`checkmark`, `none`…), and whether it is
    /// selected.
    package struct Row: Equatable {
        package var text: String?
        package var detail: String?
        package var accessory: String
        package var isSelected: Bool

        package init(text: String?, detail: String?, accessory: String, isSelected: Bool) {
            self.text = text
            self.detail = detail
            self.accessory = accessory
            self.isSelected = isSelected
        }
    }

    /// A table view's rows at the end of a tick at which they changed.
    package struct RowsChange: Equatable {
        package var time: TestTime
        package var rows: [Row]

        package init(time: TestTime, rows: [Row]) {
            self.time = time
            self.rows = rows
        }
    }

    /// The object's name in the scene.
    package var name: String
    package var kind: Kind
    /// The object's own class (`UILabel`, `KnobControl`).
    package var className: String
    /// Each property the screen draws for this kind, in a fixed order.
    package var tracks: [PropertyTrack]
    /// The titles of a segmented control's segments, when it was named (empty for other kinds).
    package var segments: [String]
    /// A table view's rows when it was named (empty for other kinds).
    package var initialRows: [Row]
    /// A table view's rows after each tick at which they changed, in time order.
    package var rowChanges: [RowsChange]

    package init(
        name: String, kind: Kind, className: String, tracks: [PropertyTrack], segments: [String] = [],
        initialRows: [Row] = [], rowChanges: [RowsChange] = []
    ) {
        self.name = name
        self.kind = kind
        self.className = className
        self.tracks = tracks
        self.segments = segments
        self.initialRows = initialRows
        self.rowChanges = rowChanges
    }

    /// The track of `property`, if the screen draws it.
    package func track(_ property: String) -> PropertyTrack? {
        tracks.first { $0.property == property }
    }

    /// A table view's rows at `time`: the last change at or before it, else the initial rows.
    package func rows(at time: TestTime) -> [Row] {
        rowChanges.last { $0.time <= time }?.rows ?? initialRows
    }
}
