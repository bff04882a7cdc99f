import RxVirtualTime

/// A named view as the simulated screen draws it: what kind of view it is, and each property the
/// screen draws as a `PropertyTrack` — its value when the scene named the object, and every set
/// after, whether or not the scene shows that property in its table (where it does, the two tracks
/// are made from the same sets). A table view also has its rows at the end of each tick they changed;
/// a picker view its wheels' selected rows, and a tab bar its items, the same way (as `Row`s).
package struct ScreenObject: Equatable {
    /// What the screen draws an object as: the nearest simulated UIKit class it is an instance of.
    package enum Kind: String, Equatable {
        case label = "label"
        case textField = "text-field"
        case textView = "text-view"
        case searchBar = "search-bar"
        case button = "button"
        case alertAction = "alert-action"
        /// A bar button item (not a view, as an alert action is not: drawn as a button).
        case barButtonItem = "bar-button-item"
        case imageView = "image-view"
        case slider = "slider"
        case `switch` = "switch"
        case segmentedControl = "segmented-control"
        case stepper = "stepper"
        case activityIndicator = "activity-indicator"
        case progressView = "progress-view"
        case datePicker = "date-picker"
        case pageControl = "page-control"
        case refreshControl = "refresh-control"
        case pickerView = "picker-view"
        case mapView = "map-view"
        case tabBar = "tab-bar"
        case tableView = "table-view"
        case collectionView = "collection-view"
        case scrollView = "scroll-view"
        /// A control of the scene's own class (a knob).
        case control = "control"
        case view = "view"
    }

    /// One row of a table view: its labels, its accessory (`checkmark`, `none`…), and whether it is
    /// selected. A picker view's wheel is a row too (the title of the row under its selection bar, as
    /// read from the row's label, `nil` when unreadable), and so is a tab bar's item (its title, and
    /// whether it is the selected item).
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
    /// A table view's rows (a picker view's wheels, a tab bar's items) when it was named (empty for
    /// other kinds).
    package var initialRows: [Row]
    /// A table view's rows (a picker view's wheels, a tab bar's items) after each tick at which they
    /// changed, in time order.
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

    /// The rows at `time`, if they were read after every set of `properties` up to `time` — the
    /// rows a picker's wheel titles or a tab bar's items come from are only true while no set of its
    /// selection or items came after them; `nil` when one did.
    package func rows(at time: TestTime, readAfterSetsOf properties: [String]) -> [Row]? {
        let read = rowChanges.last { $0.time <= time }?.time
        let lastSet = properties.compactMap { track($0)?.changes.last { $0.time <= time }?.time }.max()
        guard let lastSet else { return rows(at: time) }
        guard let read, read >= lastSet else { return nil }
        return rows(at: time)
    }
}
