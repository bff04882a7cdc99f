import Foundation

/// A view that turns touches into events, as UIKit's `UIControl`.
///
/// Actions are closures (`UIAction`), registered for a set of events; `sendActions(for:)` runs the
/// actions registered for any of the given events, in registration order. As in UIKit, setting a
/// property in code never sends an event: only the scripted user (`simulate…` helpers, which call
/// `sendActions(for:)`) does. (`#selector` target-action needs the Objective-C runtime, which Linux
/// lacks.)
open class UIControl: UIView {
    /// The events a control sends, with UIKit's values.
    public struct Event: OptionSet, Hashable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// The states a control can be in, with UIKit's values (titles of a button are set per state).
    public struct State: OptionSet, Hashable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    private var actions: [(action: UIAction, events: Event)] = []

    /// Whether the control reacts to the user (a disabled control ignores touches).
    open var isEnabled = true {
        didSet { recordChange("isEnabled", from: oldValue, to: isEnabled) }
    }

    /// Whether the control is selected.
    open var isSelected = false {
        didSet { recordChange("isSelected", from: oldValue, to: isSelected) }
    }

    /// Whether the control is being touched.
    open var isHighlighted = false {
        didSet { recordChange("isHighlighted", from: oldValue, to: isHighlighted) }
    }

    /// The control's state, from `isEnabled`, `isSelected` and `isHighlighted`.
    open var state: State {
        var state: State = .normal
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    /// Runs `action` whenever the control sends one of `controlEvents`.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    /// Stops running `action` for `controlEvents` (it keeps running for its other events).
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        for index in actions.indices.reversed() where actions[index].action === action {
            actions[index].events.subtract(controlEvents)
            if actions[index].events.isEmpty {
                actions.remove(at: index)
            }
        }
    }

    /// The events that have at least one action.
    open var allControlEvents: Event {
        actions.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// The number of registered actions (an action registered for several events counts once).
    public var actionCount: Int {
        actions.count
    }

    /// Runs the actions registered for any of `controlEvents`, in registration order.
    open func sendActions(for controlEvents: Event) {
        let matching = actions.filter { !$0.events.isDisjoint(with: controlEvents) }
        for entry in matching {
            entry.action.sender = self
            entry.action.handler(entry.action)
            entry.action.sender = nil
        }
    }
}

/// A closure a control runs for its events, as UIKit's `UIAction` (iOS 14).
open class UIAction: NSObject {
    /// The closure type of an action.
    public typealias Handler = (UIAction) -> Void

    /// A name for the action.
    public let title: String
    /// What the action runs.
    let handler: Handler
    /// The control that sent the action, while it runs.
    public internal(set) var sender: Any?

    /// An action that runs `handler`.
    public init(title: String = "", handler: @escaping Handler) {
        self.title = title
        self.handler = handler
    }

    /// `<UIAction>`: the same on every platform, every run (see `sandboxDescription`).
    open override var description: String {
        sandboxDescription
    }
}
