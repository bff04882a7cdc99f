import Dispatch
import Foundation
import RxBlocking
import RxCore
import RxTestSupport
import XCTest

/// The blocking operators under several threads at once, as `Scripts/sanitizers.sh thread` runs them
/// under ThreadSanitizer: many threads waiting together, answers racing the timeout, hot sequences
/// that go on sending while waits come and go. Each test also checks what it must end with (every
/// answer right, every subscription ended).
final class BlockingStressTests: ThreadedTestCase {

    func testManyThreadsWaitAtOnceEachForItsOwnAnswer() {
        let background = ConcurrentDispatchQueueScheduler(qos: .default)
        let operations = OperationQueue()
        operations.maxConcurrentOperationCount = 8
        let operationScheduler = OperationQueueScheduler(operationQueue: operations)
        let wrong = Locked(0)
        onThreads { thread in
            for index in 0..<50 {
                let start = thread * 1_000 + index
                let expected = Array(start..<start + 10)
                let scheduler: ImmediateSchedulerType =
                    index.isMultiple(of: 2) ? background : operationScheduler
                let elements = try? Observable.range(start: start, count: 10).observe(on: scheduler)
                    .toBlocking(timeout: 10).toArray()
                let first = try? Observable.just(start).delay(.microseconds(50), scheduler: background)
                    .toBlocking(timeout: 10).first()
                if elements != expected || first != start {
                    wrong.withLock { $0 += 1 }
                }
            }
        }
        XCTAssertEqual(wrong.value, 0, "every wait got its own sequence's answer")
    }

    func testAnAnswerRacingTheTimeoutIsEitherTheAnswerOrATimeout() {
        let background = ConcurrentDispatchQueueScheduler(qos: .default)
        let outcomes = Locked((answered: 0, timedOut: 0, wrong: 0))
        /// One wait whose answer comes about when the timeout runs out: the element and the
        /// completion, or a timeout before either or between them.
        @Sendable func race(_ index: Int) {
            let delay = RxTimeInterval.microseconds(Int.random(in: 0...400))
            let result = Observable.just(index).delay(delay, scheduler: background)
                .toBlocking(timeout: 0.000_2).materialize()
            outcomes.withLock { outcomes in
                switch result {
                case .completed(let elements) where elements == [index]: outcomes.answered += 1
                case .failed(let elements, let error)
                where elements.count <= 1 && elements.allSatisfy({ $0 == index })
                    && isRxError(error, .timeout):
                    outcomes.timedOut += 1
                default: outcomes.wrong += 1
                }
            }
        }
        onThreads { thread in
            for index in 0..<200 { race(thread * 1_000 + index) }
        }
        // And on the main thread, whose wait turns the run loop.
        for index in 0..<200 { race(-index) }
        XCTAssertEqual(outcomes.value.wrong, 0)
        XCTAssertEqual(outcomes.value.answered + outcomes.value.timedOut, (threads + 1) * 200)
    }

    func testWaitsComeAndGoOnAHotSequenceThatGoesOnSending() {
        let subject = PublishSubject<Int>()
        let sending = Locked(true)
        let sender = DispatchGroup()
        sender.enter()
        Thread {
            var value = 0
            while sending.value {
                subject.onNext(value)
                value += 1
            }
            sender.leave()
        }
        .start()
        let wrong = Locked(0)
        onThreads { _ in
            for _ in 0..<30 {
                // The first element that comes, and a run of them cut short by the timeout.
                let first = try? subject.toBlocking(timeout: 10).first()
                let cut = subject.toBlocking(timeout: 0.002).materialize()
                var right = false
                if first != nil, case .failed(let elements, let error) = cut, isRxError(error, .timeout) {
                    right = zip(elements, elements.dropFirst()).allSatisfy { $1 == $0 + 1 }
                }
                if !right { wrong.withLock { $0 += 1 } }
            }
        }
        sending.withLock { $0 = false }
        sender.wait()
        XCTAssertEqual(wrong.value, 0, "each wait got an element, or consecutive ones until its timeout")
        XCTAssertFalse(subject.hasObservers, "every wait ended its subscription")
    }

    // MARK: - Helpers

    /// Runs `body` on `threads` threads of their own (not the dispatch pool's, whose threads the
    /// sequences need), and returns when all are done.
    private func onThreads(_ body: @escaping @Sendable (_ thread: Int) -> Void) {
        let finished = DispatchGroup()
        for thread in 0..<threads {
            finished.enter()
            Thread {
                body(thread)
                finished.leave()
            }
            .start()
        }
        finished.wait()
    }
}
