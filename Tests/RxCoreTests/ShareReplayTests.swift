import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

/// share(replay:scope:), with the subscriber/subscription tables of RxSwift's ShareReplayScope tests.
///
/// xs is hot: 210:1, 220:2, 230:3, 240:4, 250:5, 320:6, 550:7 (plus, in the terminal variants, an end at
/// 330 followed by 340:-1). Subscriber 1 is there from 200 to 350, subscriber 2 from 300 to 400,
/// subscriber 3 from 500 to 600.
final class ShareReplayTests: RxTestCase {
    private struct Run {
        let xs: TestableObservable<Int>
        let first: TestableObserver<Int>
        let second: TestableObserver<Int>
        let firstAgain: TestableObserver<Int>
        let secondAgain: TestableObserver<Int>
        let third: TestableObserver<Int>
    }

    /// Runs the table on a fresh scheduler. With `end`, subscribers 1 and 2 subscribe again (with other
    /// observers) from inside their terminal callback.
    private func run(
        end: Recorded<Event<Int>>? = nil, _ share: @escaping (Observable<Int>) -> Observable<Int>
    )
        -> Run
    {
        let scheduler = TestScheduler(initialClock: 0)
        var events: [Recorded<Event<Int>>] = [
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6),
        ]
        if let end { events += [end, .next(340, -1)] }
        events.append(.next(550, 7))
        let xs = scheduler.createHotObservable(events)
        let run = Run(
            xs: xs, first: scheduler.createObserver(Int.self), second: scheduler.createObserver(Int.self),
            firstAgain: scheduler.createObserver(Int.self), secondAgain: scheduler.createObserver(Int.self),
            third: scheduler.createObserver(Int.self))

        var ys: Observable<Int>!
        var subscription1: Disposable?
        var subscription2: Disposable?
        var subscription3: Disposable?
        scheduler.scheduleAt(100) { ys = share(xs.asObservable()) }
        scheduler.scheduleAt(200) {
            subscription1 = ys.subscribe { event in
                run.first.on(event)
                if event.isStopEvent { subscription1 = ys.subscribe(run.firstAgain) }
            }
        }
        scheduler.scheduleAt(300) {
            subscription2 = ys.subscribe { event in
                run.second.on(event)
                if event.isStopEvent { subscription2 = ys.subscribe(run.secondAgain) }
            }
        }
        scheduler.scheduleAt(350) { subscription1?.dispose() }
        scheduler.scheduleAt(400) { subscription2?.dispose() }
        scheduler.scheduleAt(500) { subscription3 = ys.subscribe(run.third) }
        scheduler.scheduleAt(600) { subscription3?.dispose() }
        scheduler.start()
        // The callbacks hold the variables that hold their own subscriptions; clear them (see the note
        // in RefCountTests).
        subscription1 = nil
        subscription2 = nil
        subscription3 = nil
        return run
    }

    /// The last `count` of the elements up to `last` (1, 2, …), all at `time`.
    private func replayed(_ count: Int, upTo last: Int, at time: TestTime) -> [Recorded<Event<Int>>] {
        (0..<count).map { .next(time, last - count + 1 + $0) }
    }

    private let firstSubscriberElements: [Recorded<Event<Int>>] = [
        .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6),
    ]

    func testDefaultShareIsReplayZeroWhileConnected() {
        let result = run { $0.share() }
        XCTAssertEqual(result.first.events, firstSubscriberElements)
        XCTAssertEqual(result.second.events, [.next(320, 6)])
        XCTAssertEqual(result.third.events, [.next(550, 7)])
        XCTAssertEqual(result.xs.subscriptions, [Subscription(200, 400), Subscription(500, 600)])
    }

    func testForeverReplaysToLateSubscribersEvenAfterADisconnection() {
        for i in 0..<5 {
            let result = run { $0.share(replay: i, scope: .forever) }
            XCTAssertEqual(result.first.events, firstSubscriberElements, "replay \(i)")
            XCTAssertEqual(
                result.second.events, replayed(i, upTo: 5, at: 300) + [.next(320, 6)], "replay \(i)")
            // The buffer survived the disconnection at 400.
            XCTAssertEqual(
                result.third.events, replayed(i, upTo: 6, at: 500) + [.next(550, 7)], "replay \(i)")
            XCTAssertEqual(
                result.xs.subscriptions, [Subscription(200, 400), Subscription(500, 600)], "replay \(i)")
        }
    }

    func testWhileConnectedDropsTheBufferWhenDisconnected() {
        for i in 0..<5 {
            let result = run { $0.share(replay: i, scope: .whileConnected) }
            XCTAssertEqual(result.first.events, firstSubscriberElements, "replay \(i)")
            XCTAssertEqual(
                result.second.events, replayed(i, upTo: 5, at: 300) + [.next(320, 6)], "replay \(i)")
            XCTAssertEqual(result.third.events, [.next(550, 7)], "replay \(i)")
            XCTAssertEqual(
                result.xs.subscriptions, [Subscription(200, 400), Subscription(500, 600)], "replay \(i)")
        }
    }

    func testForeverAfterAnErrorReplaysItAndNeverResubscribes() {
        for i in 0..<5 {
            let result = run(end: .error(330, TestError.boom)) { $0.share(replay: i, scope: .forever) }
            XCTAssertEqual(
                result.first.events, firstSubscriberElements + [.error(330, TestError.boom)], "replay \(i)")
            XCTAssertEqual(
                result.second.events,
                replayed(i, upTo: 5, at: 300) + [.next(320, 6), .error(330, TestError.boom)],
                "replay \(i)")
            let again = replayed(i, upTo: 6, at: 330) + [.error(330, TestError.boom)]
            XCTAssertEqual(result.firstAgain.events, again, "replay \(i)")
            XCTAssertEqual(result.secondAgain.events, again, "replay \(i)")
            XCTAssertEqual(
                result.third.events, replayed(i, upTo: 6, at: 500) + [.error(500, TestError.boom)],
                "replay \(i)")
            XCTAssertEqual(result.xs.subscriptions, [Subscription(200, 330)], "replay \(i)")
        }
    }

    func testWhileConnectedAfterAnErrorStartsAFreshConnection() {
        for i in 0..<5 {
            let result = run(end: .error(330, TestError.boom)) { $0.share(replay: i, scope: .whileConnected) }
            XCTAssertEqual(
                result.first.events, firstSubscriberElements + [.error(330, TestError.boom)], "replay \(i)")
            XCTAssertEqual(
                result.second.events,
                replayed(i, upTo: 5, at: 300) + [.next(320, 6), .error(330, TestError.boom)],
                "replay \(i)")
            // Re-subscribing inside the error callback connects again at once, with nothing stale.
            XCTAssertEqual(result.firstAgain.events, [.next(340, -1)], "replay \(i)")
            XCTAssertEqual(result.secondAgain.events, [.next(340, -1)], "replay \(i)")
            XCTAssertEqual(result.third.events, [.next(550, 7)], "replay \(i)")
            XCTAssertEqual(
                result.xs.subscriptions,
                [Subscription(200, 330), Subscription(330, 400), Subscription(500, 600)],
                "replay \(i)")
        }
    }

    func testForeverAfterCompletionReplaysItAndNeverResubscribes() {
        for i in 0..<5 {
            let result = run(end: .completed(330)) { $0.share(replay: i, scope: .forever) }
            XCTAssertEqual(result.first.events, firstSubscriberElements + [.completed(330)], "replay \(i)")
            XCTAssertEqual(
                result.second.events, replayed(i, upTo: 5, at: 300) + [.next(320, 6), .completed(330)],
                "replay \(i)")
            let again = replayed(i, upTo: 6, at: 330) + [.completed(330)]
            XCTAssertEqual(result.firstAgain.events, again, "replay \(i)")
            XCTAssertEqual(result.secondAgain.events, again, "replay \(i)")
            XCTAssertEqual(
                result.third.events, replayed(i, upTo: 6, at: 500) + [.completed(500)], "replay \(i)")
            XCTAssertEqual(result.xs.subscriptions, [Subscription(200, 330)], "replay \(i)")
        }
    }

    func testWhileConnectedAfterCompletionStartsAFreshConnection() {
        for i in 0..<5 {
            let result = run(end: .completed(330)) { $0.share(replay: i, scope: .whileConnected) }
            XCTAssertEqual(result.first.events, firstSubscriberElements + [.completed(330)], "replay \(i)")
            XCTAssertEqual(
                result.second.events, replayed(i, upTo: 5, at: 300) + [.next(320, 6), .completed(330)],
                "replay \(i)")
            XCTAssertEqual(result.firstAgain.events, [.next(340, -1)], "replay \(i)")
            XCTAssertEqual(result.secondAgain.events, [.next(340, -1)], "replay \(i)")
            XCTAssertEqual(result.third.events, [.next(550, 7)], "replay \(i)")
            XCTAssertEqual(
                result.xs.subscriptions,
                [Subscription(200, 330), Subscription(330, 400), Subscription(500, 600)],
                "replay \(i)")
        }
    }

    // MARK: beyond the tables

    func testOneSourceSubscriptionForSimultaneousSubscribers() {
        var subscribeCount = 0
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let shared = Observable.deferred {
            subscribeCount += 1
            return xs.asObservable()
        }.share()
        let first = scheduler.record(shared, subscribed: 200, disposed: 1000)
        let second = scheduler.record(shared, subscribed: 200, disposed: 1000)
        scheduler.start()
        XCTAssertEqual(subscribeCount, 1)
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(second.events, first.events)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testReplayOneWhileConnectedGivesALateSubscriberTheLatestElementAtOnce() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3)])
        let shared = xs.share(replay: 1)
        let first = scheduler.record(shared, subscribed: 200, disposed: 300)
        let late = scheduler.record(shared, subscribed: 250, disposed: 300)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .next(260, 3)])
        XCTAssertEqual(late.events, [.next(250, 2), .next(260, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testReplayTwoForeverKeepsTheTwoLatest() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let shared = xs.share(replay: 2, scope: .forever)
        let first = scheduler.record(shared, subscribed: 200, disposed: 240)
        let late = scheduler.record(shared, subscribed: 300, disposed: 400)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .next(230, 3)])
        XCTAssertEqual(late.events, [.next(300, 2), .next(300, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240), Subscription(300, 400)])
    }

    func testWhileConnectedResubscribesASynchronousSource() {
        var subscribeCount = 0
        let shared = Observable.deferred {
            subscribeCount += 1
            return Observable.of(1, 2, 3)
        }.share(replay: 1)
        var first: [Int] = []
        var second: [Int] = []
        _ = shared.subscribe(onNext: { first.append($0) })
        _ = shared.subscribe(onNext: { second.append($0) })
        XCTAssertEqual(first, [1, 2, 3])
        XCTAssertEqual(second, [1, 2, 3], "the first run ended, so the second subscriber starts a new one")
        XCTAssertEqual(subscribeCount, 2)
    }

    func testForeverReplaysASynchronousSourcesEnd() {
        var subscribeCount = 0
        let shared = Observable.deferred {
            subscribeCount += 1
            return Observable.of(1, 2, 3)
        }.share(replay: 1, scope: .forever)
        var first: [Event<Int>] = []
        var second: [Event<Int>] = []
        _ = shared.subscribe { first.append($0) }
        _ = shared.subscribe { second.append($0) }
        XCTAssertEqual(first, [.next(1), .next(2), .next(3), .completed])
        XCTAssertEqual(second, [.next(3), .completed])
        XCTAssertEqual(subscribeCount, 1)
    }

    func testDisposingTheLastSubscriberUnsubscribesTheSource() {
        let subject = PublishSubject<Int>()
        let shared = subject.share(replay: 1)
        let first = shared.subscribe()
        let second = shared.subscribe()
        XCTAssertTrue(subject.hasObservers)
        first.dispose()
        XCTAssertTrue(subject.hasObservers)
        second.dispose()
        XCTAssertFalse(subject.hasObservers)
    }
}
