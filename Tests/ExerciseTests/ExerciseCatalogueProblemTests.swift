import ExerciseKit
import Foundation
import LessonKit
import XCTest

/// `ExerciseCatalogue.problems` names each way a catalogue is unsound.
final class ExerciseCatalogueProblemTests: XCTestCase {
    /// Every exercise's hidden scenario.
    private let two = ExerciseScenario("two", summary: "S", expect: [.init("s", "")]) { _ in }
    /// A scenario of no exercise.
    private let three = ExerciseScenario("three", summary: "S", expect: []) { _ in }

    private func exercise(
        _ id: String, hints: [Localized] = ["a nudge"], mistakes: [KnownMistake] = []
    ) -> Exercise {
        Exercise(
            id: id, title: "T", lesson: "custom-binder", fileName: "F.swift",
            visible: ExerciseScenario("one", summary: "S", expect: []) { _ in },
            hidden: [two],
            hints: hints, mistakes: mistakes)
    }

    func testASoundCatalogueHasNoProblems() {
        let catalogue = ExerciseCatalogue(
            [
                exercise(
                    "a-b", mistakes: [KnownMistake("m", caughtBy: two, when: .staysSilent("s"), hint: "H")]),
                exercise(
                    "told-apart",
                    mistakes: [
                        KnownMistake("x", caughtBy: two, showing: .init("s", "-a"), hint: "H"),
                        KnownMistake("y", caughtBy: two, showing: .init("s", "-b"), hint: "H"),
                    ]),
            ],
            packageFolder: URL(fileURLWithPath: "/"))
        XCTAssertEqual(
            catalogue.problems, [], "two mistakes may share a scenario: their symptoms tell them apart")
    }

    func testEachProblemIsNamed() {
        let catalogue = ExerciseCatalogue(
            [
                exercise("Bad Id"), exercise("twice"), exercise("twice"),
                exercise("no-hints", hints: []),
                exercise(
                    "mistakes",
                    mistakes: [
                        KnownMistake("nowhere", caughtBy: three, when: .staysSilent("s"), hint: "H"),
                        KnownMistake("typo", caughtBy: two, when: .staysSilent("lable.text"), hint: "H"),
                    ]),
            ], packageFolder: URL(fileURLWithPath: "/"))
        XCTAssertEqual(
            catalogue.problems,
            [
                "`Bad Id` is not a readable id: use lowercase letters and digits, joined by `-`",
                "two exercises are named `twice`",
                "exercise no-hints: it has no hints",
                "exercise mistakes: the mistake `nowhere` names the scenario `three`, which it does not have",
                "exercise mistakes: the mistake `typo` is told by the lane `lable.text`, which the scenario `two` does not expect",
            ])
    }
}
