import Foundation
import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class SchedulerTests: RxTestCase {
    func testCurrentThreadSchedulerQueuesWorkScheduledWhileRunning() {
        var log: [String] = []
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            XCTAssertFalse(CurrentThreadScheduler.isScheduleRequired)
            log.append("outer start")
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("inner")
                return Disposables.create()
            }
            log.append("outer end")
            return Disposables.create()
        }
        XCTAssertEqual(log, ["outer start", "outer end", "inner"])
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
    }

    func testCurrentThreadSchedulerSkipsDisposedWork() {
        var ran = false
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            let queued = CurrentThreadScheduler.instance.schedule(()) { _ in
                ran = true
                return Disposables.create()
            }
            queued.dispose()
            return Disposables.create()
        }
        XCTAssertFalse(ran)
    }

    func testRecursiveSchedulingDoesNotGrowTheStack() {
        var count = 0
        _ = CurrentThreadScheduler.instance.scheduleRecursive(0) { value, recurse in
            count = value
            if value < 100_000 { recurse(value + 1) }
        }
        XCTAssertEqual(count, 100_000)
    }

    func testRecursiveSchedulingOnATestSchedulerStopsWhenDisposed() {
        var ticks: [TestTime] = []
        let subscription = scheduler.scheduleRecursive((), dueTime: .seconds(10)) { _, recurse in
            ticks.append(self.scheduler.clock)
            recurse(())
        }
        scheduler.scheduleAt(35) { subscription.dispose() }
        scheduler.start()
        XCTAssertEqual(ticks, [10, 20, 30])
    }

    func testSchedulePeriodicThreadsTheState() {
        var states: [Int] = []
        let subscription = scheduler.schedulePeriodic(1, startAfter: .seconds(5), period: .seconds(10)) {
            state in
            states.append(state)
            return state * 2
        }
        scheduler.scheduleAt(40) { subscription.dispose() }
        scheduler.start()
        XCTAssertEqual(states, [1, 2, 4, 8])
    }

    func testImmediateSchedulerRunsAtOnce() {
        var ran = false
        _ = ImmediateScheduler.instance.schedule(()) { _ in
            ran = true
            return Disposables.create()
        }
        XCTAssertTrue(ran)
    }

    func testMainSchedulerRunsInlineOnTheMainThread() {
        XCTAssertTrue(Thread.isMainThread)
        var ran = false
        _ = MainScheduler.instance.schedule(()) { _ in
            ran = true
            return Disposables.create()
        }
        XCTAssertTrue(ran)
    }

    func testMainSchedulerHopsFromABackgroundThread() {
        let done = expectation(description: "delivered on main")
        DispatchQueue.global().async {
            _ = MainScheduler.instance.schedule(()) { _ in
                XCTAssertTrue(Thread.isMainThread)
                done.fulfill()
                return Disposables.create()
            }
        }
        wait(for: [done], timeout: 5)
    }

    func testAsyncMainSchedulerNeverRunsInline() {
        let done = expectation(description: "ran later")
        var ranInline = true
        _ = MainScheduler.asyncInstance.schedule(()) { _ in
            done.fulfill()
            return Disposables.create()
        }
        ranInline = false
        wait(for: [done], timeout: 5)
        XCTAssertFalse(ranInline)
    }

    func testSerialDispatchQueueSchedulerRunsWorkInOrder() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.serial")
        let done = expectation(description: "all ran")
        var log: [Int] = []
        for index in 0..<5 {
            _ = scheduler.schedule(index) { index in
                log.append(index)
                if index == 4 { done.fulfill() }
                return Disposables.create()
            }
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(log, [0, 1, 2, 3, 4])
    }

    func testSerialQueueConfigurationSeesTheQueueBeforeAnyWork() {
        let key = DispatchSpecificKey<String>()
        let scheduler = SerialDispatchQueueScheduler(
            internalSerialQueueName: "test.configured",
            serialQueueConfiguration: { queue in queue.setSpecific(key: key, value: "configured") })
        let done = expectation(description: "ran")
        var seen: String?
        _ = scheduler.schedule(()) { _ in
            seen = DispatchQueue.getSpecific(key: key)
            done.fulfill()
            return Disposables.create()
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(seen, "configured")
    }

    func testConcurrentDispatchQueueSchedulerRunsLaterWork() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let done = expectation(description: "ran after the delay")
        let start = Date()
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
            XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.015)
            done.fulfill()
            return Disposables.create()
        }
        wait(for: [done], timeout: 5)
    }

    func testObserveOnABackgroundSchedulerDeliversThere() {
        let background = SerialDispatchQueueScheduler(internalSerialQueueName: "test.observe-on")
        let done = expectation(description: "completed")
        var threads: [Bool] = []
        let subscription = Observable.of(1, 2, 3)
            .observe(on: background)
            .subscribe(onNext: { _ in threads.append(Thread.isMainThread) }, onCompleted: { done.fulfill() })
        wait(for: [done], timeout: 5)
        subscription.dispose()
        // The sink lets go of itself on the queue just after the completion: wait for that too, so the
        // leak check at the end of the test sees the final count.
        let idle = expectation(description: "queue idle")
        _ = background.schedule(()) { _ in
            idle.fulfill()
            return Disposables.create()
        }
        wait(for: [idle], timeout: 5)
        XCTAssertEqual(threads, [false, false, false])
    }

    func testRxTimeIntervalInSeconds() {
        XCTAssertEqual(RxTimeInterval.seconds(2).asSeconds, 2)
        XCTAssertEqual(RxTimeInterval.milliseconds(250).asSeconds, 0.25)
        XCTAssertEqual(RxTimeInterval.microseconds(5).asSeconds, 0.000_005)
        XCTAssertEqual(RxTimeInterval.never.asSeconds, .infinity)
    }
}
