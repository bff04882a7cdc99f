import Dispatch
import Synchronization

/// A notice for work that takes long: a long first build is not a silence. The notice comes while the
/// work runs, whole, before the work's result is used, or not at all: once the work has finished, it
/// is never given.
package enum SlowWorkNotice {
    /// Runs `work`; if it is still running after `patience` seconds, calls `notify` once, on another
    /// thread, meanwhile. Returns what `work` returns, after any notice has been given in full.
    package static func perform<Result>(
        _ work: () -> Result, noticeAfter patience: Double, notify: @escaping @Sendable () -> Void
    ) -> Result {
        let finished = Flag()
        // The notice is given holding the lock that marks the work finished, so it is never cut into
        // by what comes after the work, nor given after it.
        let notice = DispatchWorkItem {
            finished.state.withLock { isFinished in
                if !isFinished { notify() }
            }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + patience, execute: notice)
        let result = work()
        finished.state.withLock { $0 = true }
        notice.cancel()
        return result
    }

    /// Whether the work has finished, shared by the caller and the notice.
    private final class Flag: Sendable {
        let state = Mutex(false)
    }
}
