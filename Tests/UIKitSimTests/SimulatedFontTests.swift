import Foundation
import UIKitSim
import XCTest

/// The simulated `UIFont`: made as UIKit makes fonts, equal when made alike, and described in a few
/// words.
final class SimulatedFontTests: XCTestCase {
    func testSystemFontsDescribeThemselvesBySizeAndWeight() {
        XCTAssertEqual(UIFont.systemFont(ofSize: 17).description, "system 17")
        XCTAssertEqual(UIFont.boldSystemFont(ofSize: 35).description, "system bold 35")
        XCTAssertEqual(UIFont.systemFont(ofSize: 12.5, weight: .semibold).description, "system semibold 12.5")
        XCTAssertEqual(
            UIFont.systemFont(ofSize: 9, weight: UIFont.Weight(0.1)).description, "system weight 0.1 9")
        XCTAssertEqual(UIFont(name: "Menlo", size: 12)?.description, "Menlo 12")
        XCTAssertNil(UIFont(name: "", size: 12))
    }

    func testFontNamesAndSizes() {
        XCTAssertEqual(UIFont.systemFont(ofSize: 17).fontName, ".SFUI-Regular")
        XCTAssertEqual(UIFont.boldSystemFont(ofSize: 17).fontName, ".SFUI-Bold")
        XCTAssertEqual(UIFont.systemFont(ofSize: 17, weight: .ultraLight).fontName, ".SFUI-UltraLight")
        XCTAssertEqual(UIFont(name: "Menlo", size: 12)?.fontName, "Menlo")
        XCTAssertEqual(UIFont.boldSystemFont(ofSize: 35).pointSize, 35)
        XCTAssertEqual(UIFont.boldSystemFont(ofSize: 35).withSize(10), .boldSystemFont(ofSize: 10))
    }

    func testATextStylesFontHasTheSizeAndWeightOfTheDefaultTextSize() {
        let headline = UIFont.preferredFont(forTextStyle: .headline)
        XCTAssertEqual(headline.description, "headline (system semibold 17)")
        XCTAssertEqual(headline.fontName, ".SFUI-Semibold")
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .largeTitle).description, "largeTitle (system 34)")
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .caption2).pointSize, 11)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .subheadline).pointSize, 15)
        XCTAssertEqual(UIFont.TextStyle.headline.rawValue, "UICTFontTextStyleHeadline")
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .init("custom")).description, "custom (system 17)")
        XCTAssertEqual(headline.withSize(20).description, "system semibold 20")
    }

    func testFontsAreEqualWhenMadeAlike() {
        XCTAssertEqual(UIFont.systemFont(ofSize: 17), UIFont.systemFont(ofSize: 17, weight: .regular))
        XCTAssertEqual(UIFont.boldSystemFont(ofSize: 17), UIFont.systemFont(ofSize: 17, weight: .bold))
        XCTAssertNotEqual(UIFont.systemFont(ofSize: 17), UIFont.systemFont(ofSize: 18))
        XCTAssertNotEqual(UIFont.systemFont(ofSize: 17), UIFont.boldSystemFont(ofSize: 17))
        XCTAssertNotEqual(UIFont.preferredFont(forTextStyle: .body), UIFont.systemFont(ofSize: 17))
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body), UIFont.preferredFont(forTextStyle: .body))
        XCTAssertEqual(UIFont(name: "Menlo", size: 12), UIFont(name: "Menlo", size: 12))
        XCTAssertEqual(
            Set([UIFont.systemFont(ofSize: 17), .systemFont(ofSize: 17), .boldSystemFont(ofSize: 17)]).count,
            2)
    }
}
