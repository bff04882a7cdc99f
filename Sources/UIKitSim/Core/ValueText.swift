import Foundation

/// The sandbox's own words for the values whose description differs between a Mac and Linux, so that
/// reports, labels and the site are the same bytes on both:
///
/// - a color (`UIColor`, `CGColor`) by its name or components: `gray`, `rgba(1, 0, 0, 0.5)` (a Mac's
///   `CGColor` describes itself with two addresses);
/// - a point, size or rectangle as Apple's Core Graphics writes it: `(320.0, 0.0)`,
///   `(0.0, 0.0, 320.0, 480.0)` (Linux's Foundation writes `CGPoint(x: 320.0, y: 0.0)`);
/// - an object that describes itself as `NSObject` does, `<UIKitSim.UIButton: 0x…>` on a Mac and
///   `<UIButton: 0x…>` on Linux, as `<UIButton>`.
///
/// Any other value is left to its description (`nil` from `of(_:)`).
package enum ValueText {
    /// `value` in the sandbox's words, or `nil` when its description is the same everywhere.
    package static func of(_ value: Any) -> String? {
        // A cast looks through optionals. Not `as? CGColor`: on a Mac that is a Core Foundation type.
        if let color = value as? ColorValue { return color.uiColor.description }
        if let point = value as? CGPoint { return "(\(point.x), \(point.y))" }
        if let size = value as? CGSize { return "(\(size.width), \(size.height))" }
        if let rect = value as? CGRect {
            return "(\(rect.origin.x), \(rect.origin.y), \(rect.size.width), \(rect.size.height))"
        }
        if let optional = value as? AnyOptional {
            return optional.wrappedValue.flatMap(of)
        }
        // Only a class instance: on a Mac `as? NSObject` would bridge a string or a number.
        if type(of: value) is AnyObject.Type, let object = value as? NSObject,
            object.description.hasPrefix("<"), object.description.contains(": 0x")
        {
            return object.sandboxDescription
        }
        return nil
    }
}

/// An optional of any type, to look inside one held in an `Any`.
private protocol AnyOptional {
    var wrappedValue: Any? { get }
}

extension Optional: AnyOptional {
    fileprivate var wrappedValue: Any? {
        self.map { $0 as Any }
    }
}
