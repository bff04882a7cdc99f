import Foundation
import RxCore
import RxTestSupport
import XCTest

/// The core under several threads at once, as `Scripts/sanitizers.sh` runs it under ThreadSanitizer:
/// subjects and relays subscribed and disposed while one thread sends, disposables and bags filled and
/// disposed from several threads, the hops between schedulers, `share`, `interval` and the time
/// operators on real dispatch queues. Each test also checks what it must end with (every subscription
/// disposed, every disposable disposed once, every element counted).
final class ConcurrencyStressTests: ThreadedTestCase {
    func testSubjectsAndRelaysSubscribedAndDisposedWhileOneThreadSends() {
        let subject = PublishSubject<Int>()
        let behavior = BehaviorRelay(value: 0)
        let replay = ReplaySubject<Int>.create(bufferSize: 4)
        let stop = ManagedFlag()
        let sender = DispatchGroup()
        DispatchQueue.global().async(group: sender) {
            var value = 0
            while !stop.isSet {
                value += 1
                subject.onNext(value)
                behavior.accept(value)
                replay.onNext(value)
            }
        }
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<300 {
                let bag = DisposeBag()
                subject.subscribe(onNext: { _ in }).disposed(by: bag)
                behavior.subscribe(onNext: { _ in }).disposed(by: bag)
                replay.subscribe(onNext: { _ in }).disposed(by: bag)
            }
        }
        stop.set()
        sender.wait()
        XCTAssertFalse(subject.hasObservers, "every subscription was disposed")
    }

    func testDisposablesFilledAndDisposedFromSeveralThreads() {
        let disposed = ManagedAtomicCounter()
        let composite = CompositeDisposable()
        var bag: DisposeBag? = DisposeBag()
        let serial = SerialDisposable()
        let single = SingleAssignmentDisposable()
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for _ in 0..<500 {
                _ = composite.insert(Disposables.create { disposed.add(1) })
                bag?.insert(Disposables.create { disposed.add(1) })
                serial.disposable = Disposables.create { disposed.add(1) }
            }
            if thread == 0 { single.setDisposable(Disposables.create { disposed.add(1) }) }
        }
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            composite.dispose()
            serial.dispose()
            single.dispose()
        }
        XCTAssertEqual(disposed.value, threads * 500 * 2 + 1, "the composite's and the serial's, each once")
        bag = nil
        XCTAssertEqual(disposed.value, threads * 500 * 3 + 1, "and the bag's, when it goes")
    }

    func testHopsBetweenSchedulersDeliverEverythingInOrder() {
        let done = expectation(description: "all received")
        let received = ManagedAtomicCounter()
        var last = -1
        var ordered = true
        let subscription = Observable.from(Array(0..<2_000))
            .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
            .observe(on: SerialDispatchQueueScheduler(internalSerialQueueName: "stress.observe"))
            .subscribe(
                onNext: { value in
                    ordered = ordered && value == last + 1
                    last = value
                    received.add(1)
                }, onCompleted: { done.fulfill() })
        wait(for: [done], timeout: 10)
        subscription.dispose()
        XCTAssertEqual(received.value, 2_000)
        XCTAssertTrue(ordered)
    }

    func testADisposedTimerLetsGoOfItsWorkAtOnce() {
        // A minute's delay, disposed at once: its sink is released now, not in a minute (tearDown
        // checks `Resources.total` within two seconds).
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "stress.delay")
        Observable.just(1).delay(.seconds(60), scheduler: scheduler).subscribe().dispose()
        Observable<Int>.never().timeout(.seconds(60), scheduler: scheduler).subscribe().dispose()
    }

    func testShareSubscribedAndDisposedFromSeveralThreads() {
        let subscriptions = ManagedAtomicCounter()
        let source = PublishSubject<Int>()
        let shared = source.do(onSubscribe: { subscriptions.add(1) }).share()
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<300 {
                shared.subscribe(onNext: { _ in }).dispose()
            }
        }
        XCTAssertFalse(source.hasObservers, "the last one out disconnected")
        XCTAssertGreaterThan(subscriptions.value, 0)
    }

    func testIntervalAndTimeOperatorsDisposedFromAnotherThread() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "stress.time")
        let ticks = ManagedAtomicCounter()
        let bag = CompositeDisposable()
        let sources = [
            Observable<Int>.interval(.milliseconds(1), scheduler: scheduler),
            Observable<Int>.interval(.milliseconds(1), scheduler: scheduler).debounce(
                .milliseconds(1), scheduler: scheduler),
            Observable<Int>.interval(.milliseconds(1), scheduler: scheduler).throttle(
                .milliseconds(2), scheduler: scheduler),
            Observable<Int>.interval(.milliseconds(1), scheduler: scheduler).delay(
                .milliseconds(1), scheduler: scheduler),
            Observable<Int>.interval(.milliseconds(1), scheduler: scheduler).timeout(
                .seconds(5), scheduler: scheduler),
        ]
        for source in sources {
            _ = bag.insert(source.subscribe(onNext: { _ in ticks.add(1) }))
        }
        Thread.sleep(forTimeInterval: 0.05)
        DispatchQueue.global().sync { bag.dispose() }
        let after = ticks.value
        Thread.sleep(forTimeInterval: 0.02)
        XCTAssertGreaterThan(after, 0)
        XCTAssertLessThanOrEqual(
            ticks.value, after + sources.count, "at most one late tick each, then nothing")
    }
}

/// A flag one thread sets and others read.
final class ManagedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    func set() {
        lock.lock()
        value = true
        lock.unlock()
    }

    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
