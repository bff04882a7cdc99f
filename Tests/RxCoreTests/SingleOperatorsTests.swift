import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

/// `Single`'s own operators, and those every `PrimitiveSequence` shares, as RxSwift's.
final class SingleOperatorsTests: RxTestCase {
    /// What `start` records for `create`, on a fresh scheduler that starts at 0.
    private func events<Source: ObservableConvertibleType>(_ create: @escaping () -> Source)
        -> [Recorded<Event<Source.Element>>]
    {
        TestScheduler(initialClock: 0).start(create).events
    }

    func testCreationSpellings() {
        XCTAssertEqual(events { Single<Int>.never() }, [])
        XCTAssertEqual(events { Single.just(1) }, [.next(200, 1), .completed(200)])
        let justOnScheduler = scheduler.record(Single.just(1, scheduler: scheduler), subscribed: 300)
        scheduler.advanceTo(302)
        XCTAssertEqual(justOnScheduler.events, [.next(301, 1), .completed(302)])
        var made = 0
        let deferred = Single.deferred {
            made += 1
            return Single.just(made)
        }
        XCTAssertEqual(events { deferred }, [.next(200, 1), .completed(200)])
        XCTAssertEqual(events { deferred }, [.next(200, 2), .completed(200)])
    }

    func testFilterAndCompactMapMakeAMaybe() {
        XCTAssertEqual(events { Single.just(1).filter { $0 > 1 } }, [.completed(200)])
        XCTAssertEqual(events { Single.just(2).filter { $0 > 1 } }, [.next(200, 2), .completed(200)])
        XCTAssertEqual(events { Single.just("x").compactMap(Int.init) }, [.completed(200)])
    }

    func testFlatMapMaybeAndCompletable() {
        XCTAssertEqual(events { Single.just(1).flatMapMaybe { _ in Maybe<Int>.empty() } }, [.completed(200)])
        XCTAssertEqual(
            events { Single.just(1).flatMapCompletable { _ in Completable.error(TestError.boom) } },
            [.error(200, TestError.boom)])
    }

    func testDoRunsAroundTheElement() {
        var log: [String] = []
        let single = Single.just(1).do(
            onSuccess: { log.append("onSuccess \($0)") }, afterSuccess: { log.append("afterSuccess \($0)") },
            onSubscribe: { log.append("onSubscribe") }, onSubscribed: { log.append("onSubscribed") },
            onDispose: { log.append("onDispose") })
        _ = single.subscribe(onSuccess: { log.append("observer \($0)") })
        XCTAssertEqual(
            log,
            [
                // A synchronous source has ended by the time `onSubscribed` runs; the subscription is
                // disposed after that.
                "onSubscribe", "onSuccess 1", "observer 1", "afterSuccess 1", "onSubscribed", "onDispose",
            ])
    }

    func testZipOfSinglesWaitsForAll() {
        let a = scheduler.createColdObservable([.next(10, 1), .completed(10)]).asSingle()
        let b = scheduler.createColdObservable([.next(30, 2), .completed(30)]).asSingle()
        let c = scheduler.createColdObservable([.next(20, 3), .completed(20)]).asSingle()
        let sum = scheduler.record(Single.zip(a, b, c) { $0 + $1 + $2 }, subscribed: 200)
        let array = scheduler.record(Single.zip([a, b, c]), subscribed: 200)
        let none = scheduler.record(Single.zip([Single<Int>]()), subscribed: 200)
        scheduler.start()
        XCTAssertEqual(sum.events, [.next(230, 6), .completed(230)])
        XCTAssertEqual(array.events, [.next(230, [1, 2, 3]), .completed(230)])
        XCTAssertEqual(none.events, [.next(200, []), .completed(200)])
        XCTAssertEqual(
            events { Single.zip(Single.just(1), Single.just("a")).map { "\($0.0)\($0.1)" } },
            [.next(200, "1a"), .completed(200)])
    }

    func testCatchRetryAndCatchAndReturn() {
        XCTAssertEqual(
            events { Single<Int>.error(TestError.boom).catch { _ in .just(2) } },
            [.next(200, 2), .completed(200)])
        XCTAssertEqual(
            events { Single<Int>.error(TestError.boom).catchAndReturn(3) }, [.next(200, 3), .completed(200)])
        var attempts = 0
        let flaky = Single<Int>.deferred {
            attempts += 1
            return attempts < 3 ? .error(TestError.boom) : .just(attempts)
        }
        XCTAssertEqual(events { flaky.retry(3) }, [.next(200, 3), .completed(200)])
    }

    func testTimeoutAndDelayAreTimedLikeTheObservableOnes() {
        let late = scheduler.createColdObservable([.next(50, 1), .completed(50)]).asSingle()
        let timedOut = scheduler.record(late.timeout(.seconds(20), scheduler: scheduler), subscribed: 200)
        let fallback = scheduler.record(
            late.timeout(.seconds(20), other: .just(9), scheduler: scheduler), subscribed: 200)
        let delayed = scheduler.record(late.delay(.seconds(5), scheduler: scheduler), subscribed: 200)
        scheduler.start()
        XCTAssertEqual(timedOut.events, [.error(220, RxError.timeout)])
        XCTAssertEqual(fallback.events, [.next(220, 9), .completed(220)])
        XCTAssertEqual(delayed.events, [.next(255, 1), .completed(255)])
    }

    func testTimerAndDelaySubscription() {
        let timer = scheduler.record(Single<Int>.timer(.seconds(30), scheduler: scheduler), subscribed: 200)
        let later = scheduler.record(
            Single.just(1).delaySubscription(.seconds(10), scheduler: scheduler), subscribed: 200)
        scheduler.start()
        XCTAssertEqual(timer.events, [.next(230, 0), .completed(230)])
        XCTAssertEqual(later.events, [.next(210, 1), .completed(210)])
    }

    func testAsMaybeAndAsCompletable() {
        XCTAssertEqual(events { Single.just(1).asMaybe() }, [.next(200, 1), .completed(200)])
        XCTAssertEqual(events { Single.just(1).asCompletable() }, [.completed(200)])
    }

    func testSubscribeWithObjectPassesTheObject() {
        final class Owner { var got: Int? }
        let owner = Owner()
        _ = Single.just(4).subscribe(with: owner, onSuccess: { owner, element in owner.got = element })
        XCTAssertEqual(owner.got, 4)
    }

    func testUsingDisposesTheResourceWhenTheSingleEnds() {
        let resource = BooleanDisposable()
        XCTAssertEqual(
            events { Single.using({ resource }, primitiveSequenceFactory: { _ in Single.just(1) }) },
            [.next(200, 1), .completed(200)])
        XCTAssertTrue(resource.isDisposed)
    }
}
