import Foundation
import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import UIKitSim
import XCTest

final class UIBarButtonItemRxTests: RxTestCase {
    func testTapIsEachTapOfAnEnabledItem() {
        let item = UIBarButtonItem(title: "Done")
        scheduler.scheduleAt(210) { item.simulateTap() }
        scheduler.scheduleAt(220) { item.isEnabled = false }
        scheduler.scheduleAt(230) { item.simulateTap() }
        scheduler.scheduleAt(240) { item.isEnabled = true }
        scheduler.scheduleAt(250) { item.simulateTap() }
        let observer = scheduler.start { item.rx.tap.marked("tap") }
        XCTAssertEqual(observer.events, [.next(210, "tap"), .next(250, "tap")])
    }

    func testTheSubscribersShareTheItemsOneTargetAction() {
        let item = UIBarButtonItem()
        let first = scheduler.record(item.rx.tap.marked("first"), subscribed: 200, disposed: 230)
        let second = scheduler.record(item.rx.tap.marked("second"), subscribed: 205, disposed: 240)
        scheduler.scheduleAt(210) { item.simulateTap() }
        scheduler.scheduleAt(235) { item.simulateTap() }
        scheduler.scheduleAt(250) { item.simulateTap() }
        var installed: [Bool] = []
        scheduler.scheduleAt(220) { installed.append(item.targetAction != nil) }
        scheduler.scheduleAt(245) { installed.append(item.targetAction != nil) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, "first")])
        XCTAssertEqual(second.events, [.next(210, "second"), .next(235, "second")])
        XCTAssertEqual(installed, [true, false], "the last subscriber's disposal removes the target-action")
    }

    func testAPrimaryActionTakesTheTapsAsOnIOS() {
        var actionRuns = 0
        let item = UIBarButtonItem(title: "Add", primaryAction: UIAction { _ in actionRuns += 1 })
        scheduler.scheduleAt(210) { item.simulateTap() }
        let observer = scheduler.start { item.rx.tap.marked("tap") }
        XCTAssertEqual(observer.events, [])
        XCTAssertEqual(actionRuns, 1)
    }

    func testTapCompletesWhenTheItemDies() {
        var item: UIBarButtonItem? = UIBarButtonItem()
        let tap = item!.rx.tap.marked("tap")
        scheduler.scheduleAt(210) { item?.simulateTap() }
        scheduler.scheduleAt(300) { item = nil }
        let observer = scheduler.start { tap }
        XCTAssertEqual(observer.events, [.next(210, "tap"), .completed(300)])
    }

    func testTheTitleIsABinder() {
        let item = UIBarButtonItem()
        let disposable = Observable.just("title").bind(to: item.rx.title)
        XCTAssertEqual(item.title, "title")
        disposable.dispose()
    }
}
