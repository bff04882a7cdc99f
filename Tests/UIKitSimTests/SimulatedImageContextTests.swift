import Foundation
import UIKitSim
import XCTest

/// Image contexts: begun and ended in pairs, the current one giving an image of its size (the sandbox
/// keeps no pixels).
final class SimulatedImageContextTests: XCTestCase {
    func testTheCurrentContextGivesAnImageOfItsSize() throws {
        XCTAssertNil(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsBeginImageContext(CGSize(width: 40, height: 30))
        UIImage(named: "logo")?.draw(at: .zero)
        let image = try XCTUnwrap(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        XCTAssertNil(UIGraphicsGetImageFromCurrentImageContext())
        XCTAssertEqual(image.size, CGSize(width: 40, height: 30))
        XCTAssertEqual(image.description, "UIGraphicsGetImageFromCurrentImageContext() of 40 × 30")
    }

    func testEndingAnInnerContextMakesTheOuterOneCurrentAgain() {
        UIGraphicsBeginImageContext(CGSize(width: 1, height: 1))
        UIGraphicsBeginImageContext(CGSize(width: 2, height: 2))
        XCTAssertEqual(UIGraphicsGetImageFromCurrentImageContext()?.size, CGSize(width: 2, height: 2))
        UIGraphicsEndImageContext()
        XCTAssertEqual(UIGraphicsGetImageFromCurrentImageContext()?.size, CGSize(width: 1, height: 1))
        UIGraphicsEndImageContext()
        XCTAssertNil(UIGraphicsGetImageFromCurrentImageContext())
    }

    func testADrawnImageEqualsOnlyItself() throws {
        UIGraphicsBeginImageContext(CGSize(width: 1, height: 1))
        defer { UIGraphicsEndImageContext() }
        let first = try XCTUnwrap(UIGraphicsGetImageFromCurrentImageContext())
        let second = try XCTUnwrap(UIGraphicsGetImageFromCurrentImageContext())
        XCTAssertEqual(first, first)
        XCTAssertNotEqual(first, second)
    }
}
