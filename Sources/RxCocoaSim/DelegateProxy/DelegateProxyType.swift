import Foundation
import RxCore
import UIKitSim

/// What a delegate proxy class adopts, with six requirements. Only `registerKnownImplementations()`
/// must be written; the other five have default implementations (`identifier`, `currentDelegate(for:)`
/// and `setCurrentDelegate(_:to:)` through `HasDelegate`, and the forwarding pair from
/// `DelegateProxy`).
///
/// Contract (RxCocoa's):
/// - One proxy per object and delegate type: `proxy(for:)` makes it on first use (with the factory
///   registered for the object's class or its nearest registered superclass) and returns the same one
///   afterwards. Proxies of subclasses share the slot.
/// - `proxy(for:)` adopts the object's current delegate (if it is not the proxy) as the proxy's weak
///   forward delegate and installs the proxy as the delegate; it calls no delegate method. So if the
///   app sets the delegate again later, the next `proxy(for:)` (any `.rx` accessor) takes it back.
/// - `registerKnownImplementations()` runs once, on first use. Registering the same parent class twice,
///   or asking for a proxy of a class with no registered ancestor, stops the program.
public protocol DelegateProxyType: AnyObject {
    /// The type of the objects this proxy serves.
    associatedtype ParentObject: AnyObject
    /// The delegate protocol.
    associatedtype Delegate

    /// Registers a factory (`register { … }`) for each class this proxy (and its subclasses) serves.
    static func registerKnownImplementations()

    /// Identifies the delegate slot: one proxy per object and identifier.
    static var identifier: ObjectIdentifier { get }

    /// The object's current delegate.
    static func currentDelegate(for object: ParentObject) -> Delegate?

    /// Sets the object's delegate.
    static func setCurrentDelegate(_ delegate: Delegate?, to object: ParentObject)

    /// The delegate calls are forwarded to.
    func forwardToDelegate() -> Delegate?

    /// Sets the delegate calls are forwarded to.
    func setForwardToDelegate(_ forwardToDelegate: Delegate?, retainDelegate: Bool)
}

extension DelegateProxyType {
    /// The delegate protocol's identity.
    public static var identifier: ObjectIdentifier {
        ObjectIdentifier(Delegate.self)
    }

    /// Registers `make` as the factory of proxies for objects of class `Parent` (and its subclasses
    /// that have no factory of their own).
    public static func register<Parent>(make: @escaping (Parent) -> Self) {
        DelegateProxyFactories.factory(for: self).register(parent: Parent.self) { object in
            guard let parent = object as? Parent else {
                fatalError("\(type(of: object)) is not a \(Parent.self)")
            }
            return make(parent)
        }
    }

    /// A new proxy for `object`, made by the factory of its class or nearest registered superclass.
    public static func createProxy(for object: AnyObject) -> Self {
        guard let proxy = DelegateProxyFactories.factory(for: self).makeProxy(for: object) as? Self else {
            fatalError("the factory registered for \(type(of: object)) does not make a \(Self.self)")
        }
        return proxy
    }

    /// The proxy of `object`, made and installed as its delegate if needed (see the contract).
    public static func proxy(for object: ParentObject) -> Self {
        MainScheduler.ensureRunningOnMainThread()
        let storage = attachedObjects(of: object)
        let proxy: Self
        if let existing = storage[identifier] as? Self {
            proxy = existing
        } else {
            proxy = createProxy(for: object)
            storage[identifier] = proxy
        }
        let current = currentDelegate(for: object)
        if current.map({ $0 as AnyObject }) !== proxy {
            proxy.setForwardToDelegate(current, retainDelegate: false)
            guard let delegate = proxy as? Delegate else {
                fatalError("\(Self.self) does not adopt the delegate protocol \(Delegate.self)")
            }
            setCurrentDelegate(delegate, to: object)
        }
        return proxy
    }

    /// Makes `forwardDelegate` the forward delegate of `object`'s proxy until the returned disposable is
    /// disposed. There must be no forward delegate already (checked in debug builds).
    public static func installForwardDelegate(
        _ forwardDelegate: Delegate, retainDelegate: Bool, onProxyForObject object: ParentObject
    ) -> Disposable {
        weak let weakForwardDelegate: AnyObject? = forwardDelegate as AnyObject
        let proxy = self.proxy(for: object)
        rxAssert(
            proxy.forwardToDelegate() == nil,
            "this \(type(of: object)) already has a delegate (or data source) set before the Rx one, "
                + "which this would replace: set it to nil first if that is meant (was it set in a "
                + "storyboard?), or dispose of the binding that installed it")
        proxy.setForwardToDelegate(forwardDelegate, retainDelegate: retainDelegate)
        return Disposables.create {
            let delegate = weakForwardDelegate
            rxAssert(
                delegate == nil || proxy.forwardToDelegate().map({ $0 as AnyObject }) === delegate,
                "the delegate was changed since it was installed")
            proxy.setForwardToDelegate(nil, retainDelegate: retainDelegate)
        }
    }

    /// Where proxies are kept: the simulated object's attached objects.
    private static func attachedObjects(of object: ParentObject) -> AttachedObjects {
        guard let owner = object as? SimulatedObject else {
            fatalError(
                "\(type(of: object)) can't hold a delegate proxy: only simulated UIKit objects can "
                    + "(they stand in for Objective-C associated objects)")
        }
        return owner.attachedObjects
    }
}

/// The registered proxy factories, one set per proxy class.
///
/// RxCocoa keeps one set per delegate slot; the sandbox keeps one per proxy class, so that two modules
/// (two blog posts' examples, two lessons, a lesson and a learner's experiment) may each define a proxy for the same
/// delegate protocol in one process. Within one set, everything is as in RxCocoa.
enum DelegateProxyFactories {
    private static let lock = NSLock()
    private static var factories: [ObjectIdentifier: DelegateProxyFactory] = [:]

    /// The factories of `proxyType`; the first time, it runs `registerKnownImplementations()`.
    static func factory<Proxy: DelegateProxyType>(for proxyType: Proxy.Type) -> DelegateProxyFactory {
        let key = ObjectIdentifier(proxyType)
        lock.lock()
        if let factory = factories[key] {
            lock.unlock()
            return factory
        }
        let factory = DelegateProxyFactory()
        factories[key] = factory
        lock.unlock()
        proxyType.registerKnownImplementations()
        return factory
    }
}

/// The proxy factories of one delegate slot, by parent class.
final class DelegateProxyFactory {
    private var makers: [ObjectIdentifier: (AnyObject) -> AnyObject] = [:]

    func register(parent: Any.Type, make: @escaping (AnyObject) -> AnyObject) {
        precondition(
            makers[ObjectIdentifier(parent)] == nil, "a delegate proxy is already registered for \(parent)")
        makers[ObjectIdentifier(parent)] = make
    }

    /// A proxy for `object`, from the factory of its class or nearest registered superclass.
    func makeProxy(for object: AnyObject) -> AnyObject {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            if let make = makers[ObjectIdentifier(current.subjectType)] {
                return make(object)
            }
            mirror = current.superclassMirror
        }
        fatalError("no delegate proxy is registered for \(type(of: object)) or its superclasses")
    }
}
