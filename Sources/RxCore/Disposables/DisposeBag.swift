import Synchronization

/// Collects disposables and disposes them all when the bag is deallocated.
///
/// The usual owner is a view controller or view model: its subscriptions end with it. To end them
/// earlier, replace the bag with a new one. Thread-safe.
public final class DisposeBag {
    private struct State {
        var disposables: [Disposable] = []
        var isDisposed = false
    }

    private let state = Mutex(State())

    /// An empty bag.
    public init() {}

    /// A bag holding `disposables`.
    public convenience init(disposing disposables: Disposable...) {
        self.init()
        insert(disposables)
    }

    /// A bag holding `disposables`.
    public convenience init(disposing disposables: [Disposable]) {
        self.init()
        insert(disposables)
    }

    /// Adds `disposable`, to be disposed with the bag.
    public func insert(_ disposable: Disposable) {
        insert([disposable])
    }

    /// Adds several disposables, to be disposed with the bag.
    public func insert(_ disposables: Disposable...) {
        insert(disposables)
    }

    /// Adds several disposables, to be disposed with the bag.
    public func insert(_ disposables: [Disposable]) {
        let rejected = state.withLock { state -> Bool in
            if state.isDisposed { return true }
            state.disposables.append(contentsOf: disposables)
            return false
        }
        if rejected {
            for disposable in disposables { disposable.dispose() }
        }
    }

    deinit {
        let disposables = state.withLock { state -> [Disposable] in
            state.isDisposed = true
            defer { state.disposables = [] }
            return state.disposables
        }
        for disposable in disposables {
            disposable.dispose()
        }
    }
}
