import UIKitSim
import XCTest

/// What a notification observer writes down (its block may run on any thread, so it must be `Sendable`;
/// these tests post on one thread).
private final class Received: @unchecked Sendable {
    var lines: [String] = []
    var userInfo: [AnyHashable: Any] = [:]
}

final class SimulatedKeyboardTests: XCTestCase {
    /// Every notification the keyboard posts to `center`, with its object and frames, while `body` runs.
    private func posts(to center: NotificationCenter, during body: () -> Void) -> [String] {
        let received = Received()
        let token = center.addObserver(forName: nil, object: nil, queue: nil) { notification in
            let info = notification.userInfo ?? [:]
            let begin = (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue
            let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
            received.lines.append(
                "\(notification.name.rawValue) object: \(notification.object == nil ? "nil" : "set") "
                    + "\(begin?.minY ?? -1) -> \(end?.minY ?? -1)")
        }
        body()
        center.removeObserver(token)
        return received.lines
    }

    func testShowingPostsIOSsFourNotificationsInOrderWithTheFrames() {
        let center = NotificationCenter()
        let keyboard = SimulatedKeyboard(
            notificationCenter: center, screenSize: CGSize(width: 320, height: 600), height: 200)
        XCTAssertEqual(
            posts(to: center) { keyboard.simulateShow() },
            [
                "UIKeyboardWillChangeFrameNotification object: nil 600.0 -> 400.0",
                "UIKeyboardWillShowNotification object: nil 600.0 -> 400.0",
                "UIKeyboardDidChangeFrameNotification object: nil 600.0 -> 400.0",
                "UIKeyboardDidShowNotification object: nil 600.0 -> 400.0",
            ])
        XCTAssertTrue(keyboard.isVisible)
        XCTAssertEqual(keyboard.frame, CGRect(x: 0, y: 400, width: 320, height: 200))
    }

    func testHidingPostsTheHideNotificationsAndAShownKeyboardIsNotShownAgain() {
        let center = NotificationCenter()
        let keyboard = SimulatedKeyboard(notificationCenter: center)
        XCTAssertEqual(posts(to: center) { keyboard.simulateHide() }, [])
        keyboard.simulateShow()
        XCTAssertEqual(posts(to: center) { keyboard.simulateShow() }, [])
        XCTAssertEqual(
            posts(to: center) { keyboard.simulateHide() }.map { $0.components(separatedBy: " ")[0] },
            [
                "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillHideNotification",
                "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidHideNotification",
            ])
        XCTAssertFalse(keyboard.isVisible)
    }

    func testTheUserInfoHasIOSsKeysAndValues() {
        let center = NotificationCenter()
        let keyboard = SimulatedKeyboard(notificationCenter: center)
        let received = Received()
        let token = center.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
        ) {
            received.userInfo = $0.userInfo ?? [:]
        }
        keyboard.simulateShow(animationDuration: 0.4)
        center.removeObserver(token)
        let info = received.userInfo
        XCTAssertEqual(info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double, 0.4)
        XCTAssertEqual(info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int, 7)
        XCTAssertEqual(info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool, true)
        XCTAssertEqual(
            (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
            CGRect(x: 0, y: 508, width: 390, height: 336))
    }
}
