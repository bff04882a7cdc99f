import Dispatch
import RxCore
import RxTestSupport
import XCTest

/// `RefCountDisposable` and `ScheduledDisposable`.
final class RefCountDisposableTests: RxTestCase {
    func testTheWrappedDisposableWaitsForTheOwnerAndEveryHold() {
        let wrapped = BooleanDisposable()
        let shared = RefCountDisposable(disposable: wrapped)
        let first = shared.retain()
        let second = shared.retain()
        first.dispose()
        shared.dispose()
        XCTAssertFalse(wrapped.isDisposed, "the second hold keeps it")
        XCTAssertFalse(shared.isDisposed)
        second.dispose()
        XCTAssertTrue(wrapped.isDisposed)
        XCTAssertTrue(shared.isDisposed)
    }

    func testWithNoHoldTheOwnerDisposesAtOnce() {
        let wrapped = BooleanDisposable()
        let shared = RefCountDisposable(disposable: wrapped)
        shared.retain().dispose()
        XCTAssertFalse(wrapped.isDisposed, "a released hold does not dispose it before the owner")
        shared.dispose()
        XCTAssertTrue(wrapped.isDisposed)
    }

    func testAHoldCountsOnceAndLateHoldsDoNothing() {
        var disposals = 0
        let shared = RefCountDisposable(disposable: Disposables.create { disposals += 1 })
        let first = shared.retain()
        let second = shared.retain()
        first.dispose()
        first.dispose()
        shared.dispose()
        shared.dispose()
        XCTAssertEqual(disposals, 0, "disposing the first hold twice does not release the second")
        second.dispose()
        XCTAssertEqual(disposals, 1)
        let late = shared.retain()
        late.dispose()
        XCTAssertEqual(disposals, 1)
    }

    func testScheduledDisposableDisposesOnItsScheduler() {
        let queue = DispatchQueue(label: "ScheduledDisposableTests")
        let key = DispatchSpecificKey<Bool>()
        queue.setSpecific(key: key, value: true)
        let done = expectation(description: "disposed")
        var onQueue: [Bool?] = []
        let scheduled = ScheduledDisposable(
            scheduler: SerialDispatchQueueScheduler(serialQueue: queue),
            disposable: Disposables.create {
                onQueue.append(DispatchQueue.getSpecific(key: key))
                done.fulfill()
            })
        scheduled.dispose()
        wait(for: [done], timeout: 5)
        queue.sync {}
        XCTAssertEqual(onQueue, [true])
        XCTAssertTrue(scheduled.isDisposed)
    }

    func testScheduledDisposableIsDisposedOnlyOnceTheSchedulerRanIt() {
        let scheduler = HeldScheduler()
        let wrapped = BooleanDisposable()
        let scheduled = ScheduledDisposable(scheduler: scheduler, disposable: wrapped)
        scheduled.dispose()
        scheduled.dispose()
        XCTAssertFalse(scheduled.isDisposed)
        XCTAssertFalse(wrapped.isDisposed)
        scheduler.runAll()
        XCTAssertTrue(scheduled.isDisposed)
        XCTAssertTrue(wrapped.isDisposed)
        XCTAssertEqual(scheduler.scheduledCount, 1, "a second dispose() schedules nothing more")
    }
}

/// A scheduler that keeps what it is given until `runAll()`.
private final class HeldScheduler: ImmediateSchedulerType {
    private var actions: [() -> Void] = []
    private(set) var scheduledCount = 0

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduledCount += 1
        actions.append { _ = action(state) }
        return Disposables.create()
    }

    func runAll() {
        let pending = actions
        actions = []
        for action in pending { action() }
    }
}
