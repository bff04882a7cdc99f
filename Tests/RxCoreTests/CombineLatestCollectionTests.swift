import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

/// `combineLatest` of a collection of sources.
final class CombineLatestCollectionTests: RxTestCase {
    // MARK: Collections

    func testCollectionFormSendsArrays() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 4), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(250)])
        let zs = scheduler.createHotObservable([.next(230, 3), .completed(260)])
        let res = scheduler.start {
            Observable.combineLatest([xs, ys, zs]).map { $0.map(String.init).joined() }
        }
        XCTAssertEqual(res.events, [.next(230, "123"), .next(240, "423"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 260)])
    }

    func testCollectionFormWithSelector() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 4), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(250)])
        let res = scheduler.start { Observable.combineLatest([xs, ys]) { $0.reduce(0, +) } }
        XCTAssertEqual(res.events, [.next(220, 3), .next(240, 6), .completed(300)])
    }

    func testCollectionSelectorThatThrows() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 4), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(300)])
        let res = scheduler.start {
            Observable.combineLatest([xs, ys]) { values -> Int in
                if values[0] == 4 { throw TestError.boom }
                return values.reduce(0, +)
            }
        }
        XCTAssertEqual(res.events, [.next(220, 3), .error(240, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    func testEmptyCollectionSendsTheResultOfNoElementsAndCompletesAtOnce() {
        // As RxSwift 6 does (its CombineLatestCollectionTypeSink.run).
        let res = scheduler.start { Observable.combineLatest([Observable<Int>]()) }
        XCTAssertEqual(res.events, [.next(200, []), .completed(200)])
        let counted = TestScheduler(initialClock: 0).start {
            Observable.combineLatest([Observable<Int>]()) { $0.count }
        }
        XCTAssertEqual(counted.events, [.next(200, 0), .completed(200)])
        let failing = TestScheduler(initialClock: 0).start {
            Observable.combineLatest([Observable<Int>]()) { _ -> Int in throw TestError.boom }
        }
        XCTAssertEqual(failing.events, [.error(200, TestError.boom)])
    }

    func testCollectionEmptyAndReturnCompletesAtTheNextElement() {
        let e0 = scheduler.createHotObservable([.completed(210, Int.self)])
        let e1 = scheduler.createHotObservable([.next(215, 2), .completed(220)])
        let res = scheduler.start { Observable.combineLatest([e0, e1]) { $0.reduce(0, +) } }
        XCTAssertEqual(res.events, [.completed(215)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 215)])
    }

    func testCollectionEmptyAndNeverNeverTerminates() {
        let e0 = scheduler.createHotObservable([.completed(210, Int.self)])
        let e1 = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let res = scheduler.start { Observable.combineLatest([e0, e1]) { $0.reduce(0, +) } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 1000)])
    }

    func testCollectionErrorEndsTheResult() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.error(220, TestError.boom, Int.self)])
        let res = scheduler.start { Observable.combineLatest([xs, ys]) { $0.reduce(0, +) } }
        XCTAssertEqual(res.events, [.error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}
