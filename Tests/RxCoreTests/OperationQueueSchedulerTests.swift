import Foundation
import RxCore
import RxTestSupport
import XCTest

/// `OperationQueueScheduler`: each action an operation on the queue, at the scheduler's priority.
final class OperationQueueSchedulerTests: RxTestCase {
    func testRunsEachActionAsAnOperationOnTheQueue() {
        let queue = OperationQueue()
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        XCTAssertTrue(scheduler.operationQueue === queue)
        XCTAssertEqual(scheduler.queuePriority, .normal)
        let ran = expectation(description: "ran")
        var ranOnTheQueue = false
        _ = scheduler.schedule(()) { _ in
            ranOnTheQueue = OperationQueue.current === queue
            ran.fulfill()
            return Disposables.create()
        }
        wait(for: [ran], timeout: 5)
        XCTAssertTrue(ranOnTheQueue)
    }

    func testGivesEachOperationItsPriority() {
        // One operation at a time, and none started until all are added: the queue picks by priority.
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        queue.isSuspended = true
        let low = OperationQueueScheduler(operationQueue: queue, queuePriority: .low)
        let high = OperationQueueScheduler(operationQueue: queue, queuePriority: .high)
        XCTAssertEqual(high.queuePriority, .high)
        var order: [String] = []
        for (name, scheduler) in [("low", low), ("high", high), ("low 2", low), ("high 2", high)] {
            _ = scheduler.schedule(name) { name in
                order.append(name)
                return Disposables.create()
            }
        }
        queue.isSuspended = false
        queue.waitUntilAllOperationsAreFinished()
        XCTAssertEqual(order, ["high", "high 2", "low", "low 2"])
    }

    func testDisposingBeforeTheOperationStartsMeansTheActionNeverRuns() {
        let queue = OperationQueue()
        queue.isSuspended = true
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        var ran = false
        let scheduled = scheduler.schedule(()) { _ in
            ran = true
            return Disposables.create()
        }
        scheduled.dispose()
        queue.isSuspended = false
        queue.waitUntilAllOperationsAreFinished()
        XCTAssertFalse(ran)
    }

    func testDisposingAfterTheActionRanDisposesWhatItReturned() {
        let queue = OperationQueue()
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let returned = BooleanDisposable()
        let scheduled = scheduler.schedule(()) { _ in returned }
        queue.waitUntilAllOperationsAreFinished()
        XCTAssertFalse(returned.isDisposed)
        scheduled.dispose()
        XCTAssertTrue(returned.isDisposed)
    }

    func testObserveOnDeliversInOrderThoughTheQueueRunsSeveralAtOnce() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 8
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let completed = expectation(description: "completed")
        var received: [Int] = []
        let subscription = Observable.range(start: 0, count: 200)
            .observe(on: scheduler)
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed.fulfill() })
        wait(for: [completed], timeout: 10)
        subscription.dispose()
        // The sink lets go of itself in an operation just after the completion.
        queue.waitUntilAllOperationsAreFinished()
        XCTAssertEqual(received, Array(0..<200))
    }
}
