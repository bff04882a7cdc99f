import UIKitSim
import XCTest

/// `CATransitionType`: only a transition's name (the sandbox animates nothing).
final class SimulatedTransitionTypeTests: XCTestCase {
    func testTransitionTypesHaveCoreAnimationsNames() {
        XCTAssertEqual(
            [CATransitionType.fade, .moveIn, .push, .reveal].map(\.rawValue),
            ["fade", "moveIn", "push", "reveal"])
    }
}
