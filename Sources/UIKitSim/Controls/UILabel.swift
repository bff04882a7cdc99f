import Foundation

/// A text label, as UIKit's `UILabel`.
open class UILabel: UIView {
    /// The text shown. Setting it sets `attributedText` to the same characters, unstyled (`nil` for
    /// `nil`), as in UIKit.
    open var text: String? {
        get { storedText?.string }
        set {
            let old = storedText?.string
            storedText = newValue.map { NSAttributedString(string: $0) }
            recordChange("text", from: old, to: newValue)
        }
    }

    /// The styled text shown; its characters are `text` (setting it sets `text`, as in UIKit).
    open var attributedText: NSAttributedString? {
        get { storedText }
        set {
            let old = storedText
            storedText = newValue
            recordChange("attributedText", from: old, to: newValue)
            if old?.string != newValue?.string {
                recordChange("text", from: old?.string, to: newValue?.string)
            }
        }
    }

    private var storedText: NSAttributedString?

    /// The text color.
    open var textColor: UIColor! = .black {
        didSet { recordChange("textColor", from: oldValue, to: textColor) }
    }

    /// The font of the text: the system font, 17 points, by default (setting `nil` sets it back, as
    /// in UIKit).
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet {
            if font == nil { font = .systemFont(ofSize: 17) }
            recordChange("font", from: oldValue, to: font)
        }
    }

    /// Where the lines sit between the label's edges (`.natural` by default: against the leading edge).
    open var textAlignment = NSTextAlignment.natural {
        didSet { recordChange("textAlignment", from: oldValue, to: textAlignment) }
    }

    /// The most lines shown (0 for no limit).
    open var numberOfLines = 1 {
        didSet { recordChange("numberOfLines", from: oldValue, to: numberOfLines) }
    }
}
