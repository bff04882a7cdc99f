import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class CreationTests: RxTestCase {
    /// What `start` records for `create`, on a fresh scheduler (each check starts at time 0 again).
    private func events<Source: ObservableConvertibleType>(_ create: @escaping () -> Source)
        -> [Recorded<Event<Source.Element>>]
    {
        TestScheduler(initialClock: 0).start(create).events
    }

    func testJustSendsItsElementAndCompletes() {
        let res = scheduler.start { Observable.just(42) }
        XCTAssertEqual(res.events, [.next(200, 42), .completed(200)])
    }

    func testJustOnASchedulerSendsThere() {
        let res = scheduler.start { Observable.just(42, scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(201, 42), .completed(202)])
    }

    func testOfAndFromSendElementsInOrder() {
        XCTAssertEqual(
            events { Observable.of(1, 2, 3) },
            [
                .next(200, 1), .next(200, 2), .next(200, 3), .completed(200),
            ])
        XCTAssertEqual(
            events { Observable.from(["a", "b"]) },
            [
                .next(200, "a"), .next(200, "b"), .completed(200),
            ])
    }

    func testFromASequenceAndFromOptional() {
        XCTAssertEqual(
            events { Observable.from(stride(from: 0, to: 6, by: 2)) },
            [.next(200, 0), .next(200, 2), .next(200, 4), .completed(200)])
        let some: Int? = 7
        let none: Int? = nil
        XCTAssertEqual(events { Observable.from(optional: some) }, [.next(200, 7), .completed(200)])
        XCTAssertEqual(events { Observable.from(optional: none) }, [.completed(200)])
    }

    func testOfOnATestSchedulerSendsOneElementPerTick() {
        let res = scheduler.start { Observable.of(1, 2, scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .completed(203)])
    }

    func testEmptyNeverAndError() {
        XCTAssertEqual(events { Observable<Int>.empty() }, [.completed(200)])
        XCTAssertEqual(events { Observable<Int>.never() }, [])
        XCTAssertEqual(events { Observable<Int>.error(TestError.boom) }, [.error(200, TestError.boom)])
    }

    func testRangeCountsUp() {
        XCTAssertEqual(
            events { Observable.range(start: 5, count: 3) },
            [
                .next(200, 5), .next(200, 6), .next(200, 7), .completed(200),
            ])
        XCTAssertEqual(events { Observable.range(start: 5, count: 0) }, [.completed(200)])
    }

    func testARangeMayEndAtTheLargestValue() {
        // RxSwift's RangeTests: Int.max is sent, and nothing past it is computed.
        XCTAssertEqual(
            events { Observable.range(start: Int.max, count: 1) }, [.next(200, Int.max), .completed(200)])
        XCTAssertEqual(
            events { Observable.range(start: Int8.max - 1, count: 2).map(Int.init) },
            [.next(200, 126), .next(200, 127), .completed(200)])
    }

    func testRepeatElementRepeatsUntilDisposed() {
        let res = scheduler.start { Observable.repeatElement("x").take(3) }
        XCTAssertEqual(res.events, [.next(200, "x"), .next(200, "x"), .next(200, "x"), .completed(200)])
    }

    func testCreateCallsTheClosureForEachSubscriptionAndDisposesItsDisposable() {
        var subscriptions = 0
        var disposals = 0
        let source = Observable<Int>.create { observer in
            subscriptions += 1
            observer.onNext(subscriptions)
            return Disposables.create { disposals += 1 }
        }
        let first = scheduler.record(source, subscribed: 200, disposed: 300)
        let second = scheduler.record(source, subscribed: 250, disposed: 400)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(200, 1)])
        XCTAssertEqual(second.events, [.next(250, 2)])
        XCTAssertEqual(disposals, 2)
    }

    func testCreateDisposesItsDisposableAfterATerminalEvent() {
        var disposed = false
        let source = Observable<Int>.create { observer in
            observer.onCompleted()
            return Disposables.create { disposed = true }
        }
        let subscription = source.subscribe()
        XCTAssertTrue(disposed)
        subscription.dispose()
    }

    func testDeferredMakesASequencePerSubscription() {
        var made = 0
        let source = Observable<Int>.deferred {
            made += 1
            return Observable.just(made)
        }
        XCTAssertEqual(events { source }, [.next(200, 1), .completed(200)])
        _ = source.subscribe()
        XCTAssertEqual(made, 2)
    }

    func testDeferredFactoryThatThrowsFails() {
        let res = scheduler.start { Observable<Int>.deferred { throw TestError.boom } }
        XCTAssertEqual(res.events, [.error(200, TestError.boom)])
    }

    func testIntervalTicksEveryPeriod() {
        let res = scheduler.start(disposed: 455) {
            Observable<Int>.interval(.seconds(100), scheduler: self.scheduler)
        }
        XCTAssertEqual(res.events, [.next(300, 0), .next(400, 1)])
    }

    func testTimerWithoutPeriodSendsZeroAndCompletes() {
        let res = scheduler.start { Observable<Int>.timer(.seconds(50), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(250, 0), .completed(250)])
    }

    func testTimerWithPeriod() {
        let res = scheduler.start(disposed: 400) {
            Observable<Int>.timer(.seconds(50), period: .seconds(100), scheduler: self.scheduler)
        }
        XCTAssertEqual(res.events, [.next(250, 0), .next(350, 1)])
    }

    func testSubscribeHelpersCallTheirClosures() {
        var log: [String] = []
        _ = Observable.of(1, 2).subscribe(
            onNext: { log.append("next \($0)") }, onError: { _ in log.append("error") },
            onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        _ = Observable<Int>.error(TestError.boom).subscribe(
            onError: { log.append("error \($0)") }, onDisposed: { log.append("disposed") })
        XCTAssertEqual(
            log, ["next 1", "next 2", "completed", "disposed", "error boom", "disposed"])
    }

    func testSubscribeWithObjectHoldsItWeakly() {
        final class Owner { var received: [Int] = [] }
        var owner: Owner? = Owner()
        weak let weakOwner = owner
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe(
            with: owner!, onNext: { owner, value in owner.received.append(value) })
        subject.onNext(1)
        XCTAssertEqual(owner?.received, [1])
        owner = nil
        XCTAssertNil(weakOwner)
        subject.onNext(2)
        subscription.dispose()
    }

    func testUnhandledErrorsGoToTheDefaultHandler() {
        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        var handled: [String] = []
        Hooks.defaultErrorHandler = { _, error in handled.append("\(error)") }
        _ = Observable<Int>.error(TestError.boom).subscribe(onNext: { _ in })
        XCTAssertEqual(handled, ["boom"])
    }
}
