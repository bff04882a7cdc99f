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
            self.values.append((scheduler.clock, PropertyChange.text(of: change.newValue)))
        }
    }

    /// The values as `time: value` lines, easy to compare.
    var lines: [String] {
        values.map { "\($0.time): \($0.value)" }
    }

}
