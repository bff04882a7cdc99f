import Foundation
import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import UIKitSim
import XCTest

final class NotificationCenterRxTests: RxTestCase {
    private let ping = Notification.Name("ping")

    func testEachPostWhileSubscribedArrivesAndDisposingRemovesTheObserver() {
        let center = NotificationCenter()
        scheduler.scheduleAt(150) { center.post(name: self.ping, object: nil) }  // before: not heard
        scheduler.scheduleAt(210) { center.post(name: self.ping, object: nil) }
        scheduler.scheduleAt(220) { center.post(name: Notification.Name("other"), object: nil) }
        scheduler.scheduleAt(230) { center.post(name: self.ping, object: NSObject()) }
        scheduler.scheduleAt(1100) { center.post(name: self.ping, object: nil) }  // disposed at 1000
        let observer = scheduler.start { center.rx.notification(self.ping).map { $0.name.rawValue } }
        XCTAssertEqual(observer.events, [.next(210, "ping"), .next(230, "ping")])
    }

    func testAnObjectFiltersByPoster() {
        let center = NotificationCenter()
        let sender = NSObject()
        var heard: [String] = []
        let subscription = center.rx.notification(ping, object: sender).subscribe(onNext: { _ in
            heard.append("ping")
        })
        center.post(name: ping, object: nil)
        center.post(name: ping, object: NSObject())
        center.post(name: ping, object: sender)
        XCTAssertEqual(heard, ["ping"])
        subscription.dispose()
        center.post(name: ping, object: sender)
        XCTAssertEqual(heard, ["ping"])
    }

    func testANilNameHearsEveryName() {
        let center = NotificationCenter()
        var heard: [String] = []
        let subscription = center.rx.notification(nil).subscribe(onNext: { heard.append($0.name.rawValue) })
        center.post(name: ping, object: nil)
        center.post(name: Notification.Name("pong"), object: nil)
        XCTAssertEqual(heard, ["ping", "pong"])
        subscription.dispose()
    }

    func testTheScriptedKeyboardsFrameReachesASubscriberInVirtualTime() {
        let center = NotificationCenter()
        let keyboard = SimulatedKeyboard(notificationCenter: center)
        scheduler.scheduleAt(210) { keyboard.simulateShow() }
        scheduler.scheduleAt(260) { keyboard.simulateHide(animationDuration: 0.1) }
        let heights = Observable.merge(
            center.rx.notification(UIResponder.keyboardWillShowNotification),
            center.rx.notification(UIResponder.keyboardWillHideNotification)
        )
        .map { notification -> String in
            let end = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?
                .cgRectValue
            let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
            return "\(end?.minY ?? -1) in \(duration ?? -1)s"
        }
        let observer = scheduler.start { heights }
        XCTAssertEqual(observer.events, [.next(210, "508.0 in 0.25s"), .next(260, "844.0 in 0.1s")])
    }
}
