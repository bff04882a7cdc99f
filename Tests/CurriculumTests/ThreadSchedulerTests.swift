import RxSandbox
import XCTest

@testable import Curriculum

/// The simulated threads of the `schedulers` lesson: where work runs, and when.
final class ThreadSchedulerTests: XCTestCase {
    private let clock = TestScheduler(initialClock: 0, simulateProcessingDelay: false)

    func testQueuedWorkRunsAtTheSameTickOnItsThreadAndTheMainThreadComesBack() {
        let background = ThreadScheduler("bg", clock: clock)
        var log: [String] = []
        clock.scheduleAt(10) {
            _ = background.schedule(()) { _ in
                log.append("\(self.clock.clock) \(ThreadScheduler.current)")
                return Disposables.create()
            }
            log.append("\(self.clock.clock) \(ThreadScheduler.current) after schedule")
        }
        clock.start()
        XCTAssertEqual(log, ["10 main after schedule", "10 bg"])
        XCTAssertEqual(ThreadScheduler.current, "main")
    }

    func testAnInlineSchedulerRunsAtOnceOnlyOnItsThreadWithNothingQueued() {
        let main = ThreadScheduler("main", clock: clock, runsInline: true)
        let background = ThreadScheduler("bg", clock: clock)
        var log: [String] = []
        func note(_ text: String) -> (()) -> Disposable {
            { _ in
                log.append("\(text) on \(ThreadScheduler.current)")
                return Disposables.create()
            }
        }
        clock.scheduleAt(10) {
            _ = main.schedule((), action: note("inline"))
            _ = background.schedule(()) { _ in
                _ = main.schedule((), action: note("from bg"))
                return Disposables.create()
            }
            _ = main.schedule((), action: note("inline again"))
        }
        let clock = self.clock
        clock.scheduleAt(20) {
            _ = background.schedule(()) { _ in
                _ = main.schedule((), action: note("queued first"))
                return Disposables.create()
            }
            clock.scheduleAt(20) {
                // On main, but main has work of its own queued: this waits behind it.
                _ = main.schedule((), action: note("queued second"))
            }
        }
        clock.start()
        XCTAssertEqual(
            log,
            [
                "inline on main", "inline again on main", "from bg on main", "queued first on main",
                "queued second on main",
            ])
    }

    func testAnAsyncSchedulerAlwaysQueuesAndACancelledActionDoesNotRun() {
        let mainAsync = ThreadScheduler("main", clock: clock)
        var log: [String] = []
        clock.scheduleAt(10) {
            _ = mainAsync.schedule(()) { _ in
                log.append("async")
                return Disposables.create()
            }
            mainAsync.schedule(()) { _ in
                log.append("cancelled")
                return Disposables.create()
            }.dispose()
            log.append("after schedule")
        }
        clock.start()
        XCTAssertEqual(log, ["after schedule", "async"])
    }
}
