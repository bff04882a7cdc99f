import Foundation

extension UIFont {
    /// How heavy a font's strokes are, as UIKit's `UIFont.Weight`: from -1 (lightest) to 1 (heaviest),
    /// 0 being regular.
    public struct Weight: RawRepresentable, Hashable, CustomStringConvertible {
        /// The weight, -1…1.
        public let rawValue: CGFloat

        /// The weight `rawValue`.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The weight `rawValue`.
        public init(_ rawValue: CGFloat) {
            self.init(rawValue: rawValue)
        }

        /// The lightest weight UIKit names (-0.8).
        public static let ultraLight = Weight(-0.8)
        /// Thin (-0.6).
        public static let thin = Weight(-0.6)
        /// Light (-0.4).
        public static let light = Weight(-0.4)
        /// Regular (0): the system font's default.
        public static let regular = Weight(0)
        /// Medium (0.23).
        public static let medium = Weight(0.23)
        /// Semibold (0.3): a headline's weight.
        public static let semibold = Weight(0.3)
        /// Bold (0.4): `boldSystemFont(ofSize:)`'s weight.
        public static let bold = Weight(0.4)
        /// Heavy (0.56).
        public static let heavy = Weight(0.56)
        /// The heaviest weight UIKit names (0.62).
        public static let black = Weight(0.62)

        /// The named weights, lightest first.
        private static let names: [(weight: Weight, name: String)] = [
            (.ultraLight, "ultraLight"), (.thin, "thin"), (.light, "light"), (.regular, "regular"),
            (.medium, "medium"), (.semibold, "semibold"), (.bold, "bold"), (.heavy, "heavy"),
            (.black, "black"),
        ]

        /// The weight's UIKit name (`semibold`), or `weight 0.1` for one UIKit does not name.
        public var description: String {
            Self.names.first { $0.weight == self }?.name ?? "weight \(formatComponent(rawValue))"
        }

        /// The end of the system font's name at this weight: `Semibold`, or `Regular` for an unnamed
        /// weight.
        var fontNameSuffix: String {
            guard let name = Self.names.first(where: { $0.weight == self })?.name else { return "Regular" }
            return name.prefix(1).uppercased() + name.dropFirst()
        }
    }
}
