import Foundation
import RxCocoaSim
import RxCore
import RxVirtualTime
import UIKitSim
import XCTest

/// Runs `body` with `Hooks.bindingErrorHandler` replaced by a recorder, puts the previous handler
/// back, and returns the errors the hook received (as `String(describing:)`). The default handler
/// stops the program, so every test that sends an error to a binding goes through this.
func bindingErrors(during body: () throws -> Void) rethrows -> [String] {
    let previous = Hooks.bindingErrorHandler
    var received: [String] = []
    Hooks.bindingErrorHandler = { received.append(String(describing: $0)) }
    defer { Hooks.bindingErrorHandler = previous }
    try body()
    return received
}

/// Writes down the property changes of the simulated UIKit, each with the virtual time it happened at:
/// `"211 text: a"`. It stops listening when released.
final class UITimeline {
    private(set) var entries: [String] = []
    private var observation: PropertyChangeObservation?

    /// Records the changes of `properties` (every property if empty) with `scheduler`'s clock.
    init(_ scheduler: TestScheduler, properties: Set<String> = []) {
        observation = PropertyChangeLog.observe { [unowned self, unowned scheduler] change in
            guard properties.isEmpty || properties.contains(change.property) else { return }
            entries.append(
                "\(scheduler.clock) \(change.property): \(PropertyChange.text(of: change.newValue))")
        }
    }
}

extension ObservableType {
    /// Each element replaced by `marker`, so that `Void` events can be compared.
    func marked(_ marker: String) -> Observable<String> {
        map { _ in marker }
    }
}

/// A control with an optional text and no behaviour of its own, for custom `controlProperty` tests.
final class NoteControl: UIControl {
    var note: String?
    var getterCalls = 0
}

extension Reactive where Base: NoteControl {
    /// The note, re-read on `valueChanged` only.
    var note: ControlProperty<String?> {
        controlProperty(
            editingEvents: .valueChanged,
            getter: { control in
                control.getterCalls += 1
                return control.note
            },
            setter: { control, note in
                control.note = note
            })
    }
}

extension XCTestCase {
    /// Runs `body` on a background thread; the test then waits for its expectations (which spins the
    /// main run loop, so work queued on the main queue runs), then for the returned group: `body` may
    /// still be returning when an expectation is met, and what it holds counts in `Resources.total`
    /// until it has.
    func onBackgroundThread(_ body: @escaping @Sendable () -> Void) -> DispatchGroup {
        let group = DispatchGroup()
        DispatchQueue.global(qos: .userInitiated).async(group: group, execute: body)
        return group
    }
}
