import Foundation
import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import UIKitSim
import XCTest

/// The app's own scroll view delegate, set before or alongside the Rx extensions.
private final class PagingDelegate: UIScrollViewDelegate {
    var calls: [String] = []

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        calls.append("didEndDecelerating \(scrollView.contentOffset.x)")
    }
}

final class UIScrollViewRxTests: RxTestCase {
    private func makeScrollView() -> UIScrollView {
        UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    func testContentOffsetIsTheCurrentOffsetThenEachScroll() {
        let scrollView = makeScrollView()
        scheduler.scheduleAt(150) { scrollView.contentOffset = CGPoint(x: 0, y: 5) }
        scheduler.scheduleAt(210) { scrollView.simulateDrag(to: CGPoint(x: 0, y: 40)) }
        scheduler.scheduleAt(220) { scrollView.setContentOffset(CGPoint(x: 0, y: 10), animated: false) }
        let observer = scheduler.start { scrollView.rx.contentOffset.map { $0.y } }
        // Unlike a control's property, every change of the offset is reported, as UIKit calls
        // scrollViewDidScroll for scrolls made in code too.
        XCTAssertEqual(observer.events, [.next(200, 5), .next(210, 40), .next(220, 10)])
    }

    func testBindingToContentOffsetScrolls() {
        let scrollView = makeScrollView()
        let timeline = UITimeline(scheduler, properties: ["contentOffset"])
        let offsets = scheduler.createHotObservable([.next(210, CGPoint(x: 0, y: 30))])
        let bag = DisposeBag()
        scheduler.scheduleAt(200) { offsets.bind(to: scrollView.rx.contentOffset).disposed(by: bag) }
        scheduler.start()
        XCTAssertEqual(timeline.entries, ["210 contentOffset: (0.0, 30.0)"])
    }

    func testASubscriptionToContentOffsetDoesNotKeepTheScrollViewAlive() {
        var scrollView: UIScrollView? = makeScrollView()
        weak let weakScrollView = scrollView
        let offsets = scrollView!.rx.contentOffset.map { $0.x }
        scheduler.scheduleAt(210) { scrollView?.contentOffset = CGPoint(x: 7, y: 0) }
        scheduler.scheduleAt(300) { scrollView = nil }
        let observer = scheduler.start { offsets }
        XCTAssertNil(weakScrollView)
        XCTAssertEqual(observer.events, [.next(200, 0), .next(210, 7), .completed(300)])
    }

    func testASwipeReportsItsDelegateEventsInOrder() {
        let scrollView = makeScrollView()
        var log: [String] = []
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            scrollView.rx.didScroll.subscribe(onNext: {
                log.append("\(self.scheduler.clock) didScroll \(scrollView.contentOffset.x)")
            }).disposed(by: bag)
            scrollView.rx.willBeginDragging.subscribe(onNext: {
                log.append("\(self.scheduler.clock) willBeginDragging")
            })
            .disposed(by: bag)
            scrollView.rx.didEndDragging.subscribe(onNext: {
                log.append("\(self.scheduler.clock) didEndDragging decelerate=\($0)")
            }).disposed(by: bag)
            scrollView.rx.willBeginDecelerating.subscribe(onNext: {
                log.append("\(self.scheduler.clock) willBeginDecelerating")
            }).disposed(by: bag)
            scrollView.rx.didEndDecelerating.subscribe(onNext: {
                log.append("\(self.scheduler.clock) didEndDecelerating")
            }).disposed(by: bag)
        }
        scheduler.scheduleAt(210) { scrollView.simulateSwipe(toPage: 1) }
        scheduler.scheduleAt(220) { scrollView.simulateDrag(to: CGPoint(x: 50, y: 0)) }
        scheduler.start()
        XCTAssertEqual(
            log,
            [
                "210 willBeginDragging", "210 didScroll 50.0", "210 didEndDragging decelerate=true",
                "210 willBeginDecelerating", "210 didScroll 100.0", "210 didEndDecelerating",
                "220 willBeginDragging", "220 didScroll 50.0", "220 didEndDragging decelerate=false",
            ])
    }

    func testOtherScrollEventsAreReported() {
        let scrollView = makeScrollView()
        var log: [String] = []
        let bag = DisposeBag()
        scrollView.rx.didEndScrollingAnimation.subscribe(onNext: { log.append("animation ended") }).disposed(
            by: bag)
        scrollView.rx.didScrollToTop.subscribe(onNext: { log.append("top") }).disposed(by: bag)
        scrollView.rx.didZoom.subscribe(onNext: { log.append("zoom") }).disposed(by: bag)
        scrollView.setContentOffset(CGPoint(x: 0, y: 80), animated: true)
        scrollView.delegate?.scrollViewDidScrollToTop(scrollView)
        scrollView.delegate?.scrollViewDidZoom(scrollView)
        XCTAssertEqual(log, ["animation ended", "top", "zoom"])
    }

    func testAnExistingDelegateKeepsItsCallsAndRxCompletesWhenTheScrollViewDies() {
        var scrollView: UIScrollView? = makeScrollView()
        let delegate = PagingDelegate()
        scrollView!.delegate = delegate
        let decelerations = scrollView!.rx.didEndDecelerating.marked("rest")
        scheduler.scheduleAt(210) { scrollView?.simulateSwipe(toPage: 2) }
        scheduler.scheduleAt(300) { scrollView = nil }
        let observer = scheduler.start { decelerations }
        XCTAssertEqual(observer.events, [.next(210, "rest"), .completed(300)])
        XCTAssertEqual(delegate.calls, ["didEndDecelerating 200.0"])
    }

    func testSetDelegateForwardsWeaklyUntilDisposed() {
        let scrollView = makeScrollView()
        var delegate: PagingDelegate? = PagingDelegate()
        weak let weakDelegate = delegate
        let installation = scrollView.rx.setDelegate(delegate!)
        var rested = 0
        let subscription = scrollView.rx.didEndDecelerating.subscribe(onNext: { rested += 1 })
        scrollView.simulateSwipe(toPage: 1)
        XCTAssertEqual(delegate?.calls, ["didEndDecelerating 100.0"])

        installation.dispose()
        scrollView.simulateSwipe(toPage: 2)
        XCTAssertEqual(delegate?.calls, ["didEndDecelerating 100.0"])
        XCTAssertEqual(rested, 2)

        _ = scrollView.rx.setDelegate(delegate!)
        delegate = nil
        XCTAssertNil(weakDelegate)
        XCTAssertNil(scrollView.rx.delegate.forwardToDelegate())
        subscription.dispose()
    }
}
