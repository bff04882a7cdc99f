import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class SkipUntilTests: RxTestCase {
    private func someData() -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
    }

    func testSkipUntilPassesElementsOnOnceTheOtherSent() {
        let l = someData()
        let r = scheduler.createHotObservable([.next(150, 1), .next(225, 99), .completed(230)])
        let res = scheduler.start { l.skip(until: r) }
        XCTAssertEqual(res.events, [.next(230, 4), .next(240, 5), .completed(250)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 225)])
    }

    func testSkipUntilFailsWhenTheOtherFails() {
        let l = someData()
        let r = scheduler.createHotObservable([.next(150, 1), .error(225, TestError.boom, Int.self)])
        let res = scheduler.start { l.skip(until: r) }
        XCTAssertEqual(res.events, [.error(225, TestError.boom)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 225)])
    }

    func testOtherCompletingWithoutAnElementKeepsTheGateClosedForGood() {
        let l = someData()
        let r = scheduler.createHotObservable([.next(150, 1), .completed(225)])
        let res = scheduler.start { l.skip(until: r) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 225)])
    }

    func testSourceCompletingBeforeTheGateOpensEndsSilently() {
        let l = someData()
        let r = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { l.skip(until: r) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 250)])
    }

    func testOtherElementAfterASilentEndChangesNothing() {
        let l = someData()
        let r = scheduler.createHotObservable([.next(260, 1), .completed(270)])
        let res = scheduler.start { l.skip(until: r) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 250)])
    }

    func testSourceErrorIsPassedOnWhileTheGateIsClosed() {
        let l = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .error(225, TestError.boom)])
        let r = scheduler.createHotObservable([.next(150, 1), .next(230, 2)])
        let res = scheduler.start { l.skip(until: r) }
        XCTAssertEqual(res.events, [.error(225, TestError.boom)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 225)])
    }

    func testSourceErrorIsPassedOnAfterTheGateOpened() {
        let l = scheduler.createHotObservable([.next(210, 2), .next(230, 3), .error(240, TestError.other)])
        let r = scheduler.createHotObservable([.next(220, "open")])
        let res = scheduler.start { l.skip(until: r) }
        XCTAssertEqual(res.events, [.next(230, 3), .error(240, TestError.other)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 220)])
    }

    func testSilentSourceWithAnOpenedGateSendsNothing() {
        let l = scheduler.createHotObservable([.next(150, 1)])
        let r = scheduler.createHotObservable([.next(150, 1), .next(225, 2), .completed(250)])
        let res = scheduler.start { l.skip(until: r) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 225)])
    }

    func testSilentSourceFailsWhenTheOtherFails() {
        let l = scheduler.createHotObservable([.next(150, 1)])
        let r = scheduler.createHotObservable([.error(225, TestError.boom, Int.self)])
        let res = scheduler.start { l.skip(until: r) }
        XCTAssertEqual(res.events, [.error(225, TestError.boom)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 225)])
    }

    func testSilentSourceAndSilentOtherStaySubscribed() {
        let l = scheduler.createHotObservable([.next(150, 1)])
        let r = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { l.skip(until: r) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 1000)])
    }

    func testTheSourceIsSubscribedBeforeTheOther() {
        var log: [String] = []
        let source = Observable<Int>.create { _ in
            log.append("source")
            return Disposables.create()
        }
        let other = Observable<Int>.create { _ in
            log.append("other")
            return Disposables.create()
        }
        let subscription = source.skip(until: other).subscribe()
        XCTAssertEqual(log, ["source", "other"])
        subscription.dispose()
    }

    func testOtherThatSendsOnSubscriptionOpensTheGateAtOnce() {
        let l = someData()
        let res = scheduler.start { l.skip(until: Observable.just(0)) }
        XCTAssertEqual(
            res.events, [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)])
    }

    func testDisposingSkipUntilUnsubscribesFromBoth() {
        let l = someData()
        let r = scheduler.createHotObservable([.next(300, 1)])
        let res = scheduler.start(disposed: 235) { l.skip(until: r) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 235)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 235)])
    }

    func testOtherOpeningTheGateFromTheObserverOfAnotherSubscription() {
        let source = PublishSubject<Int>()
        let gate = PublishSubject<Void>()
        var received: [Int] = []
        let subscription = source.skip(until: gate).subscribe(onNext: { received.append($0) })
        source.onNext(1)
        gate.onNext(())
        XCTAssertFalse(gate.hasObservers, "the gate is unsubscribed once it opened")
        source.onNext(2)
        gate.onNext(())
        source.onNext(3)
        XCTAssertEqual(received, [2, 3])
        subscription.dispose()
        XCTAssertFalse(source.hasObservers)
    }

    func testObserverThatDisposesDuringEmissionStopsDelivery() {
        let source = PublishSubject<Int>()
        let gate = BehaviorSubject(value: ())
        var received: [Int] = []
        var subscription: Disposable?
        subscription = source.skip(until: gate).subscribe(onNext: { value in
            received.append(value)
            subscription?.dispose()
        })
        source.onNext(1)
        source.onNext(2)
        XCTAssertEqual(received, [1])
        XCTAssertFalse(source.hasObservers)
    }
}
