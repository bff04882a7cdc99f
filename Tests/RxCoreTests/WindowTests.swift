import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

/// `window(timeSpan:count:scheduler:)`: a window per `count` elements or per `timeSpan`, whichever
/// ends it first; the source kept subscribed while a window is.
final class WindowTests: RxTestCase {
    private func source(ending end: Recorded<Event<Int>>) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6),
            .next(370, 7), .next(420, 8), .next(470, 9), end,
        ])
    }

    /// Each element as "window index: element", every window subscribed when it arrives.
    private func labelled(_ windows: Observable<Observable<Int>>) -> Observable<String> {
        windows.enumerated().flatMap { index, window in window.map { "\(index): \($0)" } }
    }

    func testAWindowEndsWhenFullOrWhenItsTimeIsUp() {
        let xs = source(ending: .completed(600))
        let res = scheduler.start {
            self.labelled(xs.window(timeSpan: .seconds(70), count: 3, scheduler: self.scheduler))
        }
        // Window 0 is full at 240; window 1 times out at 310; window 2 is full at 370; windows 3 and 4
        // time out at 440 and 510.
        XCTAssertEqual(
            res.events,
            [
                .next(205, "0: 1"), .next(210, "0: 2"), .next(240, "0: 3"), .next(280, "1: 4"),
                .next(320, "2: 5"), .next(350, "2: 6"), .next(370, "2: 7"), .next(420, "3: 8"),
                .next(470, "4: 9"), .completed(600),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func testWindowsAreSentWhenTheyBegin() {
        let xs = source(ending: .completed(600))
        let res = scheduler.start {
            xs.window(timeSpan: .seconds(70), count: 3, scheduler: self.scheduler).map { _ in
                self.scheduler.clock
            }
        }
        XCTAssertEqual(
            res.events,
            [
                .next(200, 200), .next(240, 240), .next(310, 310), .next(370, 370), .next(440, 440),
                .next(510, 510), .next(580, 580), .completed(600),
            ])
    }

    func testTheSourceErrorEndsTheCurrentWindowAndTheSequence() {
        let xs = source(ending: .error(600, TestError.boom))
        let windows = scheduler.createObserver(Int.self)
        let last = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = xs.window(timeSpan: .seconds(70), count: 3, scheduler: self.scheduler).subscribe(
                onNext: { window in
                    windows.onNext(self.scheduler.clock)
                    if self.scheduler.clock == 580 { _ = window.subscribe(last) }
                }, onError: { windows.onError($0) })
        }
        scheduler.start()
        XCTAssertEqual(last.events, [.error(600, TestError.boom)])
        XCTAssertEqual(windows.events.last, .error(600, TestError.boom))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func testDisposingEndsTheWindowsAndTheSource() {
        let xs = source(ending: .completed(600))
        let res = scheduler.start(disposed: 370) {
            self.labelled(xs.window(timeSpan: .seconds(70), count: 3, scheduler: self.scheduler))
        }
        XCTAssertEqual(
            res.events,
            [
                .next(205, "0: 1"), .next(210, "0: 2"), .next(240, "0: 3"), .next(280, "1: 4"),
                .next(320, "2: 5"), .next(350, "2: 6"), .next(370, "2: 7"),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 370)])
    }

    func testASubscribedWindowKeepsTheSourceAfterTheOuterSubscriptionIsDisposed() {
        let xs = source(ending: .completed(600))
        let first = scheduler.createObserver(Int.self)
        var outer: Disposable?
        var window: Disposable?
        scheduler.scheduleAt(200) {
            outer = xs.window(timeSpan: .seconds(1000), count: 5, scheduler: self.scheduler).subscribe(
                onNext: { window = window ?? $0.subscribe(first) })
        }
        scheduler.scheduleAt(215) { outer?.dispose() }
        scheduler.scheduleAt(300) { window?.dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testAnEmptySourceSendsOneEmptyWindow() {
        let res = scheduler.start {
            Observable<Int>.empty().window(timeSpan: .seconds(10), count: 2, scheduler: self.scheduler)
                .flatMap { $0.toArray().asObservable() }
        }
        XCTAssertEqual(res.events, [.next(200, []), .completed(200)])
    }
}
