import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

/// `multicast(_:selector:)`: the selector's sequence, built on the source shared through one subject
/// per subscription.
final class MulticastSelectorTests: RxTestCase {
    private func source(ending end: Recorded<Event<Int>>) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(240, 2), .next(270, 3), end,
        ])
    }

    func testTheSelectorSeesTheSourceThroughTheSubject() {
        let xs = source(ending: .completed(300))
        let res = scheduler.start { xs.multicast({ PublishSubject<Int>() }, selector: { $0 }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2), .next(270, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTheSourceIsSubscribedOnceHoweverOftenTheSelectorUsesIt() {
        let cold = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30, Int.self)])
        let res = scheduler.start {
            cold.multicast(
                { PublishSubject<Int>() },
                selector: { shared in Observable.zip(shared, shared, resultSelector: +) })
        }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 4), .completed(230)])
        XCTAssertEqual(cold.subscriptions, [Subscription(200, 230)])
    }

    func testEachSubscriptionHasASubjectOfItsOwn() {
        var subjects = 0
        let shared = Observable.of(1, 2).multicast(
            { () -> ReplaySubject<Int> in
                subjects += 1
                return ReplaySubject.createUnbounded()
            }, selector: { $0.concat($0) })
        // The second half replays what the first half saw; a subject shared with an earlier subscription
        // would have ended already, and the second subscription would see [1, 2] and its end only.
        let first = scheduler.start { shared }.events.map(\.value.element)
        let second = TestScheduler(initialClock: 0).start { shared }.events.map(\.value.element)
        XCTAssertEqual(first, [1, 2, 1, 2, nil])
        XCTAssertEqual(second, [1, 2, 1, 2, nil])
        XCTAssertEqual(subjects, 2)
    }

    func testDisposingEndsTheSourceSubscription() {
        let xs = source(ending: .completed(300))
        let res = scheduler.start(disposed: 250) { xs.multicast({ PublishSubject<Int>() }, selector: { $0 }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testASourceErrorReachesTheSelectorsSequence() {
        let xs = source(ending: .error(300, TestError.boom))
        let res = scheduler.start {
            xs.multicast({ PublishSubject<Int>() }, selector: { $0.catchAndReturn(-1) })
        }
        XCTAssertEqual(
            res.events, [.next(210, 1), .next(240, 2), .next(270, 3), .next(300, -1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testAThrowingSubjectSelectorOrSelectorEndsTheSequenceWithoutSubscribing() {
        let xs = source(ending: .completed(300))
        let subjectThrows = scheduler.start {
            xs.multicast({ () throws -> PublishSubject<Int> in throw TestError.boom }, selector: { $0 })
        }
        XCTAssertEqual(subjectThrows.events, [.error(200, TestError.boom)])
        let selectorThrows = TestScheduler(initialClock: 0).start {
            xs.multicast(
                { PublishSubject<Int>() }, selector: { _ -> Observable<Int> in throw TestError.other })
        }
        XCTAssertEqual(selectorThrows.events, [.error(200, TestError.other)])
        XCTAssertEqual(xs.subscriptions, [])
    }
}
