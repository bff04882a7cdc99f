import RxVirtualTime
import UIKitSim

/// A simulated object a scene shows under a name, and the history of its properties.
final class NamedObject {
    let name: String
    /// The properties to show; `nil` for every property that is set.
    let properties: [String]?
    let identifier: ObjectIdentifier
    private(set) var object: AnyObject?
    /// Each property's history, in the order the properties were first set.
    private(set) var tracks: [PropertyTrack] = []

    init(name: String, object: AnyObject, properties: [String]?) {
        self.name = name
        self.object = object
        identifier = ObjectIdentifier(object)
        self.properties = properties
    }

    func record(_ change: PropertyChange, at time: TestTime) {
        let set = PropertyTrack.Change(
            time: time, label: Stage.label(change.newValue), color: CSSColor.of(change.newValue))
        if let index = tracks.firstIndex(where: { $0.property == change.property }) {
            tracks[index].changes.append(set)
        } else {
            tracks.append(
                PropertyTrack(
                    object: name, property: change.property, initialLabel: Stage.label(change.oldValue),
                    initialColor: CSSColor.of(change.oldValue), changes: [set]))
        }
    }

    func release() {
        object = nil
    }
}

/// What a property of a named object was before the scene set it, and each value it was set to, when.
public struct PropertyTrack: Equatable {
    /// One set of the property.
    public struct Change: Equatable {
        public let time: TestTime
        public let label: String
        /// The CSS colour of the value, when it is a colour.
        public let color: String?
    }

    /// The object's name in the scene (`label`).
    public var object: String
    /// The property's name (`text`, `layer.borderColor`).
    public var property: String
    /// The value before the first set.
    public var initialLabel: String
    /// The CSS colour of the value before the first set, when it is a colour.
    public var initialColor: String?
    /// The sets, in time order.
    public var changes: [Change]

    /// The value at `time`: the last set at or before it, else the initial value.
    public func label(at time: TestTime) -> String {
        changes.last { $0.time <= time }?.label ?? initialLabel
    }

    /// The value when the scene ended.
    public var finalLabel: String {
        changes.last?.label ?? initialLabel
    }

    /// The CSS colour of the value when the scene ended, when it is a colour.
    public var finalColor: String? {
        changes.isEmpty ? initialColor : changes.last?.color
    }
}
