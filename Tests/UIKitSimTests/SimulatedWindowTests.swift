import UIKitSim
import XCTest

/// `UIView.window`: the window a view is in, through its superviews and the screens that show it.
final class SimulatedWindowTests: XCTestCase {
    func testAViewIsInTheWindowAtTheTopOfItsSuperviews() {
        let window = UIWindow()
        let outer = UIView()
        let inner = UIView()
        XCTAssertNil(inner.window)
        outer.addSubview(inner)
        XCTAssertNil(inner.window)
        window.addSubview(outer)
        XCTAssertTrue(inner.window === window)
        XCTAssertTrue(window.window === window)
        outer.removeFromSuperview()
        XCTAssertNil(inner.window)
    }

    func testAScreensViewIsInTheWindowWhoseRootItIs() {
        let window = UIWindow()
        let screen = UIViewController()
        let label = UILabel()
        screen.view.addSubview(label)
        XCTAssertNil(label.window)
        window.rootViewController = screen
        XCTAssertTrue(label.window === window)
        window.rootViewController = UIViewController()
        XCTAssertNil(label.window)
    }

    func testOnlyTheTopScreenOfANavigationStackIsInTheWindow() {
        let window = UIWindow()
        let first = UIViewController()
        let second = UIViewController()
        let navigation = UINavigationController(rootViewController: first)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        XCTAssertTrue(first.view.window === window)
        navigation.pushViewController(second, animated: false)
        XCTAssertTrue(second.view.window === window)
        XCTAssertNil(first.view.window)
        navigation.popViewController(animated: false)
        XCTAssertTrue(first.view.window === window)
        XCTAssertNil(second.view.window)
    }

    func testOnlyTheSelectedTabIsInTheWindow() {
        let window = UIWindow()
        let first = UIViewController()
        let second = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        XCTAssertTrue(first.view.window === window)
        XCTAssertNil(second.view.window)
        tabs.selectedIndex = 1
        XCTAssertTrue(second.view.window === window)
        XCTAssertNil(first.view.window)
    }

    func testAPresentedScreenIsInItsPresentersWindowUntilDismissed() {
        let window = UIWindow()
        let presenter = UIViewController()
        let presented = UIViewController()
        window.rootViewController = presenter
        window.makeKeyAndVisible()
        XCTAssertNil(presented.view.window)
        presenter.present(presented, animated: false)
        XCTAssertTrue(presented.view.window === window)
        presented.dismiss(animated: false)
        XCTAssertNil(presented.view.window)
    }
}
