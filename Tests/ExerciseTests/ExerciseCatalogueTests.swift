import Curriculum
import ExerciseBook
import ExerciseKit
import ExerciseSolutions
import ExerciseStarters
import Foundation
import LessonKit
import XCTest

/// The exercises are honest: every starter fails its check with a marble diff or a hint, every
/// reference solution passes every scenario, and each exercise's lesson, files and task are there.
/// (XCTest: the answers bind UI, which runs on the main thread, where XCTest runs its tests.)
final class ExerciseCatalogueTests: XCTestCase {
    let starters = ExerciseStarters.exercises.exercises
    let solutions = ExerciseSolutions.exercises.exercises

    /// `lessons` finds the exercise of an `Answers` conformance the compiler says is missing by the
    /// protocol's name, which must be its file's: `LabelBinder.swift` → `LabelBinderAnswer`.
    func testEachAnswerProtocolIsNamedAfterItsFile() {
        let protocols: [Any.Type] = [
            (any LabelBinderAnswer).self, (any BinderSchedulerAnswer).self, (any ControlPropertyAnswer).self,
            (any ControlEventAnswer).self, (any DelegateEventAnswer).self, (any AudioPlayerProxyAnswer).self,
            (any CurrentPageAnswer).self, (any BindVsDriveAnswer).self, (any SharingAnswer).self,
            (any RelayPropertyAnswer).self, (any ReactiveCompatibleAnswer).self, (any TodoAppAnswer).self,
            (any PercentTestsAnswer).self,
        ]
        XCTAssertEqual(starters.map(\.answerProtocol), protocols.map { String(describing: $0) })
    }

    func testTheCatalogueIsWellFormed() {
        XCTAssertEqual(ExerciseStarters.exercises.problems, [])
        XCTAssertGreaterThanOrEqual(starters.count, 12)
        XCTAssertEqual(starters.map(\.id), solutions.map(\.id))
    }

    func testEveryStarterFails() {
        for exercise in starters {
            let check = ExerciseCheck(exercise)
            XCTAssertFalse(check.passed, "the starter of \(exercise.id) passes its check")
            // It fails with a marble diff or a hint, not because a scene could not run.
            let failed = check.outcomes.filter { !$0.passed }
            XCTAssertTrue(
                failed.contains { outcome in
                    outcome.mistake != nil || outcome.report.expectations.contains { $0.mismatch != nil }
                }, "\(exercise.id): \(failed.map(\.report.problems))")
            for outcome in failed {
                XCTAssertNil(outcome.report.failure, "\(exercise.id), \(outcome.scenario.id)")
            }
        }
    }

    func testEverySolutionPassesEveryScenario() {
        for exercise in solutions {
            for outcome in ExerciseCheck(exercise).outcomes {
                XCTAssertTrue(
                    outcome.passed,
                    "\(exercise.id), \(outcome.scenario.id):\n"
                        + outcome.report.problems.joined(separator: "\n"))
            }
        }
    }

    func testEachExercisesLessonFilesAndTaskExist() {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        for exercise in starters {
            XCTAssertNotNil(
                catalogue.lesson(id: exercise.lesson), "\(exercise.id): no lesson \(exercise.lesson)")
            let paths =
                [exercise.learnerPath, exercise.starterPath, exercise.solutionPath]
                + Language.allCases.map { "\(exercise.taskPath)/\($0.rawValue).md" }
            for path in paths {
                XCTAssertTrue(
                    FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path),
                    "\(exercise.id): \(path) is missing")
            }
        }
    }
}
