/// Where the lines of a text sit between its left and right edges, as UIKit's `NSTextAlignment`
/// (with iOS's raw values).
public enum NSTextAlignment: Int {
    /// Against the left edge.
    case left = 0
    /// Centered.
    case center = 1
    /// Against the right edge.
    case right = 2
    /// Stretched to both edges (the last line against the leading edge).
    case justified = 3
    /// Against the leading edge of the text's writing direction (left for English): a label's default.
    case natural = 4
}
