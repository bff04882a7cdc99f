import Foundation
import RxBlocking
import RxCore
import RxTestSupport
import XCTest

/// `toBlocking()`'s operators on sequences that answer while they are subscribed: what each returns
/// or throws, as RxSwift's do.
final class BlockingOperatorsTests: RxTestCase {
    func testToArrayReturnsEveryElementOrThrowsTheError() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().toArray(), [1, 2, 3])
        XCTAssertEqual(try Observable<Int>.empty().toBlocking().toArray(), [])
        XCTAssertThrowsError(try failingAfter(1, 2).toBlocking().toArray()) { error in
            XCTAssertEqual(error as? TestError, .boom)
        }
    }

    func testFirstReturnsTheFirstElementOrNilAndThrowsAnEarlierError() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().first(), 1)
        XCTAssertNil(try Observable<Int>.empty().toBlocking().first())
        // An error after the first element comes too late to matter.
        XCTAssertEqual(try failingAfter(1).toBlocking().first(), 1)
        XCTAssertThrowsError(try failingAfter().toBlocking().first()) { error in
            XCTAssertEqual(error as? TestError, .boom)
        }
    }

    func testLastReturnsTheLastElementOrNilAndThrowsTheError() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().last(), 3)
        XCTAssertNil(try Observable<Int>.empty().toBlocking().last())
        XCTAssertThrowsError(try failingAfter(1, 2).toBlocking().last()) { error in
            XCTAssertEqual(error as? TestError, .boom)
        }
    }

    func testSingleReturnsTheOnlyElementAndThrowsOnNoneOrMore() throws {
        XCTAssertEqual(try Observable.just(7).toBlocking().single(), 7)
        XCTAssertThrowsError(try Observable<Int>.empty().toBlocking().single()) { error in
            XCTAssertTrue(isRxError(error, .noElements), "\(error)")
        }
        XCTAssertThrowsError(try Observable.of(1, 2).toBlocking().single()) { error in
            XCTAssertTrue(isRxError(error, .moreThanOneElement), "\(error)")
        }
        XCTAssertThrowsError(try failingAfter(1).toBlocking().single()) { error in
            XCTAssertEqual(error as? TestError, .boom)
        }
    }

    func testSinglePredicateCountsOnlyTheMatchingElements() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().single { $0 == 2 }, 2)
        XCTAssertThrowsError(try Observable.of(1, 3).toBlocking().single { $0 == 2 }) { error in
            XCTAssertTrue(isRxError(error, .noElements), "\(error)")
        }
        XCTAssertThrowsError(try Observable.of(2, 3, 2).toBlocking().single { $0 == 2 }) { error in
            XCTAssertTrue(isRxError(error, .moreThanOneElement), "\(error)")
        }
        XCTAssertThrowsError(try Observable.of(1, 2).toBlocking().single { _ in throw TestError.other }) {
            error in
            XCTAssertEqual(error as? TestError, .other)
        }
    }

    func testMaterializeTellsHowTheSequenceEndedWithItsElements() {
        guard case .completed(let elements) = Observable.of(1, 2).toBlocking().materialize() else {
            return XCTFail("expected .completed")
        }
        XCTAssertEqual(elements, [1, 2])

        guard case .failed(let received, let error) = failingAfter(1, 2).toBlocking().materialize() else {
            return XCTFail("expected .failed")
        }
        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(error as? TestError, .boom)
    }

    func testFirstEndsTheSubscriptionAtTheFirstElement() throws {
        let (source, log) = loggedSource()
        XCTAssertEqual(try source.toBlocking().first(), 1)
        // `first()` stopped listening after 1: the source saw the subscription end at once.
        XCTAssertEqual(log.entries, ["subscribed", "sent 1", "disposed"])
    }

    func testSingleEndsTheSubscriptionAtASecondElement() {
        let (source, log) = loggedSource()
        XCTAssertThrowsError(try source.toBlocking().single())
        XCTAssertEqual(log.entries, ["subscribed", "sent 1", "sent 2", "disposed"])
    }

    func testToArrayWaitsForTheEndAndThenDisposes() throws {
        let (source, log) = loggedSource()
        XCTAssertEqual(try source.toBlocking().toArray(), [1, 2, 3])
        XCTAssertEqual(log.entries, ["subscribed", "sent 1", "sent 2", "sent 3", "completed", "disposed"])
    }

    func testFirstStopsASequenceThatWouldGoOnAndOn() throws {
        var sent = 0
        let endless = Observable.repeatElement(1).take(1_000).do(onNext: { _ in sent += 1 })
        XCTAssertEqual(try endless.toBlocking().first(), 1)
        XCTAssertEqual(sent, 1)
    }

    func testASingleIsBlockedOnLikeAnyOtherSequence() throws {
        XCTAssertEqual(try Single.just(5).toBlocking().first(), 5)
        XCTAssertEqual(try Single.just(5).toBlocking().toArray(), [5])
        XCTAssertThrowsError(try Single<Int>.error(TestError.boom).toBlocking().first()) { error in
            XCTAssertEqual(error as? TestError, .boom)
        }
    }

    func testWorkOnTheCurrentThreadSchedulerHasRunByTheTimeTheWaitStarts() throws {
        XCTAssertEqual(
            try Observable.just(1, scheduler: CurrentThreadScheduler.instance).toBlocking().first(), 1)
        // A hundred sources one after the other, each sending from the trampoline.
        let sources = (0..<100).map { Observable.just($0, scheduler: CurrentThreadScheduler.instance) }
        XCTAssertEqual(try Observable.concat(sources).toBlocking().toArray(), Array(0..<100))
    }

    func testInsideATrampolineActionWorkQueuedOnTheTrampolineCannotAnswer() {
        // The trampoline runs its queue after the action, which is blocked: only the timeout ends it.
        var result: MaterializedSequenceResult<Int>?
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            result = Observable.of(1, 2).toBlocking(timeout: 0.05).materialize()
            return Disposables.create()
        }
        guard case .failed(let elements, let error) = result else {
            return XCTFail("expected .failed, got \(String(describing: result))")
        }
        XCTAssertEqual(elements, [])
        XCTAssertTrue(isRxError(error, .timeout), "\(error)")
    }

    // MARK: - Helpers

    /// The elements, then `TestError.boom`.
    private func failingAfter(_ elements: Int...) -> Observable<Int> {
        Observable.from(elements).concat(Observable.error(TestError.boom))
    }

    /// A log that a test and a source share.
    private final class Log {
        var entries: [String] = []
    }

    /// `of(1, 2, 3)`, which sends each element from the trampoline, logging what it does.
    private func loggedSource() -> (Observable<Int>, Log) {
        let log = Log()
        let source = Observable.of(1, 2, 3)
            .do(
                onNext: { log.entries.append("sent \($0)") },
                onCompleted: { log.entries.append("completed") },
                onSubscribe: { log.entries.append("subscribed") },
                onDispose: { log.entries.append("disposed") })
        return (source, log)
    }
}
