/// How text is underlined (or struck through), as UIKit's `NSUnderlineStyle`: a line style, optionally
/// with a pattern (solid when none is given) and `byWord`. An attributed string holds it as its raw value, under
/// `NSAttributedString.Key.underlineStyle`.
public struct NSUnderlineStyle: OptionSet, Hashable {
    /// The style's bits, as UIKit's.
    public let rawValue: Int

    /// The style with the bits `rawValue`.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// A single thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// A single thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A dotted line.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed line.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Alternating dashes and dots.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Alternating dashes and pairs of dots.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Only words are underlined, not the spaces between them.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
