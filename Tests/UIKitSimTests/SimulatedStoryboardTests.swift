import Foundation
import UIKitSim
import XCTest

final class SimulatedStoryboardTests: XCTestCase {
    /// A screen that counts its `awakeFromNib()` calls.
    private final class DetailScreen: UIViewController {
        var awakenings = 0
        var user: String?

        override func awakeFromNib() {
            super.awakeFromNib()
            awakenings += 1
        }
    }

    /// A view that counts its `awakeFromNib()` calls.
    private final class CellView: UIView {
        var awakenings = 0

        override func awakeFromNib() {
            super.awakeFromNib()
            awakenings += 1
        }
    }

    func testAStoryboardMakesANewRegisteredScreenEachTimeAndAwakesIt() throws {
        UIStoryboard.register(storyboardNamed: "StoryboardTests", identifier: "Detail") { DetailScreen() }
        let storyboard = UIStoryboard(name: "StoryboardTests", bundle: Bundle(identifier: "RxExample-iOS"))
        let first = try XCTUnwrap(
            storyboard.instantiateViewController(withIdentifier: "Detail") as? DetailScreen)
        let second = try XCTUnwrap(
            UIStoryboard(name: "StoryboardTests", bundle: nil).instantiateViewController(
                withIdentifier: "Detail")
                as? DetailScreen)
        XCTAssertFalse(first === second)
        XCTAssertEqual(first.awakenings, 1)
        XCTAssertTrue(first.storyboard === storyboard)
        XCTAssertFalse(first.isViewLoaded, "its view loads on first use, as from a storyboard")
        XCTAssertEqual(storyboard.name, "StoryboardTests")
    }

    func testANewScenesResetForgetsEveryRegistrationAndImageContext() {
        UIStoryboard.register(storyboardNamed: "StoryboardTestsReset", identifier: "Start", isInitial: true) {
            DetailScreen()
        }
        UINib.register(nibNamed: "StoryboardTestsResetNib") { [UIView()] }
        UIGraphicsBeginImageContext(CGSize(width: 10, height: 10))
        UIApplication.shared.reset()
        XCTAssertNil(
            UIStoryboard(name: "StoryboardTestsReset", bundle: nil).instantiateInitialViewController())
        XCTAssertNil(UIGraphicsGetImageFromCurrentImageContext())
    }

    func testTheInitialScreenIsTheOneRegisteredAsInitial() {
        UIApplication.shared.reset()  // so that the test can run twice in one process
        let storyboard = UIStoryboard(name: "StoryboardTestsInitial", bundle: nil)
        XCTAssertNil(storyboard.instantiateInitialViewController())
        UIStoryboard.register(storyboardNamed: "StoryboardTestsInitial", identifier: "Menu") {
            UIViewController()
        }
        XCTAssertNil(storyboard.instantiateInitialViewController())
        UIStoryboard.register(storyboardNamed: "StoryboardTestsInitial", identifier: "Start", isInitial: true)
        {
            DetailScreen()
        }
        XCTAssertTrue(storyboard.instantiateInitialViewController() is DetailScreen)
    }

    func testANibMakesItsRegisteredObjectsAnewAndAwakesTheSimulatedOnes() throws {
        UINib.register(nibNamed: "StoryboardTestsCell") { [CellView(), "not an object of UIKit's"] }
        let nib = UINib(nibName: "StoryboardTestsCell", bundle: nil)
        let first = nib.instantiate(withOwner: nil)
        let second = nib.instantiate(withOwner: nil, options: [.externalObjects: [:] as [String: Any]])
        XCTAssertEqual(first.count, 2)
        let firstCell = try XCTUnwrap(first.first as? CellView)
        let secondCell = try XCTUnwrap(second.first as? CellView)
        XCTAssertFalse(firstCell === secondCell)
        XCTAssertEqual(firstCell.awakenings, 1)
        XCTAssertEqual(secondCell.awakenings, 1)
        XCTAssertEqual(first.last as? String, "not an object of UIKit's")
    }

    func testAwakeFromNibDoesNothingByDefault() {
        let screen = UIViewController()
        let recorder = ChangeRecorder()
        screen.awakeFromNib()
        XCTAssertEqual(recorder.lines, [])
        XCTAssertFalse(screen.isViewLoaded)
    }
}
