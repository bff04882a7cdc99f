import RxCore
import UIKitSim

/// Runs a callback whenever a control sends one of the given events, until disposed. It is the
/// target-action registration behind `controlEvent` and `controlProperty`, made of a `UIAction`
/// because `#selector` needs the Objective-C runtime.
final class ControlTarget {
    private weak var control: UIControl?
    private let controlEvents: UIControl.Event
    private var action: UIAction?

    init(control: UIControl, controlEvents: UIControl.Event, callback: @escaping (UIControl) -> Void) {
        self.control = control
        self.controlEvents = controlEvents
        let action = UIAction { [weak control] _ in
            if let control { callback(control) }
        }
        self.action = action
        control.addAction(action, for: controlEvents)
        // In a chain view, the ControlProperty or ControlEvent this registers for is named after it.
        ChainTracing.subscriptionBeingMade(isAbout: control)
    }

    /// Removes the action from the control.
    func dispose() {
        if let action {
            control?.removeAction(action, for: controlEvents)
        }
        action = nil
    }
}
