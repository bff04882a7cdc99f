import Foundation
import RxCore
import UIKitSim

/// The base class of delegate proxies: a stand-in delegate that turns delegate calls into sequences.
///
/// A proxy is installed as its parent object's delegate. Each delegate method it implements hands the
/// call to `intercept`, which — in this order — sends the arguments to `sentMessage` subscribers, calls
/// the same method on the *forward delegate* (the delegate the object had before, or one installed with
/// `setForwardToDelegate`), then sends the arguments to `methodInvoked` subscribers.
///
/// Contract (RxCocoa's, in its pure-Swift form — Linux has no Objective-C runtime):
/// - The proxy holds its parent weakly; the parent keeps the proxy (one per object and delegate type)
///   until it is deallocated, and the proxy's streams complete then.
/// - The forward delegate is held weakly, unless `retainDelegate` is `true`.
/// - `sentMessage` and `methodInvoked` streams are cached per method, shared and not replayed.
/// - Only the methods the proxy implements are observed or forwarded: the protocol's default (empty)
///   implementations stand in for Objective-C's optional methods, and nothing forwards unknown calls.
/// - Only methods that return `Void` are observed (`intercept`'s `forward` returns nothing). A method
///   that returns a value is implemented by the proxy itself, which returns the forward delegate's
///   answer or a default; its `methodInvoked` and `sentMessage` never fire.
///
/// Where iOS differs: there the Objective-C runtime forwards to RxCocoa only the calls the proxy has
/// *no* method for, so a method the proxy implements is silent to `methodInvoked`/`sentMessage`
/// (RxCocoa prints "Delegate proxy is already implementing …" on subscription). Here `intercept`
/// stands in for that forwarding, so an implemented method is observed when, and only when, it calls
/// `intercept`; no warning is printed.
open class DelegateProxy<P: AnyObject, D>: NSObject {
    /// The type of the object whose delegate this proxy is.
    public typealias ParentObject = P
    /// The delegate protocol.
    public typealias Delegate = D

    private weak var weakParent: ParentObject?
    private weak var weakForwardDelegate: AnyObject?
    private var strongForwardDelegate: AnyObject?
    private var sentMessageSubjects: [Selector: PublishSubject<[Any]>] = [:]
    private var methodInvokedSubjects: [Selector: PublishSubject<[Any]>] = [:]

    /// A proxy for `parentObject`. `delegateProxy` is the concrete proxy class (the one adopting
    /// `DelegateProxyType`), as in RxCocoa.
    public init<Proxy: DelegateProxyType>(parentObject: ParentObject, delegateProxy: Proxy.Type)
    where
        Proxy: DelegateProxy<ParentObject, Delegate>, Proxy.ParentObject == ParentObject,
        Proxy.Delegate == Delegate
    {
        weakParent = parentObject
        super.init()
        ObjectCreationLog.record(self)
    }

    /// The object whose delegate this proxy is, while it is alive.
    public var parentObject: ParentObject? {
        weakParent
    }

    /// `<RxScrollViewDelegateProxy>`: the same on every platform, every run (see `sandboxDescription`).
    open override var description: String {
        sandboxDescription
    }

    /// In a chain view, the proxy's subject for a selector is a part of the constructs built on it,
    /// about the proxy's object (`pager.rx.didScroll`), drawn where the scene uses it itself.
    private func traced(_ subject: AnyObject, as name: ConstructName) {
        guard let tracer = ChainTracing.tracer else { return }
        if let parent = weakParent {
            tracer.part(subject, as: name, about: parent as AnyObject)
        } else {
            tracer.fold(subject, as: name, inputs: [])
        }
    }

    /// The arguments of each call of `selector`, sent before the call reaches the forward delegate.
    open func sentMessage(_ selector: Selector) -> Observable<[Any]> {
        MainScheduler.ensureRunningOnMainThread()
        let subject = subject(for: selector, in: &sentMessageSubjects)
        // In a chain view, the proxy's subject for the selector is named after what it is.
        traced(subject, as: .plain("sentMessage(\(selector.shortName))"))
        return subject.asObservable()
    }

    /// The arguments of each call of `selector`, sent after the call reached the forward delegate.
    open func methodInvoked(_ selector: Selector) -> Observable<[Any]> {
        MainScheduler.ensureRunningOnMainThread()
        let subject = subject(for: selector, in: &methodInvokedSubjects)
        traced(subject, as: .plain("methodInvoked(\(selector.shortName))"))
        return subject.asObservable()
    }

    /// `sentMessage` for the delegate method named `method`, by its Swift name
    /// (`"locationManager(_:didUpdateLocations:)"`): how the sandbox writes what iOS code writes as
    /// `#selector(...)`, which needs the Objective-C runtime. (On a Mac a string literal passed as a
    /// `Selector` makes the compiler warn that it is not an Objective-C selector; a `String` does not.)
    public func sentMessage(_ method: String) -> Observable<[Any]> {
        sentMessage(Selector(method))
    }

    /// `methodInvoked` for the delegate method named `method`, by its Swift name
    /// (`"locationManager(_:didUpdateLocations:)"`); see `sentMessage(_:)`.
    public func methodInvoked(_ method: String) -> Observable<[Any]> {
        methodInvoked(Selector(method))
    }

    private func subject(for selector: Selector, in subjects: inout [Selector: PublishSubject<[Any]>])
        -> PublishSubject<[Any]>
    {
        if let subject = subjects[selector] {
            return subject
        }
        let subject = PublishSubject<[Any]>()
        subjects[selector] = subject
        return subject
    }

    /// Handles a call of a delegate method: `sentMessage`, then `forward` (with the forward delegate,
    /// if there is one), then `methodInvoked`. A proxy's delegate method is one line:
    ///
    ///     func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
    ///         intercept(arguments: [manager, locations]) { $0.locationManager(manager, didUpdateLocations: locations) }
    ///     }
    ///
    /// `method` defaults to the calling method's Swift name (`#function`).
    public func intercept(_ method: String = #function, arguments: [Any], forward: (Delegate) -> Void) {
        intercept(Selector(method), arguments: arguments, forward: forward)
    }

    /// `intercept(_:arguments:forward:)` for a method named by its selector.
    public func intercept(_ selector: Selector, arguments: [Any], forward: (Delegate) -> Void) {
        sentMessageSubjects[selector]?.onNext(arguments)
        if let delegate = forwardToDelegate() {
            forward(delegate)
        }
        methodInvokedSubjects[selector]?.onNext(arguments)
    }

    /// The delegate calls are forwarded to, if any.
    open func forwardToDelegate() -> Delegate? {
        (strongForwardDelegate ?? weakForwardDelegate) as? Delegate
    }

    /// Sets the delegate calls are forwarded to; it is held weakly unless `retainDelegate`.
    open func setForwardToDelegate(_ delegate: Delegate?, retainDelegate: Bool) {
        let object = delegate.map { $0 as AnyObject }
        weakForwardDelegate = object
        strongForwardDelegate = retainDelegate ? object : nil
    }

    deinit {
        // In the order of the methods' names: a dictionary's order differs from run to run (and a
        // Mac's selectors hash differently from Linux's).
        for subjects in [sentMessageSubjects, methodInvokedSubjects] {
            for (_, subject) in subjects.sorted(by: { $0.key.description < $1.key.description }) {
                subject.onCompleted()
            }
        }
    }
}
