import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

/// `ifEmpty(default:)`, `ifEmpty(switchTo:)`, `single()`, `using` and `generate`, as RxSwift's do.
final class ConditionalOperatorsTests: RxTestCase {
    /// What `start` records for `create`, on a fresh scheduler.
    private func events<Source: ObservableConvertibleType>(_ create: @escaping () -> Source)
        -> [Recorded<Event<Source.Element>>]
    {
        TestScheduler(initialClock: 0).start(create).events
    }

    func testIfEmptyDefaultSendsTheDefaultOnlyWhenNothingCame() {
        let empty = scheduler.createHotObservable([.completed(250, Int.self)])
        XCTAssertEqual(
            scheduler.start { empty.ifEmpty(default: 7) }.events, [.next(250, 7), .completed(250)])
        XCTAssertEqual(
            events { Observable.of(1, 2).ifEmpty(default: 7) },
            [.next(200, 1), .next(200, 2), .completed(200)])
        XCTAssertEqual(
            events { Observable<Int>.error(TestError.boom).ifEmpty(default: 7) },
            [.error(200, TestError.boom)])
    }

    func testIfEmptySwitchToSubscribesTheOtherOnlyWhenNothingCame() {
        let empty = scheduler.createHotObservable([.completed(250, Int.self)])
        let other = scheduler.createColdObservable([.next(10, 8), .completed(20, Int.self)])
        let res = scheduler.start { empty.ifEmpty(switchTo: other.asObservable()) }
        XCTAssertEqual(res.events, [.next(260, 8), .completed(270)])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(other.subscriptions, [Subscription(250, 270)])
        // A source that completes while it is being subscribed switches at once.
        XCTAssertEqual(
            events { Observable<Int>.empty().ifEmpty(switchTo: .just(3)) }, [.next(200, 3), .completed(200)])
        XCTAssertEqual(
            events { Observable.just(1).ifEmpty(switchTo: .just(3)) }, [.next(200, 1), .completed(200)])
    }

    func testSingleSendsTheOneElementAndFailsOnASecondOrOnNone() {
        XCTAssertEqual(events { Observable.just(1).single() }, [.next(200, 1), .completed(200)])
        XCTAssertEqual(
            events { Observable.of(1, 2).single() },
            [.next(200, 1), .error(200, RxError.moreThanOneElement)])
        XCTAssertEqual(events { Observable<Int>.empty().single() }, [.error(200, RxError.noElements)])
        XCTAssertEqual(
            events { Observable.of(1, 2, 3).single { $0 == 2 } }, [.next(200, 2), .completed(200)])
        XCTAssertEqual(
            events { Observable.of(1, 2).single { _ in throw TestError.boom } }, [.error(200, TestError.boom)]
        )
    }

    /// A resource that notes when it is disposed.
    private final class Resource: Disposable {
        let clock: () -> TestTime
        var disposedAt: [TestTime] = []

        init(clock: @escaping () -> TestTime) {
            self.clock = clock
        }

        func dispose() {
            disposedAt.append(clock())
        }
    }

    func testUsingDisposesItsResourceWhenTheSubscriptionEnds() {
        var resources: [Resource] = []
        let res = scheduler.start {
            Observable.using(
                { () -> Resource in
                    let resource = Resource { self.scheduler.clock }
                    resources.append(resource)
                    return resource
                },
                observableFactory: { _ in
                    self.scheduler.createColdObservable([.next(100, 1), .completed(200, Int.self)])
                        .asObservable()
                })
        }
        XCTAssertEqual(res.events, [.next(300, 1), .completed(400)])
        XCTAssertEqual(resources.map(\.disposedAt), [[400]])
        let failing = events {
            Observable<Int>.using({ BooleanDisposable() }, observableFactory: { _ in throw TestError.boom })
        }
        XCTAssertEqual(failing, [.error(200, TestError.boom)])
    }

    func testGenerateIteratesWhileTheConditionHolds() {
        XCTAssertEqual(
            events { Observable.generate(initialState: 0, condition: { $0 < 3 }, iterate: { $0 + 1 }) },
            [.next(200, 0), .next(200, 1), .next(200, 2), .completed(200)])
        XCTAssertEqual(
            events { Observable.generate(initialState: 5, condition: { $0 < 3 }, iterate: { $0 + 1 }) },
            [.completed(200)])
        XCTAssertEqual(
            events {
                Observable.generate(
                    initialState: 0, condition: { _ in true }, iterate: { _ -> Int in throw TestError.boom })
            },
            [.next(200, 0), .error(200, TestError.boom)])
        let stepped = scheduler.start {
            Observable.generate(
                initialState: 0, condition: { $0 < 2 }, scheduler: self.scheduler, iterate: { $0 + 1 })
        }
        XCTAssertEqual(stepped.events, [.next(201, 0), .next(202, 1), .completed(203)])
    }
}
