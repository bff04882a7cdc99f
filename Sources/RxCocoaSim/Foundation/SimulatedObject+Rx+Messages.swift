import RxCore
import UIKitSim

/// RxCocoa's message observation on the simulated objects. It exists for `SimulatedObject` and not for
/// every `NSObject`: on iOS RxCocoa swaps a method's implementation at run time (swizzling), which needs
/// the Objective-C runtime; here only the calls the simulated UIKit makes through
/// `route(_:arguments:_:)` can be seen (a class lists them in `routedMethods`).
extension Reactive where Base: SimulatedObject {
    /// The arguments of each call of the method `selector` names, sent *before* the method runs;
    /// completes when the object is deallocated. Shared and not replayed.
    ///
    /// On iOS the selector is written `#selector(Base.viewWillAppear)`, which needs the Objective-C
    /// runtime; here the method is named by its Swift name, best through the `String` overload:
    /// `sentMessage("viewWillAppear(_:)")`. A `Selector` made from a `String` value works too
    /// (`Selector(name)`); a literal written inside `Selector(…)` is the literal form, which warns, as a
    /// Mac's compiler does there (it asks for `#selector`). Arguments come as `[Any]` in the method's
    /// order (`[true]` for `viewWillAppear(true)`).
    ///
    /// Where it differs from iOS: only the routed methods can be observed (the class's
    /// `routedMethods`: a view controller's life cycle), and only calls the simulated UIKit makes (the
    /// screen appearing), not a direct call from code. Another method gives an `Observable` that fails
    /// at once with `RxCocoaObjCRuntimeError.methodNotRouted`, naming the method and the routed ones,
    /// as RxCocoa fails with `RxCocoaObjCRuntimeError` when it can't observe a method. `"dealloc"` is
    /// `deallocating`, its element as `[]`.
    public func sentMessage(_ selector: Selector) -> Observable<[Any]> {
        sentMessage(selector.description)
    }

    /// The arguments of each call of the method `selector` names, sent *after* the method has run (a
    /// subclass's override included); completes when the object is deallocated. See
    /// `sentMessage(_:)` for how to name the method and what can be observed. `"dealloc"` is
    /// `deallocated`, its element as `[]`.
    public func methodInvoked(_ selector: Selector) -> Observable<[Any]> {
        methodInvoked(selector.description)
    }

    /// `sentMessage(_:)` for the method named `method`, by its Swift name (`"viewWillAppear(_:)"`).
    public func sentMessage(_ method: String) -> Observable<[Any]> {
        MainScheduler.ensureRunningOnMainThread()
        if method == "dealloc" {
            return deallocating.map { _ in [] }
        }
        return observed(method, as: "sentMessage") { $0.sentMessage(method) }
    }

    /// `methodInvoked(_:)` for the method named `method`, by its Swift name (`"viewWillAppear(_:)"`).
    public func methodInvoked(_ method: String) -> Observable<[Any]> {
        MainScheduler.ensureRunningOnMainThread()
        if method == "dealloc" {
            return deallocated.map { _ in [] }
        }
        return observed(method, as: "methodInvoked") { $0.methodInvoked(method) }
    }

    /// `()` when the object's deallocation begins, then completed once the object is gone. A late
    /// subscriber gets the same (it is replayed). It does not keep the object alive.
    ///
    /// The moment: on iOS, when `dealloc` is sent, before any `deinit` body runs. Here, in
    /// `SimulatedObject`'s own `deinit`, which Swift runs last: after the `deinit` bodies of its
    /// subclasses (yours included), before the object's stored properties and attached objects are
    /// released, so before `deallocated`. On both, weak references to the object are already `nil`.
    public var deallocating: Observable<Void> {
        MainScheduler.ensureRunningOnMainThread()
        let subject = MessageInterceptor.attached(to: base).deallocatingSubject
        ChainTracing.tracer?.part(subject, as: .reactive("deallocating"), about: base)
        return subject.asObservable()
    }

    /// The subject `make` gives of the object's interceptor, if the class routes `method`; else an
    /// `Observable` that fails with why.
    private func observed(
        _ method: String, as kind: String, _ make: (MessageInterceptor) -> PublishSubject<[Any]>
    ) -> Observable<[Any]> {
        let routedMethods = type(of: base).routedMethods
        guard routedMethods.contains(method) else {
            return Observable.error(
                RxCocoaObjCRuntimeError.methodNotRouted(
                    target: base.sandboxDescription, method: method, routedMethods: routedMethods))
        }
        let subject = make(MessageInterceptor.attached(to: base))
        ChainTracing.tracer?.part(
            subject, as: .plain("\(kind)(\(Selector(method).shortName))"), about: base)
        return subject.asObservable()
    }
}
