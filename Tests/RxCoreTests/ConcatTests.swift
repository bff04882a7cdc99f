import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class ConcatTests: RxTestCase {
    // MARK: concat(_:)

    func testSecondIsSubscribedWhenTheFirstCompletes() {
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let ys = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let res = scheduler.start { xs.concat(ys) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(240, 3), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    func testHotSecondOnlyShowsWhatComesAfterTheFirstCompleted() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(240, 3), .completed(250)])
        let res = scheduler.start { xs.concat(ys) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 3), .completed(250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    func testErrorOfTheFirstSkipsTheSecond() {
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
        let ys = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let res = scheduler.start { xs.concat(ys) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testErrorOfTheSecond() {
        let xs = scheduler.createColdObservable([.completed(20, Int.self)])
        let ys = scheduler.createColdObservable([.next(10, 3), .error(20, TestError.boom)])
        let res = scheduler.start { xs.concat(ys) }
        XCTAssertEqual(res.events, [.next(230, 3), .error(240, TestError.boom)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 240)])
    }

    func testEmptyThenEmpty() {
        let xs = scheduler.createColdObservable([.completed(30, Int.self)])
        let ys = scheduler.createColdObservable([.completed(20, Int.self)])
        let res = scheduler.start { xs.concat(ys) }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    func testNeverFirstNeverSubscribesTheSecond() {
        let xs = scheduler.createColdObservable([.next(10, 1)])
        let ys = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let res = scheduler.start { xs.concat(ys) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testDisposeWhileTheSecondRuns() {
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        let ys = scheduler.createColdObservable([.next(10, 3), .next(50, 4), .completed(60)])
        let res = scheduler.start(disposed: 260) { xs.concat(ys) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 3)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 260)])
    }

    // MARK: Static concat

    func testStaticConcatChainsEverySource() {
        let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let b = scheduler.createColdObservable([.next(5, 2), .next(15, 3), .completed(30)])
        let c = scheduler.createColdObservable([.next(40, 4), .completed(50)])
        let res = scheduler.start { Observable.concat(a.asObservable(), b.asObservable(), c.asObservable()) }
        XCTAssertEqual(
            res.events, [.next(210, 1), .next(225, 2), .next(235, 3), .next(290, 4), .completed(300)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(220, 250)])
        XCTAssertEqual(c.subscriptions, [Subscription(250, 300)])
    }

    func testStaticConcatOfASequence() {
        let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start {
            Observable.concat([a.asObservable(), Observable.just(2), a.asObservable()])
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 1), .completed(240)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220), Subscription(220, 240)])
    }

    func testStaticConcatOfNothingCompletesAtOnce() {
        let res = scheduler.start { Observable<Int>.concat([]) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testStaticConcatIteratesTheSequenceLazily() {
        var pulled = 0
        let subject = PublishSubject<Int>()
        let sources = (0..<3).lazy.map { index -> Observable<Int> in
            pulled += 1
            return index == 0 ? subject.asObservable() : Observable.just(index)
        }
        var received: [Int] = []
        let subscription = Observable.concat(sources).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(pulled, 1)
        subject.onNext(0)
        subject.onCompleted()
        XCTAssertEqual(pulled, 3)
        XCTAssertEqual(received, [0, 1, 2])
        subscription.dispose()
    }

    func testStaticConcatSubscribesTheFirstSourceSynchronously() {
        // RxSwift's concat subscribes its first source during `subscribe`, so an `of` inside it queues
        // its first step on the trampoline before the second source of combineLatest does:
        // 1 (no combination yet), 10 → "110", 2 → "210", 20 → "220", then the second `of` of the
        // concat is subscribed, and 3 → "320".
        let res = scheduler.start {
            Observable.combineLatest(
                Observable.concat(Observable.of(1, 2), Observable.of(3)), Observable.of(10, 20)
            ) { "\($0)\($1)" }
        }
        XCTAssertEqual(
            res.events,
            [.next(200, "110"), .next(200, "210"), .next(200, "220"), .next(200, "320"), .completed(200)])
    }

    func testLongChainOfSynchronousSourcesDoesNotGrowTheStack() {
        let count = 100_000
        var received = 0
        var completed = false
        _ = Observable.concat((0..<count).map { Observable.just($0) })
            .subscribe(onNext: { _ in received += 1 }, onCompleted: { completed = true })
        XCTAssertEqual(received, count)
        XCTAssertTrue(completed)
    }

    func testLongChainWaitingBehindAnAsynchronousSource() {
        let count = 100_000
        let subject = PublishSubject<Int>()
        var received = 0
        var completed = false
        let subscription = Observable.concat(
            [subject.asObservable()] + (0..<count).map { Observable.just($0) }
        )
        .subscribe(onNext: { _ in received += 1 }, onCompleted: { completed = true })
        subject.onCompleted()
        XCTAssertEqual(received, count)
        XCTAssertTrue(completed)
        subscription.dispose()
    }

    // MARK: concat() of a sequence of sequences

    private func makeInners(ys2End: Recorded<Event<Int>> = .completed(200)) -> [TestableObservable<Int>] {
        [
            scheduler.createColdObservable([.next(50, 1), .next(100, 2), .next(120, 3), .completed(140)]),
            scheduler.createColdObservable([.next(20, 4), .next(70, 5), ys2End]),
            scheduler.createColdObservable([.next(10, 6), .next(90, 7), .next(110, 8), .completed(130)]),
            scheduler.createColdObservable([.next(210, 9), .next(240, 10), .completed(300)]),
        ]
    }

    private func makeOuter(
        outerEnd: Recorded<Event<TestableObservable<Int>>> = .completed(400),
        ys2End: Recorded<Event<Int>> = .completed(200)
    ) -> (outer: TestableObservable<TestableObservable<Int>>, inners: [TestableObservable<Int>]) {
        let ys = makeInners(ys2End: ys2End)
        let xs = scheduler.createHotObservable([
            .next(210, ys[0]), .next(260, ys[1]), .next(270, ys[2]), .next(320, ys[3]), outerEnd,
        ])
        return (xs, ys)
    }

    /// What concatenating the inner sequences of `makeOuter()` gives: each starts when the previous one
    /// completes.
    private let concatenated: [Recorded<Event<Int>>] = [
        .next(260, 1), .next(310, 2), .next(330, 3), .next(370, 4), .next(420, 5), .next(560, 6),
        .next(640, 7),
        .next(660, 8), .next(890, 9), .next(920, 10), .completed(980),
    ]

    func testConcatOfInnerSequencesRunsThemOneAfterAnother() {
        let (xs, ys) = makeOuter()
        let res = scheduler.start { xs.concat() }
        XCTAssertEqual(res.events, concatenated)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys[0].subscriptions, [Subscription(210, 350)])
        XCTAssertEqual(ys[1].subscriptions, [Subscription(350, 550)])
        XCTAssertEqual(ys[2].subscriptions, [Subscription(550, 680)])
        XCTAssertEqual(ys[3].subscriptions, [Subscription(680, 980)])
    }

    func testConcatOfInnerSequencesInnerError() {
        let (xs, ys) = makeOuter(ys2End: .error(100, TestError.boom))
        let res = scheduler.start { xs.concat() }
        XCTAssertEqual(
            res.events,
            [
                .next(260, 1), .next(310, 2), .next(330, 3), .next(370, 4), .next(420, 5),
                .error(450, TestError.boom),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys[1].subscriptions, [Subscription(350, 450)])
        XCTAssertEqual(ys[2].subscriptions, [])
        XCTAssertEqual(ys[3].subscriptions, [])
    }

    func testConcatOfInnerSequencesOuterError() {
        let (xs, ys) = makeOuter(outerEnd: .error(400, TestError.boom))
        let res = scheduler.start { xs.concat() }
        XCTAssertEqual(
            res.events,
            [.next(260, 1), .next(310, 2), .next(330, 3), .next(370, 4), .error(400, TestError.boom)])
        XCTAssertEqual(ys[1].subscriptions, [Subscription(350, 400)])
        XCTAssertEqual(ys[2].subscriptions, [])
    }

    func testConcatOfInnerSequencesDispose() {
        let (xs, ys) = makeOuter()
        let res = scheduler.start(disposed: 600) { xs.concat() }
        XCTAssertEqual(res.events, Array(concatenated.prefix(6)))
        XCTAssertEqual(ys[2].subscriptions, [Subscription(550, 600)])
        XCTAssertEqual(ys[3].subscriptions, [])
    }

    func testConcatOfNoInnerSequences() {
        let xs = scheduler.createHotObservable([.completed(300, Observable<Int>.self)])
        let res = scheduler.start { xs.concat() }
        XCTAssertEqual(res.events, [.completed(300)])
    }

    // MARK: concatMap

    func testConcatMapRunsTheMappedSequencesOneAfterAnother() {
        let ys = makeInners()
        let xs = scheduler.createHotObservable([
            .next(210, 0), .next(260, 1), .next(270, 2), .next(320, 3), .completed(400),
        ])
        var selectorTimes: [TestTime] = []
        let res = scheduler.start {
            xs.concatMap { index -> TestableObservable<Int> in
                selectorTimes.append(self.scheduler.clock)
                return ys[index]
            }
        }
        XCTAssertEqual(res.events, concatenated)
        // The selector runs when each element arrives, even for the sequences that wait their turn.
        XCTAssertEqual(selectorTimes, [210, 260, 270, 320])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys[0].subscriptions, [Subscription(210, 350)])
        XCTAssertEqual(ys[1].subscriptions, [Subscription(350, 550)])
        XCTAssertEqual(ys[2].subscriptions, [Subscription(550, 680)])
        XCTAssertEqual(ys[3].subscriptions, [Subscription(680, 980)])
    }

    func testConcatMapSelectorThatThrows() {
        let ys = makeInners()
        let xs = scheduler.createHotObservable([.next(210, 0), .next(260, 1), .next(270, 2), .completed(400)])
        let res = scheduler.start {
            xs.concatMap { index -> TestableObservable<Int> in
                if index == 2 { throw TestError.boom }
                return ys[index]
            }
        }
        XCTAssertEqual(res.events, [.next(260, 1), .error(270, TestError.boom)])
        XCTAssertEqual(ys[0].subscriptions, [Subscription(210, 270)])
        XCTAssertEqual(ys[1].subscriptions, [])
    }

    func testConcatMapOfSynchronousSequences() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.concatMap { Observable.of($0, $0 * 10) } }
        XCTAssertEqual(
            res.events, [.next(210, 1), .next(210, 10), .next(220, 2), .next(220, 20), .completed(230)])
    }

    // MARK: Re-entrancy

    func testObserverDisposingDuringTheFirstSkipsTheSecond() {
        let first = PublishSubject<Int>()
        var secondSubscribed = false
        let second = Observable<Int>.create { _ in
            secondSubscribed = true
            return Disposables.create()
        }
        var received: [Int] = []
        var subscription: Disposable?
        subscription = first.concat(second).subscribe(onNext: { value in
            received.append(value)
            subscription?.dispose()
        })
        first.onNext(1)
        first.onNext(2)
        first.onCompleted()
        XCTAssertEqual(received, [1])
        XCTAssertFalse(secondSubscribed)
        XCTAssertFalse(first.hasObservers)
    }

    func testObserverFeedingTheCurrentSourceAgain() {
        let first = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = first.concat(Observable.just(100)).subscribe(onNext: { value in
            received.append(value)
            if value < 3 { first.onNext(value + 1) }
            if value == 3 { first.onCompleted() }
        })
        first.onNext(1)
        XCTAssertEqual(received, [1, 2, 3, 100])
        subscription.dispose()
    }
}
