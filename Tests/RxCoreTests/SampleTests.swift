import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class SampleTests: RxTestCase {
    private func sampler(ending end: Recorded<Event<String>>) -> TestableObservable<String> {
        scheduler.createHotObservable([
            .next(150, ""), .next(210, "bar"), .next(250, "foo"), .next(260, "qux"), .next(320, "baz"), end,
        ])
    }

    func testSampleSendsTheLatestElementAtEachTick() {
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .next(300, 5), .next(310, 6),
            .completed(400),
        ])
        let ys = sampler(ending: .completed(500))
        let res = scheduler.start { xs.sample(ys) }
        // Ticks with nothing new (210, 260) send nothing; the source's completion waits for the next tick,
        // the sampler's completion at 500.
        XCTAssertEqual(res.events, [.next(250, 3), .next(320, 6), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 500)])
    }

    func testTheSamplerCompletionSamplesTooWhenTheSourceHasEnded() {
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .next(300, 5), .next(310, 6),
            .next(360, 7), .completed(400),
        ])
        let ys = sampler(ending: .completed(500))
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [.next(250, 3), .next(320, 6), .next(500, 7), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 500)])
    }

    func testTheSourceCompletionEndsTheResultAtTheNextTick() {
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .completed(300),
        ])
        let ys = sampler(ending: .completed(500))
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [.next(250, 3), .next(320, 4), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 320)])
    }

    func testASourceErrorIsSentAtOnce() {
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .next(300, 5), .next(310, 6),
            .error(320, TestError.boom),
        ])
        let ys = scheduler.createHotObservable([
            .next(150, ""), .next(210, "bar"), .next(250, "foo"), .next(260, "qux"), .next(300, "baz"),
            .completed(400),
        ])
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [.next(250, 3), .next(300, 5), .error(320, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 320)])
    }

    func testASamplerErrorIsSentAtOnce() {
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .next(300, 5), .next(310, 6),
            .completed(400),
        ])
        let ys = sampler(ending: .error(320, TestError.boom))
        let res = scheduler.start { xs.sample(ys) }
        // The "baz" tick is at 320 too, but the error comes after it in the list; 6 goes out first.
        XCTAssertEqual(res.events, [.next(250, 3), .next(320, 6), .error(320, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 320)])
    }

    func testASamplerErrorBeforeAnyTick() {
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .next(300, 5), .next(310, 6),
            .completed(400),
        ])
        let ys = scheduler.createHotObservable([
            .next(150, ""), .next(210, "bar"), .next(250, "foo"), .next(260, "qux"),
            .error(320, TestError.boom),
        ])
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [.next(250, 3), .error(320, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 320)])
    }

    func testDefaultValueFillsTicksWithNothingNew() {
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .next(300, 5), .next(310, 6),
            .completed(400),
        ])
        let ys = sampler(ending: .completed(500))
        let res = scheduler.start { xs.sample(ys, defaultValue: 0) }
        // The sampler's completion is a tick too, so it sends the default before completing.
        XCTAssertEqual(
            res.events,
            [.next(210, 0), .next(250, 3), .next(260, 0), .next(320, 6), .next(500, 0), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 500)])
    }

    func testTheSamplerCompletingFirstLeavesTheResultOpen() {
        let xs = scheduler.createHotObservable([.next(220, 2), .next(240, 3), .completed(400)])
        let ys = scheduler.createHotObservable([.next(230, "a"), .completed(300)])
        let res = scheduler.start { xs.sample(ys) }
        // The sampler's completion samples 3; with no tick left, the source's completion is never sent.
        XCTAssertEqual(res.events, [.next(230, 2), .next(300, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testAnElementIsSampledOnlyOnce() {
        let xs = scheduler.createHotObservable([.next(220, 1), .completed(500)])
        let ys = scheduler.createHotObservable([.next(230, "a"), .next(240, "b"), .next(250, "c")])
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [.next(230, 1)])
    }

    func testSampleOfEmptyCompletesAtTheNextTick() {
        let xs = scheduler.createHotObservable([.completed(220, Int.self)])
        let ys = scheduler.createHotObservable([.next(250, "a"), .next(300, "b")])
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testSampleOfEmptyWithADefaultValue() {
        let xs = scheduler.createHotObservable([.completed(220, Int.self)])
        let ys = scheduler.createHotObservable([.next(250, "a"), .next(300, "b")])
        let res = scheduler.start { xs.sample(ys, defaultValue: -1) }
        XCTAssertEqual(res.events, [.next(250, -1), .completed(250)])
    }

    func testSampleWithANeverTickingSampler() {
        let xs = scheduler.createHotObservable([.next(220, 1), .completed(300)])
        let ys = scheduler.createHotObservable([Recorded<Event<String>>]())
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
    }

    func testDisposingEndsBothSubscriptions() {
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .completed(400),
        ])
        let ys = sampler(ending: .completed(500))
        let res = scheduler.start(disposed: 255) { xs.sample(ys) }
        XCTAssertEqual(res.events, [.next(250, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 255)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 255)])
    }

    func testTheSourceIsSubscribedBeforeTheSampler() {
        var order: [String] = []
        let source = Observable<Int>.never().do(onSubscribe: { order.append("source") })
        let ticks = Observable<Int>.never().do(onSubscribe: { order.append("sampler") })
        let subscription = source.sample(ticks).subscribe()
        subscription.dispose()
        XCTAssertEqual(order, ["source", "sampler"])
    }
}
