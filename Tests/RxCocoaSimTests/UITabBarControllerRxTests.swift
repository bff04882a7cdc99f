import Foundation
import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import UIKitSim
import XCTest

final class UITabBarControllerRxTests: RxTestCase {
    /// A tab bar controller on a visible window with three tabs: Home, Search, Profile.
    private func shownTabs() -> (UIWindow, UITabBarController) {
        let tabs = UITabBarController()
        tabs.viewControllers = ["Home", "Search", "Profile"].map { title in
            let screen = UIViewController()
            screen.title = title
            return screen
        }
        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        return (window, tabs)
    }

    func testDidSelectIsEachTabTheUserTaps() {
        let (window, tabs) = shownTabs()
        scheduler.scheduleAt(210) { tabs.simulateSelectTab(at: 1) }
        scheduler.scheduleAt(220) { tabs.selectedIndex = 2 }  // in code: not reported
        scheduler.scheduleAt(230) { tabs.simulateSelectTab(at: 2) }  // the selected tab again: reported
        let observer = scheduler.start { tabs.rx.didSelect.map { $0.title ?? "?" } }
        XCTAssertEqual(observer.events, [.next(210, "Search"), .next(230, "Profile")])
        withExtendedLifetime(window) {}
    }

    func testTheForwardDelegateStillDecidesWhetherATabMayBeSelected() {
        final class Guard: UITabBarControllerDelegate {
            func tabBarController(
                _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
            ) -> Bool {
                viewController.title != "Profile"
            }
        }
        let (window, tabs) = shownTabs()
        let guardDelegate = Guard()
        tabs.delegate = guardDelegate
        var selected: [String] = []
        let subscription = tabs.rx.didSelect.subscribe(onNext: { selected.append($0.title ?? "?") })
        tabs.simulateSelectTab(at: 2)
        tabs.simulateSelectTab(at: 1)
        XCTAssertEqual(selected, ["Search"])
        XCTAssertEqual(tabs.selectedIndex, 1)
        subscription.dispose()
        withExtendedLifetime(window) {}
    }

    func testTheCustomizingEventsCarryTheDelegatesArguments() {
        let tabs = UITabBarController()
        let screens = [UIViewController()]
        var log: [String] = []
        let bag = DisposeBag()
        tabs.rx.willBeginCustomizing.subscribe(onNext: { log.append("willBegin \($0.count)") }).disposed(
            by: bag)
        tabs.rx.willEndCustomizing.subscribe(onNext: {
            log.append("willEnd \($0.viewControllers.count) \($0.changed)")
        })
        .disposed(by: bag)
        tabs.rx.didEndCustomizing.subscribe(onNext: {
            log.append("didEnd \($0.viewControllers.count) \($0.changed)")
        })
        .disposed(by: bag)
        tabs.delegate?.tabBarController(tabs, willBeginCustomizing: screens)
        tabs.delegate?.tabBarController(tabs, willEndCustomizing: screens, changed: true)
        tabs.delegate?.tabBarController(tabs, didEndCustomizing: screens, changed: false)
        XCTAssertEqual(log, ["willBegin 1", "willEnd 1 true", "didEnd 1 false"])
    }

    func testRearrangingTheTabsReportsTheCustomizingEvents() {
        let (window, tabs) = shownTabs()
        let screens = tabs.viewControllers ?? []
        var log: [String] = []
        let bag = DisposeBag()
        tabs.rx.willBeginCustomizing.subscribe(onNext: { log.append("willBegin \($0.count)") }).disposed(
            by: bag)
        tabs.rx.willEndCustomizing.subscribe(onNext: { log.append("willEnd \($0.changed)") }).disposed(
            by: bag)
        tabs.rx.didEndCustomizing.subscribe(onNext: { log.append("didEnd \($0.changed)") }).disposed(by: bag)
        tabs.simulateRearrangingTabs([screens[2], screens[1], screens[0]])
        tabs.simulateRearrangingTabs([screens[2], screens[1], screens[0]])
        tabs.simulateRearrangingTabs([screens[0]])  // not a rearrangement: ignored
        XCTAssertEqual(
            log,
            ["willBegin 3", "willEnd true", "didEnd true", "willBegin 3", "willEnd false", "didEnd false"])
        XCTAssertEqual(tabs.viewControllers?.map { $0.title ?? "?" }, ["Profile", "Search", "Home"])
        XCTAssertEqual(tabs.selectedViewController?.title, "Home", "the selected screen stays selected")
        XCTAssertEqual(tabs.selectedIndex, 2)
        withExtendedLifetime(window) {}
    }

    func testDidSelectCompletesWhenTheControllerDies() {
        var tabs: UITabBarController? = UITabBarController()
        let selections = tabs!.rx.didSelect.map { _ in "selected" }
        scheduler.scheduleAt(300) { tabs = nil }
        let observer = scheduler.start { selections }
        XCTAssertEqual(observer.events, [.completed(300)])
    }
}
