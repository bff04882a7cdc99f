import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class MaterializeTests: RxTestCase {
    // MARK: materialize

    func testMaterializeTurnsElementsAndCompletionIntoElements() {
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.materialize() }
        XCTAssertEqual(
            res.events,
            [
                .next(210, Event.next(2)), .next(220, Event.next(3)), .next(250, Event<Int>.completed),
                .completed(250),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMaterializeTurnsTheErrorIntoAnElementAndCompletes() {
        let xs = scheduler.createHotObservable([.next(210, 2), .error(250, TestError.boom)])
        let res = scheduler.start { xs.materialize() }
        XCTAssertEqual(
            res.events,
            [.next(210, Event.next(2)), .next(250, Event<Int>.error(TestError.boom)), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMaterializeOfAnEmptySource() {
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.materialize() }
        XCTAssertEqual(res.events, [.next(250, Event<Int>.completed), .completed(250)])
    }

    func testMaterializeOfANeverSourceSendsNothing() {
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.materialize() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testDisposingMaterializeUnsubscribes() {
        let xs = scheduler.createHotObservable([.next(210, 2), .next(260, 3), .error(300, TestError.boom)])
        let res = scheduler.start(disposed: 250) { xs.materialize() }
        XCTAssertEqual(res.events, [.next(210, Event.next(2))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testObserverThatDisposesOnTheMaterializedErrorGetsNoCompletion() {
        let subject = PublishSubject<Int>()
        var events: [String] = []
        var subscription: Disposable?
        subscription = subject.materialize().subscribe(
            onNext: { event in
                events.append("\(event)")
                if event.isStopEvent { subscription?.dispose() }
            },
            onCompleted: { events.append("completed") })
        subject.onNext(1)
        subject.onError(TestError.boom)
        XCTAssertEqual(events, ["next(1)", "error(boom)"])
    }

    // MARK: dematerialize

    func testDematerializeTurnsElementsBackIntoEvents() {
        let xs = scheduler.createHotObservable([
            .next(150, Event.next(41)), .next(210, Event.next(42)), .next(220, Event.next(43)),
            .completed(250),
        ])
        let res = scheduler.start { xs.dematerialize() }
        XCTAssertEqual(res.events, [.next(210, 42), .next(220, 43), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDematerializedCompletedElementCompletesAndUnsubscribes() {
        let xs = scheduler.createHotObservable([
            .next(210, Event.next(1)), .next(230, Event<Int>.completed), .next(240, Event.next(2)),
            .completed(300),
        ])
        let res = scheduler.start { xs.dematerialize() }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDematerializedErrorElementFailsAndUnsubscribes() {
        let xs = scheduler.createHotObservable([
            .next(210, Event.next(1)), .next(230, Event<Int>.error(TestError.boom)),
            .next(240, Event.next(2)),
            .completed(300),
        ])
        let res = scheduler.start { xs.dematerialize() }
        XCTAssertEqual(res.events, [.next(210, 1), .error(230, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDematerializePassesTheSourceErrorOn() {
        let xs = scheduler.createHotObservable([.next(210, Event.next(1)), .error(230, TestError.other)])
        let res = scheduler.start { xs.dematerialize() }
        XCTAssertEqual(res.events, [.next(210, 1), .error(230, TestError.other)])
    }

    func testDematerializeOfANeverSourceSendsNothing() {
        let xs = scheduler.createHotObservable([.next(150, Event.next(1))])
        let res = scheduler.start { xs.dematerialize() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testDisposingDematerializeUnsubscribes() {
        let xs = scheduler.createHotObservable([.next(210, Event.next(1)), .next(260, Event.next(2))])
        let res = scheduler.start(disposed: 250) { xs.dematerialize() }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testNothingIsDeliveredAfterADematerializedTerminalEvent() {
        let res = scheduler.start {
            Observable.of(Event.next(1), .completed, .next(2), .error(TestError.boom)).dematerialize()
        }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
    }

    func testMaterializeThenDematerializeGivesBackTheSequence() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError.boom)])
        let res = scheduler.start { xs.materialize().dematerialize() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .error(230, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testObserverThatDisposesDuringEmissionStopsDematerialize() {
        let subject = PublishSubject<Event<Int>>()
        var events: [String] = []
        var subscription: Disposable?
        subscription = subject.dematerialize().subscribe(
            onNext: { value in
                events.append("next \(value)")
                subscription?.dispose()
            },
            onCompleted: { events.append("completed") })
        subject.onNext(.next(1))
        subject.onNext(.completed)
        XCTAssertEqual(events, ["next 1"])
        XCTAssertFalse(subject.hasObservers)
    }
}
