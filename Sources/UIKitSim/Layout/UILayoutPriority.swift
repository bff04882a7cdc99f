/// How much a layout constraint matters, from 1 to 1000, as UIKit's `UILayoutPriority`.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable {
    /// The priority, 1…1000.
    public let rawValue: Float

    /// A priority of `rawValue`.
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// A priority of `rawValue`.
    public init(_ rawValue: Float) {
        self.init(rawValue: rawValue)
    }

    /// A constraint that must hold (1000, the default).
    public static let required = UILayoutPriority(1000)
    /// The priority of a button's resistance to being squeezed (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority of a button's hugging of its content (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The priority with which a view fits its content as tightly as possible (50).
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
