import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class RefCountTests: RxTestCase {
    // MARK: synchronous sources through a connectable

    func testASynchronousSourceIsDeliveredOnConnect() {
        let connectable = Observable.of(0, 1, 2).multicast(PublishSubject())
        var count = 0
        let subscription = connectable.subscribe(onNext: { _ in count += 1 })
        connectable.connect().dispose()
        XCTAssertEqual(count, 3)
        subscription.dispose()
    }

    func testASynchronousErrorAfterElements() {
        let connectable = Observable.of(0, 1, 2).concat(Observable.error(TestError.boom))
            .multicast(PublishSubject())
        var errors = 0
        let subscription = connectable.subscribe(onError: { _ in errors += 1 })
        connectable.connect().dispose()
        XCTAssertEqual(errors, 1)
        subscription.dispose()
    }

    func testASynchronousErrorRightAway() {
        let connectable = Observable<Int>.error(TestError.boom).multicast(PublishSubject())
        var errors = 0
        let subscription = connectable.subscribe(onError: { _ in errors += 1 })
        connectable.connect().dispose()
        XCTAssertEqual(errors, 1)
        subscription.dispose()
    }

    func testASynchronousEmptySource() {
        let connectable = Observable<Int>.empty().multicast(PublishSubject())
        var completions = 0
        let subscription = connectable.subscribe(onCompleted: { completions += 1 })
        connectable.connect().dispose()
        XCTAssertEqual(completions, 1)
        subscription.dispose()
    }

    // MARK: refCount

    func testTheFirstSubscriberConnects() {
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
        ])
        let res = scheduler.start { xs.multicast(PublishSubject()).refCount() }
        XCTAssertEqual(
            res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testNoConnectionWhenTheSubjectAlreadyCompleted() {
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let subject = PublishSubject<Int>()
        subject.onCompleted()
        let res = scheduler.start { xs.multicast(subject).refCount() }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testNoConnectionWhenTheSubjectAlreadyFailed() {
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let subject = PublishSubject<Int>()
        subject.onError(TestError.boom)
        let res = scheduler.start { xs.multicast(subject).refCount() }
        XCTAssertEqual(res.events, [.error(200, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testTheLastSubscriberLeavingDisconnects() {
        var subscribeCount = 0
        var disconnected = false
        let xs = Observable<Int>.deferred {
            subscribeCount += 1
            return Observable.create { _ in Disposables.create { disconnected = true } }
        }
        let shared = xs.multicast(PublishSubject()).refCount()

        let first = shared.subscribe()
        XCTAssertEqual(subscribeCount, 1)
        XCTAssertFalse(disconnected)

        let second = shared.subscribe()
        XCTAssertEqual(subscribeCount, 1, "the second subscriber shares the connection")
        XCTAssertFalse(disconnected)

        first.dispose()
        XCTAssertFalse(disconnected)
        second.dispose()
        XCTAssertTrue(disconnected)

        disconnected = false
        let third = shared.subscribe()
        XCTAssertEqual(subscribeCount, 2, "a subscriber after a disconnection connects again")
        XCTAssertFalse(disconnected)
        third.dispose()
        XCTAssertTrue(disconnected)
    }

    func testDisposingTwiceCountsOnce() {
        var disconnected = false
        let xs = Observable<Int>.create { _ in Disposables.create { disconnected = true } }
        let shared = xs.publish().refCount()
        let first = shared.subscribe()
        let second = shared.subscribe()
        first.dispose()
        first.dispose()
        XCTAssertFalse(disconnected, "one subscriber is still there")
        second.dispose()
        XCTAssertTrue(disconnected)
    }

    func testEverySubscriberOfAFailingPublishGetsTheError() {
        let shared = Observable<Int>.error(TestError.boom).publish().refCount()
        var errors: [TestError] = []
        _ = shared.subscribe(onError: { errors.append($0 as! TestError) })
        _ = shared.subscribe(onError: { errors.append($0 as! TestError) })
        XCTAssertEqual(errors, [.boom, .boom])
    }

    func testPublishRefCountWithOverlappingSubscribers() {
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(260, 6),
            .next(270, 7), .next(280, 8), .next(290, 9), .completed(300),
        ])
        let res = xs.publish().refCount()
        let o1 = scheduler.record(res, subscribed: 215, disposed: 235)
        let o2 = scheduler.record(res, subscribed: 225, disposed: 275)
        let o3 = scheduler.record(res, subscribed: 255, disposed: 265)
        let o4 = scheduler.record(res, subscribed: 285, disposed: 320)
        scheduler.start()
        XCTAssertEqual(o1.events, [.next(220, 2), .next(230, 3)])
        XCTAssertEqual(
            o2.events, [.next(230, 3), .next(240, 4), .next(250, 5), .next(260, 6), .next(270, 7)])
        XCTAssertEqual(o3.events, [.next(260, 6)])
        XCTAssertEqual(o4.events, [.next(290, 9), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(215, 275), Subscription(285, 300)])
    }

    private func resubscribingSources(
        _ xs1: TestableObservable<Int>, _ xs2: TestableObservable<Int>, _ xs3: TestableObservable<Int>
    ) -> Observable<Int> {
        var attempts = 0
        return Observable.deferred {
            defer { attempts += 1 }
            switch attempts {
            case 0: return xs1.asObservable()
            case 1: return xs2.asObservable()
            default: return xs3.asObservable()
            }
        }
    }

    /// Two subscribers that subscribe again from inside their terminal callback, and a late third.
    private func runResubscribing(
        _ shared: Observable<Int>, _ o1: TestableObserver<Int>, _ o2: TestableObserver<Int>,
        _ o3: TestableObserver<Int>
    ) {
        var subscriptions: [Disposable] = []
        func subscribeAgainOnTermination(_ observer: TestableObserver<Int>) -> Disposable {
            shared.subscribe { event in
                observer.on(event)
                if event.isStopEvent { subscriptions.append(shared.subscribe(observer)) }
            }
        }
        scheduler.scheduleAt(215) { subscriptions.append(subscribeAgainOnTermination(o1)) }
        scheduler.scheduleAt(220) { subscriptions.append(subscribeAgainOnTermination(o2)) }
        scheduler.scheduleAt(400) { subscriptions.append(shared.subscribe(o3)) }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()
        // The callbacks capture `subscriptions`, which holds their own subscriptions: a cycle that
        // disposing does not break here (a disposed subscription still holds its observer), so clear it.
        subscriptions = []
    }

    func testSubscribingAgainInsideOnErrorReconnects() {
        let xs1 = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
        let xs2 = scheduler.createColdObservable([.next(10, 2), .error(30, TestError.other)])
        let xs3 = scheduler.createColdObservable([.next(10, 3), .error(40, TestError.boom)])
        let shared = resubscribingSources(xs1, xs2, xs3).multicast { PublishSubject() }.refCount()
        let o1 = scheduler.createObserver(Int.self)
        let o2 = scheduler.createObserver(Int.self)
        let o3 = scheduler.createObserver(Int.self)
        runResubscribing(shared, o1, o2, o3)
        XCTAssertEqual(
            o1.events,
            [.next(225, 1), .error(235, TestError.boom), .next(245, 2), .error(265, TestError.other)])
        XCTAssertEqual(
            o2.events,
            [.next(225, 1), .error(235, TestError.boom), .next(245, 2), .error(265, TestError.other)])
        XCTAssertEqual(o3.events, [.next(410, 3), .error(440, TestError.boom)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(215, 235)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(235, 265)])
        XCTAssertEqual(xs3.subscriptions, [Subscription(400, 440)])
    }

    func testSubscribingAgainInsideOnCompletedReconnects() {
        let xs1 = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let xs2 = scheduler.createColdObservable([.next(10, 2), .completed(30)])
        let xs3 = scheduler.createColdObservable([.next(10, 3), .completed(40)])
        let shared = resubscribingSources(xs1, xs2, xs3).multicast { PublishSubject() }.refCount()
        let o1 = scheduler.createObserver(Int.self)
        let o2 = scheduler.createObserver(Int.self)
        let o3 = scheduler.createObserver(Int.self)
        runResubscribing(shared, o1, o2, o3)
        XCTAssertEqual(o1.events, [.next(225, 1), .completed(235), .next(245, 2), .completed(265)])
        XCTAssertEqual(o2.events, [.next(225, 1), .completed(235), .next(245, 2), .completed(265)])
        XCTAssertEqual(o3.events, [.next(410, 3), .completed(440)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(215, 235)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(235, 265)])
        XCTAssertEqual(xs3.subscriptions, [Subscription(400, 440)])
    }

    func testPublishRefCountReconnectsAfterTheSourceTerminates() {
        // publish() makes a subject per connection (as `multicast { PublishSubject() }`), so this is the
        // same as the test above.
        let xs1 = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let xs2 = scheduler.createColdObservable([.next(10, 2), .completed(30)])
        let xs3 = scheduler.createColdObservable([.next(10, 3), .completed(40)])
        let shared = resubscribingSources(xs1, xs2, xs3).publish().refCount()
        let o1 = scheduler.createObserver(Int.self)
        let o2 = scheduler.createObserver(Int.self)
        let o3 = scheduler.createObserver(Int.self)
        runResubscribing(shared, o1, o2, o3)
        XCTAssertEqual(o1.events, [.next(225, 1), .completed(235), .next(245, 2), .completed(265)])
        XCTAssertEqual(o2.events, [.next(225, 1), .completed(235), .next(245, 2), .completed(265)])
        XCTAssertEqual(o3.events, [.next(410, 3), .completed(440)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(215, 235)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(235, 265)])
        XCTAssertEqual(xs3.subscriptions, [Subscription(400, 440)])
    }

    func testAFixedSubjectAfterTerminationReplaysTheEndAndNeverReconnects() {
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let shared = xs.multicast(ReplaySubject.create(bufferSize: 1)).refCount()
        let first = scheduler.record(shared, subscribed: 200, disposed: 1000)
        let late = scheduler.record(shared, subscribed: 300, disposed: 1000)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(late.events, [.next(300, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testASubscriberOfAnOldConnectionCannotEndANewOne() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(310, 3)])
        let shared = xs.publish().refCount()
        let first = scheduler.record(shared, subscribed: 200, disposed: 230)
        let second = scheduler.record(shared, subscribed: 250, disposed: 400)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1)])
        XCTAssertEqual(second.events, [.next(260, 2), .next(310, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(250, 400)])
    }
}
