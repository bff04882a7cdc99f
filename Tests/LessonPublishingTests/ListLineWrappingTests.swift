import XCTest

@testable import LessonPublishing

/// A mismatch's event list too wide for the terminal is wrapped between its events, never inside one.
final class ListLineWrappingTests: XCTestCase {
    func testAWideEventListWrapsBetweenEventsUnderTheFirst() {
        let line =
            "    actual events:   [next(0, \"1\"), next(20, \"2\"), next(40, \"7\"), next(40, \"7\"), "
            + "next(60, \"6\")]"
        XCTAssertEqual(
            ListLineWrapping.wrap(line, width: 60),
            [
                "    actual events:   [next(0, \"1\"), next(20, \"2\"),",
                "                      next(40, \"7\"), next(40, \"7\"),",
                "                      next(60, \"6\")]",
            ])
    }

    func testALineThatFitsOrHasNoListStaysAsItIs() {
        let short = "    expected events: [next(0, \"1\")]"
        XCTAssertEqual(ListLineWrapping.wrap(short, width: 60), [short])
        let diagram = "    actual:   " + String(repeating: "-", count: 90)
        XCTAssertEqual(ListLineWrapping.wrap(diagram, width: 60), [diagram])
    }

    func testCommasInsideQuotesAndParenthesesDoNotSplit() {
        let line = "  events: [next(10, \"a, b\"), error(20, Oops(code: 1, why: \"x\")), completed(30)]"
        XCTAssertEqual(
            ListLineWrapping.wrap(line, width: 50),
            [
                "  events: [next(10, \"a, b\"),",
                "           error(20, Oops(code: 1, why: \"x\")),",
                "           completed(30)]",
            ])
    }
}
