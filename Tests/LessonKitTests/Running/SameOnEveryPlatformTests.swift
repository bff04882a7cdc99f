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
        // The sandbox's own NSObject subclasses describe themselves so, inside a collection too (where
        // the labels do not look).
        XCTAssertEqual(String(describing: [UIButton(), UILabel()]), "[<UIButton>, <UILabel>]")
        XCTAssertEqual(UIAction(title: "", handler: { _ in }).description, "<UIAction>")
        XCTAssertEqual(UIScrollView().rx.delegate.description, "<RxScrollViewDelegateProxy>")
    }

    func testAPointSizeAndRectangleAreDrawnAsCoreGraphicsWritesThem() {
        // Linux's Foundation describes them as `CGPoint(x: 320.0, y: 0.0)`; a Mac's Core Graphics as below.
        XCTAssertEqual(Stage.label(CGPoint(x: 320, y: 0)), "(320.0, 0.0)")
        XCTAssertEqual(Stage.label(CGSize(width: 1280, height: 480.5)), "(1280.0, 480.5)")
        XCTAssertEqual(Stage.label(CGRect(x: 0, y: 0, width: 320, height: 480)), "(0.0, 0.0, 320.0, 480.0)")
        XCTAssertEqual(Stage.label(Optional(CGPoint(x: 1, y: 2))), "(1.0, 2.0)")
        XCTAssertEqual(PropertyChange.text(of: CGPoint(x: 1, y: 2) as CGPoint?), "(1.0, 2.0)")
    }

    /// A class of a learner's, private (on a Mac its Objective-C name is mangled, `_TtC…8SomeType`).
    private final class SomeType: NSObject {}

    func testAnObjectThatDescribesItselfAsNSObjectDoesIsDrawnByItsType() {
        XCTAssertEqual(Stage.label(SomeType()), "<SomeType>")
        XCTAssertEqual(Stage.label(Optional(SomeType())), "<SomeType>")
        XCTAssertEqual(PropertyChange.text(of: SomeType()), "<SomeType>")
        // Strings and numbers are not objects here, though a Mac bridges them to NSString and NSNumber.
        XCTAssertEqual(Stage.label("<not: 0x1>"), "<not: 0x1>")
        XCTAssertEqual(Stage.label(42), "42")
    }
}
