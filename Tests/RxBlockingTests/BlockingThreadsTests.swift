import Dispatch
import Foundation
import RxBlocking
import RxCore
import RxTestSupport
import XCTest

/// Waiting for sequences that answer later, on other threads or on the main queue: on the main thread
/// the wait keeps the main run loop turning, elsewhere it sleeps; both give up at the timeout.
final class BlockingThreadsTests: ThreadedTestCase {
    func testWaitsForASequenceThatAnswersOnABackgroundQueue() throws {
        let background = SerialDispatchQueueScheduler(internalSerialQueueName: "test.blocking.background")
        XCTAssertEqual(try Observable.of(1, 2, 3).observe(on: background).toBlocking().toArray(), [1, 2, 3])
        XCTAssertEqual(
            try Observable.just(4).delay(.milliseconds(5), scheduler: background).toBlocking().first(), 4)
    }

    func testOnTheMainThreadWorkQueuedForTheMainThreadStillRuns() throws {
        XCTAssertTrue(Thread.isMainThread)
        // Each of these is delivered by the main queue, which only the waiting thread can run.
        XCTAssertEqual(
            try Observable.just(1).observe(on: MainScheduler.asyncInstance).toBlocking(timeout: 5).first(), 1)
        XCTAssertEqual(
            try Observable.just(2).delay(.milliseconds(1), scheduler: MainScheduler.instance)
                .toBlocking(timeout: 5).toArray(),
            [2])
        XCTAssertEqual(
            try Observable<Int>.interval(.milliseconds(1), scheduler: MainScheduler.instance).take(3)
                .toBlocking(timeout: 5).toArray(),
            [0, 1, 2])
        XCTAssertEqual(
            try Observable.just(42, scheduler: MainScheduler.instance).toBlocking().toArray(), [42])
    }

    func testOnTheMainThreadAnAnswerFromAnotherThreadEndsTheWaitAtOnce() throws {
        XCTAssertTrue(Thread.isMainThread)
        let background = ConcurrentDispatchQueueScheduler(qos: .default)
        let start = Date()
        XCTAssertEqual(
            try Observable.just(1).delay(.milliseconds(20), scheduler: background).toBlocking(timeout: 30)
                .first(),
            1)
        // Had the answer not woken the main run loop, the wait would have lasted until the timeout.
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
    }

    func testOffTheMainThreadTheWaitSleepsUntilTheAnswer() {
        let done = expectation(description: "answered")
        let answers = Locked<[Int?]>([])
        DispatchQueue.global().async {
            XCTAssertFalse(Thread.isMainThread)
            let background = ConcurrentDispatchQueueScheduler(qos: .default)
            let first = try? Observable.just(1).delay(.milliseconds(5), scheduler: background).toBlocking()
                .first()
            // The main thread runs MainScheduler's work (it is waiting in XCTest's run loop).
            let second = try? Observable.just(2).observe(on: MainScheduler.instance).toBlocking().first()
            answers.withLock { $0 = [first, second] }
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(answers.value, [1, 2])
    }

    func testTheTimeoutThrowsRxErrorTimeoutOnAnyThread() {
        XCTAssertTrue(Thread.isMainThread)
        assertTimesOut()
        let done = expectation(description: "timed out off the main thread")
        DispatchQueue.global().async {
            self.assertTimesOut()
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
    }

    func testMaterializeReportsATimeoutWithTheElementsReceivedBeforeIt() {
        let result = Observable.of(1, 2).concat(Observable.never()).toBlocking(timeout: 0.05).materialize()
        guard case .failed(let elements, let error) = result else {
            return XCTFail("expected .failed, got \(result)")
        }
        XCTAssertEqual(elements, [1, 2])
        XCTAssertTrue(isRxError(error, .timeout), "\(error)")
    }

    func testASequenceThatAnswersInTimeIsNotATimeout() throws {
        XCTAssertEqual(try Observable.of(1, 2).toBlocking(timeout: 0).toArray(), [1, 2])
    }

    // MARK: - Helpers

    /// Checks that waiting for a sequence that never answers throws `RxError.timeout` after the
    /// timeout, not before, and not much later.
    private func assertTimesOut(file: StaticString = #filePath, line: UInt = #line) {
        let start = Date()
        XCTAssertThrowsError(
            try Observable<Int>.never().toBlocking(timeout: 0.05).first(), file: file, line: line
        ) { error in
            XCTAssertTrue(isRxError(error, .timeout), "\(error)", file: file, line: line)
        }
        let waited = Date().timeIntervalSince(start)
        XCTAssertGreaterThanOrEqual(waited, 0.04, file: file, line: line)
        XCTAssertLessThan(waited, 10, file: file, line: line)
    }
}
