import Foundation

/// Recognizes a gesture on a view, as UIKit's `UIGestureRecognizer`.
///
/// UIKit reports state changes to target–action pairs (`#selector`); the simulation reports them to
/// closures registered with `addStateHandler`, which is what a reactive wrapper (such as the sandbox's
/// RxGesture) uses. The scripted user drives recognizers through their view (`simulateTap()`).
open class UIGestureRecognizer: SimulatedObject {
    /// Where the recognizer is in recognizing its gesture, with UIKit's cases.
    public enum State: Int {
        case possible, began, changed, ended, cancelled, failed

        /// A discrete gesture (a tap) that was recognized: the same as `ended`.
        public static var recognized: State { .ended }
    }

    /// The recognizer's state.
    public private(set) var state: State = .possible

    /// The view the recognizer is attached to.
    public internal(set) weak var view: UIView?

    /// Whether the recognizer recognizes anything.
    open var isEnabled = true {
        didSet { recordChange("isEnabled", from: oldValue, to: isEnabled) }
    }

    private var handlers: [(id: Int, handler: (UIGestureRecognizer) -> Void)] = []
    private var nextHandlerID = 0

    /// A recognizer not attached to any view yet.
    public override init() {
        super.init()
    }

    /// Calls `handler` on every state change, until `removeStateHandler` with the returned identifier.
    @discardableResult
    public func addStateHandler(_ handler: @escaping (UIGestureRecognizer) -> Void) -> Int {
        let id = nextHandlerID
        nextHandlerID += 1
        handlers.append((id, handler))
        return id
    }

    /// Stops calling the handler registered under `id`.
    public func removeStateHandler(_ id: Int) {
        handlers.removeAll { $0.id == id }
    }

    /// Moves to `state` and tells the handlers.
    func transition(to state: State) {
        self.state = state
        for entry in handlers {
            entry.handler(self)
        }
    }
}

/// Recognizes taps, as UIKit's `UITapGestureRecognizer`.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture (1 by default).
    open var numberOfTapsRequired = 1
}

extension UIView {
    private static let gestureRecognizersKey = ObjectIdentifier(GestureRecognizerList.self)

    private var gestureRecognizerList: GestureRecognizerList {
        if let list = attachedObjects[Self.gestureRecognizersKey] as? GestureRecognizerList {
            return list
        }
        let list = GestureRecognizerList()
        attachedObjects[Self.gestureRecognizersKey] = list
        return list
    }

    /// The recognizers attached to the view.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        gestureRecognizerList.recognizers.isEmpty ? nil : gestureRecognizerList.recognizers
    }

    /// Attaches `gestureRecognizer` to the view.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view = self
        gestureRecognizerList.recognizers.append(gestureRecognizer)
    }

    /// Detaches `gestureRecognizer` from the view.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizerList.recognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }

    /// Each enabled tap recognizer recognizes a tap (its state goes to `recognized`, then back to
    /// `possible`): what `simulateTap()` does for a plain view.
    func recognizeTap() {
        let taps = (gestureRecognizers ?? []).compactMap { $0 as? UITapGestureRecognizer }
        for recognizer in taps where recognizer.isEnabled && canReceiveTouches {
            recognizer.transition(to: .recognized)
            recognizer.transition(to: .possible)
        }
    }
}

/// The recognizers attached to a view (kept with the view's attached objects).
private final class GestureRecognizerList {
    var recognizers: [UIGestureRecognizer] = []
}
