import XCTest

@testable import LessonPublishing

/// The screen's numbers: at most three decimals, halves away from zero.
final class ScreenValueTests: XCTestCase {
    func testNumbersHaveAtMostThreeDecimalsAndRoundHalvesAwayFromZero() {
        XCTAssertEqual(ScreenValue.format(640), "640")
        XCTAssertEqual(ScreenValue.format(1.0 / 3), "0.333")
        XCTAssertEqual(ScreenValue.format(-0.0005), "-0.001")
        XCTAssertEqual(ScreenValue.format(-0.0125), "-0.013")
        XCTAssertEqual(ScreenValue.format(0.0125), "0.013")
        XCTAssertEqual(ScreenValue.format(-0.0004), "0", "no negative zero")
    }
}
