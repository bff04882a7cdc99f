import RxCore
import RxTestSupport
import XCTest

/// RxSwift's bridges to Swift concurrency: `values`, `value`, `Single.create(work:)` and
/// `AsyncSequence.asObservable()`. (A task that sent an outcome lets go of its subscription just after:
/// `ThreadedTestCase`'s leak check waits for that.)
final class ConcurrencyBridgeTests: ThreadedTestCase {
    func testValuesOfAnObservableEndWithItsCompletionOrError() async throws {
        var elements: [Int] = []
        for try await element in Observable.of(1, 2, 3).values {
            elements.append(element)
        }
        XCTAssertEqual(elements, [1, 2, 3])
        do {
            for try await element in Observable.of(1).concat(Observable.error(TestError.boom)).values {
                XCTAssertEqual(element, 1)
            }
            XCTFail("the loop should have thrown")
        } catch {
            XCTAssertEqual(error as? TestError, .boom)
        }
    }

    func testValuesOfAnInfallible() async {
        var elements: [String] = []
        for await element in Infallible.of("a", "b").values {
            elements.append(element)
        }
        XCTAssertEqual(elements, ["a", "b"])
    }

    func testValueOfEachTrait() async throws {
        let one = try await Single.just(1).value
        XCTAssertEqual(one, 1)
        let none = try await Maybe<Int>.empty().value
        XCTAssertNil(none)
        try await Completable.empty().value
        do {
            _ = try await Single<Int>.error(TestError.boom).value
            XCTFail("value should have thrown")
        } catch {
            XCTAssertEqual(error as? TestError, .boom)
        }
    }

    func testCancellingTheWaitingTaskThrowsCancellationError() async {
        let waiting = Task { try await Single<Int>.never().value }
        waiting.cancel()
        do {
            _ = try await waiting.value
            XCTFail("value should have thrown")
        } catch {
            XCTAssertTrue(error is CancellationError, "\(error)")
        }
    }

    func testSingleOfAnAsyncClosure() async throws {
        let doubled = Single<Int>.create { () async throws -> Int in
            await Task.yield()
            return 21 * 2
        }
        let value = try await doubled.value
        XCTAssertEqual(value, 42)
    }

    func testAnAsyncSequenceAsAnObservable() async throws {
        let stream = AsyncStream<Int> { continuation in
            for number in 1...3 { continuation.yield(number) }
            continuation.finish()
        }
        let all = try await stream.asObservable().toArray().value
        XCTAssertEqual(all, [1, 2, 3])
    }
}
