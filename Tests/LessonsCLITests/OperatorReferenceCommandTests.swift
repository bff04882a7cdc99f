import LessonFixtures
import LessonKit
import XCTest

/// `lessons run operators/<name>` and `lessons list` with an operator reference, end to end on a fixture
/// catalogue whose `button-taps` is an operator family drawing one operator, `main`.
final class OperatorReferenceCommandTests: XCTestCase {
    func testRunOperatorsNameShowsThatOperatorsScene() throws {
        let fixture = try FixtureCatalogue(buttonTapsAsOperators: true)
        let outcome = try lessons("run", "operators/main", catalogue: fixture.catalogue)
        XCTAssertEqual(outcome.status, 0, outcome.errors)
        XCTAssertTrue(outcome.output.hasPrefix("lessons run button-taps --scene main\n"), outcome.output)
        XCTAssertTrue(outcome.output.contains("▶ scene: main"), outcome.output)
        XCTAssertTrue(
            outcome.output.hasSuffix("\nThe whole page: swift run lessons run button-taps --lang en\n"),
            outcome.output)
    }

    func testAnUnknownOperatorIsAUsageErrorWithTheClosestName() throws {
        let fixture = try FixtureCatalogue(buttonTapsAsOperators: true)
        let outcome = try lessons("run", "operators/mian", catalogue: fixture.catalogue)
        XCTAssertEqual(outcome.status, 2)
        XCTAssertTrue(
            outcome.errors.hasPrefix(
                "lessons: the operator reference has no operator 'mian'; did you mean 'main'?"),
            outcome.errors)
        let withScene = try lessons("run", "operators/main", "--scene", "main", catalogue: fixture.catalogue)
        XCTAssertEqual(withScene.status, 2)
        XCTAssertTrue(withScene.errors.contains("it takes neither --scene nor --html"), withScene.errors)
    }

    func testListShowsTheFamiliesApartFromTheLessons() throws {
        let fixture = try FixtureCatalogue(buttonTapsAsOperators: true)
        let outcome = try lessons("list", catalogue: fixture.catalogue)
        XCTAssertEqual(outcome.status, 0, outcome.errors)
        XCTAssertEqual(
            outcome.output,
            """
            1. label-binder  Label binder — Writes a label <b>

            operator reference ('lessons run operators/<name>' shows one operator):
               button-taps   Button taps — Counts taps

            """)
    }

    func testTheSceneOfAnOperatorIsItsNameInWordsJoinedByHyphens() {
        XCTAssertEqual(LessonCatalogue.sceneID(ofOperator: "flatMapLatest"), "flat-map-latest")
        XCTAssertEqual(LessonCatalogue.sceneID(ofOperator: "flat-map-latest"), "flat-map-latest")
        XCTAssertEqual(LessonCatalogue.sceneID(ofOperator: "map"), "map")
        XCTAssertEqual(LessonCatalogue.sceneID(ofOperator: "take(until:)"), "take-until")
        XCTAssertEqual(LessonCatalogue.sceneID(ofOperator: "element(at:)"), "element-at")
    }
}
