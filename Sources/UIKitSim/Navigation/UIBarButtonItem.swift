import Foundation

/// A button in a navigation bar or a toolbar, as UIKit's `UIBarButtonItem`.
///
/// A tap runs `primaryAction`, if there is one; otherwise it goes to the item's target-action pair,
/// which `rx.tap` installs. As in UIKit, an item with a `primaryAction` ignores its target and action,
/// so `rx.tap` then hears nothing. (`#selector` target-action needs the Objective-C runtime, which
/// Linux lacks: the pair is a closure the RxCocoa layer sets.)
open class UIBarButtonItem: UIBarItem {
    /// How the item is drawn.
    public enum Style {
        /// A plain button.
        case plain
        /// A button for the action that ends a task, drawn in bold.
        case done
    }

    /// The buttons the system draws itself (their picture or localized title).
    public enum SystemItem {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
            bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo,
            close
    }

    /// How the item is drawn (`.plain` by default).
    open var style = Style.plain {
        didSet { recordChange("style", from: oldValue, to: style) }
    }

    /// The color of the item's title or picture (the bar's by default).
    open var tintColor: UIColor? {
        didSet { recordChange("tintColor", from: oldValue, to: tintColor) }
    }

    /// What a tap runs; while it is set, the target-action pair is ignored.
    open var primaryAction: UIAction? {
        didSet { recordChange("primaryAction", from: oldValue, to: primaryAction) }
    }

    /// The system button this item is, if it was made as one.
    public private(set) var systemItem: SystemItem?

    /// What stands for the target-action pair (`target` and `action` in UIKit): run by a tap when there
    /// is no `primaryAction`. `rx.tap` sets it.
    package var targetAction: (() -> Void)?

    /// An item with no title and no action.
    public override init() {
        super.init()
    }

    /// An item with `title` that runs `primaryAction` when tapped (UIKit's initializer also takes an
    /// image and a menu, which the simulation does not have).
    public convenience init(title: String? = nil, primaryAction: UIAction? = nil) {
        self.init()
        self.title = title
        self.primaryAction = primaryAction
    }

    /// The system button `systemItem`, running `primaryAction` when tapped.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
    }

    // MARK: Scripted user

    /// The user taps the item: its `primaryAction` runs, or else its target-action pair (nothing happens
    /// while the item is disabled).
    open func simulateTap() {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction.sender = self
            primaryAction.handler(primaryAction)
            primaryAction.sender = nil
        } else {
            targetAction?()
        }
    }
}
