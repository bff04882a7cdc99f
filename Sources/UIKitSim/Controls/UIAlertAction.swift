import Foundation

/// A button of an alert, as UIKit's `UIAlertAction`.
open class UIAlertAction: SimulatedObject {
    /// How the action is shown.
    public enum Style {
        case `default`, cancel, destructive
    }

    /// The button's title.
    public let title: String?
    /// How the button is shown.
    public let style: Style
    private let handler: ((UIAlertAction) -> Void)?

    /// Whether the button can be tapped.
    open var isEnabled = true {
        didSet { recordChange("isEnabled", from: oldValue, to: isEnabled) }
    }

    /// An action with a title, a style and what to do when tapped.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }

    /// An action with no title, the default style and nothing to do when tapped.
    public convenience override init() {
        self.init(title: nil, style: .default)
    }

    // MARK: Scripted user

    /// The user taps the button (nothing happens while it is disabled).
    open func simulateTap() {
        guard isEnabled else { return }
        handler?(self)
    }
}
