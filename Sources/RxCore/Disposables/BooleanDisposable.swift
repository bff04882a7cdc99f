import Synchronization

/// A disposable that only records whether it has been disposed.
public final class BooleanDisposable: Cancelable {
    private let disposed: Atomic<Bool>

    /// A disposable that starts out disposed or not.
    public init(isDisposed: Bool = false) {
        disposed = Atomic(isDisposed)
    }

    public var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    public func dispose() {
        disposed.store(true, ordering: .releasing)
    }
}
