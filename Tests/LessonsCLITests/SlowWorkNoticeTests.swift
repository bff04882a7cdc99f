import Dispatch
import LessonsCLI
import Synchronization
import XCTest

/// The notice of a long build: given once while the work runs, and not when the work is quick.
final class SlowWorkNoticeTests: XCTestCase {
    func testWorkStillRunningAfterItsPatienceIsNoticedOnceMeanwhile() {
        let noticed = DispatchSemaphore(value: 0)
        let count = Counter()
        let sawNotice = SlowWorkNotice.perform(
            {
                // The work goes on until the notice has come (or far too long has passed).
                noticed.wait(timeout: .now() + 30) == .success
            }, noticeAfter: 0.01,
            notify: {
                count.value.withLock { $0 += 1 }
                noticed.signal()
            })
        XCTAssertTrue(sawNotice, "no notice while the work ran")
        XCTAssertEqual(count.value.withLock { $0 }, 1)
    }

    func testQuickWorkIsNotNoticed() {
        let count = Counter()
        let result = SlowWorkNotice.perform(
            { 42 }, noticeAfter: 60, notify: { count.value.withLock { $0 += 1 } })
        XCTAssertEqual(result, 42)
        XCTAssertEqual(count.value.withLock { $0 }, 0)
    }

    private final class Counter: Sendable {
        let value = Mutex(0)
    }
}
