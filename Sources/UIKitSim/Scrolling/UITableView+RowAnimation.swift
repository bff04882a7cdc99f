import Foundation

extension UITableView {
    /// How rows come and go in a batch update (`insertRows(at:with:)`, `deleteSections(_:with:)`, …).
    /// The simulation has no animation: every style updates the rows at once; the style is what a
    /// learner's code passes, as on iOS.
    public enum RowAnimation: Int {
        /// The rows fade in or out.
        case fade = 0
        /// Inserted rows slide in from the right, deleted rows out to the right.
        case right = 1
        /// Inserted rows slide in from the left, deleted rows out to the left.
        case left = 2
        /// The rows slide in from, or out toward, the top.
        case top = 3
        /// The rows slide in from, or out toward, the bottom.
        case bottom = 4
        /// No animation: the rows change at once.
        case none = 5
        /// The rows appear or disappear from the middle of their space.
        case middle = 6
        /// The style UIKit picks for the change.
        case automatic = 100
    }
}
