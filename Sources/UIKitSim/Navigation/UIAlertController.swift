import Foundation

/// An alert or an action sheet, as UIKit's `UIAlertController`: shown with
/// `present(_:animated:completion:)`; a tap on one of its actions dismisses it, then runs the action's
/// handler.
///
/// An alert leaves the presenting screen on screen (its `viewWillDisappear(_:)` is not called).
open class UIAlertController: UIViewController {
    /// How the alert is shown.
    public enum Style {
        /// A sheet of actions rising from the bottom.
        case actionSheet
        /// A box in the middle of the screen.
        case alert
    }

    /// How the alert is shown.
    public let preferredStyle: Style

    /// The text under the title.
    open var message: String? {
        didSet { recordChange("message", from: oldValue, to: message) }
    }

    /// The actions, in the order they were added.
    public private(set) var actions: [UIAlertAction] = []

    /// The action drawn in bold, which Return triggers; it must be one of `actions`.
    open var preferredAction: UIAlertAction? {
        didSet { recordChange("preferredAction", from: oldValue, to: preferredAction) }
    }

    /// The text fields, in the order they were added (nil when there are none).
    public private(set) var textFields: [UITextField]?

    /// An alert with `title` and `message`, shown as `preferredStyle`.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        super.init()
        self.title = title
        self.message = message
    }

    /// An alert leaves its presenter on screen.
    override var hidesPresenter: Bool {
        false
    }

    /// Adds a button for `action`.
    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    /// Adds a text field, handing it to `configurationHandler` to set up. Only an alert has text fields:
    /// adding one to an action sheet stops the program, as UIKit throws.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        precondition(
            preferredStyle == .alert, "Text fields can only be added to an alert, not an action sheet")
        let textField = UITextField()
        configurationHandler?(textField)
        textFields = (textFields ?? []) + [textField]
    }

    // MARK: Scripted user

    /// The user taps the action titled `title`: the alert is dismissed, then the action's handler runs.
    /// Nothing happens while the action is disabled or the alert is not presented; a title that no
    /// action has stops the program (a mistake in the scene).
    open func simulateTap(actionTitled title: String) {
        guard let action = actions.first(where: { $0.title == title }) else {
            preconditionFailure(
                "the alert has no action titled \"\(title)\" (it has: \(actions.map { $0.title ?? "nil" }))")
        }
        guard action.isEnabled, presentingViewController != nil else { return }
        dismiss(animated: true) {
            action.simulateTap()
        }
    }
}
