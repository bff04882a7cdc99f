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
