import Foundation
import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import UIKitSim
import XCTest

/// A view that writes down when its `deinit` body runs.
private final class DyingView: UIView {
    var onDeinit: (() -> Void)?

    deinit {
        onDeinit?()
    }
}

final class DeallocatedTests: RxTestCase {
    func testItSendsNextThenCompletedAfterTheDeinitBody() {
        var log: [String] = []
        var view: DyingView? = DyingView()
        weak let weakView = view
        view!.onDeinit = { log.append("deinit") }
        _ = view!.rx.deallocated.subscribe(
            onNext: { log.append("next, object gone: \(weakView == nil)") },
            onCompleted: { log.append("completed") })
        XCTAssertEqual(log, [])
        view = nil
        XCTAssertEqual(log, ["deinit", "next, object gone: true", "completed"])
    }

    func testInVirtualTimeTheEventsCarryTheTimeOfDeath() {
        var view: UIView? = UIView()
        let deallocated = view!.rx.deallocated.marked("gone")
        scheduler.scheduleAt(300) { view = nil }
        let observer = scheduler.start { deallocated }
        XCTAssertEqual(observer.events, [.next(300, "gone"), .completed(300)])
    }

    func testEveryAccessReturnsTheSameSubject() {
        let view = UIView()
        let first = view.rx.deallocated
        let second = view.rx.deallocated
        XCTAssertTrue(first === second)
        XCTAssertFalse(first === UIView().rx.deallocated)
    }

    func testItDoesNotKeepTheObjectAlive() {
        var view: UIView? = UIView()
        weak let weakView = view
        let deallocated = view!.rx.deallocated
        let subscription = deallocated.subscribe()
        view = nil
        XCTAssertNil(weakView)
        subscription.dispose()
    }

    func testALateSubscriberGetsTheReplay() {
        var view: UIView? = UIView()
        let deallocated = view!.rx.deallocated.marked("gone")
        scheduler.scheduleAt(150) { view = nil }
        let early = scheduler.record(deallocated, subscribed: 100)
        let late = scheduler.start { deallocated }
        XCTAssertEqual(early.events, [.next(150, "gone"), .completed(150)])
        XCTAssertEqual(late.events, [.next(200, "gone"), .completed(200)])
    }

    func testDisposingBeforeTheDeathDeliversNothing() {
        var view: UIView? = UIView()
        let deallocated = view!.rx.deallocated.marked("gone")
        scheduler.scheduleAt(300) { view = nil }
        let observer = scheduler.start(disposed: 250) { deallocated }
        XCTAssertEqual(observer.events, [])
        XCTAssertNil(view)
    }

    func testEverySimulatedObjectHasIt() {
        var manager: CLLocationManager? = CLLocationManager()
        var action: UIAlertAction? = UIAlertAction(title: "OK", style: .default)
        var controller: UIViewController? = UIViewController()
        var log: [String] = []
        let bag = DisposeBag()
        manager!.rx.deallocated.subscribe(onNext: { log.append("manager") }).disposed(by: bag)
        action!.rx.deallocated.subscribe(onNext: { log.append("action") }).disposed(by: bag)
        controller!.rx.deallocated.subscribe(onNext: { log.append("controller") }).disposed(by: bag)
        action = nil
        controller = nil
        manager = nil
        XCTAssertEqual(log, ["action", "controller", "manager"])
    }
}
