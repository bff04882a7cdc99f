import Foundation

/// A value that stands for a color, `UIColor` or `CGColor`: the sandbox names it (`gray`) and paints it
/// by its components, the same bytes on every platform.
///
/// On a Mac `CGColor` is Core Graphics' type: its description carries addresses, and `value as? CGColor`
/// cannot be checked for a Core Foundation type. Code that meets a value of unknown type asks
/// `value as? ColorValue` instead, which both platforms answer.
package protocol ColorValue {
    /// The color as a `UIColor`, which knows its name and components.
    var uiColor: UIColor { get }
}

extension UIColor: ColorValue {
    package var uiColor: UIColor { self }
}

extension CGColor: ColorValue {
    package var uiColor: UIColor { UIColor(cgColor: self) }
}
