import Foundation
import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import UIKitSim
import XCTest

final class UIRefreshControlRxTests: RxTestCase {
    func testAPullIsAValueChangedEventAndLoadingEndsTheRefresh() {
        let scrollView = UIScrollView()
        let refreshControl = UIRefreshControl()
        scrollView.refreshControl = refreshControl
        let loading = scheduler.createHotObservable([.next(215, false)])
        let bag = DisposeBag()
        scheduler.scheduleAt(200) { loading.bind(to: refreshControl.rx.isRefreshing).disposed(by: bag) }
        scheduler.scheduleAt(210) { refreshControl.simulatePull() }
        scheduler.scheduleAt(220) { refreshControl.simulatePull() }
        let pulls = scheduler.record(
            refreshControl.rx.controlEvent(.valueChanged).marked("pull"), subscribed: 200)
        let timeline = UITimeline(scheduler, properties: ["isRefreshing"])
        scheduler.start()
        XCTAssertEqual(pulls.events, [.next(210, "pull"), .next(220, "pull")])
        XCTAssertEqual(
            timeline.entries, ["210 isRefreshing: true", "215 isRefreshing: false", "220 isRefreshing: true"])
    }

    func testIsRefreshingBeginsAndEndsAndHoldsTheControlWeakly() {
        var refreshControl: UIRefreshControl? = UIRefreshControl()
        let binder = refreshControl!.rx.isRefreshing
        binder.onNext(true)
        XCTAssertEqual(refreshControl?.isRefreshing, true)
        binder.onNext(false)
        XCTAssertEqual(refreshControl?.isRefreshing, false)
        weak let weakControl = refreshControl
        refreshControl = nil
        XCTAssertNil(weakControl)
        binder.onNext(true)
    }
}
