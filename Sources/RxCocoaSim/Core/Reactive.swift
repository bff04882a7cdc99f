import Foundation
import RxCore

// @code Reactive
/// The `.rx` namespace: `button.rx.tap`, `label.rx.text`. Reactive extensions are written as
/// `extension Reactive where Base: UILabel { … }`, and `base` is the object they extend.
///
/// For a class, any writable property is also a `Binder` through key-path lookup
/// (`view.rx.backgroundColor`); a member declared in an extension takes precedence over it.
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The extended object.
    public let base: Base

    /// The namespace of `base`.
    public init(_ base: Base) {
        self.base = base
    }
}
// @end

// @code Reactive.dynamicMember
extension Reactive where Base: AnyObject {
    /// A `Binder` that sets the property at `keyPath` of `base`.
    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Binder<
        Property
    > {
        Binder(base) { base, value in
            base[keyPath: keyPath] = value
        }
    }
}
// @end

// @code ReactiveCompatible
/// A type with the `.rx` namespace. Every `NSObject` has it (so every simulated UIKit object); add it
/// to your own type with `extension MyType: ReactiveCompatible {}`.
public protocol ReactiveCompatible {
    /// The type extended (usually `Self`).
    associatedtype ReactiveBase

    /// The namespace for static reactive extensions.
    static var rx: Reactive<ReactiveBase>.Type { get set }

    /// The namespace for reactive extensions.
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    /// The namespace for static reactive extensions.
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        // The setter only lets `Type.rx.something = value` write through an extension's setter.
        set {}
    }

    /// The namespace for reactive extensions.
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        // The setter only lets `object.rx.something = value` write through an extension's setter.
        set {}
    }
}

extension NSObject: ReactiveCompatible {}
// @end
