import UIKitSim
import XCTest

final class SimulatedTabBarControllerTests: XCTestCase {
    private let log = ScreenLog()

    /// A tab bar controller with screens `titles`, on a visible window, its log then emptied.
    private func shownTabs(_ titles: [String]) -> (UIWindow, UITabBarController) {
        let tabs = UITabBarController()
        tabs.viewControllers = titles.map { log.screen($0) }
        tabs.delegate = log
        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        log.lines = []
        return (window, tabs)
    }

    func testTheFirstTabIsSelectedAndAppearsWithTheController() {
        let tabs = UITabBarController()
        tabs.viewControllers = [log.screen("Home"), log.screen("Search")]
        XCTAssertEqual(tabs.selectedIndex, 0)
        XCTAssertEqual(tabs.tabBar.items?.map(\.title), ["Home", "Search"])
        XCTAssertTrue(tabs.tabBar.selectedItem === tabs.viewControllers?[0].tabBarItem)
        log.lines = []
        tabs.simulateAppear()
        XCTAssertEqual(log.lines, ["Home viewDidLoad", "Home viewWillAppear", "Home viewDidAppear"])
    }

    func testATapAsksTheDelegateSwitchesTheScreensThenTellsTheDelegate() {
        let (window, tabs) = shownTabs(["Home", "Search"])
        tabs.simulateSelectTab(at: 1)
        XCTAssertEqual(
            log.lines,
            [
                "shouldSelect Search", "Search viewDidLoad", "Home viewWillDisappear",
                "Search viewWillAppear",
                "Home viewDidDisappear", "Search viewDidAppear", "didSelect Search",
            ])
        XCTAssertEqual(tabs.selectedIndex, 1)
        XCTAssertTrue(tabs.tabBar.selectedItem === tabs.selectedViewController?.tabBarItem)
        withExtendedLifetime(window) {}
    }

    func testARefusedTabIsNotSelected() {
        let (window, tabs) = shownTabs(["Home", "Search"])
        log.allowsSelection = false
        tabs.simulateSelectTab(at: 1)
        XCTAssertEqual(log.lines, ["shouldSelect Search"])
        XCTAssertEqual(tabs.selectedIndex, 0)
        withExtendedLifetime(window) {}
    }

    func testADisabledTabCannotBeTapped() {
        let (window, tabs) = shownTabs(["Home", "Search"])
        tabs.viewControllers?[1].tabBarItem.isEnabled = false
        tabs.simulateSelectTab(at: 1)
        tabs.simulateSelectTab(at: 7)
        XCTAssertEqual(log.lines, [])
        withExtendedLifetime(window) {}
    }

    func testSelectingInCodeSwitchesTheScreensWithoutTheDelegate() {
        let (window, tabs) = shownTabs(["Home", "Search"])
        tabs.selectedViewController = tabs.viewControllers?[1]
        XCTAssertEqual(
            log.lines,
            [
                "Search viewDidLoad", "Home viewWillDisappear", "Search viewWillAppear",
                "Home viewDidDisappear",
                "Search viewDidAppear",
            ])
        withExtendedLifetime(window) {}
    }

    func testTappingTheSelectedTabTakesItsNavigationControllerBackToItsRoot() {
        let navigation = UINavigationController(rootViewController: log.screen("List"))
        navigation.title = "Nav"
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, log.screen("Other")]
        tabs.simulateAppear()
        navigation.pushViewController(log.screen("Detail"), animated: false)
        log.lines = []
        tabs.delegate = log
        tabs.simulateSelectTab(at: 0)
        XCTAssertEqual(navigation.viewControllers.map(\.title), ["List"])
        XCTAssertEqual(log.lines.first, "shouldSelect Nav")
        XCTAssertEqual(log.lines.last, "didSelect Nav")
    }

    func testNewScreensKeepTheSelectedOneWhenItStays() {
        let (window, tabs) = shownTabs(["Home", "Search"])
        tabs.selectedIndex = 1
        let search = tabs.selectedViewController
        tabs.viewControllers = [log.screen("New"), search!]
        XCTAssertTrue(tabs.selectedViewController === search)
        XCTAssertEqual(tabs.selectedIndex, 1)
        tabs.viewControllers = nil
        XCTAssertEqual(tabs.selectedIndex, NSNotFound)
        XCTAssertNil(tabs.selectedViewController)
        withExtendedLifetime(window) {}
    }

    func testTheScreensFindTheirTabBarController() {
        let tabs = UITabBarController()
        let screen = UIViewController()
        let navigation = UINavigationController(rootViewController: screen)
        tabs.viewControllers = [navigation]
        XCTAssertTrue(screen.tabBarController === tabs)
        XCTAssertTrue(screen.navigationController === navigation)
        XCTAssertNil(tabs.tabBarController)
    }
}
