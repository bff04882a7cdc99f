import Foundation
import UIKitSim
import XCTest

/// The simulated `UIRefreshControl` and the scroll view that holds it.
final class SimulatedRefreshControlTests: XCTestCase {
    func testAPullStartsRefreshingAndSendsValueChangedOnce() {
        let tableView = UIScrollView()
        let refreshControl = UIRefreshControl()
        tableView.refreshControl = refreshControl
        XCTAssertTrue(refreshControl.superview === tableView)
        var log: [String] = []
        refreshControl.addAction(
            UIAction { [weak refreshControl] _ in
                log.append("pulled \(refreshControl?.isRefreshing ?? false)")
            },
            for: .valueChanged)

        refreshControl.simulatePull()
        refreshControl.simulatePull()  // already refreshing: the spinner stays, no event
        refreshControl.endRefreshing()
        refreshControl.simulatePull()

        XCTAssertEqual(log, ["pulled true", "pulled true"])
        XCTAssertTrue(refreshControl.isRefreshing)
    }

    func testCodeRefreshesWithoutEvents() {
        let scrollView = UIScrollView()
        let refreshControl = UIRefreshControl()
        scrollView.refreshControl = refreshControl
        var events = 0
        refreshControl.addAction(UIAction { _ in events += 1 }, for: .valueChanged)
        refreshControl.beginRefreshing()
        XCTAssertTrue(refreshControl.isRefreshing)
        refreshControl.endRefreshing()
        XCTAssertFalse(refreshControl.isRefreshing)
        XCTAssertEqual(events, 0)
    }

    func testNoPullWithoutAScrollViewThatScrolls() {
        let loose = UIRefreshControl()
        loose.simulatePull()
        XCTAssertFalse(loose.isRefreshing)

        let scrollView = UIScrollView()
        let refreshControl = UIRefreshControl()
        scrollView.refreshControl = refreshControl
        scrollView.isScrollEnabled = false
        refreshControl.simulatePull()
        XCTAssertFalse(refreshControl.isRefreshing)

        scrollView.refreshControl = nil
        XCTAssertNil(refreshControl.superview)
        scrollView.isScrollEnabled = true
        refreshControl.simulatePull()
        XCTAssertFalse(refreshControl.isRefreshing)
    }

    func testAScrollViewThatCannotScrollIgnoresDrags() {
        let scrollView = UIScrollView()
        scrollView.isScrollEnabled = false
        scrollView.simulateDrag(to: CGPoint(x: 0, y: 40))
        scrollView.simulateSwipe(dragTo: CGPoint(x: 0, y: 40), restingAt: CGPoint(x: 0, y: 80))
        XCTAssertEqual(scrollView.contentOffset, .zero)
        scrollView.contentOffset = CGPoint(x: 0, y: 10)  // code still scrolls
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 10))
    }
}
