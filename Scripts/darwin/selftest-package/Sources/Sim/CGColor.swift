import Foundation

#if canImport(CoreGraphics)
    @_exported import CoreGraphics

    extension CGColor {
        convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            self.init(srgbRed: red, green: green, blue: blue, alpha: alpha)
        }
    }
#else
    /// A Core Graphics color (Linux has no Core Graphics): what layers store. Made from a `UIColor`
    /// through `cgColor`; equal when the components are.
    public final class CGColor: Equatable, CustomStringConvertible {
        /// Red, green, blue and alpha, 0…1.
        public let components: [CGFloat]?

        init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            components = [red, green, blue, alpha]
        }

        /// The opacity, 0…1.
        public var alpha: CGFloat {
            components?[3] ?? 1
        }

        public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
            lhs.components == rhs.components
        }

        /// The same words as the `UIColor` it came from: `gray`, `rgba(1, 0, 0, 0.5)`.
        public var description: String {
            guard let components else { return "CGColor" }
            return UIColor(
                red: components[0], green: components[1], blue: components[2], alpha: components[3]
            )
            .description
        }
    }
#endif
