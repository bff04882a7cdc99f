import UIKitSim
import XCTest

final class SimulatedLifeCycleTests: XCTestCase {
    /// Writes down every routed call it is told of, before (`>`) and after (`<`).
    private final class Calls: MessageObserver {
        var lines: [String] = []

        func willInvoke(_ method: String, arguments: [Any]) {
            lines.append("> \(method) \(arguments)")
        }

        func didInvoke(_ method: String, arguments: [Any]) {
            lines.append("< \(method)")
        }
    }

    /// A screen that writes down its own overrides, between the observer's lines.
    private final class Screen: UIViewController {
        let calls = Calls()

        override func viewDidLoad() {
            calls.lines.append("  viewDidLoad")
        }

        override func viewWillAppear(_ animated: Bool) {
            calls.lines.append("  viewWillAppear")
        }
    }

    func testAppearingRunsTheLifeCycleInUIKitsOrderBetweenTheObserversCalls() {
        let screen = Screen()
        screen.messageObserver = screen.calls
        screen.simulateAppear(animated: false)
        screen.simulateAppear()
        screen.simulateDisappear()
        XCTAssertEqual(
            screen.calls.lines,
            [
                "> viewDidLoad() []", "  viewDidLoad", "< viewDidLoad()",
                "> viewWillAppear(_:) [false]", "  viewWillAppear", "< viewWillAppear(_:)",
                "> viewWillLayoutSubviews() []", "< viewWillLayoutSubviews()",
                "> viewDidLayoutSubviews() []", "< viewDidLayoutSubviews()",
                "> viewDidAppear(_:) [false]", "< viewDidAppear(_:)",
                "> viewWillDisappear(_:) [true]", "< viewWillDisappear(_:)",
                "> viewDidDisappear(_:) [true]", "< viewDidDisappear(_:)",
            ])
    }

    func testATransitionCanBeCancelledHalfWayAsInUIKit() {
        let screen = Screen()
        screen.messageObserver = screen.calls
        screen.simulateAppear()
        screen.calls.lines = []
        // A swipe back that starts and is let go: will-disappear, then will-appear again.
        screen.beginAppearanceTransition(false, animated: true)
        screen.beginAppearanceTransition(true, animated: true)
        screen.endAppearanceTransition()
        XCTAssertEqual(
            screen.calls.lines.filter { $0.hasPrefix(">") },
            [
                "> viewWillDisappear(_:) [true]", "> viewWillAppear(_:) [true]",
                "> viewWillLayoutSubviews() []", "> viewDidLayoutSubviews() []", "> viewDidAppear(_:) [true]",
            ])
    }

    func testTheLifeCycleMethodsAreTheRoutedOnes() {
        XCTAssertEqual(UIView.routedMethods, [])
        XCTAssertEqual(
            UIViewController.routedMethods,
            [
                "viewDidLoad()", "viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)",
                "viewDidDisappear(_:)", "viewWillLayoutSubviews()", "viewDidLayoutSubviews()",
            ])
    }
}
