import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

/// `replay(_:)` and `replayAll()`: connectable sequences that replay to new subscribers.
final class ReplayTests: RxTestCase {
    // MARK: replay / replayAll

    private func replaySource(ending end: Recorded<Event<Int>>) -> TestableObservable<Int> {
        scheduler.createColdObservable([
            .next(10, 5), .next(20, 9), .next(30, 11), .next(40, 20), .next(50, 22), .next(60, 23),
            .next(70, 24), .next(80, 25), end,
        ])
    }

    /// Connects at 400 and 650, disconnects at 520 and 700; subscribes at 450, disposes at `disposed`.
    private func runReplay(
        _ xs: TestableObservable<Int>, disposed: TestTime = 1000,
        _ makeConnectable: @escaping (Observable<Int>) -> ConnectableObservable<Int>
    ) -> TestableObserver<Int> {
        var ys: ConnectableObservable<Int>!
        var subscription: Disposable?
        var connection: Disposable?
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { ys = makeConnectable(xs.asObservable()) }
        scheduler.scheduleAt(450) { subscription = ys.subscribe(res) }
        scheduler.scheduleAt(disposed) { subscription?.dispose() }
        scheduler.scheduleAt(400) { connection = ys.connect() }
        scheduler.scheduleAt(520) { connection?.dispose() }
        scheduler.scheduleAt(650) { connection = ys.connect() }
        scheduler.scheduleAt(700) { connection?.dispose() }
        scheduler.start()
        return res
    }

    func testReplayCountReplaysTheLastElements() {
        let xs = replaySource(ending: .error(130, TestError.boom))
        let res = runReplay(xs) { $0.replay(3) }
        // 22 is live at 450: the cold element was scheduled after the subscription at 450.
        XCTAssertEqual(
            res.events,
            [
                .next(450, 9), .next(450, 11), .next(450, 20), .next(450, 22), .next(460, 23), .next(470, 24),
                .next(480, 25),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(400, 520), Subscription(650, 700)])
    }

    func testReplayCountWithAnError() {
        let xs = replaySource(ending: .error(90, TestError.boom))
        let res = runReplay(xs) { $0.replay(3) }
        XCTAssertEqual(
            res.events,
            [
                .next(450, 9), .next(450, 11), .next(450, 20), .next(450, 22), .next(460, 23), .next(470, 24),
                .next(480, 25), .error(490, TestError.boom),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(400, 490), Subscription(650, 700)])
    }

    func testReplayCountWithACompletion() {
        let xs = replaySource(ending: .completed(90))
        let res = runReplay(xs) { $0.replay(3) }
        XCTAssertEqual(
            res.events,
            [
                .next(450, 9), .next(450, 11), .next(450, 20), .next(450, 22), .next(460, 23), .next(470, 24),
                .next(480, 25), .completed(490),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(400, 490), Subscription(650, 700)])
    }

    func testReplayCountDisposingTheSubscriber() {
        let xs = replaySource(ending: .completed(130))
        let res = runReplay(xs, disposed: 475) { $0.replay(3) }
        XCTAssertEqual(
            res.events,
            [.next(450, 9), .next(450, 11), .next(450, 20), .next(450, 22), .next(460, 23), .next(470, 24)])
        XCTAssertEqual(xs.subscriptions, [Subscription(400, 520), Subscription(650, 700)])
    }

    func testReplayOne() {
        let xs = replaySource(ending: .completed(130))
        let res = runReplay(xs) { $0.replay(1) }
        XCTAssertEqual(
            res.events, [.next(450, 20), .next(450, 22), .next(460, 23), .next(470, 24), .next(480, 25)])
        XCTAssertEqual(xs.subscriptions, [Subscription(400, 520), Subscription(650, 700)])
    }

    func testReplayOneWithAnError() {
        let xs = replaySource(ending: .error(90, TestError.boom))
        let res = runReplay(xs) { $0.replay(1) }
        XCTAssertEqual(
            res.events,
            [
                .next(450, 20), .next(450, 22), .next(460, 23), .next(470, 24), .next(480, 25),
                .error(490, TestError.boom),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(400, 490), Subscription(650, 700)])
    }

    func testReplayOneWithACompletion() {
        let xs = replaySource(ending: .completed(90))
        let res = runReplay(xs) { $0.replay(1) }
        XCTAssertEqual(
            res.events,
            [.next(450, 20), .next(450, 22), .next(460, 23), .next(470, 24), .next(480, 25), .completed(490)])
        XCTAssertEqual(xs.subscriptions, [Subscription(400, 490), Subscription(650, 700)])
    }

    func testReplayOneDisposingTheSubscriber() {
        let xs = replaySource(ending: .completed(90))
        let res = runReplay(xs, disposed: 475) { $0.replay(1) }
        XCTAssertEqual(res.events, [.next(450, 20), .next(450, 22), .next(460, 23), .next(470, 24)])
        XCTAssertEqual(xs.subscriptions, [Subscription(400, 490), Subscription(650, 700)])
    }

    func testReplayAllReplaysEverything() {
        let xs = replaySource(ending: .completed(130))
        let res = runReplay(xs) { $0.replayAll() }
        XCTAssertEqual(
            res.events,
            [
                .next(450, 5), .next(450, 9), .next(450, 11), .next(450, 20), .next(450, 22), .next(460, 23),
                .next(470, 24), .next(480, 25),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(400, 520), Subscription(650, 700)])
    }

    func testReplayAllWithAnError() {
        let xs = replaySource(ending: .error(90, TestError.boom))
        let res = runReplay(xs) { $0.replayAll() }
        XCTAssertEqual(
            res.events,
            [
                .next(450, 5), .next(450, 9), .next(450, 11), .next(450, 20), .next(450, 22), .next(460, 23),
                .next(470, 24), .next(480, 25), .error(490, TestError.boom),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(400, 490), Subscription(650, 700)])
    }

    func testReplayAllWithACompletion() {
        let xs = replaySource(ending: .completed(90))
        let res = runReplay(xs) { $0.replayAll() }
        XCTAssertEqual(
            res.events,
            [
                .next(450, 5), .next(450, 9), .next(450, 11), .next(450, 20), .next(450, 22), .next(460, 23),
                .next(470, 24), .next(480, 25), .completed(490),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(400, 490), Subscription(650, 700)])
    }

    func testReplayAllDisposingTheSubscriber() {
        let xs = replaySource(ending: .completed(130))
        let res = runReplay(xs, disposed: 475) { $0.replayAll() }
        XCTAssertEqual(
            res.events,
            [
                .next(450, 5), .next(450, 9), .next(450, 11), .next(450, 20), .next(450, 22), .next(460, 23),
                .next(470, 24),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(400, 520), Subscription(650, 700)])
    }

    func testReplayDropsItsBufferWhenDisconnected() {
        // replay(_:) makes a subject per connection, so a subscriber arriving after a disconnection
        // sees nothing of the earlier connection.
        let xs = replaySource(ending: .completed(130))
        var ys: ConnectableObservable<Int>!
        var connection: Disposable?
        var subscription: Disposable?
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { ys = xs.replay(2) }
        scheduler.scheduleAt(200) { connection = ys.connect() }
        scheduler.scheduleAt(300) { connection?.dispose() }
        scheduler.scheduleAt(350) { subscription = ys.subscribe(res) }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}
