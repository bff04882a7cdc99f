import Foundation
import RxCore

/// The observer behind every blocking operator: subscribes once, keeps the elements that satisfy
/// `predicate` until the sequence ends or `limit` of them are kept, and holds the calling thread
/// (a `BlockingWait`) until then.
///
/// The events may come from any thread, and the wait may time out while they still come: what has
/// been kept is guarded by a lock (an `NSLock`, a pthread mutex, which ThreadSanitizer sees), and
/// once the result is taken, later events are ignored.
final class BlockingCollector<Element>: ObserverType {
    private struct Kept {
        var elements: [Element] = []
        var error: Swift.Error?
        /// The sequence ended, `limit` was reached, or the result was taken.
        var isFinished = false
    }

    private let limit: Int?
    private let predicate: (Element) throws -> Bool
    private let blocking: BlockingWait
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var kept = Kept()
    private let subscription = SingleAssignmentDisposable()

    init(timeout: TimeInterval?, limit: Int?, predicate: @escaping (Element) throws -> Bool) {
        self.limit = limit
        self.predicate = predicate
        blocking = BlockingWait(timeout: timeout)
    }

    /// Subscribes to `source`, blocks until the collection is finished or the wait times out, ends
    /// the subscription, and returns what was kept (failed with `RxError.timeout` on a timeout).
    func collect(from source: Observable<Element>) -> MaterializedSequenceResult<Element> {
        // The subscription goes through the trampoline when nothing runs on it yet, as `subscribe`
        // does, but with the subscription kept before the queued work runs: a sequence that sends
        // its elements from the trampoline (`of`, `from`, `repeatElement`) can then be stopped after
        // the first one.
        if CurrentThreadScheduler.isScheduleRequired {
            _ = CurrentThreadScheduler.instance.schedule(source) { source in
                self.subscription.setDisposable(source.subscribe(self))
                return Disposables.create()
            }
        } else {
            subscription.setDisposable(source.subscribe(self))
        }
        let finishedInTime = blocking.wait()
        subscription.dispose()
        return lock.withLock {
            if !kept.isFinished && !finishedInTime {
                kept.error = RxError.timeout
            }
            kept.isFinished = true
            if let error = kept.error {
                return .failed(elements: kept.elements, error: error)
            }
            return .completed(elements: kept.elements)
        }
    }

    func on(_ event: Event<Element>) {
        // The predicate is the caller's code: it runs outside the lock (events arrive one at a time).
        var keep = false
        var thrown: Swift.Error?
        if case .next(let element) = event {
            do { keep = try predicate(element) } catch { thrown = error }
        }
        let finishedNow = lock.withLock { () -> Bool in
            if kept.isFinished { return false }
            switch event {
            case .next(let element):
                if let thrown {
                    kept.error = thrown
                    kept.isFinished = true
                } else {
                    if keep { kept.elements.append(element) }
                    if let limit, kept.elements.count >= limit { kept.isFinished = true }
                }
            case .error(let error):
                kept.error = error
                kept.isFinished = true
            case .completed:
                kept.isFinished = true
            }
            return kept.isFinished
        }
        if finishedNow {
            subscription.dispose()
            blocking.stop()
        }
    }
}
