/// Edges of a rectangle, as UIKit's `UIRectEdge`: which sides of the screen a view controller's view
/// extends under (`edgesForExtendedLayout`). No edge is `[]`.
public struct UIRectEdge: OptionSet, Hashable {
    public let rawValue: UInt

    /// The edges whose bits are set in `rawValue` (UIKit's values).
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
