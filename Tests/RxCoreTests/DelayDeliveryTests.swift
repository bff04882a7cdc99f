import Dispatch
import Foundation
import RxCore
import RxTestSupport
import XCTest

/// `delay` on a real, concurrent scheduler: it sends outside its lock, one event at a time and in
/// order, and an error arriving while an element is being sent waits for that send, without holding
/// up the thread that sent the error (as RxSwift's `delay` does).
final class DelayDeliveryTests: XCTestCase {
    /// Lines that several threads append to.
    private final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []

        func append(_ line: String) {
            lock.withLock { lines.append(line) }
        }

        var entries: [String] {
            lock.withLock { lines }
        }
    }

    func testAnErrorArrivingWhileAnElementIsSentIsSentAfterIt() {
        let source = PublishSubject<Int>()
        let log = Log()
        let sending = DispatchSemaphore(value: 0)
        let mayReturn = DispatchSemaphore(value: 0)
        let failed = DispatchSemaphore(value: 0)
        let subscription = source.delay(
            .milliseconds(1), scheduler: ConcurrentDispatchQueueScheduler(qos: .default)
        )
        .subscribe(
            onNext: { element in
                log.append("next \(element)")
                sending.signal()
                // The observer waits for the thread that sends the error: had `onError` to wait
                // for this send to end, neither would go on until this wait timed out.
                _ = mayReturn.wait(timeout: .now() + 5)
                log.append("next returns")
            },
            onError: { _ in
                log.append("error")
                failed.signal()
            })
        source.onNext(1)
        XCTAssertEqual(sending.wait(timeout: .now() + 5), .success)
        source.onError(TestError.boom)
        log.append("onError returned")
        mayReturn.signal()
        XCTAssertEqual(failed.wait(timeout: .now() + 5), .success)
        subscription.dispose()
        XCTAssertEqual(log.entries, ["next 1", "onError returned", "next returns", "error"])
    }

    func testElementsComingDueTogetherAreSentOneAtATimeInOrder() {
        let source = PublishSubject<Int>()
        let inside = NSLock()
        let log = Log()
        let completed = DispatchSemaphore(value: 0)
        let subscription = source.delay(
            .microseconds(1), scheduler: ConcurrentDispatchQueueScheduler(qos: .default)
        )
        .subscribe(
            onNext: { element in
                guard inside.try() else {
                    log.append("overlap at \(element)")
                    return
                }
                log.append("\(element)")
                inside.unlock()
            },
            onCompleted: { completed.signal() })
        for element in 0..<2_000 { source.onNext(element) }
        source.onCompleted()
        XCTAssertEqual(completed.wait(timeout: .now() + 10), .success)
        subscription.dispose()
        XCTAssertEqual(log.entries, (0..<2_000).map { "\($0)" })
    }
}
