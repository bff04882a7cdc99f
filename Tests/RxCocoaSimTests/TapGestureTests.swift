import RxCocoaSim
import RxCore
import RxGestureSim
import UIKitSim
import XCTest

/// RxGesture's `tapGesture()`: the recognizer once on subscription (state `.possible`), then once per
/// recognized tap, which is why code filters with `when(.recognized)`.
final class TapGestureTests: XCTestCase {
    func testTheRecognizerComesOnceOnSubscriptionThenOncePerTap() {
        let view = UIView()
        var states: [UIGestureRecognizer.State] = []
        let subscription = view.rx.tapGesture().subscribe(onNext: { states.append($0.state) })
        XCTAssertEqual(states, [.possible], "RxGesture's startWith")
        view.simulateTap()
        view.simulateTap()
        XCTAssertEqual(states, [.possible, .recognized, .recognized], "an action per tap, not per state")
        subscription.dispose()
        XCTAssertEqual(view.gestureRecognizers?.count ?? 0, 0)
    }

    func testWhenRecognizedKeepsOnlyTheTaps() {
        let view = UIView()
        var taps = 0
        let subscription = view.rx.tapGesture().when(.recognized).subscribe(onNext: { _ in taps += 1 })
        XCTAssertEqual(taps, 0)
        view.simulateTap()
        XCTAssertEqual(taps, 1)
        subscription.dispose()
    }
}
