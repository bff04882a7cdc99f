import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class DoTests: RxTestCase {
    /// Records the calls of the `do` handlers and of the observer, in order.
    private final class CallLog {
        var calls: [String] = []

        func append(_ call: String) {
            calls.append(call)
        }
    }

    /// `source.do(…)` with every handler logging into `log`.
    private func logged(_ source: Observable<Int>, _ log: CallLog) -> Observable<Int> {
        source.do(
            onNext: { log.append("onNext \($0)") },
            afterNext: { log.append("afterNext \($0)") },
            onError: { log.append("onError \($0)") },
            afterError: { log.append("afterError \($0)") },
            onCompleted: { log.append("onCompleted") },
            afterCompleted: { log.append("afterCompleted") },
            onSubscribe: { log.append("onSubscribe") },
            onSubscribed: { log.append("onSubscribed") },
            onDispose: { log.append("onDispose") })
    }

    /// Subscribes to `source`, logging what the observer receives into `log`.
    private func subscribeLogging(_ source: Observable<Int>, _ log: CallLog) -> Disposable {
        source.subscribe(
            onNext: { log.append("observer next \($0)") },
            onError: { log.append("observer error \($0)") },
            onCompleted: { log.append("observer completed") })
    }

    // MARK: Events

    func testDoPassesEveryEventOnUnchanged() {
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])
        var seen: [Int] = []
        let res = scheduler.start { xs.do(onNext: { seen.append($0) }) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(seen, [2, 3])
    }

    func testHandlersRunAroundEachEventAndOnDisposeComesLast() {
        let subject = PublishSubject<Int>()
        let log = CallLog()
        _ = subscribeLogging(logged(subject.asObservable(), log), log)
        XCTAssertEqual(log.calls, ["onSubscribe", "onSubscribed"])
        log.calls = []
        subject.onNext(1)
        XCTAssertEqual(log.calls, ["onNext 1", "observer next 1", "afterNext 1"])
        log.calls = []
        subject.onCompleted()
        XCTAssertEqual(log.calls, ["onCompleted", "observer completed", "afterCompleted", "onDispose"])
    }

    func testErrorHandlersRunAroundTheErrorThenOnDispose() {
        let subject = PublishSubject<Int>()
        let log = CallLog()
        _ = subscribeLogging(logged(subject.asObservable(), log), log)
        log.calls = []
        subject.onError(TestError.boom)
        XCTAssertEqual(log.calls, ["onError boom", "observer error boom", "afterError boom", "onDispose"])
    }

    func testSynchronousSourceRunsItsEventsBetweenOnSubscribeAndOnSubscribed() {
        let log = CallLog()
        _ = subscribeLogging(logged(Observable.just(7), log), log)
        XCTAssertEqual(
            log.calls,
            [
                "onSubscribe", "onNext 7", "observer next 7", "afterNext 7", "onCompleted",
                "observer completed",
                "afterCompleted", "onSubscribed", "onDispose",
            ])
    }

    func testHandlersRunAtTheTimeOfTheirEvent() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        var calls: [String] = []
        let res = scheduler.start {
            xs.do(
                onNext: { calls.append("\(self.scheduler.clock) onNext \($0)") },
                afterCompleted: { calls.append("\(self.scheduler.clock) afterCompleted") },
                onSubscribe: { calls.append("\(self.scheduler.clock) onSubscribe") },
                onDispose: { calls.append("\(self.scheduler.clock) onDispose") })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(calls, ["200 onSubscribe", "210 onNext 1", "250 afterCompleted", "250 onDispose"])
    }

    // MARK: Subscription and disposal

    func testOnSubscribeRunsBeforeAndOnSubscribedAfterSubscribingToTheSource() {
        let xs = scheduler.createHotObservable([.completed(300, Int.self)])
        var seen: [String] = []
        _ = scheduler.start {
            xs.do(
                onSubscribe: { seen.append("onSubscribe \(xs.subscriptions)") },
                onSubscribed: { seen.append("onSubscribed \(xs.subscriptions)") })
        }
        XCTAssertEqual(seen, ["onSubscribe []", "onSubscribed [(200, ∞)]"])
    }

    func testOnDisposeRunsAfterTheSourceWasUnsubscribed() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        var seen: [Subscription] = []
        _ = scheduler.start { xs.do(onDispose: { seen = xs.subscriptions }) }
        XCTAssertEqual(seen, [Subscription(200, 250)])
    }

    func testDisposingRunsOnDisposeOnceWithoutTerminalHandlers() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let log = CallLog()
        let res = scheduler.start(disposed: 250) { self.logged(xs.asObservable(), log) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(log.calls, ["onSubscribe", "onSubscribed", "onNext 1", "afterNext 1", "onDispose"])
    }

    func testDisposingTwiceRunsOnDisposeOnce() {
        var disposals = 0
        let subscription = Observable<Int>.never().do(onDispose: { disposals += 1 }).subscribe()
        XCTAssertEqual(disposals, 0)
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(disposals, 1)
    }

    func testEachSubscriptionRunsTheHandlers() {
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        var calls: [String] = []
        let observed = xs.do(
            onNext: { calls.append("\(self.scheduler.clock) next \($0)") },
            onSubscribe: { calls.append("\(self.scheduler.clock) subscribe") },
            onDispose: { calls.append("\(self.scheduler.clock) dispose") })
        _ = scheduler.record(observed, subscribed: 200)
        _ = scheduler.record(observed, subscribed: 300)
        scheduler.start()
        XCTAssertEqual(
            calls,
            ["200 subscribe", "210 next 1", "220 dispose", "300 subscribe", "310 next 1", "320 dispose"])
    }

    func testEmptySourceRunsOnlyTheCompletionHandlers() {
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let log = CallLog()
        let res = scheduler.start { self.logged(xs.asObservable(), log) }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(
            log.calls, ["onSubscribe", "onSubscribed", "onCompleted", "afterCompleted", "onDispose"])
    }

    func testNeverSourceRunsOnDisposeWhenDisposed() {
        let xs = scheduler.createHotObservable([.next(150, 1)])
        var disposedAt: TestTime?
        let res = scheduler.record(
            xs.do(onDispose: { disposedAt = self.scheduler.clock }), subscribed: 300, disposed: 700)
        scheduler.start()
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 700)])
        XCTAssertEqual(disposedAt, 700)
    }

    // MARK: Handlers that throw

    func testOnNextThatThrowsSendsItsErrorInsteadOfTheElement() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        var after: [Int] = []
        let res = scheduler.start {
            xs.do(
                onNext: { if $0 == 2 { throw TestError.boom } },
                afterNext: { after.append($0) })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(after, [1])
    }

    func testAfterNextThatThrowsSendsItsErrorAfterTheElement() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.do(afterNext: { _ in throw TestError.boom }) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(210, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testOnErrorThatThrowsReplacesTheError() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
        var afterErrorCalled = false
        let res = scheduler.start {
            xs.do(onError: { _ in throw TestError.other }, afterError: { _ in afterErrorCalled = true })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.other)])
        XCTAssertFalse(afterErrorCalled)
    }

    func testAfterErrorThatThrowsSendsNothingMore() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
        var disposed = false
        let res = scheduler.start {
            xs.do(afterError: { _ in throw TestError.other }, onDispose: { disposed = true })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.boom)])
        XCTAssertTrue(disposed)
    }

    func testOnCompletedThatThrowsSendsItsErrorInsteadOfTheCompletion() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        var afterCompletedCalled = false
        let res = scheduler.start {
            xs.do(onCompleted: { throw TestError.boom }, afterCompleted: { afterCompletedCalled = true })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(250, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertFalse(afterCompletedCalled)
    }

    func testAfterCompletedThatThrowsSendsNothingMore() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        var disposed = false
        let res = scheduler.start {
            xs.do(afterCompleted: { throw TestError.boom }, onDispose: { disposed = true })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
        XCTAssertTrue(disposed)
    }

    // MARK: Re-entrancy

    func testObserverThatDisposesDuringAnElementStillGetsAfterNext() {
        let subject = PublishSubject<Int>()
        let log = CallLog()
        var subscription: Disposable?
        subscription = logged(subject.asObservable(), log).subscribe(onNext: { value in
            log.append("observer next \(value)")
            subscription?.dispose()
        })
        subject.onNext(1)
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(
            log.calls,
            ["onSubscribe", "onSubscribed", "onNext 1", "observer next 1", "onDispose", "afterNext 1"])
    }

    func testObserverThatSubscribesAgainDuringAnElementRunsTheSubscribeHandlers() {
        let subject = PublishSubject<Int>()
        let log = CallLog()
        let observed = logged(subject.asObservable(), log)
        var inner: Disposable?
        let outer = observed.subscribe(onNext: { value in
            log.append("observer next \(value)")
            if inner == nil { inner = observed.subscribe() }
        })
        log.calls = []
        subject.onNext(1)
        XCTAssertEqual(
            log.calls, ["onNext 1", "observer next 1", "onSubscribe", "onSubscribed", "afterNext 1"])
        outer.dispose()
        inner?.dispose()
        XCTAssertFalse(subject.hasObservers)
    }
}
