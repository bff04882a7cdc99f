import UIKitSim
import XCTest

final class SimulatedNavigationTests: XCTestCase {
    private let log = ScreenLog()

    /// A navigation controller with `root`, shown in a visible window, its log then emptied.
    private func shownNavigation(root: UIViewController) -> (UIWindow, UINavigationController) {
        let navigation = UINavigationController(rootViewController: root)
        navigation.delegate = log
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        log.lines = []
        return (window, navigation)
    }

    func testAWindowMadeVisibleShowsItsRootAndItsTopScreen() {
        let root = log.screen("A")
        let navigation = UINavigationController(rootViewController: root)
        navigation.delegate = log
        let window = UIWindow()
        window.rootViewController = navigation
        XCTAssertEqual(log.lines, ["A willMove in", "A didMove in"])
        XCTAssertFalse(window.isKeyWindow)
        window.makeKeyAndVisible()
        XCTAssertTrue(window.isKeyWindow)
        XCTAssertEqual(
            log.lines,
            [
                "A willMove in", "A didMove in", "A viewDidLoad", "A viewWillAppear", "willShow A",
                "A viewDidAppear", "didShow A",
            ])
        XCTAssertTrue(navigation.view.superview === window)
    }

    func testAPushRunsBothLifeCyclesInUIKitsOrder() {
        let (window, navigation) = shownNavigation(root: log.screen("A"))
        navigation.pushViewController(log.screen("B"), animated: true)
        XCTAssertEqual(
            log.lines,
            [
                "B willMove in", "B viewDidLoad", "A viewWillDisappear", "B viewWillAppear moving",
                "willShow B",
                "A viewDidDisappear", "B viewDidAppear", "B didMove in", "didShow B",
            ])
        XCTAssertEqual(navigation.viewControllers.map(\.title), ["A", "B"])
        XCTAssertTrue(navigation.topViewController?.navigationController === navigation)
        withExtendedLifetime(window) {}
    }

    func testTheBackButtonPopsTheTopScreen() {
        let root = log.screen("A")
        let (window, navigation) = shownNavigation(root: root)
        let pushed = log.screen("B")
        navigation.pushViewController(pushed, animated: false)
        log.lines = []
        navigation.simulateBack()
        XCTAssertEqual(
            log.lines,
            [
                "B willMove nil", "B viewWillDisappear moving", "A viewWillAppear", "willShow A",
                "B viewDidDisappear", "A viewDidAppear", "B didMove nil", "didShow A",
            ])
        XCTAssertNil(pushed.parent)
        XCTAssertTrue(navigation.topViewController === root)
        log.lines = []
        navigation.simulateBack()
        XCTAssertEqual(log.lines, [], "there is no back button on the root screen")
        withExtendedLifetime(window) {}
    }

    func testAHiddenBackButtonCannotBeTapped() {
        let (window, navigation) = shownNavigation(root: log.screen("A"))
        let pushed = log.screen("B")
        pushed.navigationItem.hidesBackButton = true
        navigation.pushViewController(pushed, animated: false)
        navigation.simulateBack()
        XCTAssertTrue(navigation.topViewController === pushed)
        withExtendedLifetime(window) {}
    }

    func testPopToRootReturnsThePoppedScreensAndOnlyTheTopOnesGo() {
        let (window, navigation) = shownNavigation(root: log.screen("A"))
        navigation.pushViewController(log.screen("B"), animated: false)
        navigation.pushViewController(log.screen("C"), animated: false)
        log.lines = []
        let popped = navigation.popToRootViewController(animated: true)
        XCTAssertEqual(popped?.map(\.title), ["B", "C"])
        XCTAssertEqual(
            log.lines.filter { $0.contains("view") },
            ["C viewWillDisappear moving", "A viewWillAppear", "C viewDidDisappear", "A viewDidAppear"])
        XCTAssertNil(navigation.popToRootViewController(animated: true))
        withExtendedLifetime(window) {}
    }

    func testAStackChangedOffScreenRunsNoLifeCycle() {
        let navigation = UINavigationController(rootViewController: log.screen("A"))
        navigation.delegate = log
        navigation.pushViewController(log.screen("B"), animated: true)
        XCTAssertEqual(log.lines, ["A willMove in", "A didMove in", "B willMove in", "B didMove in"])
        log.lines = []
        navigation.simulateAppear()
        XCTAssertEqual(
            log.lines, ["B viewDidLoad", "B viewWillAppear", "willShow B", "B viewDidAppear", "didShow B"])
    }

    func testSetViewControllersRemovesTheScreensThatLeave() {
        let root = log.screen("A")
        let (window, navigation) = shownNavigation(root: root)
        let replacement = log.screen("B")
        navigation.setViewControllers([replacement], animated: false)
        XCTAssertNil(root.parent)
        XCTAssertEqual(navigation.children.map(\.title), ["B"])
        XCTAssertEqual(
            log.lines,
            [
                "B willMove in", "A willMove nil", "B viewDidLoad", "A viewWillDisappear moving",
                "B viewWillAppear moving", "willShow B", "A viewDidDisappear", "B viewDidAppear",
                "A didMove nil",
                "B didMove in", "didShow B",
            ])
        withExtendedLifetime(window) {}
    }

    func testTheStackIsRecordedAsAPropertyChange() {
        var changes: [String] = []
        let observation = PropertyChangeLog.observe { change in
            if change.property == "viewControllers" {
                changes.append(PropertyChange.text(of: change.newValue))
            }
        }
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.pushViewController(UIViewController(), animated: false)
        observation.cancel()
        XCTAssertEqual(changes, ["[<UIViewController>]", "[<UIViewController>, <UIViewController>]"])
    }

    func testAFullScreenPresentationHidesThePresenterAndItsDismissalBringsItBack() {
        let (window, navigation) = shownNavigation(root: log.screen("A"))
        let modal = log.screen("M")
        modal.modalPresentationStyle = .fullScreen
        var completed = false
        navigation.topViewController?.present(modal, animated: true) { completed = true }
        XCTAssertTrue(completed)
        XCTAssertEqual(
            log.lines,
            [
                "M viewDidLoad", "A viewWillDisappear", "M viewWillAppear presented", "A viewDidDisappear",
                "M viewDidAppear",
            ])
        XCTAssertTrue(modal.presentingViewController === navigation)
        XCTAssertTrue(navigation.presentedViewController === modal)
        XCTAssertTrue(navigation.visibleViewController === modal)
        log.lines = []
        modal.dismiss(animated: true)
        // The navigation controller comes back with its top screen, and tells its delegate again.
        XCTAssertEqual(
            log.lines,
            [
                "M viewWillDisappear dismissed", "A viewWillAppear", "willShow A", "M viewDidDisappear",
                "A viewDidAppear", "didShow A",
            ])
        XCTAssertNil(navigation.presentedViewController)
        XCTAssertNil(modal.presentingViewController)
        withExtendedLifetime(window) {}
    }

    func testASheetLeavesThePresenterOnScreen() {
        let (window, navigation) = shownNavigation(root: log.screen("A"))
        let sheet = log.screen("S")
        navigation.present(sheet, animated: true)
        XCTAssertEqual(log.lines, ["S viewDidLoad", "S viewWillAppear presented", "S viewDidAppear"])
        log.lines = []
        navigation.dismiss(animated: true)
        XCTAssertEqual(log.lines, ["S viewWillDisappear dismissed", "S viewDidDisappear"])
        withExtendedLifetime(window) {}
    }

    func testPresentingFromAScreenNotOnScreenDoesNothing() {
        let screen = log.screen("A")
        let other = log.screen("B")
        screen.present(other, animated: true)
        XCTAssertNil(screen.presentedViewController)
        XCTAssertEqual(log.lines, [])
    }

    func testReplacingTheRootOfAVisibleWindow() {
        let window = UIWindow()
        window.rootViewController = log.screen("A")
        window.makeKeyAndVisible()
        log.lines = []
        window.rootViewController = log.screen("B")
        XCTAssertEqual(
            log.lines,
            [
                "B viewDidLoad", "A viewWillDisappear", "B viewWillAppear", "A viewDidDisappear",
                "B viewDidAppear",
            ])
        log.lines = []
        window.isHidden = true
        XCTAssertEqual(log.lines, ["B viewWillDisappear", "B viewDidDisappear"])
    }

    func testTheTitleIsTheNavigationItemsAndTheTabBarItemsTitle() {
        let screen = UIViewController()
        screen.title = "Inbox"
        XCTAssertEqual(screen.navigationItem.title, "Inbox")
        screen.title = "Mail"
        XCTAssertEqual(screen.navigationItem.title, "Mail")
        XCTAssertEqual(screen.tabBarItem.title, "Mail")
        XCTAssertTrue(screen.navigationItem === screen.navigationItem)
    }

    func testAChildAddedToAContainerAppearsWithItsViewInside() {
        let container = log.screen("P")
        let child = log.screen("C")
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        XCTAssertTrue(child.parent === container)
        container.simulateAppear()
        XCTAssertEqual(
            log.lines,
            [
                "C willMove in", "P viewDidLoad", "C viewDidLoad", "C didMove in", "P viewWillAppear",
                "C viewWillAppear", "P viewDidAppear", "C viewDidAppear",
            ])
        log.lines = []
        child.willMove(toParent: nil)
        child.removeFromParent()
        XCTAssertEqual(log.lines, ["C willMove nil", "C didMove nil"])
        XCTAssertEqual(container.children.count, 0)
    }

    func testNavigationItemButtons() {
        let item = UINavigationItem(title: "Edit")
        let done = UIBarButtonItem(systemItem: .done)
        item.rightBarButtonItem = done
        XCTAssertEqual(item.rightBarButtonItems?.count, 1)
        XCTAssertTrue(item.rightBarButtonItem === done)
        item.setLeftBarButtonItems(
            [UIBarButtonItem(title: "A"), UIBarButtonItem(title: "B")], animated: true)
        XCTAssertEqual(item.leftBarButtonItem?.title, "A")
        item.leftBarButtonItem = nil
        XCTAssertNil(item.leftBarButtonItems)
    }

    func testShowPushesInANavigationControllerAndPresentsElsewhere() {
        let (window, navigation) = shownNavigation(root: log.screen("A"))
        navigation.topViewController?.show(log.screen("B"), sender: nil)
        XCTAssertEqual(navigation.viewControllers.map(\.title), ["A", "B"])
        let lone = UIWindow()
        let screen = log.screen("C")
        lone.rootViewController = screen
        lone.makeKeyAndVisible()
        let shown = log.screen("D")
        screen.show(shown, sender: nil)
        XCTAssertTrue(screen.presentedViewController === shown)
        withExtendedLifetime(window) {}
    }

    func testPopToAScreenInTheStack() {
        let (window, navigation) = shownNavigation(root: log.screen("A"))
        let middle = log.screen("B")
        navigation.pushViewController(middle, animated: false)
        navigation.pushViewController(log.screen("C"), animated: false)
        navigation.pushViewController(log.screen("D"), animated: false)
        XCTAssertEqual(navigation.popToViewController(middle, animated: true)?.map(\.title), ["C", "D"])
        XCTAssertTrue(navigation.topViewController === middle)
        XCTAssertNil(navigation.popToViewController(log.screen("E"), animated: true))
        withExtendedLifetime(window) {}
    }

    func testOneWindowIsKeyAtATime() {
        let first = UIWindow()
        let second = UIWindow()
        first.makeKeyAndVisible()
        second.makeKey()
        XCTAssertFalse(first.isKeyWindow)
        XCTAssertTrue(second.isKeyWindow)
        XCTAssertTrue(second.isHidden, "makeKey() alone does not show the window")
    }
}
