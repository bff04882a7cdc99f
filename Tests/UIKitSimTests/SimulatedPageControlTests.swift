import Foundation
import UIKitSim
import XCTest

/// The simulated `UIPageControl`: pages kept in range, and the user's taps and scrubs.
final class SimulatedPageControlTests: XCTestCase {
    func testTheCurrentPageStaysWithinThePages() {
        let pageControl = UIPageControl(frame: .zero)
        pageControl.numberOfPages = 5
        pageControl.currentPage = 9
        XCTAssertEqual(pageControl.currentPage, 4)
        pageControl.numberOfPages = 3
        XCTAssertEqual(pageControl.currentPage, 2)
        pageControl.currentPage = -1
        XCTAssertEqual(pageControl.currentPage, 0)
    }

    func testTapsAndScrubsMoveThePageAndSendValueChanged() {
        let pageControl = UIPageControl()
        pageControl.numberOfPages = 3
        var pages: [Int] = []
        pageControl.addAction(
            UIAction { [weak pageControl] _ in pages.append(pageControl?.currentPage ?? -1) },
            for: .valueChanged)

        pageControl.simulateTap(.previous)  // at the first page: nothing
        pageControl.simulateTap(.next)
        pageControl.simulateTap(.next)
        pageControl.simulateTap(.next)  // at the last page: nothing
        pageControl.simulateScrub(toPage: 0)
        pageControl.simulateScrub(toPage: 0)  // the same page: nothing
        pageControl.simulateScrub(toPage: 10)  // past the end: the last page
        pageControl.currentPage = 1  // code: no event

        XCTAssertEqual(pages, [1, 2, 0, 2])
    }

    func testAHiddenSinglePageControlIgnoresTheUser() {
        let pageControl = UIPageControl()
        pageControl.numberOfPages = 1
        pageControl.hidesForSinglePage = true
        var events = 0
        pageControl.addAction(UIAction { _ in events += 1 }, for: .valueChanged)
        pageControl.simulateTap(.next)
        pageControl.isEnabled = false
        pageControl.numberOfPages = 2
        pageControl.simulateTap(.next)
        XCTAssertEqual(events, 0)
        XCTAssertEqual(pageControl.currentPage, 0)
    }
}
