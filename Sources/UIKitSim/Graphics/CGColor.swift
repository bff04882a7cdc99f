import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics

    /// On a Mac, Core Graphics' own color: what layers store.
    public typealias CGColor = CoreGraphics.CGColor
#else
    /// A Core Graphics color, as Core Graphics' `CGColor` (Linux has no Core Graphics): what layers
    /// store. Made from a `UIColor` through `cgColor`; equal when the components are.
    ///
    /// On a Mac `CGColor` is Core Graphics' own type, so the sandbox uses only what both have: the
    /// initializers below, `components`, `alpha`, `numberOfComponents` and `==`. It also prints as Core
    /// Graphics' does, with its address, so that code which names a color by its description shows the
    /// same (useless) text here as on a Mac: reports name a color through `ColorValue` instead.
    public final class CGColor: Hashable, CustomStringConvertible {
        /// Red, green, blue and alpha, 0…1.
        public let components: [CGFloat]?

        /// A color in the sRGB color space, as `UIColor` makes.
        public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            components = [red, green, blue, alpha]
        }

        /// A color from red, green and blue components (Core Graphics' generic RGB color space; the
        /// sandbox has one RGB space).
        public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            self.init(srgbRed: red, green: green, blue: blue, alpha: alpha)
        }

        /// How many components the color has, alpha included: 4.
        public var numberOfComponents: Int {
            components?.count ?? 0
        }

        /// The opacity, 0…1.
        public var alpha: CGFloat {
            components?.last ?? 1
        }

        public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
            lhs.components == rhs.components
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(components)
        }

        /// As Core Graphics prints a color: `<CGColor 0x…> [<CGColorSpace> (…)] ( 0.5 0.5 0.5 1 )`.
        public var description: String {
            let values = (components ?? []).map { String(format: "%g", Double($0)) }
            return "<CGColor \(Unmanaged.passUnretained(self).toOpaque())> [<CGColorSpace> "
                + "(kCGColorSpaceModelRGB; sRGB IEC61966-2.1)] ( \(values.joined(separator: " ")) )"
        }
    }
#endif
