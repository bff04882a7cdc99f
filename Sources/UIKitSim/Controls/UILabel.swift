import Foundation

/// A text label, as UIKit's `UILabel`.
open class UILabel: UIView {
    /// The text shown.
    open var text: String? {
        didSet { recordChange("text", from: oldValue, to: text) }
    }

    /// The styled text shown (setting it sets `text` to its characters, as in UIKit).
    open var attributedText: NSAttributedString? {
        didSet {
            recordChange("attributedText", from: oldValue, to: attributedText)
            if text != attributedText?.string {
                text = attributedText?.string
            }
        }
    }

    /// The text color.
    open var textColor: UIColor! = .black {
        didSet { recordChange("textColor", from: oldValue, to: textColor) }
    }

    /// The most lines shown (0 for no limit).
    open var numberOfLines = 1 {
        didSet { recordChange("numberOfLines", from: oldValue, to: numberOfLines) }
    }
}
