import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class TakeUntilTests: RxTestCase {
    private func someData() -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
    }

    func testTakeUntilCompletesWhenTheOtherSendsAnElement() {
        let l = someData()
        let r = scheduler.createHotObservable([.next(150, 1), .next(225, 99), .completed(230)])
        let res = scheduler.start { l.take(until: r) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(225)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 225)])
    }

    func testTakeUntilFailsWhenTheOtherFails() {
        let l = someData()
        let r = scheduler.createHotObservable([.next(150, 1), .error(225, TestError.boom, Int.self)])
        let res = scheduler.start { l.take(until: r) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .error(225, TestError.boom)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 225)])
    }

    func testOtherCompletingWithoutAnElementLetsTheSourceRunOn() {
        let l = someData()
        let r = scheduler.createHotObservable([.next(150, 1), .completed(225)])
        let res = scheduler.start { l.take(until: r) }
        XCTAssertEqual(
            res.events, [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 225)])
    }

    func testOtherThatNeverSendsLetsTheSourceRunAndIsUnsubscribedWithIt() {
        let l = someData()
        let r = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { l.take(until: r) }
        XCTAssertEqual(
            res.events, [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 250)])
    }

    func testOtherElementCompletesASilentSource() {
        let l = scheduler.createHotObservable([.next(150, 1)])
        let r = scheduler.createHotObservable([.next(150, 1), .next(225, 2), .completed(250)])
        let res = scheduler.start { l.take(until: r) }
        XCTAssertEqual(res.events, [.completed(225)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 225)])
    }

    func testOtherErrorFailsASilentSource() {
        let l = scheduler.createHotObservable([.next(150, 1)])
        let r = scheduler.createHotObservable([.next(150, 1), .error(225, TestError.boom, Int.self)])
        let res = scheduler.start { l.take(until: r) }
        XCTAssertEqual(res.events, [.error(225, TestError.boom)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 225)])
    }

    func testSilentSourceAndEmptyOtherSendNothing() {
        let l = scheduler.createHotObservable([.next(150, 1)])
        let r = scheduler.createHotObservable([.next(150, 1), .completed(225)])
        let res = scheduler.start { l.take(until: r) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 225)])
    }

    func testSilentSourceAndSilentOtherSendNothing() {
        let l = scheduler.createHotObservable([.next(150, 1)])
        let r = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { l.take(until: r) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 1000)])
    }

    func testOtherElementBeforeTheFirstSourceElementCompletesAtOnce() {
        let l = scheduler.createHotObservable([.next(150, 1), .next(230, 2), .completed(240)])
        let r = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(220)])
        let res = scheduler.start { l.take(until: r) }
        XCTAssertEqual(res.events, [.completed(210)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 210)])
    }

    func testSourceIsSilencedAfterTheOtherEndedIt() {
        let l = scheduler.createHotObservable([.next(150, 1), .error(215, TestError.boom), .completed(240)])
        let r = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(220)])
        let res = scheduler.start { l.take(until: r) }
        XCTAssertEqual(res.events, [.completed(210)])
    }

    func testSourceCompletionUnsubscribesFromTheOther() {
        let l = scheduler.createHotObservable([.next(150, 1), .next(230, 2), .completed(240)])
        let r = scheduler.createHotObservable([.next(150, 1), .next(250, 2), .completed(260)])
        let res = scheduler.start { l.take(until: r) }
        XCTAssertEqual(res.events, [.next(230, 2), .completed(240)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 240)])
    }

    func testSourceErrorIsPassedOnAndUnsubscribesFromTheOther() {
        let l = scheduler.createHotObservable([.next(210, 2), .error(230, TestError.other)])
        let r = scheduler.createHotObservable([.next(250, 2)])
        let res = scheduler.start { l.take(until: r) }
        XCTAssertEqual(res.events, [.next(210, 2), .error(230, TestError.other)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 230)])
    }

    func testDisposingTakeUntilUnsubscribesFromBoth() {
        let l = someData()
        let r = scheduler.createHotObservable([.next(300, 1)])
        let res = scheduler.start(disposed: 215) { l.take(until: r) }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 215)])
    }

    func testTheOtherIsSubscribedBeforeTheSource() {
        var log: [String] = []
        let source = Observable<Int>.create { _ in
            log.append("source")
            return Disposables.create()
        }
        let other = Observable<Int>.create { _ in
            log.append("other")
            return Disposables.create()
        }
        let subscription = source.take(until: other).subscribe()
        XCTAssertEqual(log, ["other", "source"])
        subscription.dispose()
    }

    func testOtherThatSendsOnSubscriptionCompletesAtOnce() {
        // As in RxSwift, the source is still subscribed after the other fired, and dropped at once.
        let l = someData()
        let res = scheduler.start { l.take(until: Observable.just(0)) }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 200)])
    }

    func testOtherOfADifferentElementType() {
        let l = someData()
        let r = scheduler.createHotObservable([.next(235, "stop")])
        let res = scheduler.start { l.take(until: r) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(230, 4), .completed(235)])
    }

    func testOtherFiredByTheObserverDuringAnElementCompletesRightAfterIt() {
        let source = PublishSubject<Int>()
        let trigger = PublishSubject<Void>()
        var events: [String] = []
        _ = source.take(until: trigger).subscribe(
            onNext: { value in
                events.append("next \(value)")
                trigger.onNext(())
                events.append("after trigger")
            },
            onCompleted: { events.append("completed") })
        source.onNext(1)
        source.onNext(2)
        XCTAssertEqual(events, ["next 1", "completed", "after trigger"])
        XCTAssertFalse(source.hasObservers)
        XCTAssertFalse(trigger.hasObservers)
    }

    func testObserverThatDisposesDuringEmissionUnsubscribesFromBoth() {
        let source = PublishSubject<Int>()
        let trigger = PublishSubject<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = source.take(until: trigger).subscribe(onNext: { value in
            received.append(value)
            subscription?.dispose()
        })
        source.onNext(1)
        source.onNext(2)
        XCTAssertEqual(received, [1])
        XCTAssertFalse(source.hasObservers)
        XCTAssertFalse(trigger.hasObservers)
    }
}
