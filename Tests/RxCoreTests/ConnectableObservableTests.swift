import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

/// publish / replay / replayAll / multicast and `connect()`.
final class ConnectableObservableTests: RxTestCase {
    // MARK: multicast: connecting, disconnecting, reconnecting

    /// The hot source of the multicast tests, with `end` inserted after the element at 430 (if given).
    private func multicastSource(end: Recorded<Event<Int>>? = nil) -> TestableObservable<Int> {
        var events: [Recorded<Event<Int>>] = [
            .next(110, 7), .next(220, 3), .next(280, 4), .next(290, 1), .next(340, 8), .next(360, 5),
            .next(370, 6), .next(390, 7), .next(410, 13), .next(430, 2),
        ]
        if let end { events.append(end) }
        events += [
            .next(450, 9), .next(520, 11), .next(560, 20), .next(570, 21), .next(580, 23), .next(590, 24),
            .next(600, 25), .next(610, 26), .next(620, 27), .next(630, 28), .error(800, TestError.other),
        ]
        return scheduler.createHotObservable(events)
    }

    /// Connects at 300, disconnects at 400; connects at 420 (and again, getting the same connection, at
    /// 440), disconnects at 530; connects at 575; the 420 connection is disposed again at 590 (no
    /// effect); the 575 one at 621.
    private func scheduleConnections(_ ys: @escaping () -> ConnectableObservable<Int>) {
        var connection: Disposable?
        var innerConnection: Disposable?
        var lastConnection: Disposable?
        scheduler.scheduleAt(300) { connection = ys().connect() }
        scheduler.scheduleAt(400) { connection?.dispose() }
        scheduler.scheduleAt(420) { connection = ys().connect() }
        scheduler.scheduleAt(440) { innerConnection = ys().connect() }
        scheduler.scheduleAt(530) { innerConnection?.dispose() }
        scheduler.scheduleAt(575) { lastConnection = ys().connect() }
        scheduler.scheduleAt(590) { connection?.dispose() }
        scheduler.scheduleAt(621) { lastConnection?.dispose() }
    }

    private let connectionLog = [
        Subscription(300, 400), Subscription(420, 530), Subscription(575, 621),
    ]

    func testMakeSubjectConnectControlsTheSourceSubscription() {
        let xs = multicastSource()
        var ys: ConnectableObservable<Int>!
        var subscription: Disposable?
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { ys = xs.multicast(makeSubject: { ReplaySubject.create(bufferSize: 3) }) }
        scheduler.scheduleAt(405) { subscription = ys.subscribe(res) }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduleConnections { ys }
        scheduler.start()
        // Subscribed at 405, between connections: the subject of the 300-400 connection is gone, so
        // nothing is replayed; the 575 connection has a fresh subject this subscriber is not on.
        XCTAssertEqual(res.events, [.next(430, 2), .next(450, 9), .next(520, 11)])
        XCTAssertEqual(xs.subscriptions, connectionLog)
    }

    func testMakeSubjectSubscribingWhileConnectedReplaysThatConnection() {
        let xs = multicastSource()
        var ys: ConnectableObservable<Int>!
        var subscription: Disposable?
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { ys = xs.multicast(makeSubject: { ReplaySubject.create(bufferSize: 1) }) }
        scheduler.scheduleAt(470) { subscription = ys.subscribe(res) }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduleConnections { ys }
        scheduler.start()
        XCTAssertEqual(res.events, [.next(470, 9), .next(520, 11)])
        XCTAssertEqual(xs.subscriptions, connectionLog)
    }

    func testMakeSubjectReconnectingInsideOnCompletedStartsAFreshSubject() {
        let xs = multicastSource(end: .completed(435))
        var ys: ConnectableObservable<Int>!
        var subscription: Disposable?
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { ys = xs.multicast(makeSubject: { ReplaySubject.create(bufferSize: 1) }) }
        scheduler.scheduleAt(405) {
            subscription = ys.do(onCompleted: {
                subscription = ys.subscribe(res)
                _ = ys.connect()
            }).subscribe(res)
        }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduleConnections { ys }
        scheduler.start()
        XCTAssertEqual(res.events, [.next(430, 2), .completed(435), .next(450, 9), .next(520, 11)])
        XCTAssertEqual(
            xs.subscriptions,
            [Subscription(300, 400), Subscription(420, 435), Subscription(435, 530), Subscription(575, 621)])
    }

    func testMakeSubjectReconnectingInsideOnErrorStartsAFreshSubject() {
        let xs = multicastSource(end: .error(435, TestError.boom))
        var ys: ConnectableObservable<Int>!
        var subscription: Disposable?
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { ys = xs.multicast(makeSubject: { ReplaySubject.create(bufferSize: 1) }) }
        scheduler.scheduleAt(405) {
            subscription = ys.do(onError: { _ in
                subscription = ys.subscribe(res)
                _ = ys.connect()
            }).subscribe(res)
        }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduleConnections { ys }
        scheduler.start()
        XCTAssertEqual(
            res.events, [.next(430, 2), .error(435, TestError.boom), .next(450, 9), .next(520, 11)])
        XCTAssertEqual(
            xs.subscriptions,
            [Subscription(300, 400), Subscription(420, 435), Subscription(435, 530), Subscription(575, 621)])
    }

    func testFixedSubjectKeepsItsBufferAcrossConnections() {
        let xs = multicastSource()
        var ys: ConnectableObservable<Int>!
        var subscription: Disposable?
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { ys = xs.multicast(ReplaySubject.create(bufferSize: 3)) }
        scheduler.scheduleAt(405) { subscription = ys.subscribe(res) }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduleConnections { ys }
        scheduler.start()
        XCTAssertEqual(
            res.events,
            [
                .next(405, 5), .next(405, 6), .next(405, 7), .next(430, 2), .next(450, 9), .next(520, 11),
                .next(580, 23), .next(590, 24), .next(600, 25), .next(610, 26), .next(620, 27),
            ])
        XCTAssertEqual(xs.subscriptions, connectionLog)
    }

    func testFixedSubjectSubscribingWhileConnected() {
        let xs = multicastSource()
        var ys: ConnectableObservable<Int>!
        var subscription: Disposable?
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { ys = xs.multicast(ReplaySubject.create(bufferSize: 1)) }
        scheduler.scheduleAt(470) { subscription = ys.subscribe(res) }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduleConnections { ys }
        scheduler.start()
        XCTAssertEqual(
            res.events,
            [
                .next(470, 9), .next(520, 11), .next(580, 23), .next(590, 24), .next(600, 25), .next(610, 26),
                .next(620, 27),
            ])
        XCTAssertEqual(xs.subscriptions, connectionLog)
    }

    func testFixedSubjectReplaysItsCompletionAfterTermination() {
        let xs = multicastSource(end: .completed(435))
        var ys: ConnectableObservable<Int>!
        var subscription: Disposable?
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { ys = xs.multicast(ReplaySubject.create(bufferSize: 1)) }
        scheduler.scheduleAt(405) {
            subscription = ys.do(onCompleted: {
                subscription = ys.subscribe(res)
                _ = ys.connect()
            }).subscribe(res)
        }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduleConnections { ys }
        scheduler.start()
        // The re-subscription (inside onCompleted) gets the terminated subject's replay and completion;
        // the source is subscribed again, into a subject that no longer passes anything on.
        XCTAssertEqual(
            res.events, [.next(405, 7), .next(430, 2), .next(435, 2), .completed(435), .completed(435)])
        XCTAssertEqual(
            xs.subscriptions,
            [Subscription(300, 400), Subscription(420, 435), Subscription(435, 530), Subscription(575, 621)])
    }

    func testFixedSubjectReplaysItsErrorAfterTermination() {
        let xs = multicastSource(end: .error(435, TestError.boom))
        var ys: ConnectableObservable<Int>!
        var subscription: Disposable?
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { ys = xs.multicast(ReplaySubject.create(bufferSize: 1)) }
        scheduler.scheduleAt(405) {
            subscription = ys.do(onError: { _ in
                subscription = ys.subscribe(res)
                _ = ys.connect()
            }).subscribe(res)
        }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduleConnections { ys }
        scheduler.start()
        XCTAssertEqual(
            res.events,
            [
                .next(405, 7), .next(430, 2), .next(435, 2), .error(435, TestError.boom),
                .error(435, TestError.boom),
            ])
        XCTAssertEqual(
            xs.subscriptions,
            [Subscription(300, 400), Subscription(420, 435), Subscription(435, 530), Subscription(575, 621)])
    }

    func testMakeSubjectIsCalledOncePerConnection() {
        var made = 0
        let subject = PublishSubject<Int>()
        let ys = subject.multicast(makeSubject: { () -> PublishSubject<Int> in
            made += 1
            return PublishSubject()
        })
        XCTAssertEqual(made, 0, "the subject is made lazily")
        let first = ys.subscribe()
        let connection = ys.connect()
        XCTAssertEqual(made, 1)
        XCTAssertTrue(
            ys.connect() as AnyObject === connection as AnyObject,
            "connecting again returns the current connection")
        XCTAssertEqual(made, 1)
        connection.dispose()
        let second = ys.connect()
        XCTAssertEqual(made, 2)
        second.dispose()
        first.dispose()
    }

    // MARK: publish

    func testPublishSharesOneSubscriptionFromConnectOn() {
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
        ])
        var ys: ConnectableObservable<Int>!
        var connection: Disposable?
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(100) { ys = xs.publish() }
        scheduler.scheduleAt(200) { subscriptions.append(ys.subscribe(first)) }
        scheduler.scheduleAt(215) { connection = ys.connect() }
        scheduler.scheduleAt(225) { subscriptions.append(ys.subscribe(second)) }
        scheduler.scheduleAt(1000) {
            subscriptions.forEach { $0.dispose() }
            connection?.dispose()
        }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(220, 2), .next(230, 3), .next(240, 4), .completed(250)])
        XCTAssertEqual(second.events, [.next(230, 3), .next(240, 4), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(215, 250)])
    }

    func testPublishIsNotConnectedBySubscribing() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let res = scheduler.start { xs.publish() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testDisposingTheConnectionUnsubscribesTheSource() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(250)])
        var ys: ConnectableObservable<Int>!
        var connection: Disposable?
        var subscription: Disposable?
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { ys = xs.publish() }
        scheduler.scheduleAt(200) {
            subscription = ys.subscribe(res)
            connection = ys.connect()
        }
        scheduler.scheduleAt(220) { connection?.dispose() }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduler.start()
        // The subscriber is not told anything: the connection ended, not the sequence.
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testPublishStartsAFreshSubjectAfterTheSourceTerminates() {
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        var ys: ConnectableObservable<Int>!
        var connections: [Disposable] = []
        var subscriptions: [Disposable] = []
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { ys = xs.publish() }
        scheduler.scheduleAt(200) {
            subscriptions.append(ys.subscribe(first))
            connections.append(ys.connect())
        }
        scheduler.scheduleAt(300) {
            subscriptions.append(ys.subscribe(second))
            connections.append(ys.connect())
        }
        scheduler.scheduleAt(1000) {
            (subscriptions + connections).forEach { $0.dispose() }
        }
        scheduler.start()
        // The first run's subject completed at 220 and was dropped: the late subscriber gets a new
        // subject, and the new connection subscribes the source again.
        XCTAssertEqual(first.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(second.events, [.next(310, 1), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    }

    func testPublishOfASynchronousSourceDeliversDuringConnect() {
        let ys = Observable.of(0, 1, 2).publish()
        var received: [Int] = []
        let subscription = ys.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [])
        ys.connect().dispose()
        XCTAssertEqual(received, [0, 1, 2])
        subscription.dispose()
    }

}
