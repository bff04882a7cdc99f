import Foundation
import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import UIKitSim
import XCTest

final class UITabBarRxTests: RxTestCase {
    private let items = ["Home", "Search", "Profile"].map { title -> UITabBarItem in
        let item = UITabBarItem()
        item.title = title
        return item
    }

    func testDidSelectItemIsEachItemTheUserPicks() {
        let tabBar = UITabBar()
        tabBar.items = items
        scheduler.scheduleAt(210) { tabBar.simulateSelect(self.items[1]) }
        scheduler.scheduleAt(220) { tabBar.selectedItem = self.items[2] }  // in code: not reported
        scheduler.scheduleAt(230) { self.items[0].isEnabled = false }
        scheduler.scheduleAt(240) { tabBar.simulateSelect(self.items[0]) }  // disabled: ignored
        scheduler.scheduleAt(250) { tabBar.simulateSelect(UITabBarItem()) }  // not on the bar: ignored
        let observer = scheduler.start { tabBar.rx.didSelectItem.map { $0.title ?? "?" } }
        XCTAssertEqual(observer.events, [.next(210, "Search")])
        XCTAssertTrue(tabBar.selectedItem === items[2])
    }

    func testCustomizingReportsItsFourSteps() {
        let tabBar = UITabBar()
        tabBar.items = items
        var log: [String] = []
        let bag = DisposeBag()
        tabBar.rx.willBeginCustomizing.subscribe(onNext: { log.append("willBegin \($0.count)") }).disposed(
            by: bag)
        tabBar.rx.didBeginCustomizing.subscribe(onNext: { log.append("didBegin \($0.count)") }).disposed(
            by: bag)
        tabBar.rx.willEndCustomizing.subscribe(onNext: { log.append("willEnd \($0.0.count) \($0.1)") })
            .disposed(by: bag)
        tabBar.rx.didEndCustomizing.subscribe(onNext: { log.append("didEnd \($0.0.count) \($0.1)") })
            .disposed(by: bag)
        tabBar.beginCustomizingItems(items)
        XCTAssertTrue(tabBar.isCustomizing)
        tabBar.items = Array(items.reversed())
        tabBar.endCustomizing(animated: true)
        XCTAssertEqual(log, ["willBegin 3", "didBegin 3", "willEnd 3 true", "didEnd 3 true"])
        XCTAssertFalse(tabBar.endCustomizing(animated: true), "not customizing any more")
    }

    func testTheBadgeValueIsABinder() {
        let item = UITabBarItem(tabBarSystemItem: .more, tag: 0)
        let badges = scheduler.createHotObservable([.next(210, "5" as String?), .next(220, nil)])
        let timeline = UITimeline(scheduler, properties: ["badgeValue"])
        let bag = DisposeBag()
        scheduler.scheduleAt(200) { badges.bind(to: item.rx.badgeValue).disposed(by: bag) }
        scheduler.start()
        XCTAssertEqual(timeline.entries, ["210 badgeValue: 5", "220 badgeValue: nil"])
    }

    func testDidSelectItemCompletesWhenTheTabBarDies() {
        var tabBar: UITabBar? = UITabBar(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        let selections = tabBar!.rx.didSelectItem.map { $0.tag }
        scheduler.scheduleAt(300) { tabBar = nil }
        let observer = scheduler.start { selections }
        XCTAssertEqual(observer.events, [.completed(300)])
    }
}
