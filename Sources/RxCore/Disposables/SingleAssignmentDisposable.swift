import Synchronization

/// Holds a disposable that is assigned exactly once, possibly after `dispose()` was already called.
///
/// Contract: if `dispose()` comes first, the disposable is disposed as soon as it is assigned. Assigning
/// twice is a programming error and stops the program.
public final class SingleAssignmentDisposable: Cancelable {
    private struct State {
        var disposable: Disposable?
        var isAssigned = false
        var isDisposed = false
    }

    private let state = Mutex(State())

    /// An unassigned disposable.
    public init() {}

    public var isDisposed: Bool {
        state.withLock { $0.isDisposed }
    }

    /// Assigns the disposable (once).
    public func setDisposable(_ disposable: Disposable) {
        let disposeNow = state.withLock { state -> Bool in
            precondition(!state.isAssigned, "SingleAssignmentDisposable: the disposable was already set")
            state.isAssigned = true
            if state.isDisposed { return true }
            state.disposable = disposable
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    public func dispose() {
        let disposable = state.withLock { state -> Disposable? in
            guard !state.isDisposed else { return nil }
            state.isDisposed = true
            defer { state.disposable = nil }
            return state.disposable
        }
        disposable?.dispose()
    }
}
