import UIKitSim

/// A property of a simulated object named by a KVO key path (`"text"`, `"layer.borderWidth"`), read
/// by reflection and watched through the `PropertyChangeLog`: what `rx.observe` uses where iOS uses
/// KVO, which needs the Objective-C runtime.
///
/// A component names a stored property as Swift stores it (reflection sees stored properties only): a
/// property with `didSet`, as the simulated UIKit declares most of its properties, is one. A computed
/// property that reports its sets is read through `SimulatedObject.computedProperty(_:)`. Each object along
/// the path may report the set of what follows it: a view reports its layer's `borderWidth` as its own
/// `layer.borderWidth`.
struct ReportedProperty {
    /// The path's components: `["layer", "borderWidth"]`.
    let components: [String]

    init(_ keyPath: String) {
        components = keyPath.split(separator: ".").map(String.init).filter { $0 != "self" }
    }

    /// The value at the path from `root`, or `.missing` with the first component that is not there.
    func value(from root: AnyObject) -> Reading {
        var current: Any? = root
        for (index, name) in components.enumerated() {
            guard let object = current else { return .found(nil) }
            guard let child = Self.storedProperty(named: name, of: object) else {
                return .missing(components[...index].joined(separator: "."))
            }
            current = child
        }
        return .found(current)
    }

    /// A reading: the value, or the part of the path that names nothing.
    enum Reading {
        case found(Any?)
        case missing(String)
    }

    /// Whether `change` is a set of the value at the path from `root`, or of an object on the way to
    /// it (reported by any object along the path).
    func isChange(_ change: PropertyChange, of root: AnyObject) -> Bool {
        var current: AnyObject? = root
        for index in components.indices {
            guard let object = current else { return false }
            let rest = components[index...]
            if ObjectIdentifier(object) == change.object,
                (1...rest.count).contains(where: {
                    rest.prefix($0).joined(separator: ".") == change.property
                })
            {
                return true
            }
            let next = Self.storedProperty(named: components[index], of: object).flatMap { $0 }
            current = next.flatMap { type(of: $0) is AnyObject.Type ? $0 as AnyObject : nil }
        }
        return false
    }

    /// The stored property `name` of `object`, through its superclasses; `nil` if there is none, and
    /// `.some(nil)` for an empty optional.
    private static func storedProperty(named name: String, of object: Any) -> Any?? {
        if let computed = (object as? SimulatedObject)?.computedProperty(name) {
            return .some(flattened(computed as Any))
        }
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            if let child = current.children.first(where: { $0.label == name }) {
                return .some(flattened(child.value))
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// `value` out of any optionals around it; `nil` for an empty one.
    private static func flattened(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.flatMap { flattened($0.value) }
    }
}
