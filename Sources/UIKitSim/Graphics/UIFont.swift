import Foundation

/// A font, as UIKit's `UIFont`: a typeface at a point size.
///
/// The sandbox draws no text, so a font is only what it was made as: the system font at a weight (or a
/// text style's size and weight), or a font named by the app. Two fonts are equal when they were made
/// alike, and a font describes itself in a few words, the same on every platform (UIKit's description
/// carries an address): `system 17`, `system bold 17`, `headline (system semibold 17)`, `Menlo 12`.
open class UIFont: NSObject {
    /// What the font's letters look like.
    private enum Typeface: Equatable {
        /// The system font (San Francisco on iOS) at a weight.
        case system(Weight)
        /// A font the app names, such as `"Menlo"`.
        case named(String)
    }

    private let typeface: Typeface

    /// The text style the font was made for by `preferredFont(forTextStyle:)`, if any.
    private let textStyle: TextStyle?

    /// The font's size in points.
    public let pointSize: CGFloat

    private init(typeface: Typeface, pointSize: CGFloat, textStyle: TextStyle? = nil) {
        self.typeface = typeface
        self.pointSize = pointSize
        self.textStyle = textStyle
    }

    /// The font named `fontName` at `fontSize` points (`nil` for an empty name: the sandbox has every
    /// other font).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        self.init(typeface: .named(fontName), pointSize: fontSize)
    }

    /// The system font, regular, at `fontSize` points.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font, bold, at `fontSize` points.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The system font at `fontSize` points and the given weight.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(typeface: .system(weight), pointSize: fontSize)
    }

    /// The font for text of `style`, at the size and weight iOS gives it at the default text size
    /// (`.headline`: the system font, semibold, 17 points). The sandbox has no Dynamic Type setting.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let metrics = style.defaultMetrics
        return UIFont(typeface: .system(metrics.weight), pointSize: metrics.pointSize, textStyle: style)
    }

    /// The same typeface at `fontSize` points (no longer tied to a text style).
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(typeface: typeface, pointSize: fontSize)
    }

    /// The typeface's name: the name the font was made with, or for the system font the name iOS gives
    /// it, `.SFUI-Regular`, `.SFUI-Bold`, ….
    open var fontName: String {
        switch typeface {
        case .system(let weight): return ".SFUI-\(weight.fontNameSuffix)"
        case .named(let name): return name
        }
    }

    /// Whether `object` is a font made alike: the same typeface, size and text style.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return typeface == other.typeface && pointSize == other.pointSize && textStyle == other.textStyle
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(fontName)
        hasher.combine(pointSize)
        hasher.combine(textStyle)
        return hasher.finalize()
    }

    /// The font in a few words: `system 17`, `system semibold 15`, `Menlo 12`, and for a text style's
    /// font the style first, `headline (system semibold 17)`.
    open override var description: String {
        let size = formatComponent(pointSize)
        let face: String
        switch typeface {
        case .system(.regular): face = "system \(size)"
        case .system(let weight): face = "system \(weight) \(size)"
        case .named(let name): face = "\(name) \(size)"
        }
        guard let textStyle else { return face }
        return "\(textStyle) (\(face))"
    }

    open override var debugDescription: String {
        description
    }
}
