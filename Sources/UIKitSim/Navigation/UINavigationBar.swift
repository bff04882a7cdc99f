import Foundation

/// The bar across the top of a navigation controller's screens, as UIKit's `UINavigationBar`: it
/// shows the top screen's navigation item (title, bar button items, back button). A navigation
/// controller makes its own (`navigationBar`); the app changes only how it looks.
///
/// Nothing is drawn: every look property records its changes, so a scene shows the bar turning red
/// when the app goes offline.
open class UINavigationBar: UIView {
    /// The color of the bar's background (nil: the system's, translucent).
    open var barTintColor: UIColor? {
        didSet { recordChange("barTintColor", from: oldValue, to: barTintColor) }
    }

    /// The color of the bar's buttons and back arrow (nil: the app's tint, blue).
    open var tintColor: UIColor? {
        didSet { recordChange("tintColor", from: oldValue, to: tintColor) }
    }

    /// Whether the bar is see-through, letting the content under it show (true by default).
    open var isTranslucent = true {
        didSet { recordChange("isTranslucent", from: oldValue, to: isTranslucent) }
    }

    /// Whether the bar shows the title large, under the buttons, while the screen is scrolled to its
    /// top (false by default).
    open var prefersLargeTitles = false {
        didSet { recordChange("prefersLargeTitles", from: oldValue, to: prefersLargeTitles) }
    }

    /// The attributes of the title's text (font, color, …; nil: the system's).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { recordChange("titleTextAttributes", from: oldValue, to: titleTextAttributes) }
    }

    /// The attributes of the large title's text (see `prefersLargeTitles`; nil: the system's).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { recordChange("largeTitleTextAttributes", from: oldValue, to: largeTitleTextAttributes) }
    }
}
