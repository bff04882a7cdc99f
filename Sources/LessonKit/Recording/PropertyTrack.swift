import RxVirtualTime

/// What a property of a named object was before the scene set it, and each value it was set to, when.
package struct PropertyTrack: Equatable {
    /// One set of the property.
    package struct Change: Equatable {
        package let time: TestTime
        package let label: String
        /// The CSS colour of the value, when it is a colour.
        package let color: String?

        package init(time: TestTime, label: String, color: String?) {
            self.time = time
            self.label = label
            self.color = color
        }
    }

    /// The object's name in the scene (`label`).
    package var object: String
    /// The property's name (`text`, `layer.borderColor`).
    package var property: String
    /// The value before the first set.
    package var initialLabel: String
    /// The CSS colour of the value before the first set, when it is a colour.
    package var initialColor: String?
    /// The sets, in time order.
    package var changes: [Change]

    /// The value at `time`: the last set at or before it, else the initial value.
    package func label(at time: TestTime) -> String {
        changes.last { $0.time <= time }?.label ?? initialLabel
    }

    /// The CSS colour of the value at `time`, when it is a colour.
    package func color(at time: TestTime) -> String? {
        guard let change = changes.last(where: { $0.time <= time }) else { return initialColor }
        return change.color
    }

    /// The value when the scene ended.
    package var finalLabel: String {
        changes.last?.label ?? initialLabel
    }

    /// The CSS colour of the value when the scene ended, when it is a colour.
    package var finalColor: String? {
        changes.isEmpty ? initialColor : changes.last?.color
    }
}
