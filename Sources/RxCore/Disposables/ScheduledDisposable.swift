import Synchronization

/// Disposes a disposable on a given scheduler: `dispose()` schedules the disposal and returns at once.
/// For a resource that must be released on a particular queue or thread (UI objects on the main
/// thread).
///
/// Contract: the wrapped disposable is disposed once, by an action scheduled on `scheduler` by the
/// first call to `dispose()`; later calls do nothing. `isDisposed` turns `true` when that action has
/// run, not when `dispose()` is called.
public final class ScheduledDisposable: Cancelable {
    /// Where the wrapped disposable is disposed.
    public let scheduler: ImmediateSchedulerType
    private let disposable: Mutex<Disposable?>
    private let scheduled = Atomic(false)
    private let disposed = Atomic(false)

    /// Wraps `disposable`, to be disposed on `scheduler`.
    public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        self.disposable = Mutex(disposable)
    }

    /// `true` once the disposal has run on the scheduler.
    public var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    /// Schedules the disposal on `scheduler` (the first time; later calls do nothing).
    public func dispose() {
        guard !scheduled.exchange(true, ordering: .acquiringAndReleasing) else { return }
        _ = scheduler.schedule(self) { this in
            this.disposeNow()
            return Disposables.create()
        }
    }

    /// Runs on the scheduler: marks itself disposed, then disposes the wrapped disposable (RxSwift's
    /// order: what the wrapped disposal triggers already sees `isDisposed`).
    private func disposeNow() {
        disposed.store(true, ordering: .releasing)
        let wrapped = disposable.withLock { wrapped -> Disposable? in
            defer { wrapped = nil }
            return wrapped
        }
        wrapped?.dispose()
    }
}
