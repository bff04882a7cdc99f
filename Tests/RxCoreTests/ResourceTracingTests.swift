import RxCore
import RxTestSupport
import XCTest

/// The two counters RxSwift keeps for its own tests: `Resources.numberOfSerialDispatchQueueObservables`
/// and `maxTailRecursiveSinkStackSize`.
final class ResourceTracingTests: RxTestCase {
    func testAnObserveOnSequenceOnASerialQueueIsCountedWhileItExists() {
        let before = Resources.numberOfSerialDispatchQueueObservables
        var onSerialQueue: Observable<Int>? = Observable.just(0).observe(
            on: SerialDispatchQueueScheduler(internalSerialQueueName: "test.tracing"))
        let elsewhere = Observable.just(0).observe(on: CurrentThreadScheduler.instance)
        XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, before + 1)
        onSerialQueue = nil
        XCTAssertNil(onSerialQueue)
        XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, before)
        _ = elsewhere
    }

    func testConcatNeverNestsItsSources() {
        maxTailRecursiveSinkStackSize = 0
        let many = (0..<100).map { Observable.just($0) }
        let subscription = Observable.concat(many).subscribe()
        subscription.dispose()
        XCTAssertEqual(maxTailRecursiveSinkStackSize, 1)
    }
}
