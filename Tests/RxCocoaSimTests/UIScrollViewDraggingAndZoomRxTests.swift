import Foundation
import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import UIKitSim
import XCTest

final class UIScrollViewDraggingAndZoomRxTests: RxTestCase {
    func testWillEndDraggingGivesTheVelocityAndLetsTheRestingOffsetChange() {
        let scrollView = UIScrollView()
        var velocities: [CGPoint] = []
        let subscription = scrollView.rx.willEndDragging.subscribe(onNext: { velocity, target in
            velocities.append(velocity)
            target.pointee = CGPoint(x: 0, y: 100)  // snap
        })
        scrollView.simulateSwipe(dragTo: CGPoint(x: 0, y: 30), restingAt: CGPoint(x: 0, y: 80))
        XCTAssertEqual(velocities, [CGPoint(x: 1, y: 1)])
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 100))
        subscription.dispose()
    }

    func testZoomEventsNameTheViewAndTheScale() {
        final class Zoomer: UIScrollViewDelegate {
            let content = UIView()
            func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }
        }
        let scrollView = UIScrollView()
        let zoomer = Zoomer()
        scrollView.delegate = zoomer
        scrollView.maximumZoomScale = 4
        var begins: [UIView?] = []
        var ends: [String] = []
        var zooms = 0
        let bag = DisposeBag()
        scrollView.rx.willBeginZooming.subscribe(onNext: { begins.append($0) }).disposed(by: bag)
        scrollView.rx.didEndZooming.subscribe(onNext: {
            ends.append("\($0.view === zoomer.content) \($0.scale)")
        })
        .disposed(by: bag)
        scrollView.rx.didZoom.subscribe(onNext: { zooms += 1 }).disposed(by: bag)
        scrollView.simulatePinch(toScale: 2)
        scrollView.delegate?.scrollViewWillBeginZooming(scrollView, with: nil)
        XCTAssertEqual(begins.count, 2)
        XCTAssertTrue(begins[0] === zoomer.content)
        XCTAssertNil(begins[1])
        XCTAssertEqual(ends, ["true 2.0"])
        XCTAssertEqual(zooms, 1)
    }

    func testZoomEventsCompleteWhenTheScrollViewDies() {
        var scrollView: UIScrollView? = UIScrollView()
        let begins = scrollView!.rx.willBeginZooming
        let ends = scrollView!.rx.didEndZooming
        let drags = scrollView!.rx.willEndDragging
        scheduler.scheduleAt(300) { scrollView = nil }
        let beginEvents = scheduler.record(begins.marked("begin"), subscribed: 200)
        let endEvents = scheduler.record(ends.marked("end"), subscribed: 200)
        let dragEvents = scheduler.record(drags.marked("drag"), subscribed: 200)
        scheduler.start()
        XCTAssertEqual(beginEvents.events, [.completed(300)])
        XCTAssertEqual(endEvents.events, [.completed(300)])
        XCTAssertEqual(dragEvents.events, [.completed(300)])
    }

    func testAKeptContentOffsetDoesNotKeepTheOtherEventsFromCompleting() {
        var scrollView: UIScrollView? = UIScrollView()
        let offsets = scrollView!.rx.contentOffset
        let scrolls = scrollView!.rx.didScroll
        scheduler.scheduleAt(210) { scrollView?.contentOffset = CGPoint(x: 0, y: 3) }
        scheduler.scheduleAt(300) { scrollView = nil }
        let offsetEvents = scheduler.record(offsets.map { $0.y }, subscribed: 200)
        let scrollEvents = scheduler.record(scrolls.marked("scroll"), subscribed: 200)
        scheduler.start()
        XCTAssertEqual(offsetEvents.events, [.next(200, 0), .next(210, 3), .completed(300)])
        XCTAssertEqual(scrollEvents.events, [.next(210, "scroll"), .completed(300)])
    }
}
