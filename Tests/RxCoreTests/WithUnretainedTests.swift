import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class WithUnretainedTests: RxTestCase {
    private final class Owner {
        let name: String

        init(_ name: String) {
            self.name = name
        }
    }

    func testWithUnretainedPairsEachElementWithTheObject() {
        let owner = Owner("o")
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.withUnretained(owner) { "\($0.name)\($1)" } }
        XCTAssertEqual(res.events, [.next(210, "o1"), .next(220, "o2"), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testWithUnretainedTupleFormGivesTheObjectAndTheElement() {
        let owner = Owner("o")
        let subject = PublishSubject<Int>()
        var received: [String] = []
        let subscription = subject.withUnretained(owner).subscribe(onNext: { object, element in
            XCTAssertTrue(object === owner)
            received.append("\(object.name)\(element)")
        })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(received, ["o1", "o2"])
        subscription.dispose()
    }

    func testTheNextElementAfterTheObjectIsGoneCompletesTheSequence() {
        var owner: Owner? = Owner("o")
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
        ])
        scheduler.scheduleAt(225) { owner = nil }
        let res = scheduler.start { xs.withUnretained(owner!) { "\($0.name)\($1)" } }
        XCTAssertEqual(res.events, [.next(210, "o1"), .next(220, "o2"), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testTupleFormAlsoCompletesOnceTheObjectIsGone() {
        var owner: Owner? = Owner("o")
        let subject = PublishSubject<Int>()
        var events: [String] = []
        _ = subject.withUnretained(owner!).subscribe(
            onNext: { events.append("\($0.name)\($1)") },
            onCompleted: { events.append("completed") })
        subject.onNext(1)
        owner = nil
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertEqual(events, ["o1", "completed"])
        XCTAssertFalse(subject.hasObservers)
    }

    func testTheObjectGoingAwayAloneDoesNotEndTheSequence() {
        var owner: Owner? = Owner("o")
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        scheduler.scheduleAt(250) { owner = nil }
        let res = scheduler.start { xs.withUnretained(owner!) { "\($0.name)\($1)" } }
        XCTAssertEqual(res.events, [.next(210, "o1"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testWithUnretainedDoesNotRetainTheObject() {
        var owner: Owner? = Owner("o")
        weak let weakOwner = owner
        let subject = PublishSubject<Int>()
        let observable = subject.withUnretained(owner!) { object, element in "\(object.name)\(element)" }
        let subscription = observable.subscribe()
        owner = nil
        XCTAssertNil(weakOwner, "neither the observable nor its subscription may keep the object alive")
        subscription.dispose()
    }

    func testObjectGoneBeforeSubscribingCompletesOnTheFirstElement() {
        var owner: Owner? = Owner("o")
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let observable = xs.withUnretained(owner!) { "\($0.name)\($1)" }
        owner = nil
        let res = scheduler.start { observable }
        XCTAssertEqual(res.events, [.completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testWithUnretainedPassesTheErrorOn() {
        let owner = Owner("o")
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
        let res = scheduler.start { xs.withUnretained(owner) { "\($0.name)\($1)" } }
        XCTAssertEqual(res.events, [.next(210, "o1"), .error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testWithUnretainedPassesTheErrorOnAfterTheObjectIsGone() {
        var owner: Owner? = Owner("o")
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
        scheduler.scheduleAt(215) { owner = nil }
        let res = scheduler.start { xs.withUnretained(owner!) { "\($0.name)\($1)" } }
        XCTAssertEqual(res.events, [.next(210, "o1"), .error(220, TestError.boom)])
    }

    func testWithUnretainedOfAnEmptySourceCompletes() {
        let owner = Owner("o")
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.withUnretained(owner) { "\($0.name)\($1)" } }
        XCTAssertEqual(res.events, [.completed(250)])
    }

    func testWithUnretainedOfANeverSourceSendsNothing() {
        let owner = Owner("o")
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.withUnretained(owner) { "\($0.name)\($1)" } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testDisposingWithUnretainedUnsubscribes() {
        let owner = Owner("o")
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.withUnretained(owner) { "\($0.name)\($1)" } }
        XCTAssertEqual(res.events, [.next(210, "o1")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testObserverThatReleasesTheObjectDuringEmissionEndsAtTheNextElement() {
        var owner: Owner? = Owner("o")
        let subject = PublishSubject<Int>()
        var events: [String] = []
        _ = subject.withUnretained(owner!) { "\($0.name)\($1)" }.subscribe(
            onNext: { value in
                events.append(value)
                owner = nil
            },
            onCompleted: { events.append("completed") })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(events, ["o1", "completed"])
    }

    func testObserverThatDisposesDuringEmissionStopsDelivery() {
        let owner = Owner("o")
        let subject = PublishSubject<Int>()
        var events: [String] = []
        var subscription: Disposable?
        subscription = subject.withUnretained(owner) { "\($0.name)\($1)" }.subscribe(
            onNext: { value in
                events.append(value)
                subscription?.dispose()
            },
            onCompleted: { events.append("completed") })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(events, ["o1"])
        XCTAssertFalse(subject.hasObservers)
    }
}
