import Foundation
import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import UIKitSim
import XCTest

final class TakeUntilDeallocatedTests: RxTestCase {
    func testAnElementOfTheOtherCompletesAndDisposesBoth() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
        let other = scheduler.createHotObservable([.next(230, "stop"), .completed(260)])
        let observer = scheduler.start { xs.take(until: other) }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 230)])
    }

    func testAnErrorOfTheOtherIsForwarded() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 3), .completed(300)])
        let other = scheduler.createHotObservable([.error(230, TestError.boom, String.self)])
        let observer = scheduler.start { xs.take(until: other) }
        XCTAssertEqual(observer.events, [.next(210, 1), .error(230, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 230)])
    }

    func testACompletionOfTheOtherOnlyDropsTheOther() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 3), .completed(300)])
        let other = scheduler.createHotObservable([.completed(225, String.self)])
        let observer = scheduler.start { xs.take(until: other) }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(240, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
    }

    func testTheOtherIsSubscribedFirstSoItCanPreemptTheFirstElement() {
        let observer = scheduler.start { Observable.just(1).take(until: Observable.just("now")) }
        XCTAssertEqual(observer.events, [.completed(200)])
    }

    func testTheOtherPreemptsBeforeTheSourceProducesAnything() {
        let xs = scheduler.createHotObservable([.next(250, 1), .completed(300)])
        let other = scheduler.createHotObservable([.next(210, "stop")])
        let observer = scheduler.start { xs.take(until: other) }
        XCTAssertEqual(observer.events, [.completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testUntilDeallocatedEndsTheSequenceWhenTheObjectDies() {
        var view: UIView? = UIView()
        let deallocated = view!.rx.deallocated
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        scheduler.scheduleAt(250) { view = nil }
        let observer = scheduler.start { xs.take(until: deallocated) }
        XCTAssertEqual(observer.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testUntilDeallocatedOfAnObjectAlreadyGoneCompletesAtOnce() {
        var view: UIView? = UIView()
        let deallocated = view!.rx.deallocated
        view = nil
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let observer = scheduler.start { xs.take(until: deallocated) }
        XCTAssertEqual(observer.events, [.completed(200)])
    }
}
