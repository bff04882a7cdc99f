import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class SkipForDurationTests: RxTestCase {
    func testSkipForZeroSkipsNothing() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.skip(.seconds(0), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testSkipDropsElementsDuringTheWindow() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.skip(.seconds(15), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testTheCompletionPassesEvenDuringTheWindow() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.skip(.seconds(50), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testAnErrorPassesEvenDuringTheWindow() {
        let xs = scheduler.createHotObservable([.error(210, TestError.boom, Int.self)])
        let res = scheduler.start { xs.skip(.seconds(50), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.error(210, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testSkipOfNever() {
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let res = scheduler.start { xs.skip(.seconds(50), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testTwoSkipsAddUp() {
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(260, 6),
            .completed(270),
        ])
        let res = scheduler.start {
            xs.skip(.seconds(15), scheduler: self.scheduler).skip(.seconds(30), scheduler: self.scheduler)
        }
        // Both windows start at subscription, so the longer one decides.
        XCTAssertEqual(res.events, [.next(240, 4), .next(250, 5), .next(260, 6), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    func testDisposingDuringTheWindow() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let res = scheduler.start(disposed: 240) { xs.skip(.seconds(20), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testAnElementOnTheTickTheWindowClosesPasses() {
        // The timer was scheduled before the cold source's events, so at 250 the window closes first;
        // the element arriving at the same tick then passes.
        let xs = scheduler.createColdObservable([.next(20, 1), .next(50, 2), .completed(60)])
        let res = scheduler.start { xs.skip(.seconds(50), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(250, 2), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }
}
