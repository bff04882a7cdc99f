import RxSandbox

/// The values set on one property of one simulated object, with the virtual time of each set: what a
/// lesson shows as "label.text over time".
final class PropertyTimeline {
    private(set) var values: [(time: TestTime, value: String)] = []
    private var observation: PropertyChangeObservation?

    init(_ object: AnyObject, _ property: String, scheduler: TestScheduler) {
        let id = ObjectIdentifier(object)
        observation = PropertyChangeLog.observe { [unowned self] change in
            guard change.object == id, change.property == property else { return }
            self.values.append((scheduler.clock, Self.describe(change.newValue)))
        }
    }

    /// The values as `time: value` lines, easy to compare.
    var lines: [String] {
        values.map { "\($0.time): \($0.value)" }
    }

    /// A value without `Optional(…)` around it.
    private static func describe(_ value: Any?) -> String {
        guard let value else { return "nil" }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            return mirror.children.first.map { describe($0.value) } ?? "nil"
        }
        return String(describing: value)
    }
}
