import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class BufferTests: RxTestCase {
    private func source(ending end: Recorded<Event<Int>>) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6),
            .next(370, 7), .next(420, 8), .next(470, 9), end,
        ])
    }

    func testBufferSendsOnCountOrAfterTheTimeSpan() {
        let xs = source(ending: .completed(600))
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: self.scheduler) }
        // Full buffers go out at once and restart the window; empty windows still send [].
        XCTAssertEqual(
            res.events,
            [
                .next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7]), .next(440, [8]),
                .next(510, [9]),
                .next(580, []), .next(600, []), .completed(600),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func testBufferErrorDropsTheCurrentBuffer() {
        let xs = source(ending: .error(600, TestError.boom))
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: self.scheduler) }
        XCTAssertEqual(
            res.events,
            [
                .next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7]), .next(440, [8]),
                .next(510, [9]),
                .next(580, []), .error(600, TestError.boom),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func testDisposingEndsTheWindows() {
        let xs = source(ending: .completed(600))
        let res = scheduler.start(disposed: 370) {
            xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: self.scheduler)
        }
        XCTAssertEqual(res.events, [.next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7])])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 370)])
    }

    func testCompletionSendsWhatIsBuffered() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(100), count: 5, scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(230, [1, 2]), .completed(230)])
    }

    func testBufferOfEmptySendsAnEmptyArray() {
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(100), count: 5, scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(250, []), .completed(250)])
    }

    func testBufferOfNeverSendsAnEmptyArrayEveryTimeSpan() {
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let res = scheduler.start(disposed: 455) {
            xs.buffer(timeSpan: .seconds(100), count: 5, scheduler: self.scheduler)
        }
        XCTAssertEqual(res.events, [.next(300, []), .next(400, [])])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 455)])
    }

    func testBufferOfAnImmediateError() {
        let res = scheduler.start {
            Observable<Int>.error(TestError.boom).buffer(
                timeSpan: .seconds(10), count: 2, scheduler: self.scheduler)
        }
        XCTAssertEqual(res.events, [.error(200, TestError.boom)])
    }

    func testCountOfOneSendsEachElementAlone() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(50), count: 1, scheduler: self.scheduler) }
        // Each element starts a new window, so the timer fires 50 after the last one: at 270. The
        // completion sends the (empty) buffer too.
        XCTAssertEqual(
            res.events, [.next(210, [1]), .next(220, [2]), .next(270, []), .next(300, []), .completed(300)])
    }

    func testTheFirstWindowStartsAtSubscription() {
        let xs = scheduler.createColdObservable([.next(30, 1), .next(60, 2), .completed(100)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(50), count: 10, scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(250, [1]), .next(300, [2]), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}
