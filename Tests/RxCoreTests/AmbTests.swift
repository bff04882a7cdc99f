import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class AmbTests: RxTestCase {
    func testFirstToSendWinsAndTheOtherIsDisposed() {
        // RxSwift's amb example.
        let x1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(240)])
        let x2 = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(250)])
        let res = scheduler.start { x1.amb(x2) }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(240)])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(x2.subscriptions, [Subscription(200, 210)])
    }

    func testRightCanWin() {
        let x1 = scheduler.createHotObservable([.next(220, 1), .completed(240)])
        let x2 = scheduler.createHotObservable([.next(210, 2), .next(230, 3), .completed(250)])
        let res = scheduler.start { x1.amb(x2) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(230, 3), .completed(250)])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(x2.subscriptions, [Subscription(200, 250)])
    }

    func testWinnerThatFails() {
        // RxSwift's WinnerThrows.
        let x1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .error(220, TestError.boom)])
        let x2 = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(250)])
        let res = scheduler.start { x1.amb(x2) }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, TestError.boom)])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(x2.subscriptions, [Subscription(200, 210)])
    }

    func testAnErrorFirstWins() {
        let x1 = scheduler.createHotObservable([.next(220, 1), .completed(240)])
        let x2 = scheduler.createHotObservable([.error(210, TestError.boom, Int.self)])
        let res = scheduler.start { x1.amb(x2) }
        XCTAssertEqual(res.events, [.error(210, TestError.boom)])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(x2.subscriptions, [Subscription(200, 210)])
    }

    func testACompletionFirstWins() {
        let x1 = scheduler.createHotObservable([.completed(215, Int.self)])
        let x2 = scheduler.createHotObservable([.next(220, 1), .completed(240)])
        let res = scheduler.start { x1.amb(x2) }
        XCTAssertEqual(res.events, [.completed(215)])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(x2.subscriptions, [Subscription(200, 215)])
    }

    func testNeverAndNever() {
        let x1 = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let x2 = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let res = scheduler.start { x1.amb(x2) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(x2.subscriptions, [Subscription(200, 1000)])
    }

    func testNeverAgainstASource() {
        let x1 = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let x2 = scheduler.createHotObservable([.next(225, 2), .completed(250)])
        let res = scheduler.start { x1.amb(x2) }
        XCTAssertEqual(res.events, [.next(225, 2), .completed(250)])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 225)])
    }

    func testSimultaneousEventsGoToTheOneScheduledFirst() {
        let x1 = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let x2 = scheduler.createHotObservable([.next(210, 2), .completed(300)])
        let res = scheduler.start { x2.amb(x1) }
        // x1's event at 210 was scheduled first (x1 was created first).
        XCTAssertEqual(res.events, [.next(210, 1), .completed(300)])
        XCTAssertEqual(x2.subscriptions, [Subscription(200, 210)])
    }

    func testDisposeBeforeAnyEventUnsubscribesBoth() {
        let x1 = scheduler.createHotObservable([.next(310, 1), .completed(400)])
        let x2 = scheduler.createHotObservable([.next(320, 2), .completed(400)])
        let res = scheduler.start(disposed: 300) { x1.amb(x2) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(x2.subscriptions, [Subscription(200, 300)])
    }

    func testDisposeAfterTheRaceUnsubscribesTheWinner() {
        let x1 = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(400)])
        let x2 = scheduler.createHotObservable([.next(220, 3), .completed(400)])
        let res = scheduler.start(disposed: 250) { x1.amb(x2) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(x2.subscriptions, [Subscription(200, 210)])
    }

    func testLeftIsSubscribedFirst() {
        var log: [String] = []
        func source(_ name: String) -> Observable<Int> {
            Observable.create { _ in
                log.append(name)
                return Disposables.create()
            }
        }
        let subscription = source("left").amb(source("right")).subscribe()
        XCTAssertEqual(log, ["left", "right"])
        subscription.dispose()
    }

    func testSynchronousLeftWinsAndTheRightIsReleasedAtOnce() {
        let x2 = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let res = scheduler.start { Observable.just(1).amb(x2) }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(x2.subscriptions, [Subscription(200, 200)])
    }

    func testSynchronousRightWinsAndTheLeftIsDisposed() {
        let x1 = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let res = scheduler.start { x1.amb(Observable.of(1)) }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 200)])
    }

    // MARK: Static amb

    func testStaticAmbOfSeveralSources() {
        let x1 = scheduler.createHotObservable([.next(230, 1), .completed(300)])
        let x2 = scheduler.createHotObservable([.next(220, 2), .next(240, 4), .completed(310)])
        let x3 = scheduler.createHotObservable([.next(225, 3), .completed(320)])
        let res = scheduler.start {
            Observable.amb([x1.asObservable(), x2.asObservable(), x3.asObservable()])
        }
        XCTAssertEqual(res.events, [.next(220, 2), .next(240, 4), .completed(310)])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(x2.subscriptions, [Subscription(200, 310)])
        XCTAssertEqual(x3.subscriptions, [Subscription(200, 220)])
    }

    func testStaticAmbSubscribesInSequenceOrder() {
        var log: [Int] = []
        let sources = (1...3).map { index in
            Observable<Int>.create { _ in
                log.append(index)
                return Disposables.create()
            }
        }
        let subscription = Observable.amb(sources).subscribe()
        XCTAssertEqual(log, [1, 2, 3])
        subscription.dispose()
    }

    func testStaticAmbOfNothingNeverSendsAnything() {
        let res = scheduler.start { Observable<Int>.amb([]) }
        XCTAssertEqual(res.events, [])
    }

    func testStaticAmbOfOneSource() {
        let x1 = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
        let res = scheduler.start { Observable.amb([x1.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.boom)])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 220)])
    }

    // MARK: Re-entrancy

    func testObserverFeedingTheWinnerAgain() {
        let left = PublishSubject<Int>()
        let right = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = left.amb(right).subscribe(onNext: { value in
            received.append(value)
            if value < 3 { left.onNext(value + 1) }
            right.onNext(100)
        })
        left.onNext(1)
        XCTAssertEqual(received, [1, 2, 3])
        XCTAssertFalse(right.hasObservers)
        subscription.dispose()
        XCTAssertFalse(left.hasObservers)
    }

    func testObserverDisposingDuringEmission() {
        let left = PublishSubject<Int>()
        let right = PublishSubject<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = left.amb(right).subscribe(onNext: { value in
            received.append(value)
            subscription?.dispose()
        })
        right.onNext(1)
        right.onNext(2)
        XCTAssertEqual(received, [1])
        XCTAssertFalse(left.hasObservers)
        XCTAssertFalse(right.hasObservers)
    }

    func testLoserEventsAreIgnored() {
        let left = PublishSubject<Int>()
        let right = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        let subscription = left.amb(right).subscribe(observer)
        left.onNext(1)
        right.onNext(2)
        right.onCompleted()
        left.onCompleted()
        left.onNext(3)
        XCTAssertEqual(observer.events, [.next(0, 1), .completed(0)])
        subscription.dispose()
    }
}
