import Synchronization

/// Holds one replaceable disposable.
///
/// Contract: assigning a new `disposable` disposes the previous one; once the serial disposable is
/// disposed, its current disposable is disposed and any later assignment is disposed at once.
public final class SerialDisposable: Cancelable {
    private struct State {
        var current: Disposable?
        var isDisposed = false
    }

    private let state = Mutex(State())

    /// An empty serial disposable.
    public init() {}

    /// The current disposable; assigning replaces (and disposes) the previous one.
    public var disposable: Disposable {
        get {
            state.withLock { $0.current } ?? Disposables.create()
        }
        set {
            let (previous, disposeNew) = state.withLock { state -> (Disposable?, Bool) in
                if state.isDisposed { return (nil, true) }
                defer { state.current = newValue }
                return (state.current, false)
            }
            previous?.dispose()
            if disposeNew { newValue.dispose() }
        }
    }

    public var isDisposed: Bool {
        state.withLock { $0.isDisposed }
    }

    public func dispose() {
        let current = state.withLock { state -> Disposable? in
            guard !state.isDisposed else { return nil }
            state.isDisposed = true
            defer { state.current = nil }
            return state.current
        }
        current?.dispose()
    }
}
