/// A handle on a resource (usually a subscription) that `dispose()` releases.
///
/// Contract: `dispose()` may be called any number of times, from any thread; only the first call has
/// an effect.
public protocol Disposable {
    /// Releases the resource.
    func dispose()
}

/// A `Disposable` that can tell whether it has been disposed.
public protocol Cancelable: Disposable {
    /// `true` once `dispose()` has been called.
    var isDisposed: Bool { get }
}

extension Disposable {
    /// Adds this disposable to `bag`, which disposes it when the bag itself goes away.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
