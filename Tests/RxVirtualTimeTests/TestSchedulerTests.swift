import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class TestSchedulerTests: RxTestCase {
    func testHotObservableSendsAtAbsoluteTimesToCurrentSubscribers() {
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .completed(300),
        ])
        let res = scheduler.start { xs.asObservable() }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testColdObservableSendsRelativeToEachSubscription() {
        let xs = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
        let first = scheduler.createObserver(String.self)
        let second = scheduler.createObserver(String.self)
        scheduler.scheduleAt(100) { _ = xs.subscribe(first) }
        scheduler.scheduleAt(150) { _ = xs.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(110, "a"), .next(120, "b"), .completed(130)])
        XCTAssertEqual(second.events, [.next(160, "a"), .next(170, "b"), .completed(180)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100), Subscription(150)])
    }

    func testStartDefaultsAreCreated100Subscribed200Disposed1000() {
        var createdAt: TestTime?
        let xs = scheduler.createHotObservable([.next(199, 0), .next(200, 1), .next(999, 2), .next(1000, 3)])
        let res = scheduler.start { () -> Observable<Int> in
            createdAt = self.scheduler.clock
            return xs.asObservable()
        }
        XCTAssertEqual(createdAt, 100)
        // The hot events were scheduled before `start` scheduled its own work, so at 200 the event
        // comes before the subscription (missed) and at 1000 before the disposal (received).
        XCTAssertEqual(res.events, [.next(999, 2), .next(1000, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testWorkDueNowRunsOneTickLaterWithProcessingDelay() {
        var times: [TestTime] = []
        scheduler.scheduleAt(10) {
            _ = self.scheduler.schedule(()) { _ in
                times.append(self.scheduler.clock)
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(times, [11])
    }

    func testWithoutProcessingDelayWorkDueNowRunsAtTheSameTick() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        var times: [TestTime] = []
        scheduler.scheduleAt(10) {
            _ = scheduler.schedule(()) { _ in
                times.append(scheduler.clock)
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(times, [10])
    }

    func testEqualTimesRunInSchedulingOrder() {
        var order: [String] = []
        scheduler.scheduleAt(211) { order.append("pre-scheduled for 211") }
        scheduler.scheduleAt(210) {
            self.scheduler.scheduleAt(211) { order.append("scheduled during 210") }
        }
        scheduler.scheduleAt(211) { order.append("second pre-scheduled") }
        scheduler.start()
        XCTAssertEqual(order, ["pre-scheduled for 211", "second pre-scheduled", "scheduled during 210"])
    }

    func testAdvanceToRunsDueWorkAndSetsTheClock() {
        var ran: [TestTime] = []
        for time in [10, 20, 30] {
            scheduler.scheduleAt(time) { ran.append(time) }
        }
        scheduler.advanceTo(25)
        XCTAssertEqual(ran, [10, 20])
        XCTAssertEqual(scheduler.clock, 25)
        scheduler.start()
        XCTAssertEqual(ran, [10, 20, 30])
    }

    func testStopEndsStartAfterTheCurrentWork() {
        var ran: [TestTime] = []
        scheduler.scheduleAt(10) { ran.append(10) }
        scheduler.scheduleAt(20) {
            ran.append(20)
            self.scheduler.stop()
        }
        scheduler.scheduleAt(30) { ran.append(30) }
        scheduler.start()
        XCTAssertEqual(ran, [10, 20])
        XCTAssertEqual(scheduler.clock, 20)
    }

    func testDisposedWorkDoesNotRun() {
        var ran = false
        let work = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in
            ran = true
            return Disposables.create()
        }
        work.dispose()
        scheduler.start()
        XCTAssertFalse(ran)
    }

    func testResolutionConvertsIntervalsToTicks() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.01)
        XCTAssertEqual(scheduler.ticks(.seconds(1)), 100)
        XCTAssertEqual(scheduler.ticks(.milliseconds(30)), 3)
        XCTAssertNil(scheduler.ticks(.never))
        XCTAssertEqual(TestScheduler(initialClock: 0).ticks(.seconds(3)), 3)
    }

    func testAdjustScheduledTimeMovesTimesNotInTheFutureToTheNextTick() {
        scheduler.advanceTo(10)
        XCTAssertEqual([5, 10, 11, 30].map(scheduler.adjustScheduledTime), [11, 11, 11, 30])
        let noDelay = TestScheduler(initialClock: 10, simulateProcessingDelay: false)
        XCTAssertEqual([5, 10, 11].map(noDelay.adjustScheduledTime), [10, 10, 11])
    }

    func testItIsAVirtualTimeSchedulerWhoseTicksLastTheResolution() {
        let scheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter> = TestScheduler(
            initialClock: 4, resolution: 0.25)
        XCTAssertEqual(scheduler.now.timeIntervalSince1970, 1)
        var ranAt: [TestTime] = []
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(500)) { _ in
            ranAt.append(scheduler.clock)
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(ranAt, [6])
    }

    func testNowFollowsTheVirtualClock() {
        scheduler.advanceTo(42)
        XCTAssertEqual(scheduler.now.timeIntervalSince1970, 42)
    }

    func testRecordedEventsPrintReadably() {
        let events: [Recorded<Event<Int>>] = [.next(210, 2), .completed(250), .error(260, TestError.boom)]
        XCTAssertEqual(events.map { "\($0)" }, ["next(210, 2)", "completed(250)", "error(260, boom)"])
        XCTAssertEqual("\(Recorded.next(10, "a"))", #"next(10, "a")"#)
        XCTAssertEqual(Subscription(200).debugDescription, "(200, ∞)")
        XCTAssertEqual(Subscription(200, 1000).debugDescription, "(200, 1000)")
    }

    func testRecordedEventsCompareErrorsByTypeAndDescription() {
        XCTAssertEqual(Recorded.error(10, TestError.boom, Int.self), .error(10, TestError.boom))
        XCTAssertNotEqual(Recorded.error(10, TestError.boom, Int.self), .error(10, TestError.other))
        XCTAssertNotEqual(Recorded.next(10, 1), .next(11, 1))
        XCTAssertEqual(Recorded.events(.next(1, 1), .completed(2)), [.next(1, 1), .completed(2)])
    }

    func testTestableObserverRecordsEventsThatBreakTheGrammar() {
        let observer = scheduler.createObserver(Int.self)
        observer.onCompleted()
        observer.onNext(1)
        XCTAssertEqual(observer.events, [.completed(0), .next(0, 1)])
    }

    func testRecordSubscribesNowAndDisposesLater() {
        let xs = scheduler.createHotObservable([.next(10, 1), .next(20, 2), .next(30, 3)])
        let res = scheduler.record(xs, disposed: 25)
        scheduler.start()
        XCTAssertEqual(res.events, [.next(10, 1), .next(20, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(0, 25)])
    }
}
