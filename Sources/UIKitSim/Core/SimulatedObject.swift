import Foundation

/// The root of every simulated UIKit and CoreLocation object (`UIView`, `CLLocationManager`, …): an
/// `NSObject` that reports its property sets to the `PropertyChangeLog` and can carry attached objects.
///
/// Attached objects stand in for Objective-C associated objects, which Linux lacks: the layer above
/// (RxCocoaSim) keeps an object's delegate proxies and its `deallocated` signal there. They are
/// released with the object, after its `deinit` body has run and its weak references are already nil —
/// the moment associated objects are released on iOS.
///
/// Its message observer is told `deallocating()` from `SimulatedObject`'s own `deinit`, the last
/// `deinit` body to run (a subclass's runs first, in Swift), before any stored property is released.
/// On iOS RxCocoa hears `dealloc` itself, before any `deinit` body: the sandbox can't run code before a
/// subclass's `deinit` without the Objective-C runtime.
open class SimulatedObject: NSObject {
    /// Objects attached to this one, by key.
    package let attachedObjects = AttachedObjects()

    /// Told of each routed method call (see `MessageObserver`); released with the object.
    package var messageObserver: (any MessageObserver)?

    /// The methods of this class the simulated UIKit routes through `route(_:arguments:_:)`, by their
    /// Swift names: the only ones `rx.sentMessage` and `rx.methodInvoked` can observe. None by default.
    open class var routedMethods: [String] {
        []
    }

    /// A new object, told to the `ObjectCreationLog` (a scene's leak check watches it).
    public override init() {
        super.init()
        ObjectCreationLog.record(self)
    }

    deinit {
        messageObserver?.deallocating()
    }

    /// Called on an object a storyboard or nib made (`UIStoryboard`, `UINib`), once it is made and
    /// connected; an override calls `super`. Nothing by default. (UIKit declares it on `NSObject`.)
    open func awakeFromNib() {}

    /// `<UIButton>`: the class, without the module or address that `NSObject`'s own description adds on
    /// a Mac (`<UIKitSim.UIButton: 0x…>`), so that reports are the same bytes everywhere, every run.
    open override var description: String {
        sandboxDescription
    }

    /// Sends a property change to the `PropertyChangeLog`. Subclasses call it from `didSet`.
    public func recordChange<Value>(_ property: String, from oldValue: Value, to newValue: Value) {
        PropertyChangeLog.record(
            PropertyChange(
                object: ObjectIdentifier(self), objectType: String(describing: type(of: self)),
                property: property, oldValue: oldValue, newValue: newValue))
    }
}

/// The objects attached to a `SimulatedObject`, by key. Released with their owner, in the order they
/// were attached: what their `deinit`s do (a proxy completing its streams, `rx.deallocated`) happens in
/// the same order every run (a dictionary's order differs from run to run).
package final class AttachedObjects {
    private var entries: [(key: ObjectIdentifier, object: AnyObject)] = []

    init() {}

    /// The object attached under `key`, if any. Attaching under a key already used replaces the object
    /// in its place; attaching `nil` removes it.
    package subscript(key: ObjectIdentifier) -> AnyObject? {
        get { entries.first { $0.key == key }?.object }
        set {
            let index = entries.firstIndex { $0.key == key }
            switch (index, newValue) {
            case (let index?, let object?): entries[index].object = object
            case (let index?, nil): entries.remove(at: index)
            case (nil, let object?): entries.append((key, object))
            case (nil, nil): break
            }
        }
    }

    deinit {
        // One at a time, first attached first: each goes before the next is released.
        while !entries.isEmpty {
            entries.removeFirst()
        }
    }
}

extension NSObject {
    /// `<UIButton>`: an object's class in angle brackets, what the sandbox's own `NSObject` subclasses
    /// print as. `NSObject`'s description differs by platform (`<UIKitSim.UIButton: 0x…>` on a Mac,
    /// `<UIButton: 0x…>` on Linux) and by run (the address).
    package var sandboxDescription: String {
        "<\(type(of: self))>"
    }
}
