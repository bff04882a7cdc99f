import LessonKit
import RxSandbox
import XCTest

/// What a scene shows is the same bytes on Linux and on a Mac, where `CGColor` is Core Graphics' type
/// (its description carries addresses) and `NSObject` describes itself with its module and address.
final class SameOnEveryPlatformTests: XCTestCase {
    /// A color whose description is a Mac's `CGColor`'s.
    private struct MacLikeColor: ColorValue, CustomStringConvertible {
        let uiColor: UIColor
        var description: String {
            "<CGColor 0x600000a8c0c0> [<CGColorSpace 0x600000a9c2a0>] ( 0.5 0.5 0.5 1 )"
        }
    }

    func testAColorIsDrawnByItsNameNotByItsDescription() {
        XCTAssertEqual(Stage.label(MacLikeColor(uiColor: .gray)), "gray")
        XCTAssertEqual(Stage.label(Optional(Optional(MacLikeColor(uiColor: .red)))), "red")
        XCTAssertEqual(Stage.label(UIColor.gray.cgColor), "gray")
        XCTAssertEqual(
            Stage.label(UIColor.red.withAlphaComponent(0.5).cgColor as CGColor?), "rgba(1, 0, 0, 0.5)")
        XCTAssertEqual(Stage.label(nil as CGColor?), "nil")
    }

    func testAnObjectIsDrawnWithoutItsAddressOrModule() {
        XCTAssertEqual(Stage.withoutAddresses("<SomeType: 0x0000555d3c0a1b20>"), "<SomeType>")
        XCTAssertEqual(Stage.withoutAddresses("<Curriculum.SomeType: 0x600003a1c0c0>"), "<SomeType>")
        XCTAssertEqual(
            Stage.withoutAddresses("[<UIKitSim.CLLocationManager: 0x6000>, <CLLocation: 0x55>]"),
            "[<CLLocationManager>, <CLLocation>]")
        XCTAssertEqual(Stage.withoutAddresses("a.b: 0x12 c"), "a.b c")
        XCTAssertEqual(Stage.label(UIButton()), "<UIButton>")
        XCTAssertEqual(Stage.label(UITapGestureRecognizer()), "<UITapGestureRecognizer>")
    }
}
