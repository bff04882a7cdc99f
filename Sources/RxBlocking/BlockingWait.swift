import Dispatch
import Foundation
import Synchronization

/// Holds the thread that made it in `wait()` until some thread calls `stop()`, or until the timeout
/// runs out.
///
/// On the main thread the wait keeps the main run loop turning, as RxSwift's run-loop lock does:
/// work queued for the main thread (`MainScheduler`, a delay or timer on the main queue) still runs
/// while the thread waits, so `just(1).delay(…, scheduler: MainScheduler.instance).toBlocking()`
/// works there. Work scheduled on `CurrentThreadScheduler` needs no such help: it has run by the
/// time `subscribe` returns. On any other thread the wait sleeps on a semaphore, since no scheduler
/// sends work to a thread of its own.
///
/// Macs and Linux behave the same: both run the main queue's work from the main run loop.
final class BlockingWait: Sendable {
    private let timeout: TimeInterval?
    private let isOnMainThread: Bool
    private let isStopped = Atomic<Bool>(false)
    private let wakeUp = DispatchSemaphore(value: 0)

    /// A wait for the calling thread, for at most `timeout` seconds (`nil`: no limit).
    init(timeout: TimeInterval?) {
        self.timeout = timeout
        isOnMainThread = Thread.isMainThread
    }

    /// Ends the wait, from any thread; calls after the first do nothing.
    func stop() {
        if isStopped.exchange(true, ordering: .acquiringAndReleasing) { return }
        if isOnMainThread {
            // An empty block on the main queue makes the run loop return, to see `isStopped`.
            DispatchQueue.main.async {}
        } else {
            wakeUp.signal()
        }
    }

    /// Blocks until `stop()` (`true`, at once if it was already called) or the timeout (`false`).
    /// Call it once, on the thread that made the wait.
    func wait() -> Bool {
        let deadline = timeout.map { Date(timeIntervalSinceNow: $0) }
        if isOnMainThread {
            while !isStopped.load(ordering: .acquiring) {
                let limit = deadline ?? .distantFuture
                if limit.timeIntervalSinceNow <= 0 { return false }
                _ = RunLoop.current.run(mode: .default, before: limit)
            }
            return true
        }
        guard let timeout else {
            wakeUp.wait()
            return true
        }
        return wakeUp.wait(timeout: .now() + timeout) == .success
    }
}
