import Foundation

/// A color, as UIKit's `UIColor`: red, green, blue and alpha components from 0 to 1.
///
/// Two colors are equal when their components are. A color prints as its UIKit name when it has one
/// (`gray`, even when made with `UIColor(white: 0.5, alpha: 1)`), else as `rgba(1, 0.5, 0.25, 1)`.
open class UIColor: NSObject {
    /// The red component, 0…1.
    public let red: CGFloat
    /// The green component, 0…1.
    public let green: CGFloat
    /// The blue component, 0…1.
    public let blue: CGFloat
    /// The opacity, 0…1.
    public let alpha: CGFloat

    /// A color from its components (each clamped to 0…1).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.alpha = Self.clamp(alpha)
    }

    /// The color of a Core Graphics color: its red, green, blue and alpha components, or its gray and
    /// alpha for a gray color (black for any other color space).
    public convenience init(cgColor: CGColor) {
        let components = cgColor.components ?? []
        switch components.count {
        case 4: self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        case 2: self.init(white: components[0], alpha: components[1])
        default: self.init(white: 0, alpha: cgColor.alpha)
        }
    }

    /// A gray: `white` 0 is black, 1 is white.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    private static func clamp(_ value: CGFloat) -> CGFloat {
        min(max(value, 0), 1)
    }

    /// The gray level and opacity of a gray color. Returns `false`, leaving the arguments unchanged,
    /// for a color that is not a gray.
    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool
    {
        guard red == green, green == blue else { return false }
        white?.pointee = red
        alpha?.pointee = self.alpha
        return true
    }

    /// The components of the color.
    @discardableResult
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// The same color with another opacity.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The color as a Core Graphics color (what `CALayer.borderColor` takes).
    open var cgColor: CGColor {
        CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
        return hasher.finalize()
    }

    open override var description: String {
        if let name = Self.namedColors.first(where: { $0.color.isEqual(self) })?.name {
            return name
        }
        return "rgba(\([red, green, blue, alpha].map(formatComponent).joined(separator: ", ")))"
    }

    open override var debugDescription: String {
        description
    }
}

extension UIColor {
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    /// The named colors, in the order their names are preferred when describing a color.
    fileprivate static let namedColors: [(name: String, color: UIColor)] = [
        ("black", .black), ("darkGray", .darkGray), ("lightGray", .lightGray), ("white", .white),
        ("gray", .gray), ("red", .red), ("green", .green), ("blue", .blue), ("cyan", .cyan),
        ("yellow", .yellow), ("magenta", .magenta), ("orange", .orange), ("purple", .purple),
        ("brown", .brown), ("clear", .clear),
    ]
}

/// A component written with at most three decimals and no trailing zeros: `1`, `0.5`, `0.333`.
func formatComponent(_ value: CGFloat) -> String {
    let rounded = (Double(value) * 1000).rounded() / 1000
    if rounded == rounded.rounded() {
        return String(Int(rounded))
    }
    var text = String(format: "%.3f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
}
