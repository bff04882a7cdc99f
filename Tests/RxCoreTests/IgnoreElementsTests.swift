import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class IgnoreElementsTests: RxTestCase {
    func testIgnoreElementsOnlyPassesTheCompletionOn() {
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(250),
        ])
        let res = scheduler.start { xs.ignoreElements() }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testIgnoreElementsPassesTheErrorOn() {
        let xs = scheduler.createHotObservable([.next(210, 2), .error(220, TestError.boom)])
        let res = scheduler.start { xs.ignoreElements() }
        XCTAssertEqual(res.events, [.error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testIgnoreElementsReturnsAnObservableOfNever() {
        let xs = scheduler.createHotObservable([.next(210, "a"), .completed(250)])
        let ignored: Observable<Never> = xs.ignoreElements()
        let res = scheduler.start { ignored }
        XCTAssertEqual(res.events, [.completed(250)])
    }

    func testIgnoreElementsOfAnEmptySourceCompletes() {
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let res = scheduler.start { xs.ignoreElements() }
        XCTAssertEqual(res.events, [.completed(250)])
    }

    func testIgnoreElementsOfANeverSourceSendsNothing() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let res = scheduler.start { xs.ignoreElements() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testDisposingIgnoreElementsUnsubscribes() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.ignoreElements() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testOnlyTheFirstTerminalEventIsDelivered() {
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onError(TestError.boom)
            return Disposables.create()
        }
        let res = scheduler.start { source.ignoreElements() }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testObserverThatDisposesBeforeTheEndGetsNoTerminalEvent() {
        let subject = PublishSubject<Int>()
        var events: [String] = []
        let subscription = subject.ignoreElements().subscribe(
            onError: { events.append("error \($0)") },
            onCompleted: { events.append("completed") },
            onDisposed: { events.append("disposed") })
        subject.onNext(1)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
        subject.onCompleted()
        XCTAssertEqual(events, ["disposed"])
    }

    func testObserverThatSubscribesAgainOnCompletionCompletesAgain() {
        let subject = PublishSubject<Int>()
        let ignored = subject.ignoreElements()
        var completions = 0
        _ = ignored.subscribe(onCompleted: {
            completions += 1
            _ = ignored.subscribe(onCompleted: { completions += 1 })
        })
        subject.onNext(1)
        subject.onCompleted()
        XCTAssertEqual(completions, 2)
    }
}
