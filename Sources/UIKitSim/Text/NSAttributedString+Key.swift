import Foundation

// On iOS these keys come from UIKit, not Foundation (on a Mac, from AppKit): the sandbox declares them
// here, with UIKit's raw values.
extension NSAttributedString.Key {
    /// The text's color: a `UIColor` (black by default).
    public static let foregroundColor = NSAttributedString.Key("NSColor")

    /// The color behind the text: a `UIColor` (none by default).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")

    /// The text's font: a `UIFont` (Helvetica, 12 points, by default).
    public static let font = NSAttributedString.Key("NSFont")

    /// How the text is underlined: an `NSUnderlineStyle`'s `rawValue` (an `Int`; none by default).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
}
