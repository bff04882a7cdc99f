import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class WithLatestFromTests: RxTestCase {
    private func makeSources(
        xsEnd: Recorded<Event<Int>> = .completed(590),
        ysEnd: Recorded<Event<String>> = .completed(400)
    ) -> (TestableObservable<Int>, TestableObservable<String>) {
        let xs = scheduler.createHotObservable(
            [
                .next(90, 1), .next(180, 2), .next(250, 3), .next(260, 4), .next(310, 5), .next(340, 6),
                .next(410, 7), .next(420, 8), .next(470, 9), .next(550, 10),
            ] + [xsEnd])
        let ys = scheduler.createHotObservable(
            [.next(255, "bar"), .next(330, "foo"), .next(350, "qux")] + [ysEnd])
        return (xs, ys)
    }

    func testCombinesEachElementWithTheLatestOfTheOther() {
        // RxSwift's Simple1.
        let (xs, ys) = makeSources()
        let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }
        XCTAssertEqual(
            res.events,
            [
                .next(260, "4bar"), .next(310, "5bar"), .next(340, "6foo"), .next(410, "7qux"),
                .next(420, "8qux"), .next(470, "9qux"), .next(550, "10qux"), .completed(590),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 590)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 400)])
    }

    func testFormWithoutSelectorSendsTheOthersLatestElement() {
        let (xs, ys) = makeSources()
        let res = scheduler.start { xs.withLatestFrom(ys) }
        XCTAssertEqual(
            res.events,
            [
                .next(260, "bar"), .next(310, "bar"), .next(340, "foo"), .next(410, "qux"), .next(420, "qux"),
                .next(470, "qux"), .next(550, "qux"), .completed(590),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 590)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 400)])
    }

    func testErrorOfTheSourceEndsTheResult() {
        let (xs, ys) = makeSources(xsEnd: .error(590, TestError.boom))
        let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }
        XCTAssertEqual(
            res.events,
            [
                .next(260, "4bar"), .next(310, "5bar"), .next(340, "6foo"), .next(410, "7qux"),
                .next(420, "8qux"), .next(470, "9qux"), .next(550, "10qux"), .error(590, TestError.boom),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 590)])
    }

    func testErrorOfTheOtherEndsTheResult() {
        // RxSwift's Error2.
        let xs = scheduler.createHotObservable([
            .next(90, 1), .next(180, 2), .next(250, 3), .next(260, 4), .next(310, 5), .next(340, 6),
            .completed(390),
        ])
        let ys = scheduler.createHotObservable([
            .next(255, "bar"), .next(330, "foo"), .next(350, "qux"), .error(370, TestError.boom),
        ])
        let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }
        XCTAssertEqual(
            res.events,
            [.next(260, "4bar"), .next(310, "5bar"), .next(340, "6foo"), .error(370, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 370)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 370)])
    }

    func testSelectorThatThrowsEndsTheResult() {
        // RxSwift's Error3.
        let (xs, ys) = makeSources()
        let res = scheduler.start {
            xs.withLatestFrom(ys) { x, y -> String in
                if x == 5 { throw TestError.boom }
                return "\(x)\(y)"
            }
        }
        XCTAssertEqual(res.events, [.next(260, "4bar"), .error(310, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 310)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 310)])
    }

    func testOtherSubscribedFirstSoBehaviorSubjectsMatchAtOnce() {
        // RxSwift's BehaviorSubject example: the other is subscribed first, so the source's replayed
        // element already sees the other's value.
        let res = scheduler.start {
            BehaviorSubject(value: 3).withLatestFrom(BehaviorSubject(value: 5)) { "\($0)\($1)" }.take(1)
        }
        XCTAssertEqual(res.events, [.next(200, "35"), .completed(200)])
    }

    func testOtherIsSubscribedBeforeTheSource() {
        var log: [String] = []
        let source = Observable<Int>.create { _ in
            log.append("source")
            return Disposables.create()
        }
        let other = Observable<Int>.create { _ in
            log.append("other")
            return Disposables.create()
        }
        let subscription = source.withLatestFrom(other).subscribe()
        XCTAssertEqual(log, ["other", "source"])
        subscription.dispose()
    }

    func testOtherThatNeverSendsDropsEverything() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let ys = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let res = scheduler.start { xs.withLatestFrom(ys) }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testOtherThatCompletesWithoutAValueDropsEverything() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.completed(205, Int.self)])
        let res = scheduler.start { xs.withLatestFrom(ys) }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 205)])
    }

    func testEmptySourceCompletes() {
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let ys = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start { xs.withLatestFrom(ys) }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testNeverSourceNeverEnds() {
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let ys = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.withLatestFrom(ys) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testOtherErrorBeforeAnyValue() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.error(205, TestError.boom, Int.self)])
        let res = scheduler.start { xs.withLatestFrom(ys) }
        XCTAssertEqual(res.events, [.error(205, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 205)])
    }

    func testDisposingBeforeCompletionUnsubscribesBoth() {
        let (xs, ys) = makeSources()
        let res = scheduler.start(disposed: 320) { xs.withLatestFrom(ys) { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [.next(260, "4bar"), .next(310, "5bar")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 320)])
    }

    func testSynchronousErrorOfTheOtherStillReleasesTheSource() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.withLatestFrom(Observable<Int>.error(TestError.boom)) }
        XCTAssertEqual(res.events, [.error(200, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    // MARK: Re-entrancy

    func testObserverFeedingTheSourceAgainDoesNotDeadlock() {
        let xs = PublishSubject<Int>()
        let ys = PublishSubject<String>()
        var received: [String] = []
        let subscription = xs.withLatestFrom(ys) { "\($0)\($1)" }
            .subscribe(onNext: { value in
                received.append(value)
                if value == "1a" {
                    ys.onNext("b")
                    xs.onNext(2)
                }
            })
        ys.onNext("a")
        xs.onNext(1)
        XCTAssertEqual(received, ["1a", "2b"])
        subscription.dispose()
        XCTAssertFalse(xs.hasObservers)
        XCTAssertFalse(ys.hasObservers)
    }

    func testObserverDisposingDuringEmissionStopsDelivery() {
        let xs = PublishSubject<Int>()
        let ys = PublishSubject<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = xs.withLatestFrom(ys) { $0 + $1 }
            .subscribe(onNext: { value in
                received.append(value)
                subscription?.dispose()
            })
        ys.onNext(10)
        xs.onNext(1)
        xs.onNext(2)
        XCTAssertEqual(received, [11])
        XCTAssertFalse(xs.hasObservers)
        XCTAssertFalse(ys.hasObservers)
    }

    func testNothingIsSentAfterCompletion() {
        let xs = PublishSubject<Int>()
        let ys = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        let subscription = xs.withLatestFrom(ys).subscribe(observer)
        ys.onNext(1)
        xs.onNext(0)
        xs.onCompleted()
        xs.onNext(0)
        ys.onError(TestError.boom)
        XCTAssertEqual(observer.events, [.next(0, 1), .completed(0)])
        XCTAssertFalse(ys.hasObservers)
        subscription.dispose()
    }
}
