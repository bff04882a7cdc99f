import Synchronization

/// Shares one disposable among an owner and any number of dependants: the wrapped disposable is
/// disposed once the owner has called `dispose()` *and* every disposable handed out by `retain()` has
/// been disposed, whichever comes last.
///
/// `groupBy` and `window` use it: disposing their subscription does not end the source while a group
/// or a window is still subscribed.
///
/// Contract: each disposable `retain()` returns counts once, however often it is disposed. Once the
/// wrapped disposable is disposed, `retain()` returns a disposable that does nothing. Safe from any
/// thread; the wrapped disposable is disposed outside the lock.
public final class RefCountDisposable: Cancelable {
    private struct State {
        /// The wrapped disposable, until it is disposed.
        var disposable: Disposable?
        var ownerDisposed = false
        var retained = 0

        /// The wrapped disposable, which the state then no longer holds.
        mutating func takeDisposable() -> Disposable? {
            defer { disposable = nil }
            return disposable
        }
    }

    private let state: Mutex<State>

    /// Wraps `disposable`, with no dependants yet.
    public init(disposable: Disposable) {
        state = Mutex(State(disposable: disposable))
    }

    /// `true` once the wrapped disposable has been disposed (not merely once `dispose()` was called:
    /// dependants may still hold it).
    public var isDisposed: Bool {
        state.withLock { $0.disposable == nil }
    }

    /// A dependant's hold on the wrapped disposable: it stays alive until this hold is disposed too.
    public func retain() -> Disposable {
        let retained = state.withLock { state -> Bool in
            guard state.disposable != nil else { return false }
            state.retained += 1
            return true
        }
        return retained ? Hold(owner: self) : Disposables.create()
    }

    /// The owner lets go: the wrapped disposable is disposed now if no dependant holds it, else when
    /// the last one lets go.
    public func dispose() {
        let toDispose = state.withLock { state -> Disposable? in
            guard !state.ownerDisposed else { return nil }
            state.ownerDisposed = true
            return state.retained == 0 ? state.takeDisposable() : nil
        }
        toDispose?.dispose()
    }

    /// A dependant let go (once per hold).
    fileprivate func release() {
        let toDispose = state.withLock { state -> Disposable? in
            guard state.disposable != nil else { return nil }
            state.retained -= 1
            precondition(state.retained >= 0, "RefCountDisposable: released more often than retained")
            return state.ownerDisposed && state.retained == 0 ? state.takeDisposable() : nil
        }
        toDispose?.dispose()
    }
}

/// One dependant's hold on a `RefCountDisposable`: disposing it releases the hold, once.
final private class Hold: Disposable {
    private let owner: RefCountDisposable
    private let released = Atomic(false)

    init(owner: RefCountDisposable) {
        self.owner = owner
    }

    func dispose() {
        if !released.exchange(true, ordering: .acquiringAndReleasing) {
            owner.release()
        }
    }
}
