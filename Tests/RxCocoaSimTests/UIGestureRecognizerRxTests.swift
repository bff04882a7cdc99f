import Foundation
import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import UIKitSim
import XCTest

final class UIGestureRecognizerRxTests: RxTestCase {
    func testEventIsTheRecognizerAtEachRecognizedTap() {
        let view = UIView()
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        scheduler.scheduleAt(210) { view.simulateTap() }
        scheduler.scheduleAt(220) { tap.isEnabled = false }
        scheduler.scheduleAt(230) { view.simulateTap() }
        let observer = scheduler.start {
            tap.rx.event.map { recognizer in "\(recognizer === tap) \(recognizer.state)" }
        }
        XCTAssertEqual(observer.events, [.next(210, "true ended")])
    }

    func testEventCompletesWhenTheRecognizerDies() {
        var recognizer: UITapGestureRecognizer? = UITapGestureRecognizer()
        let event = recognizer!.rx.event
        scheduler.scheduleAt(300) { recognizer = nil }
        let observer = scheduler.start { event.marked("tap") }
        XCTAssertEqual(observer.events, [.completed(300)])
    }
}
