import Foundation
import RxCore
import RxTestSupport
import XCTest

/// `groupBy`, `window` and `RefCountDisposable` under several threads at once (`Scripts/sanitizers.sh`
/// runs them under ThreadSanitizer): holds taken and released while the owner lets go, groups and
/// windows subscribed and disposed while one thread sends, windows cut by a timer on another thread.
/// Each test checks what it must end with: every element delivered once, in order where order is
/// promised, and the source no longer subscribed.
final class GroupingStressTests: ThreadedTestCase {
    func testRefCountDisposableHoldsTakenAndReleasedWhileTheOwnerLetsGo() {
        let disposals = ManagedAtomicCounter()
        let shared = RefCountDisposable(disposable: Disposables.create { disposals.add(1) })
        let kept = (0..<threads).map { _ in shared.retain() }
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for step in 0..<2_000 {
                let hold = shared.retain()
                if thread == 0 && step == 1_000 { shared.dispose() }
                hold.dispose()
                hold.dispose()
            }
        }
        XCTAssertEqual(disposals.value, 0, "every thread still has its kept hold")
        XCTAssertFalse(shared.isDisposed)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            kept[thread].dispose()
            shared.dispose()
        }
        XCTAssertEqual(disposals.value, 1)
        XCTAssertTrue(shared.isDisposed)
    }

    func testGroupsSubscribedAndDisposedWhileOneThreadSends() {
        let source = PublishSubject<Int>()
        let groups = GroupList()
        let received = ManagedAtomicCounter()
        let elements = 20_000
        // One subscription takes every element through its groups; another collects the groups, for
        // the other threads to subscribe and dispose while elements come.
        let everything = source.groupBy { $0 % 8 }.flatMap { $0 }.subscribe(onNext: { _ in received.add(1) })
        let collector = source.groupBy { $0 % 8 }.subscribe(onNext: { groups.append($0) })
        let stop = ManagedFlag()
        let sender = DispatchGroup()
        DispatchQueue.global().async(group: sender) {
            for value in 0..<elements { source.onNext(value) }
            stop.set()
        }
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            var step = 0
            while !stop.isSet {
                step += 1
                if let group = groups.pick(step + thread) {
                    group.subscribe(onNext: { XCTAssertEqual($0 % 8, group.key) }).dispose()
                }
                if thread == 0 && step == 50 { collector.dispose() }
            }
        }
        sender.wait()
        collector.dispose()
        XCTAssertEqual(received.value, elements, "each element reached its group once")
        source.onCompleted()
        everything.dispose()
        XCTAssertFalse(source.hasObservers, "no group holds the source any more")
    }

    func testTheOuterSubscriptionDisposedWhileGroupsAreSubscribedFromOtherThreads() {
        for _ in 0..<50 {
            let source = PublishSubject<Int>()
            let groups = GroupList()
            let outer = source.groupBy { $0 % 4 }.subscribe(onNext: { groups.append($0) })
            for value in 0..<4 { source.onNext(value) }
            let subscriptions = CompositeDisposable()
            DispatchQueue.concurrentPerform(iterations: threads) { thread in
                if thread == 0 {
                    outer.dispose()
                } else {
                    for step in 0..<20 {
                        if let group = groups.pick(step) { _ = subscriptions.insert(group.subscribe()) }
                    }
                }
            }
            subscriptions.dispose()
            XCTAssertFalse(source.hasObservers, "the last group out ended the source's subscription")
        }
    }

    func testWindowsCutByATimerOnAnotherThreadWhileOneThreadSends() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "stress.window")
        let source = PublishSubject<Int>()
        let windows = WindowLog()
        let done = expectation(description: "completed")
        let elements = 20_000
        let subscription = source.window(timeSpan: .microseconds(200), count: 7, scheduler: scheduler)
            .flatMap { $0.toArray() }
            .subscribe(onNext: { windows.append($0) }, onCompleted: { done.fulfill() })
        DispatchQueue.global().async {
            for value in 0..<elements { source.onNext(value) }
            source.onCompleted()
        }
        wait(for: [done], timeout: 20)
        subscription.dispose()
        let all = windows.all
        XCTAssertEqual(all.flatMap { $0 }, Array(0..<elements), "every element once, in order")
        XCTAssertLessThanOrEqual(all.map(\.count).max() ?? 0, 7)
        XCTAssertGreaterThanOrEqual(all.count, elements / 7)
        XCTAssertFalse(source.hasObservers)
    }

    func testWindowsDisposedFromAnotherThreadWhileOneThreadSends() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "stress.window.dispose")
        for _ in 0..<20 {
            let source = PublishSubject<Int>()
            let subscription = source.window(timeSpan: .microseconds(100), count: 3, scheduler: scheduler)
                .flatMap { $0 }
                .subscribe()
            let stop = ManagedFlag()
            let sender = DispatchGroup()
            DispatchQueue.global().async(group: sender) {
                var value = 0
                while !stop.isSet {
                    value += 1
                    source.onNext(value)
                }
            }
            Thread.sleep(forTimeInterval: 0.002)
            DispatchQueue.global().sync { subscription.dispose() }
            stop.set()
            sender.wait()
            XCTAssertFalse(source.hasObservers, "disposing let go of the source and every window")
        }
    }
}

/// The groups one thread collects and others pick from.
private final class GroupList: @unchecked Sendable {
    private let lock = NSLock()
    private var groups: [GroupedObservable<Int, Int>] = []

    func append(_ group: GroupedObservable<Int, Int>) {
        lock.lock()
        groups.append(group)
        lock.unlock()
    }

    /// One of the groups so far, chosen by `index`, if there is one.
    func pick(_ index: Int) -> GroupedObservable<Int, Int>? {
        lock.lock()
        defer { lock.unlock() }
        return groups.isEmpty ? nil : groups[index % groups.count]
    }
}

/// The windows' elements, as arrays, in the order they arrived.
private final class WindowLog: @unchecked Sendable {
    private let lock = NSLock()
    private var windows: [[Int]] = []

    func append(_ window: [Int]) {
        lock.lock()
        windows.append(window)
        lock.unlock()
    }

    var all: [[Int]] {
        lock.lock()
        defer { lock.unlock() }
        return windows
    }
}
