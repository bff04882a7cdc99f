import Foundation
import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

/// `merge(maxConcurrent:)`: inner sequences wait in line for a place.
final class MergeMaxConcurrentTests: RxTestCase {
    // MARK: merge(maxConcurrent:)

    private func makeLimitedOuter(
        outerEnd: Recorded<Event<TestableObservable<Int>>> = .completed(400),
        ys2End: Recorded<Event<Int>> = .completed(200)
    ) -> (outer: TestableObservable<TestableObservable<Int>>, inners: [TestableObservable<Int>]) {
        let ys1 = scheduler.createColdObservable([
            .next(50, 1), .next(100, 2), .next(120, 3), .completed(140),
        ])
        let ys2 = scheduler.createColdObservable([.next(20, 4), .next(70, 5), ys2End])
        let ys3 = scheduler.createColdObservable([.next(10, 6), .next(90, 7), .next(110, 8), .completed(130)])
        let ys4 = scheduler.createColdObservable([.next(210, 9), .next(240, 10), .completed(300)])
        let xs = scheduler.createHotObservable([
            .next(210, ys1), .next(260, ys2), .next(270, ys3), .next(320, ys4), outerEnd,
        ])
        return (xs, [ys1, ys2, ys3, ys4])
    }

    func testMergeMaxConcurrentTwo() {
        // RxSwift's merge(maxConcurrent: 2) example: ys3 waits until ys1 completes, ys4 until ys2 does.
        let (xs, ys) = makeLimitedOuter()
        let res = scheduler.start { xs.merge(maxConcurrent: 2) }
        XCTAssertEqual(
            res.events,
            [
                .next(260, 1), .next(280, 4), .next(310, 2), .next(330, 3), .next(330, 5), .next(360, 6),
                .next(440, 7), .next(460, 8), .next(670, 9), .next(700, 10), .completed(760),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys[0].subscriptions, [Subscription(210, 350)])
        XCTAssertEqual(ys[1].subscriptions, [Subscription(260, 460)])
        XCTAssertEqual(ys[2].subscriptions, [Subscription(350, 480)])
        XCTAssertEqual(ys[3].subscriptions, [Subscription(460, 760)])
    }

    func testMergeMaxConcurrentLargeEnoughIsAPlainMerge() {
        let (xs, ys) = makeLimitedOuter()
        let res = scheduler.start { xs.merge(maxConcurrent: 10) }
        XCTAssertEqual(
            res.events,
            [
                .next(260, 1), .next(280, 4), .next(280, 6), .next(310, 2), .next(330, 3), .next(330, 5),
                .next(360, 7), .next(380, 8), .next(530, 9), .next(560, 10), .completed(620),
            ])
        XCTAssertEqual(ys[2].subscriptions, [Subscription(270, 400)])
        XCTAssertEqual(ys[3].subscriptions, [Subscription(320, 620)])
    }

    func testMergeMaxConcurrentInnerErrorDropsTheWaitingOnes() {
        let (xs, ys) = makeLimitedOuter(ys2End: .error(100, TestError.boom))
        let res = scheduler.start { xs.merge(maxConcurrent: 2) }
        XCTAssertEqual(
            res.events,
            [
                .next(260, 1), .next(280, 4), .next(310, 2), .next(330, 3), .next(330, 5),
                .error(360, TestError.boom),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 360)])
        XCTAssertEqual(ys[2].subscriptions, [Subscription(350, 360)])
        XCTAssertEqual(ys[3].subscriptions, [])
    }

    func testMergeMaxConcurrentOuterError() {
        let (xs, ys) = makeLimitedOuter(outerEnd: .error(400, TestError.boom))
        let res = scheduler.start { xs.merge(maxConcurrent: 2) }
        XCTAssertEqual(
            res.events,
            [
                .next(260, 1), .next(280, 4), .next(310, 2), .next(330, 3), .next(330, 5), .next(360, 6),
                .error(400, TestError.boom),
            ])
        XCTAssertEqual(ys[1].subscriptions, [Subscription(260, 400)])
        XCTAssertEqual(ys[2].subscriptions, [Subscription(350, 400)])
        XCTAssertEqual(ys[3].subscriptions, [])
    }

    func testMergeMaxConcurrentDisposeDropsTheWaitingOnes() {
        let (xs, ys) = makeLimitedOuter()
        let res = scheduler.start(disposed: 300) { xs.merge(maxConcurrent: 2) }
        XCTAssertEqual(res.events, [.next(260, 1), .next(280, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys[0].subscriptions, [Subscription(210, 300)])
        XCTAssertEqual(ys[1].subscriptions, [Subscription(260, 300)])
        XCTAssertEqual(ys[2].subscriptions, [])
    }

    func testMergeMaxConcurrentEmptyOuterCompletes() {
        let xs = scheduler.createHotObservable([.completed(300, TestableObservable<Int>.self)])
        let res = scheduler.start { xs.merge(maxConcurrent: 2) }
        XCTAssertEqual(res.events, [.completed(300)])
    }

    func testMergeMaxConcurrentStartsWaitingSynchronousInnersInOrder() {
        let subject = PublishSubject<Int>()
        let sources = PublishSubject<Observable<Int>>()
        var received: [Int] = []
        var completed = false
        let subscription = sources.merge(maxConcurrent: 1)
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        sources.onNext(subject.asObservable())
        sources.onNext(Observable.just(1))
        sources.onNext(Observable.of(2, 3))
        sources.onCompleted()
        subject.onNext(0)
        XCTAssertEqual(received, [0])
        subject.onCompleted()
        XCTAssertEqual(received, [0, 1, 2, 3])
        XCTAssertTrue(completed)
        subscription.dispose()
    }
}
