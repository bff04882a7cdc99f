/// One property set on a simulated object: which object, which property, the value before and after.
///
/// Every settable property of the simulated UIKit records a change when it is set (even to the value it
/// already had), so a lesson can show "label.text over time" without extra code.
public struct PropertyChange {
    /// The object whose property was set.
    public let object: ObjectIdentifier
    /// The object's class, for example `UILabel`.
    public let objectType: String
    /// The property's name, as Apple spells it: `text`, `backgroundColor`, `layer.borderColor`, ….
    public let property: String
    /// The value before the set.
    public let oldValue: Any?
    /// The value after the set.
    public let newValue: Any?
}

/// Where property changes go: to every registered observer, in the order they registered.
///
/// UIKit is used from the main thread only, and so is this log.
public enum PropertyChangeLog {
    private static var observers: [(id: Int, handler: (PropertyChange) -> Void)] = []
    private static var nextID = 0

    /// Calls `handler` for every property change until the returned observation is cancelled (or
    /// released).
    public static func observe(_ handler: @escaping (PropertyChange) -> Void) -> PropertyChangeObservation {
        let id = nextID
        nextID += 1
        observers.append((id, handler))
        return PropertyChangeObservation { observers.removeAll { $0.id == id } }
    }

    /// Sends `change` to the observers.
    static func record(_ change: PropertyChange) {
        for observer in observers {
            observer.handler(change)
        }
    }
}

/// A registration with the `PropertyChangeLog`; cancelling it, or releasing it, ends it.
public final class PropertyChangeObservation {
    private var onCancel: (() -> Void)?

    init(onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    /// Stops the observation.
    public func cancel() {
        onCancel?()
        onCancel = nil
    }

    deinit {
        cancel()
    }
}

extension PropertyChange {
    /// A recorded value in words, as logs and tests write it: `nil` for an empty optional (at any
    /// depth), a color or a point in the sandbox's words (`gray`, `(320.0, 0.0)`: see `ValueText`, the
    /// same on every platform), anything else its description.
    package static func text(of value: Any?) -> String {
        guard let value else { return "nil" }
        if let text = ValueText.of(value) { return text }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            return text(of: mirror.children.first?.value)
        }
        return String(describing: value)
    }
}
