import RxCore
import UIKitSim

/// RxCocoa's KVO observation on the simulated objects, through the `PropertyChangeLog` (every property
/// set of a simulated object is reported there, by name). It exists for `SimulatedObject` and not for
/// every `NSObject`: KVO on an arbitrary object needs the Objective-C runtime.
///
/// As KVO does, and as RxCocoa leaves it, each set is an element, even a set to the value the property
/// already had: RxCocoa applies no `distinctUntilChanged` here (nor anywhere else outside the
/// `distinctUntilChanged` operators of `Driver` and `Signal`); add `.distinctUntilChanged()` after it
/// when only changes matter. (The `KeyPath` form is the exception; see it.)
extension Reactive where Base: SimulatedObject {
    /// The values of the property at `keyPath` (`"text"`, `"layer.borderWidth"`): with `.initial`, the
    /// current one during the subscription; with `.new`, the value after each set. A value that is
    /// `nil` or not an `Element` is `nil`.
    ///
    /// Contract: `retainSelf` keeps the object alive while subscribed (RxCocoa's default); without it
    /// the sequence completes when the object is deallocated. Never fails, but for a key path that names
    /// no property the object has: then it fails at once with
    /// `RxCocoaObjCRuntimeError.propertyNotReported`.
    ///
    /// Where it differs from iOS: each component names a stored property (a property with `didSet`, as
    /// the simulated UIKit declares them); a computed one (`UIStepper.value`, whose value is stored
    /// under another name) can be observed with a Swift key path: `rx.observe(\.value)`.
    public func observe<Element>(
        _ type: Element.Type, _ keyPath: String, options: KeyValueObservingOptions = [.new, .initial],
        retainSelf: Bool = true
    ) -> Observable<Element?> {
        reportedValues(keyPath, options: options, retainSelf: retainSelf).map {
            $0 as? Element
        }
    }

    /// `observe(_:_:options:retainSelf:)` without keeping the object alive: it completes, after a last
    /// `nil`, when the object is deallocated (at `deallocating`), as RxCocoa's does.
    ///
    /// On iOS it also follows `weak` properties along the path as their objects go; here every
    /// component is re-read on each set reported along the path.
    public func observeWeakly<Element>(
        _ type: Element.Type, _ keyPath: String, options: KeyValueObservingOptions = [.new, .initial]
    ) -> Observable<Element?> {
        weaklyReportedValues(keyPath, options: options).map { $0 as? Element }
    }

    /// The values at `keyPath`: the current one first with `.initial`, then the new one whenever a
    /// property set of the object changes it. Completes when the object is deallocated; does not keep
    /// it alive.
    ///
    /// Where it differs from iOS: a Swift key path does not say which property it names (that needs
    /// the Objective-C runtime), so the value is read after each set the object reports and sent when
    /// it differs from the last one sent (by `==` on the values' descriptions, by identity for
    /// objects): a set to the same value, which KVO would send, is not. Use the `String` form for every
    /// set.
    public func observe<Element>(
        _ keyPath: KeyPath<Base, Element>, options: KeyValueObservingOptions = [.new, .initial]
    ) -> Observable<Element> {
        let source = Observable<Element>.create { [weak base] observer in
            MainScheduler.ensureRunningOnMainThread()
            guard let base else {
                observer.onCompleted()
                return Disposables.create()
            }
            var last: Element = base[keyPath: keyPath]
            if options.contains(.initial) {
                observer.onNext(last)
            }
            guard options.contains(.new) else { return Disposables.create() }
            let id = ObjectIdentifier(base)
            let observation = PropertyChangeLog.observe { [weak base] change in
                guard let base, change.object == id else { return }
                let value = base[keyPath: keyPath]
                guard !Self.isSame(value, last) else { return }
                last = value
                observer.onNext(value)
            }
            return Disposables.create { observation.cancel() }
        }
        return source.take(until: deallocated)
    }

    /// The values of the path, as `Any?`, for `observe` (see it), or an `Observable` that fails with why.
    func reportedValues(
        _ keyPath: String, options: KeyValueObservingOptions, retainSelf: Bool
    ) -> Observable<Any?> {
        let property = ReportedProperty(keyPath)
        if case .missing(let part) = property.value(from: base) {
            return Observable.error(
                RxCocoaObjCRuntimeError.propertyNotReported(
                    target: base.sandboxDescription, keyPath: keyPath, missing: part))
        }
        let strongBase: Base? = retainSelf ? base : nil
        let source = Observable<Any?>.create { [weak base] observer in
            MainScheduler.ensureRunningOnMainThread()
            guard let base else {
                observer.onCompleted()
                return Disposables.create()
            }
            if options.contains(.initial), case .found(let value) = property.value(from: base) {
                observer.onNext(value)
            }
            guard options.contains(.new) else { return Disposables.create() }
            let observation = PropertyChangeLog.observe { [weak base] change in
                guard let base, property.isChange(change, of: base) else { return }
                if case .found(let value) = property.value(from: base) {
                    observer.onNext(value)
                } else {
                    observer.onNext(nil)
                }
            }
            return Disposables.create {
                observation.cancel()
                _ = strongBase
            }
        }
        return retainSelf ? source : source.take(until: deallocated)
    }

    /// The values of the path for `observeWeakly`: a last `nil`, then completed, at `deallocating`.
    func weaklyReportedValues(_ keyPath: String, options: KeyValueObservingOptions) -> Observable<Any?> {
        let values = reportedValues(keyPath, options: options, retainSelf: false)
        return values.take(until: deallocating).concat(Observable.just(nil))
    }

    /// Whether two values of a key path are the same: by identity for objects, else by description.
    private static func isSame<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
        if type(of: lhs as Any) is AnyObject.Type, type(of: rhs as Any) is AnyObject.Type {
            return (lhs as AnyObject) === (rhs as AnyObject)
        }
        return PropertyChange.text(of: lhs) == PropertyChange.text(of: rhs)
    }
}
