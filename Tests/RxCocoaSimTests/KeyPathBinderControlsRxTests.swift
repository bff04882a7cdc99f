import Foundation
import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import UIKitSim
import XCTest

/// Properties RxCocoa 6 binds through `Reactive`'s key-path lookup (no extension of their own).
final class KeyPathBinderControlsRxTests: RxTestCase {
    func testPageControlPagesAreBoundByKeyPath() {
        let pageControl = UIPageControl(frame: .zero)
        Observable.just(10).bind(to: pageControl.rx.numberOfPages).dispose()
        Observable.just(5).bind(to: pageControl.rx.currentPage).dispose()
        XCTAssertEqual(pageControl.numberOfPages, 10)
        XCTAssertEqual(pageControl.currentPage, 5)
    }

    func testAPageControlsUserChangesAreAControlProperty() {
        let pageControl = UIPageControl()
        pageControl.numberOfPages = 3
        scheduler.scheduleAt(210) { pageControl.simulateTap(.next) }
        scheduler.scheduleAt(220) { pageControl.simulateScrub(toPage: 0) }
        let observer = scheduler.start {
            pageControl.rx.controlProperty(
                editingEvents: .valueChanged, getter: { $0.currentPage }, setter: { $0.currentPage = $1 })
        }
        XCTAssertEqual(observer.events, [.next(200, 0), .next(210, 1), .next(220, 0)])
    }

    func testImageViewImageIsBoundByKeyPath() {
        let imageView = UIImageView()
        let images = scheduler.createHotObservable([
            .next(210, UIImage(named: "a") as UIImage?), .next(220, nil),
        ])
        let bag = DisposeBag()
        scheduler.scheduleAt(200) { images.bind(to: imageView.rx.image).disposed(by: bag) }
        let timeline = UITimeline(scheduler, properties: ["image"])
        scheduler.start()
        XCTAssertEqual(timeline.entries, ["210 image: UIImage(named: \"a\")", "220 image: nil"])
    }

    func testSegmentBindersSetEnabledAndImage() {
        let control = UISegmentedControl(items: ["a", "b", "c"])
        _ = Observable.just(false).subscribe(control.rx.enabledForSegment(at: 0))
        _ = Observable.just(UIImage(named: "c")).subscribe(control.rx.imageForSegment(at: 2))
        XCTAssertFalse(control.isEnabledForSegment(at: 0))
        XCTAssertEqual(control.imageForSegment(at: 2), UIImage(named: "c"))
    }
}
