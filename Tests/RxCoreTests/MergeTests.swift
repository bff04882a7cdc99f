import Foundation
import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class MergeTests: RxTestCase {
    /// The outer sequence of RxSwift's flatMap tests: inner cold sequences sent at 5, 105 (before the
    /// subscription), 300, 400, 550, 750 and 850, then `outerEnd`.
    private func makeOuter(
        outerEnd: Recorded<Event<TestableObservable<Int>>> = .completed(900),
        innerAt400End: Recorded<Event<Int>> = .completed(205)
    ) -> (outer: TestableObservable<TestableObservable<Int>>, inners: [TestableObservable<Int>]) {
        let inners = [
            scheduler.createColdObservable([.error(1, TestError.boom, Int.self)]),
            scheduler.createColdObservable([.error(1, TestError.boom, Int.self)]),
            scheduler.createColdObservable([
                .next(10, 102), .next(90, 103), .next(110, 104), .next(190, 105), .next(440, 106),
                .completed(460),
            ]),
            scheduler.createColdObservable([.next(180, 202), .next(190, 203), innerAt400End]),
            scheduler.createColdObservable([
                .next(10, 301), .next(50, 302), .next(70, 303), .next(260, 304), .next(310, 305),
                .completed(410),
            ]),
            scheduler.createColdObservable([.completed(40, Int.self)]),
            scheduler.createColdObservable([.next(80, 401), .next(90, 402), .completed(100)]),
        ]
        let times = [5, 105, 300, 400, 550, 750, 850]
        let outer = scheduler.createHotObservable(
            zip(times, inners).map { Recorded.next($0, $1) } + [outerEnd])
        return (outer, inners)
    }

    private let flatMapResult: [Recorded<Event<Int>>] = [
        .next(310, 102), .next(390, 103), .next(410, 104), .next(490, 105), .next(560, 301), .next(580, 202),
        .next(590, 203), .next(600, 302), .next(620, 303), .next(740, 106), .next(810, 304), .next(860, 305),
        .next(930, 401), .next(940, 402), .completed(960),
    ]

    private func assertAllInnersSubscribed(
        _ inners: [TestableObservable<Int>], file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(inners[0].subscriptions, [], file: file, line: line)
        XCTAssertEqual(inners[1].subscriptions, [], file: file, line: line)
        XCTAssertEqual(inners[2].subscriptions, [Subscription(300, 760)], file: file, line: line)
        XCTAssertEqual(inners[3].subscriptions, [Subscription(400, 605)], file: file, line: line)
        XCTAssertEqual(inners[4].subscriptions, [Subscription(550, 960)], file: file, line: line)
        XCTAssertEqual(inners[5].subscriptions, [Subscription(750, 790)], file: file, line: line)
        XCTAssertEqual(inners[6].subscriptions, [Subscription(850, 950)], file: file, line: line)
    }

    // MARK: flatMap

    func testFlatMapMergesEveryInnerSequence() {
        let (xs, inners) = makeOuter()
        let res = scheduler.start { xs.flatMap { $0 } }
        XCTAssertEqual(res.events, flatMapResult)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 900)])
        assertAllInnersSubscribed(inners)
    }

    func testFlatMapOuterErrorEndsEverything() {
        let (xs, inners) = makeOuter(outerEnd: .error(900, TestError.other))
        let res = scheduler.start { xs.flatMap { $0 } }
        XCTAssertEqual(res.events, Array(flatMapResult.prefix(12)) + [.error(900, TestError.other)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 900)])
        XCTAssertEqual(inners[4].subscriptions, [Subscription(550, 900)])
        XCTAssertEqual(inners[6].subscriptions, [Subscription(850, 900)])
    }

    func testFlatMapInnerErrorEndsEverything() {
        let (xs, inners) = makeOuter(innerAt400End: .error(205, TestError.other))
        let res = scheduler.start { xs.flatMap { $0 } }
        XCTAssertEqual(
            res.events,
            [
                .next(310, 102), .next(390, 103), .next(410, 104), .next(490, 105), .next(560, 301),
                .next(580, 202), .next(590, 203), .next(600, 302), .error(605, TestError.other),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 605)])
        XCTAssertEqual(inners[2].subscriptions, [Subscription(300, 605)])
        XCTAssertEqual(inners[3].subscriptions, [Subscription(400, 605)])
        XCTAssertEqual(inners[4].subscriptions, [Subscription(550, 605)])
        XCTAssertEqual(inners[5].subscriptions, [])
    }

    func testFlatMapSelectorThatThrowsEndsEverything() {
        let (xs, inners) = makeOuter()
        var invocations = 0
        let res = scheduler.start {
            xs.flatMap { inner -> TestableObservable<Int> in
                invocations += 1
                if invocations == 3 { throw TestError.boom }
                return inner
            }
        }
        XCTAssertEqual(
            res.events,
            [
                .next(310, 102), .next(390, 103), .next(410, 104), .next(490, 105),
                .error(550, TestError.boom),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
        XCTAssertEqual(inners[2].subscriptions, [Subscription(300, 550)])
        XCTAssertEqual(inners[3].subscriptions, [Subscription(400, 550)])
        XCTAssertEqual(inners[4].subscriptions, [])
    }

    func testFlatMapDisposeUnsubscribesOuterAndInners() {
        let (xs, inners) = makeOuter()
        let res = scheduler.start(disposed: 700) { xs.flatMap { $0 } }
        XCTAssertEqual(res.events, Array(flatMapResult.prefix(9)))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 700)])
        XCTAssertEqual(inners[2].subscriptions, [Subscription(300, 700)])
        XCTAssertEqual(inners[3].subscriptions, [Subscription(400, 605)])
        XCTAssertEqual(inners[4].subscriptions, [Subscription(550, 700)])
        XCTAssertEqual(inners[5].subscriptions, [])
    }

    func testFlatMapCompletesAtOnceWhenNoInnerIsRunning() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.flatMap { Observable.of($0, $0 * 10) } }
        XCTAssertEqual(
            res.events, [.next(210, 1), .next(210, 10), .next(220, 2), .next(220, 20), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testFlatMapOfEmpty() {
        let empty = scheduler.createHotObservable([.completed(250, Int.self)])
        let res = scheduler.start { empty.flatMap { Observable.just($0) } }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 250)])
    }

    func testFlatMapIntoNeverNeverCompletes() {
        let xs = scheduler.createHotObservable([.next(300, 1), .completed(400)])
        let res = scheduler.start { xs.flatMap { _ in Observable<Int>.never() } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testFlatMapOuterCompletionWaitsForTheInners() {
        let inner = scheduler.createColdObservable([.next(50, 1), .completed(100)])
        let xs = scheduler.createHotObservable([.next(210, 0), .completed(220)])
        let res = scheduler.start { xs.flatMap { _ in inner } }
        XCTAssertEqual(res.events, [.next(260, 1), .completed(310)])
        // The outer is unsubscribed as soon as it completes.
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 310)])
    }

    // MARK: merge()

    func testMergeFlattensTheInnerSequences() {
        let (xs, inners) = makeOuter()
        let res = scheduler.start { xs.merge() }
        XCTAssertEqual(res.events, flatMapResult)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 900)])
        assertAllInnersSubscribed(inners)
    }

    func testMergeInnerErrorEndsEverything() {
        let (xs, _) = makeOuter(innerAt400End: .error(205, TestError.boom))
        let res = scheduler.start { xs.merge() }
        XCTAssertEqual(res.events.last, .error(605, TestError.boom))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 605)])
    }

    // MARK: Static merge

    func testStaticMergeOfSeveralSources() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 4), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(250)])
        let zs = scheduler.createHotObservable([.next(230, 3), .next(260, 5), .completed(350)])
        let res = scheduler.start {
            Observable.merge(xs.asObservable(), ys.asObservable(), zs.asObservable())
        }
        XCTAssertEqual(
            res.events,
            [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(260, 5), .completed(350)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 350)])
    }

    func testStaticMergeOfAnArrayAndACollection() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(310)])
        let array = scheduler.record(
            Observable.merge([xs.asObservable(), ys.asObservable()]), subscribed: 200, disposed: 1000)
        let collection = scheduler.record(
            Observable.merge(ContiguousArray([ys.asObservable(), xs.asObservable()])), subscribed: 215,
            disposed: 1000)
        scheduler.start()
        XCTAssertEqual(array.events, [.next(210, 1), .next(220, 2), .completed(310)])
        XCTAssertEqual(collection.events, [.next(220, 2), .completed(310)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300), Subscription(215, 300)])
    }

    func testStaticMergeOfNothingCompletesAtOnce() {
        let res = scheduler.start { Observable<Int>.merge([]) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testStaticMergeWithANeverSourceNeverCompletes() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let never = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let res = scheduler.start { Observable.merge(xs.asObservable(), never.asObservable()) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
    }

    func testStaticMergeErrorEndsEverything() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(240, 3), .completed(300)])
        let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .error(230, TestError.boom)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testStaticMergeDispose() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(400)])
        let res = scheduler.start(disposed: 250) { Observable.merge(xs.asObservable(), ys.asObservable()) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testStaticMergeSubscribesEverySourceBeforeAnySends() {
        // RxSwift subscribes all the sources of a static merge in one go, so two `of`s (which send on
        // the current thread's trampoline) interleave: 1, 3, 2, 4.
        let res = scheduler.start { Observable.merge(Observable.of(1, 2), Observable.of(3, 4)) }
        XCTAssertEqual(
            res.events, [.next(200, 1), .next(200, 3), .next(200, 2), .next(200, 4), .completed(200)])
    }

    func testStaticMergeSubscribesInOrderAndSynchronously() {
        var log: [String] = []
        func source(_ name: String) -> Observable<Int> {
            Observable.create { _ in
                log.append(name)
                return Disposables.create()
            }
        }
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            let subscription = Observable.merge(source("a"), source("b"), source("c")).subscribe()
            // Even while the trampoline is busy, the sources are subscribed during `subscribe`.
            XCTAssertEqual(log, ["a", "b", "c"])
            return subscription
        }.dispose()
        XCTAssertEqual(log, ["a", "b", "c"])
    }

    func testStaticMergeSynchronousErrorSkipsTheLaterSources() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start {
            Observable.merge(Observable<Int>.error(TestError.boom), xs.asObservable())
        }
        XCTAssertEqual(res.events, [.error(200, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    // MARK: Re-entrancy and threads

    func testFeedbackLoopOnTheSameThreadDoesNotDeadlock() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = Observable.merge(subject.asObservable(), Observable.never())
            .subscribe(onNext: { value in
                received.append(value)
                if value < 3 { subject.onNext(value + 1) }
            })
        subject.onNext(1)
        XCTAssertEqual(received, [1, 2, 3])
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testFlatMapFeedbackIntoTheOuterSequence() {
        let outer = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = outer.flatMap { Observable.just($0 * 10) }
            .subscribe(onNext: { value in
                received.append(value)
                if value < 30 { outer.onNext(value / 10 + 1) }
            })
        outer.onNext(1)
        XCTAssertEqual(received, [10, 20, 30])
        subscription.dispose()
    }

    func testSelectorDisposingLeavesNoInnerSubscribed() {
        let outer = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        var subscription: Disposable?
        subscription = outer.flatMap { _ -> PublishSubject<Int> in
            subscription?.dispose()
            return inner
        }
        .subscribe()
        outer.onNext(1)
        XCTAssertFalse(inner.hasObservers)
        XCTAssertFalse(outer.hasObservers)
    }

    func testObserverDisposingDuringEmissionStopsEveryInner() {
        let outer = PublishSubject<PublishSubject<Int>>()
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = outer.merge().subscribe(onNext: { value in
            received.append(value)
            if value == 2 { subscription?.dispose() }
        })
        outer.onNext(a)
        outer.onNext(b)
        a.onNext(1)
        b.onNext(2)
        a.onNext(3)
        XCTAssertEqual(received, [1, 2])
        XCTAssertFalse(outer.hasObservers)
        XCTAssertFalse(a.hasObservers)
        XCTAssertFalse(b.hasObservers)
    }

    func testNothingIsSentAfterAnError() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        let subscription = Observable.merge(a.asObservable(), b.asObservable()).subscribe(observer)
        a.onNext(1)
        a.onError(TestError.boom)
        b.onNext(2)
        b.onError(TestError.other)
        XCTAssertEqual(observer.events, [.next(0, 1), .error(0, TestError.boom)])
        XCTAssertFalse(b.hasObservers)
        subscription.dispose()
    }

    func testConcurrentSourcesAreDeliveredOneAtATime() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let inside = NSLock()
        var overlapping = false
        var count = 0
        let subscription = Observable.merge(a.asObservable(), b.asObservable())
            .subscribe(onNext: { _ in
                if !inside.try() {
                    overlapping = true
                    return
                }
                count += 1
                inside.unlock()
            })
        let group = DispatchGroup()
        for subject in [a, b] {
            DispatchQueue.global().async(group: group) {
                for value in 0..<20_000 { subject.onNext(value) }
            }
        }
        group.wait()
        XCTAssertFalse(overlapping)
        XCTAssertEqual(count, 40_000)
        subscription.dispose()
    }
}
