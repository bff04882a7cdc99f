import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class SubjectTests: RxTestCase {
    /// Subscribes recording observers to `subject` at the given times and disposes them at 1000.
    private func observe<Subject: ObservableType>(_ subject: Subject, at times: [TestTime])
        -> [TestableObserver<Subject.Element>]
    {
        times.map { time in scheduler.record(subject, subscribed: time, disposed: 1000) }
    }

    func testPublishSubjectSendsOnlyWhatComesAfterSubscription() {
        let subject = PublishSubject<Int>()
        scheduler.scheduleAt(100) { subject.onNext(1) }
        scheduler.scheduleAt(300) { subject.onNext(2) }
        scheduler.scheduleAt(500) { subject.onCompleted() }
        let observers = observe(subject, at: [200, 400, 600])
        scheduler.start()
        XCTAssertEqual(observers[0].events, [.next(300, 2), .completed(500)])
        XCTAssertEqual(observers[1].events, [.completed(500)])
        XCTAssertEqual(observers[2].events, [.completed(600)])
    }

    func testPublishSubjectReplaysTheErrorToLateSubscribers() {
        let subject = PublishSubject<Int>()
        scheduler.scheduleAt(300) { subject.onError(TestError.boom) }
        scheduler.scheduleAt(310) { subject.onNext(9) }
        let observers = observe(subject, at: [200, 400])
        scheduler.start()
        XCTAssertEqual(observers[0].events, [.error(300, TestError.boom)])
        XCTAssertEqual(observers[1].events, [.error(400, TestError.boom)])
    }

    func testDisposedPublishSubjectFailsNewSubscribers() {
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        subject.dispose()
        XCTAssertTrue(subject.isDisposed)
        _ = subject.subscribe(observer)
        XCTAssertEqual(observer.events.count, 1)
        guard case .error(let error) = observer.events[0].value, case RxError.disposed = error else {
            return XCTFail("expected RxError.disposed, got \(observer.events)")
        }
    }

    func testPublishSubjectDeliversInSubscriptionOrderAndUnsubscribes() {
        let subject = PublishSubject<String>()
        var log: [String] = []
        let first = subject.subscribe(onNext: { log.append("first \($0)") })
        let second = subject.subscribe(onNext: { log.append("second \($0)") })
        let third = subject.subscribe(onNext: { log.append("third \($0)") })
        subject.onNext("a")
        second.dispose()
        subject.onNext("b")
        first.dispose()
        let fourth = subject.subscribe(onNext: { log.append("fourth \($0)") })
        subject.onNext("c")
        XCTAssertEqual(
            log, ["first a", "second a", "third a", "first b", "third b", "third c", "fourth c"])
        third.dispose()
        fourth.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testAnObserverMaySendIntoTheSubjectItObserves() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { value in
            received.append(value)
            if value < 3 { subject.onNext(value + 1) }
        })
        subject.onNext(1)
        XCTAssertEqual(received, [1, 2, 3])
        subscription.dispose()
    }

    func testBehaviorSubjectStartsEachSubscriberWithTheCurrentValue() {
        let subject = BehaviorSubject(value: 0)
        scheduler.scheduleAt(300) { subject.onNext(1) }
        scheduler.scheduleAt(500) { subject.onCompleted() }
        let observers = observe(subject, at: [200, 400, 600])
        scheduler.start()
        XCTAssertEqual(observers[0].events, [.next(200, 0), .next(300, 1), .completed(500)])
        XCTAssertEqual(observers[1].events, [.next(400, 1), .completed(500)])
        XCTAssertEqual(observers[2].events, [.completed(600)])
    }

    func testBehaviorSubjectValueFollowsTheLatestElementAndTheError() throws {
        let subject = BehaviorSubject(value: "a")
        XCTAssertEqual(try subject.value(), "a")
        subject.onNext("b")
        XCTAssertEqual(try subject.value(), "b")
        subject.onError(TestError.boom)
        XCTAssertThrowsError(try subject.value()) { XCTAssertEqual($0 as? TestError, .boom) }
        subject.dispose()
        XCTAssertThrowsError(try subject.value()) { error in
            guard case RxError.disposed = error else { return XCTFail("expected RxError.disposed") }
        }
    }

    func testReplaySubjectReplaysItsBufferThenTheTerminalEvent() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        for (time, value) in [(210, 1), (220, 2), (230, 3)] {
            scheduler.scheduleAt(time) { subject.onNext(value) }
        }
        scheduler.scheduleAt(300) { subject.onCompleted() }
        let observers = observe(subject, at: [200, 250, 400])
        scheduler.start()
        XCTAssertEqual(
            observers[0].events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        XCTAssertEqual(observers[1].events, [.next(250, 2), .next(250, 3), .completed(300)])
        XCTAssertEqual(observers[2].events, [.next(400, 2), .next(400, 3), .completed(400)])
    }

    func testUnboundReplaySubjectReplaysEverything() {
        let subject = ReplaySubject<Int>.createUnbounded()
        (1...5).forEach(subject.onNext)
        let observer = scheduler.createObserver(Int.self)
        let subscription = subject.subscribe(observer)
        XCTAssertEqual(observer.events.map(\.value.element), [1, 2, 3, 4, 5])
        subscription.dispose()
    }

    func testReplaySubjectOfSizeZeroReplaysNothing() {
        let subject = ReplaySubject<Int>.create(bufferSize: 0)
        subject.onNext(1)
        let observer = scheduler.createObserver(Int.self)
        let subscription = subject.subscribe(observer)
        XCTAssertEqual(observer.events, [])
        subscription.dispose()
    }

    func testAsyncSubjectSendsOnlyTheLastElementOnCompletion() {
        let subject = AsyncSubject<Int>()
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(220) { subject.onNext(2) }
        scheduler.scheduleAt(300) { subject.onCompleted() }
        let observers = observe(subject, at: [200, 400])
        scheduler.start()
        XCTAssertEqual(observers[0].events, [.next(300, 2), .completed(300)])
        XCTAssertEqual(observers[1].events, [.next(400, 2), .completed(400)])
    }

    func testAsyncSubjectPassesAnErrorWithoutTheElement() {
        let subject = AsyncSubject<Int>()
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(300) { subject.onError(TestError.boom) }
        let observers = observe(subject, at: [200, 400])
        scheduler.start()
        XCTAssertEqual(observers[0].events, [.error(300, TestError.boom)])
        XCTAssertEqual(observers[1].events, [.error(400, TestError.boom)])
    }

    func testSubjectsIgnoreEverythingAfterTheTerminalEvent() {
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        let subscription = subject.subscribe(observer)
        subject.onCompleted()
        subject.onNext(1)
        subject.onError(TestError.boom)
        XCTAssertEqual(observer.events, [.completed(0)])
        subscription.dispose()
    }

    /// The subjects `Hooks.synchronizationAnomaly` names while `body` runs.
    private func anomalies(during body: () -> Void) -> [String] {
        var reported: [String] = []
        let saved = Hooks.synchronizationAnomaly
        Hooks.synchronizationAnomaly = { reported.append($0) }
        defer { Hooks.synchronizationAnomaly = saved }
        body()
        return reported
    }

    func testTwoThreadsSendingAtOnceIsReportedAsASynchronizationAnomaly() {
        // Thread A is inside `onNext` (its observer waits) when thread B sends: a caller's mistake.
        let subject = PublishSubject<Int>()
        let inside = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let subscription = subject.subscribe(onNext: { value in
            guard value == 1 else { return }
            inside.signal()
            release.wait()
        })
        let reported = anomalies {
            let first = DispatchGroup()
            DispatchQueue.global().async(group: first) { subject.onNext(1) }
            inside.wait()
            subject.onNext(2)  // from this thread, while the other is inside
            release.signal()
            first.wait()
        }
        XCTAssertEqual(reported, ["PublishSubject<Int>"])
        XCTAssertTrue(
            Hooks.synchronizationAnomalyMessage("PublishSubject<Int>").hasPrefix(
                "⚠️ Synchronization anomaly was detected in PublishSubject<Int>."))
        subscription.dispose()
    }

    func testSendingFromSeveralThreadsOneAtATimeIsNoAnomaly() {
        func feedInTurns<Subject: SubjectType>(_ subject: Subject)
        where Subject.Element == Int, Subject.Observer.Element == Int {
            let sum = ManagedAtomicCounter()
            let turn = NSLock()
            let subscription = subject.subscribe(onNext: { sum.add($0) })
            // Each thread takes its turn: serialized by the caller, as the grammar asks.
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                for _ in 0..<500 {
                    turn.lock()
                    subject.asObserver().onNext(1)
                    turn.unlock()
                }
            }
            XCTAssertEqual(sum.value, 2_000, "\(Subject.self)")
            subscription.dispose()
        }
        let reported = anomalies {
            feedInTurns(PublishSubject<Int>())
            feedInTurns(BehaviorSubject(value: 0))
            feedInTurns(ReplaySubject<Int>.create(bufferSize: 2))
        }
        XCTAssertEqual(reported, [])
    }

    func testAnObserverSendingIntoItsOwnSubjectIsNoAnomaly() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { value in
            received.append(value)
            if value < 3 { subject.onNext(value + 1) }
        })
        let reported = anomalies { subject.onNext(1) }
        XCTAssertEqual(received, [1, 2, 3])
        XCTAssertEqual(reported, [], "the same thread, again: allowed")
        subscription.dispose()
    }
}

/// A counter that several threads may add to.
final class ManagedAtomicCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var total = 0

    func add(_ amount: Int) {
        lock.lock()
        total += amount
        lock.unlock()
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return total
    }
}
