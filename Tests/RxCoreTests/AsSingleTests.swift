import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class AsSingleTests: RxTestCase {
    func testAsSingleSendsTheOnlyElementOnCompletion() {
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 5), .completed(250), .error(260, TestError.boom),
        ])
        let res = scheduler.start { xs.asSingle().asObservable() }
        XCTAssertEqual(res.events, [.next(250, 5), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAsSingleTreatsANilElementAsAnElement() {
        let one = scheduler.createHotObservable([.next(210, Int?.none), .completed(250)])
        let two = scheduler.createHotObservable([.next(210, Int?.none), .next(220, nil), .completed(250)])
        let oneResult = scheduler.record(one.asSingle(), subscribed: 200)
        let twoResult = scheduler.record(two.asSingle(), subscribed: 200)
        scheduler.start()
        XCTAssertEqual(oneResult.events, [.next(250, nil), .completed(250)])
        XCTAssertEqual(twoResult.events, [.error(220, RxError.moreThanOneElement)])
    }

    func testAsSingleOfAnEmptySourceFailsWithNoElements() {
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250), .error(260, TestError.boom)])
        let res = scheduler.start { xs.asSingle().asObservable() }
        XCTAssertEqual(res.events, [.error(250, RxError.noElements)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAsSingleFailsAtTheSecondElement() {
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 5), .next(220, 6), .next(230, 7), .completed(250),
        ])
        let res = scheduler.start { xs.asSingle().asObservable() }
        XCTAssertEqual(res.events, [.error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAsSinglePassesTheErrorOn() {
        let xs = scheduler.createHotObservable([.next(150, 1), .error(210, TestError.boom)])
        let res = scheduler.start { xs.asSingle().asObservable() }
        XCTAssertEqual(res.events, [.error(210, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testAsSinglePassesTheErrorOnAfterAnElement() {
        let xs = scheduler.createHotObservable([.next(205, 5), .error(210, TestError.boom)])
        let res = scheduler.start { xs.asSingle().asObservable() }
        XCTAssertEqual(res.events, [.error(210, TestError.boom)])
    }

    func testAsSingleOfANeverSourceSendsNothing() {
        let xs = scheduler.createHotObservable([.next(210, 5)])
        let res = scheduler.start { xs.asSingle().asObservable() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testDisposingAsSingleBeforeCompletionSendsNothing() {
        let xs = scheduler.createHotObservable([.next(210, 5), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.asSingle().asObservable() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testNothingIsDeliveredAfterTheMoreThanOneElementError() {
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onNext(3)
            observer.onCompleted()
            return Disposables.create()
        }
        let res = scheduler.start { source.asSingle().asObservable() }
        XCTAssertEqual(res.events, [.error(200, RxError.moreThanOneElement)])
    }

    func testSubscribeReportsSuccessThenDisposed() {
        let subject = PublishSubject<String>()
        var events: [String] = []
        _ = subject.asSingle().subscribe(
            onSuccess: { events.append("success \($0)") },
            onFailure: { events.append("failure \($0)") },
            onDisposed: { events.append("disposed") })
        subject.onNext("a")
        XCTAssertEqual(events, [])
        subject.onCompleted()
        XCTAssertEqual(events, ["success a", "disposed"])
    }

    func testSubscribeReportsNoElementsAsAFailure() {
        var failure: Error?
        _ = Observable<Int>.empty().asSingle().subscribe(
            onSuccess: { _ in XCTFail("no element") },
            onFailure: {
                failure = $0
            })
        guard case .noElements? = failure as? RxError else {
            return XCTFail("expected RxError.noElements, got \(String(describing: failure))")
        }
    }

    func testSubscribeReportsMoreThanOneElementAsAFailure() {
        var events: [String] = []
        _ = Observable.of(1, 2).asSingle().subscribe(
            onSuccess: { events.append("success \($0)") },
            onFailure: { events.append("failure \($0)") },
            onDisposed: { events.append("disposed") })
        XCTAssertEqual(events, ["failure Sequence contains more than one element.", "disposed"])
    }

    func testObserverThatDisposesInOnSuccessIsNotCalledAgain() {
        let subject = PublishSubject<Int>()
        var successes = 0
        var disposals = 0
        var subscription: Disposable?
        subscription = subject.asSingle().subscribe(
            onSuccess: { _ in
                successes += 1
                subscription?.dispose()
            },
            onDisposed: { disposals += 1 })
        subject.onNext(1)
        subject.onCompleted()
        subscription?.dispose()
        XCTAssertEqual(successes, 1)
        XCTAssertEqual(disposals, 1)
    }

    func testFirstSendsTheFirstElementAtOnceAndEndsTheSubscription() {
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 5), .next(220, 6), .completed(250)])
        let res = scheduler.start { xs.first().asObservable() }
        XCTAssertEqual(res.events, [.next(210, 5), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testFirstOfAnEmptySequenceIsNilAndAnErrorPassesOn() {
        let empty = scheduler.createHotObservable([.completed(250, Int.self)])
        let failing = scheduler.createHotObservable([.error(230, TestError.boom, Int.self)])
        let emptyResult = scheduler.record(empty.first(), subscribed: 200)
        let failingResult = scheduler.record(failing.first(), subscribed: 200)
        scheduler.start()
        XCTAssertEqual(emptyResult.events, [.next(250, nil), .completed(250)])
        XCTAssertEqual(failingResult.events, [.error(230, TestError.boom)])
    }
}
