import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics

    /// On a Mac, Core Graphics' own color: what layers store.
    public typealias CGColor = CoreGraphics.CGColor
#else
    /// A Core Graphics color, as Core Graphics' `CGColor` (Linux has no Core Graphics): what layers
    /// store. Made from a `UIColor` through `cgColor`; equal when the components are.
    ///
    /// On a Mac `CGColor` is Core Graphics' own type, so this one declares only what that one has (the
    /// initializers below, `components`, `alpha`, `numberOfComponents`, `==` and hashing;
    /// Scripts/darwin/stand-ins.txt lists them) and nothing else: no description of its own, so `print`
    /// shows a type name, not the color, as a Mac's shows addresses. Reports name a color through
    /// `ColorValue` instead.
    public final class CGColor: Hashable {
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
    }
#endif
