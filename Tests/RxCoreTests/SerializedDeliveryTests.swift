import Foundation
import RxCore
import XCTest

/// An operator with several sources never delivers two events to one subscription at once, whatever
/// threads its sources send on (each source from one thread, as the grammar asks): the observer below
/// fails if it is entered while it is still inside.
final class SerializedDeliveryTests: XCTestCase {
    /// An observer that counts what it gets and notes any overlap.
    private final class OverlapWatcher: @unchecked Sendable {
        private let inside = NSLock()
        /// Guards `overlaps`, which a thread that finds another inside counts.
        private let tally = NSLock()
        private(set) var overlaps = 0
        private(set) var count = 0

        func receive() {
            guard inside.try() else {
                // Another thread is inside.
                tally.lock()
                overlaps += 1
                tally.unlock()
                return
            }
            count += 1
            // Stay a moment, so that an overlapping delivery would find us inside.
            for _ in 0..<50 { _ = pthread_self() }
            inside.unlock()
        }

        /// Stays inside from this thread, as an overlapping delivery would: says so on `entered`, and
        /// leaves on `leave`.
        func occupy(entered: DispatchSemaphore, until leave: DispatchSemaphore) {
            inside.lock()
            entered.signal()
            leave.wait()
            inside.unlock()
        }
    }

    /// Sends `perSource` elements into each of `sources`, each from its own thread, all at once.
    private func feed(_ sources: [PublishSubject<Int>], perSource: Int) {
        DispatchQueue.concurrentPerform(iterations: sources.count) { index in
            for value in 0..<perSource { sources[index].onNext(value) }
        }
    }

    private func check(
        _ name: String, sources count: Int = 4, perSource: Int = 2_000,
        _ combine: ([Observable<Int>]) -> Observable<Int>
    ) {
        let sources = (0..<count).map { _ in PublishSubject<Int>() }
        let watcher = OverlapWatcher()
        let subscription = combine(sources.map { $0.asObservable() }).subscribe(onNext: { _ in
            watcher.receive()
        })
        feed(sources, perSource: perSource)
        subscription.dispose()
        XCTAssertEqual(watcher.overlaps, 0, "\(name) delivered two events at once")
        XCTAssertGreaterThan(watcher.count, 0, name)
    }

    func testMultiSourceOperatorsDeliverOneEventAtATime() {
        check("merge") { Observable.merge($0) }
        check("combineLatest") { Observable.combineLatest($0).map { $0.reduce(0, +) } }
        check("zip") { Observable.zip($0).map { $0.reduce(0, +) } }
        check("withLatestFrom", sources: 2) { $0[0].withLatestFrom($0[1].startWith(0)) }
        check("flatMap") { sources in Observable.from(sources).flatMap { $0 } }
        check("amb", sources: 2) { $0[0].amb($0[1]) }
        check("take(until:)", sources: 2) { $0[0].take(until: $0[1].filter { $0 > 1_000_000 }) }
    }

    func testAWatcherThatCanFailDoesFailOnOverlap() {
        // The check above can fail: two threads entering one watcher at once are seen.
        let watcher = OverlapWatcher()
        let entered = DispatchSemaphore(value: 0)
        let leave = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { watcher.occupy(entered: entered, until: leave) }
        entered.wait()
        watcher.receive()
        leave.signal()
        XCTAssertEqual(watcher.overlaps, 1)
    }
}
