import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class DebugTests: RxTestCase {
    private var savedOutput: ((String) -> Void)!
    private var savedTimestamp: (() -> String)!
    /// The lines `debug` printed, each stamped with the virtual clock.
    private var lines: [String] = []

    override func setUp() {
        super.setUp()
        savedOutput = Hooks.debugOutput
        savedTimestamp = Hooks.debugTimestamp
        lines = []
        let scheduler = self.scheduler!
        Hooks.debugTimestamp = { "\(scheduler.clock)" }
        Hooks.debugOutput = { [unowned self] line in self.lines.append(line) }
    }

    override func tearDown() {
        Hooks.debugOutput = savedOutput
        Hooks.debugTimestamp = savedTimestamp
        super.tearDown()
    }

    func testDebugLogsTheSubscriptionEachEventAndTheDisposal() {
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.debug("xs") }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(
            lines,
            [
                "200: xs -> subscribed", "210: xs -> Event next(1)", "220: xs -> Event next(2)",
                "250: xs -> Event completed", "250: xs -> isDisposed",
            ])
    }

    func testDebugLogsTheError() {
        let xs = scheduler.createHotObservable([.next(210, "a"), .error(230, TestError.boom)])
        let res = scheduler.start { xs.debug("xs") }
        XCTAssertEqual(res.events, [.next(210, "a"), .error(230, TestError.boom)])
        XCTAssertEqual(
            lines,
            [
                "200: xs -> subscribed", "210: xs -> Event next(a)", "230: xs -> Event error(boom)",
                "230: xs -> isDisposed",
            ])
    }

    func testDisposingLogsIsDisposedOnce() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.debug("xs") }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(lines, ["200: xs -> subscribed", "210: xs -> Event next(1)", "250: xs -> isDisposed"])
    }

    func testNeverSourceLogsOnlySubscriptionAndDisposal() {
        let xs = scheduler.createHotObservable([.next(150, 1)])
        _ = scheduler.record(xs.debug("never"), subscribed: 300, disposed: 700)
        scheduler.start()
        XCTAssertEqual(lines, ["300: never -> subscribed", "700: never -> isDisposed"])
    }

    func testEmptySourceLogsTheCompletion() {
        let res = scheduler.start { Observable<Int>.empty().debug("empty") }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(
            lines, ["200: empty -> subscribed", "200: empty -> Event completed", "200: empty -> isDisposed"])
    }

    func testEventIsLoggedBeforeItIsPassedOn() {
        let subject = PublishSubject<Int>()
        let subscription = subject.debug("s").subscribe(onNext: { self.lines.append("observer \($0)") })
        subject.onNext(1)
        XCTAssertEqual(lines, ["0: s -> subscribed", "0: s -> Event next(1)", "observer 1"])
        subscription.dispose()
    }

    func testSubscribedIsLoggedBeforeTheSourceIsSubscribed() {
        let source = Observable<Int>.create { _ in
            self.lines.append("source subscribed")
            return Disposables.create()
        }
        let subscription = source.debug("s").subscribe()
        XCTAssertEqual(lines, ["0: s -> subscribed", "source subscribed"])
        subscription.dispose()
    }

    func testEachSubscriptionLogsItsOwnLines() {
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let debugged = xs.debug("cold")
        _ = scheduler.record(debugged, subscribed: 200)
        _ = scheduler.record(debugged, subscribed: 300)
        scheduler.start()
        XCTAssertEqual(
            lines,
            [
                "200: cold -> subscribed", "210: cold -> Event next(1)", "220: cold -> Event completed",
                "220: cold -> isDisposed", "300: cold -> subscribed", "310: cold -> Event next(1)",
                "320: cold -> Event completed", "320: cold -> isDisposed",
            ])
    }

    func testDebugWithoutIdentifierNamesTheCallSite() {
        let (debugged, line) = (Observable.just(1).debug(), #line)
        _ = debugged.subscribe()
        XCTAssertEqual(
            lines.first,
            "0: DebugTests.swift:\(line) (testDebugWithoutIdentifierNamesTheCallSite()) -> subscribed")
    }

    func testDebugIdentifierUsesTheLastPathComponentOfTheFile() {
        _ = Observable.just(1).debug(
            file: "/path/to/ViewController.swift", line: 42, function: "viewDidLoad()"
        )
        .subscribe()
        XCTAssertEqual(lines.first, "0: ViewController.swift:42 (viewDidLoad()) -> subscribed")
    }

    func testTrimOutputShortensLongEvents() {
        let long = String(repeating: "a", count: 10) + String(repeating: "b", count: 30) + "z"
        _ = Observable.just(long).debug("t", trimOutput: true).subscribe()
        // "next(aaaaaaaaaabbb…bbbz)" is 47 characters: its first and last 20 are kept.
        XCTAssertEqual(lines[1], "0: t -> Event next(aaaaaaaaaabbbbb...bbbbbbbbbbbbbbbbbbz)")
    }

    func testTrimOutputKeepsEventsOfFortyCharacters() {
        let element = String(repeating: "x", count: 34)
        _ = Observable.just(element).debug("t", trimOutput: true).subscribe()
        XCTAssertEqual(lines[1], "0: t -> Event next(\(element))")
    }

    func testWithoutTrimOutputLongEventsArePrintedInFull() {
        let long = String(repeating: "c", count: 60)
        _ = Observable.just(long).debug("t").subscribe()
        XCTAssertEqual(lines[1], "0: t -> Event next(\(long))")
    }

    func testDefaultTimestampIsTheWallClockToTheMillisecond() {
        let stamp = savedTimestamp()
        let pattern = #"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}$"#
        XCTAssertNotNil(stamp.range(of: pattern, options: .regularExpression), stamp)
    }

    func testObserverThatDisposesDuringAnElementEndsTheLog() {
        let subject = PublishSubject<Int>()
        var subscription: Disposable?
        subscription = subject.debug("s").subscribe(onNext: { value in
            self.lines.append("observer \(value)")
            subscription?.dispose()
        })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(
            lines, ["0: s -> subscribed", "0: s -> Event next(1)", "observer 1", "0: s -> isDisposed"])
        XCTAssertFalse(subject.hasObservers)
    }
}
