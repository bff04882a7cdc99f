import Foundation
import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import UIKitSim
import XCTest

final class UIButtonRxTests: RxTestCase {
    func testImageBindersSetTheNormalStateByDefault() {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        let star = UIImage(systemName: "star")
        _ = Observable.just(star).subscribe(button.rx.image())
        _ = Observable.just(UIImage(named: "plate")).subscribe(button.rx.backgroundImage())
        _ = Observable.just(NSAttributedString(string: "Go")).subscribe(button.rx.attributedTitle())
        _ = Observable.just(UIImage(systemName: "star.fill")).subscribe(button.rx.image(for: .selected))
        XCTAssertEqual(button.image(for: .normal), star)
        XCTAssertEqual(button.backgroundImage(for: .normal), UIImage(named: "plate"))
        XCTAssertEqual(button.attributedTitle(for: .normal), NSAttributedString(string: "Go"))
        XCTAssertEqual(button.image(for: .selected), UIImage(systemName: "star.fill"))
    }

    func testPrimaryActionIsEachTap() {
        let button = UIButton()
        scheduler.scheduleAt(210) { button.simulateTap() }
        scheduler.scheduleAt(220) { button.isEnabled = false }
        scheduler.scheduleAt(230) { button.simulateTap() }
        let observer = scheduler.start { button.rx.primaryAction.marked("action") }
        XCTAssertEqual(observer.events, [.next(210, "action")])
    }

    func testPrimaryActionCompletesWhenTheButtonDies() {
        var button: UIButton? = UIButton()
        let action = button!.rx.primaryAction
        scheduler.scheduleAt(300) { button = nil }
        let observer = scheduler.start { action.marked("action") }
        XCTAssertEqual(observer.events, [.completed(300)])
    }
}
