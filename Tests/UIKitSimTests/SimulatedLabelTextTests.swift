import Foundation
import UIKitSim
import XCTest

/// The simulated `UILabel`'s text and styled text, kept in step as in UIKit.
final class SimulatedLabelTextTests: XCTestCase {
    func testTheStyledTextFollowsTheText() {
        let label = UILabel()
        XCTAssertNil(label.attributedText)
        label.text = "plain"
        XCTAssertEqual(label.attributedText, NSAttributedString(string: "plain"))
        label.attributedText = NSAttributedString(string: "styled")
        XCTAssertEqual(label.text, "styled")
        label.text = nil
        XCTAssertNil(label.attributedText)
    }
}
