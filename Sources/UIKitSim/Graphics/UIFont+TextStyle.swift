import Foundation

extension UIFont {
    /// The role of a piece of text (a headline, the body, a caption), as UIKit's `UIFont.TextStyle`:
    /// what `preferredFont(forTextStyle:)` picks a size and weight for.
    public struct TextStyle: RawRepresentable, Hashable, CustomStringConvertible {
        /// The style's name, as UIKit spells it: `UICTFontTextStyleHeadline`, ….
        public let rawValue: String

        /// The style named `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The style named `rawValue`.
        public init(_ rawValue: String) {
            self.init(rawValue: rawValue)
        }

        /// The largest title, at the top of a screen (34 points).
        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        /// A first-level title (28 points).
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        /// A second-level title (22 points).
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        /// A third-level title (20 points).
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        /// A headline (17 points, semibold).
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        /// A subheadline (15 points).
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        /// Body text (17 points).
        public static let body = TextStyle("UICTFontTextStyleBody")
        /// A callout (16 points).
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        /// A footnote (13 points).
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        /// A caption (12 points).
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        /// An alternate caption (11 points).
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")

        /// Each named style, its Swift name, and the size and weight iOS gives it at the default text
        /// size ("Large").
        private static let table: [(style: TextStyle, name: String, pointSize: CGFloat, weight: Weight)] = [
            (.largeTitle, "largeTitle", 34, .regular), (.title1, "title1", 28, .regular),
            (.title2, "title2", 22, .regular), (.title3, "title3", 20, .regular),
            (.headline, "headline", 17, .semibold), (.subheadline, "subheadline", 15, .regular),
            (.body, "body", 17, .regular), (.callout, "callout", 16, .regular),
            (.footnote, "footnote", 13, .regular), (.caption1, "caption1", 12, .regular),
            (.caption2, "caption2", 11, .regular),
        ]

        /// The style's Swift name (`headline`), or its raw value for a style UIKit does not name.
        public var description: String {
            Self.table.first { $0.style == self }?.name ?? rawValue
        }

        /// The size and weight of the style's font at the default text size (the body's for a style
        /// UIKit does not name).
        var defaultMetrics: (pointSize: CGFloat, weight: Weight) {
            let entry = Self.table.first { $0.style == self } ?? Self.table.first { $0.style == .body }!
            return (entry.pointSize, entry.weight)
        }
    }
}
