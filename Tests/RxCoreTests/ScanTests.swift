import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class ScanTests: RxTestCase {
    // RxSwift's testScan_Seed_SomeData.
    func testScanSendsEachNewAccumulation() {
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
        let res = scheduler.start { xs.scan(42) { $0 + $1 } }
        XCTAssertEqual(
            res.events, [.next(210, 44), .next(220, 47), .next(230, 51), .next(240, 56), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testScanIntoMutatesTheAccumulatorInPlace() {
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(250)])
        let res = scheduler.start { xs.scan(into: [String]()) { $0.append($1) } }
        XCTAssertEqual(res.events, [.next(210, ["a"]), .next(220, ["a", "b"]), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    // RxSwift's testScan_Seed_Return.
    func testScanOfASingleElementSendsSeedPlusElement() {
        let xs = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.scan(42) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 44), .completed(250)])
    }

    func testScanOfAnEmptySourceDoesNotSendTheSeed() {
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.scan(42) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testScanOfANeverSourceSendsNothing() {
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.scan(42) { $0 + $1 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testScanPassesTheErrorOn() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
        let res = scheduler.start { xs.scan(into: 0) { $0 += $1 } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(250, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    // RxSwift's testScan_Seed_AccumulatorThrows.
    func testScanAccumulatorThatThrowsEndsTheSequence() {
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
        let res = scheduler.start {
            xs.scan(42) { accumulated, value -> Int in
                if value == 4 { throw TestError.boom }
                return accumulated + value
            }
        }
        XCTAssertEqual(res.events, [.next(210, 44), .next(220, 47), .error(230, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testScanIntoAccumulatorThatThrowsEndsTheSequence() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        let res = scheduler.start {
            xs.scan(into: 0) { accumulated, value in
                if value == 2 { throw TestError.other }
                accumulated += value
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.other)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposingScanBeforeCompletionUnsubscribes() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(260, 3), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.scan(0) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testEachSubscriptionStartsAgainFromTheSeed() {
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let scanned = xs.scan(into: 100) { $0 += $1 }
        let first = scheduler.record(scanned, subscribed: 200)
        let second = scheduler.record(scanned, subscribed: 215)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 101), .next(220, 103), .completed(230)])
        XCTAssertEqual(second.events, [.next(225, 101), .next(235, 103), .completed(245)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(215, 245)])
    }

    func testNothingIsDeliveredAfterTheAccumulatorThrows() {
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onCompleted()
            return Disposables.create()
        }
        let res = scheduler.start {
            source.scan(0) { _, _ -> Int in throw TestError.boom }
        }
        XCTAssertEqual(res.events, [.error(200, TestError.boom)])
    }

    func testObserverThatDisposesDuringEmissionStopsDelivery() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = subject.scan(0) { $0 + $1 }.subscribe(onNext: { value in
            received.append(value)
            if value == 3 { subscription?.dispose() }
        })
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertEqual(received, [1, 3])
        XCTAssertFalse(subject.hasObservers)
    }

    func testObserverThatFeedsTheSourceDuringEmissionSeesTheAccumulationInOrder() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.scan(0) { $0 + $1 }.subscribe(onNext: { value in
            received.append(value)
            if value == 1 { subject.onNext(10) }
        })
        subject.onNext(1)
        subject.onNext(100)
        XCTAssertEqual(received, [1, 11, 111])
        subscription.dispose()
    }
}
