import LessonKit
import RxSandbox
import XCTest

/// A scene's inputs are the test observables its script makes from marble text and records as lanes;
/// a live run makes them from other diagrams, as a page that edits them asks, and the operator
/// answers for the new input.
final class SceneInputTests: XCTestCase {
    /// rxmarbles' `debounce`: an input lane of typing, and what the operator makes of it.
    private let debounce = Scene("debounce") { stage in
        let scheduler = stage.scheduler
        let typing: TestableObservable<String> = try scheduler.createHotObservable("-abc----d---|")
        let unrecorded: TestableObservable<Int> = try scheduler.createColdObservable("-1|")
        stage.record(typing.debounce(.milliseconds(30), scheduler: scheduler), as: "debounce")
        stage.record(typing, as: "typing")
        _ = unrecorded
        stage.expect("debounce", "------c----d|")
    }

    /// Whether the lane `name` of `report` drew exactly `diagram`.
    private func lane(_ name: String, of report: SceneReport, is diagram: String) -> Bool {
        report.matches(Expectation(name, diagram))
    }

    func testTheInputsAreTheMarbleObservablesALaneRecordsByPosition() {
        let report = LessonRunner.run(debounce)
        XCTAssertTrue(report.passed, report.problems.joined(separator: "\n"))
        // The cold observable no lane records is an input of position 1, not one a page can change.
        XCTAssertEqual(report.inputs.map(\.position), [0])
        XCTAssertEqual(report.inputs.map(\.lane), ["typing"])
        XCTAssertEqual(report.inputs.map(\.kind), [.hot])
        XCTAssertEqual(report.inputs.map(\.written), ["-abc----d---|"])
        XCTAssertEqual(report.inputs.map(\.used), ["-abc----d---|"])
    }

    func testALiveRunMakesAnInputFromItsReplacementAndTheOperatorAnswersForIt() {
        let report = LessonRunner.run(debounce, replacing: [0: "-a-----b|"])
        XCTAssertNil(report.failure)
        XCTAssertEqual(report.inputs.map(\.used), ["-a-----b|"])
        XCTAssertEqual(report.inputs.map(\.written), ["-abc----d---|"])
        XCTAssertTrue(lane("typing", of: report, is: "-a-----b|"))
        XCTAssertTrue(lane("debounce", of: report, is: "----a---(b|)"))
        // The code's expectations were written for the code's input: a live run does not check them.
        XCTAssertTrue(report.expectations.isEmpty)
        XCTAssertTrue(report.passed)
    }

    /// An observable an operator's closure makes as the scene runs (one per element) is no input:
    /// the inputs, and their positions, are the script's alone, the same in every run.
    func testObservablesMadeAsTheSceneRunsAreNotInputs() {
        let scene = Scene("flat-map") { stage in
            let scheduler = stage.scheduler
            let letters: TestableObservable<String> = try scheduler.createHotObservable("-a-b|")
            stage.record(letters, as: "letters")
            let inner = letters.flatMap { _ -> Observable<String> in
                let made: TestableObservable<String>? = try? scheduler.createColdObservable("-x|")
                return stage.trace(made.map { $0.asObservable() } ?? .never(), as: "inner")
            }
            stage.record(inner, as: "flatMap")
        }
        for _ in 0..<3 {
            let report = LessonRunner.run(scene)
            XCTAssertEqual(report.inputs.map(\.lane), ["letters"])
            XCTAssertTrue(report.matches(Expectation("flatMap", "--x-x|")), report.problems.joined())
        }
        let live = LessonRunner.run(scene, replacing: [0: "-a|"])
        XCTAssertTrue(live.matches(Expectation("flatMap", "--x|")), live.problems.joined())
    }

    func testAReplacementThatIsNotADiagramOfItsTypeIsTheParsersErrorAndTheSceneFails() {
        let bad = LessonRunner.run(debounce, replacing: [0: "-a-(b|"])
        XCTAssertEqual(Array(bad.inputErrors.keys), [0])
        XCTAssertEqual(bad.inputErrors[0]?.diagram, "-a-(b|")
        XCTAssertFalse(bad.passed)
        // An Int input given a key that is no Int: the error points at the key.
        let typed = LessonRunner.run(
            Scene("typed") { stage in
                let numbers: TestableObservable<Int> = try stage.scheduler.createHotObservable("-1-2|")
                stage.record(numbers, as: "numbers")
            }, replacing: [0: "-1-x|"])
        XCTAssertEqual(typed.inputErrors[0]?.column, 4)
        // Outside a scene, nothing is noted and nothing replaced.
        XCTAssertNil(MarbleInputs.current)
    }
}
