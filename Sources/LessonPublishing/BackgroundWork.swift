import Dispatch

/// Work started on another core at once, whose result is waited for when it is needed: how a
/// lesson's files are read and parsed while the lesson runs on the main thread.
///
/// `work` runs while the caller goes on: it may only read what it shares with the caller (values,
/// and objects no one changes meanwhile), and must never touch the process-wide hooks a running
/// scene uses (`Hooks`, `Stage.current`, the property-change log).
package final class BackgroundWork<Value>: @unchecked Sendable {
    // `result` is written once, by the work, before `done` is left; it is read only after waiting
    // for `done`. The wait orders the two: this is what makes the class safe to share.
    private var result: Value?
    private let done = DispatchGroup()

    /// Starts `work` on a global queue.
    package init(_ work: @escaping @Sendable () -> Value) {
        done.enter()
        DispatchQueue.global().async {
            self.result = work()
            self.done.leave()
        }
    }

    /// The work's result, once it is done.
    package var value: Value {
        done.wait()
        guard let result else { preconditionFailure("the work is done, so its result is set") }
        return result
    }
}
