import ExerciseKit
import Foundation
import LessonFixtures
import LessonsCLI
import XCTest

/// The `exercise` commands end to end, on a fixture of two exercises in a temporary package folder.
/// (XCTest: the exercises bind UI, which runs on the main thread.)
final class ExerciseCommandTests: XCTestCase {
    func testListNumbersTheExercisesAndMarksThoseThatPass() throws {
        let right = try FixtureExercises(answers: .right)
        let passing = try lessons("exercise", "list", exercises: right.catalogue)
        XCTAssertEqual(passing.status, 0, passing.errors)
        XCTAssertEqual(
            passing.output, "1. shout  shout title ✓\n2. echo   echo title ✓\n\n2 of 2 pass.\n")
        let wrong = try FixtureExercises(answers: .wrong)
        let failing = try lessons("exercise", "list", exercises: wrong.catalogue)
        XCTAssertEqual(
            failing.output,
            "1. shout  shout title\n2. echo   echo title\n\n0 of 2 pass. Next: swift run lessons exercise show shout\n"
        )
        let korean = try lessons("exercise", "list", "--lang", "ko", exercises: wrong.catalogue)
        XCTAssertTrue(
            korean.output.hasSuffix("2개 중 0개를 통과했습니다. 다음: swift run lessons exercise show shout --lang ko\n"))
    }

    func testShowGivesTheTaskTheScenarioWithItsMarblesTheLessonAndTheFileToEdit() throws {
        let fixture = try FixtureExercises(answers: .wrong)
        let shown = try lessons("exercise", "show", "shout", exercises: fixture.catalogue)
        XCTAssertEqual(shown.status, 0, shown.errors)
        let output = shown.output
        XCTAssertTrue(output.hasPrefix("lessons exercise show shout\n\nshout title\n"), output)
        XCTAssertTrue(output.contains("`texts` emits at tick 10."), output)
        XCTAssertTrue(output.contains("\n  label.text  -a  (a = HI)\n"), output)
        XCTAssertTrue(output.contains("this scenario and a hidden one"), output)
        XCTAssertTrue(output.contains("The lesson `label-binder` teaches"), output)
        XCTAssertTrue(output.contains("\nedit: Lessons/Exercises/Shout.swift\n"), output)
        XCTAssertFalse(output.contains("First hint"), "show gives no hint")
        let korean = try lessons("exercise", "show", "shout", "--lang", "ko", exercises: fixture.catalogue)
        XCTAssertTrue(korean.output.contains("shout 제목"))
        XCTAssertTrue(korean.output.contains("\n편집할 파일: Lessons/Exercises/Shout.swift\n"), korean.output)
        XCTAssertFalse(korean.output.contains("scenario"), korean.output)
    }

    func testAnUnknownExerciseIsAUsageErrorWithTheClosestId() throws {
        let fixture = try FixtureExercises(answers: .wrong)
        for action in ["show", "check", "hint", "solution", "reset"] {
            let outcome = try lessons("exercise", action, "shuot", exercises: fixture.catalogue)
            XCTAssertEqual(outcome.status, 2, action)
            XCTAssertEqual(outcome.output, "", action)
            XCTAssertTrue(
                outcome.errors
                    == "lessons: no exercise 'shuot'; did you mean 'shout'?\nRun 'lessons exercise list' to see them all.\n",
                outcome.errors)
        }
    }

    func testCheckShowsEachScenarioTheMarbleDiffAndTheHintOfAKnownMistake() throws {
        let fixture = try FixtureExercises(answers: .wrong)
        let failed = try lessons("exercise", "check", "shout", exercises: fixture.catalogue)
        XCTAssertEqual(failed.status, 1)
        let output = failed.output
        // The likeliest mistake first; under each failure, its hint or what differed, in plain words.
        XCTAssertTrue(
            output.hasPrefix(
                "lessons exercise check shout\nLessons/Exercises/Shout.swift\n\nlikely mistake:\n"
                    + "  Uppercase it with `uppercased()`\n\n✗ loud\n  `texts` emits at tick 10.\n  what differed:\n"
                    + "    At tick 10, the lane `label.text` has `hi` where the scenario expects `HI`.\n"),
            output)
        XCTAssertTrue(
            output.contains(
                "✗ quiet (hidden)\n  A hidden one.\n  hint:\n    see the likely mistake at the top.\n"),
            output)
        XCTAssertTrue(output.contains("marbles differ at tick 10"), output)
        XCTAssertTrue(output.contains("    expected: -a"), output)
        XCTAssertTrue(
            output.contains(
                "✓ leak check: every scenario disposed its subscriptions and released every\n  control, screen and proxy it showed or made, and every object it watched\n"
            ), output)
        XCTAssertTrue(
            output.hasSuffix("✗ 0 of 2 scenarios passed\nstuck: swift run lessons exercise hint shout\n"),
            output)
        XCTAssertFalse(output.contains("\u{1B}["), "no colours when the output is not a terminal")

        let right = try FixtureExercises(answers: .right)
        let passed = try lessons("exercise", "check", "shout", exercises: right.catalogue)
        XCTAssertEqual(passed.status, 0, passed.output)
        XCTAssertTrue(passed.output.contains("✓ loud\n\n✓ quiet (hidden)\n"), passed.output)
        XCTAssertTrue(
            passed.output.hasSuffix("✓ all 2 scenarios passed: it behaves as RxCocoa's own would\n"))
    }

    func testCheckWithoutAnIdChecksEveryExerciseALineEach() throws {
        let wrong = try lessons(
            "exercise", "check", exercises: try FixtureExercises(answers: .wrong).catalogue)
        XCTAssertEqual(wrong.status, 1)
        XCTAssertEqual(
            wrong.output,
            "✗ shout  (0 of 2 scenarios pass)\n✗ echo  (0 of 2 scenarios pass)\n2 checked, 2 failed\n")
        let right = try lessons(
            "exercise", "check", exercises: try FixtureExercises(answers: .right).catalogue)
        XCTAssertEqual(right.status, 0)
        XCTAssertEqual(right.output, "✓ shout\n✓ echo\n2 checked, all passed\n")
    }

    func testHintGivesTheNextHintEachTimeAndKeepsCount() throws {
        let fixture = try FixtureExercises(answers: .wrong)
        let first = try lessons("exercise", "hint", "shout", exercises: fixture.catalogue)
        XCTAssertEqual(first.status, 0, first.errors)
        XCTAssertEqual(
            first.output, "hint 1 of 3:\n  First hint\n\nNext hint: 'swift run lessons exercise hint shout'\n"
        )
        let second = try lessons("exercise", "hint", "shout", exercises: fixture.catalogue)
        XCTAssertTrue(second.output.hasPrefix("hint 1 of 3:\n  First hint\n\nhint 2 of 3:\n  Second hint\n"))
        _ = try lessons("exercise", "hint", "shout", exercises: fixture.catalogue)
        let after = try lessons("exercise", "hint", "shout", exercises: fixture.catalogue)
        XCTAssertTrue(after.output.contains("hint 3 of 3:\n  The shape\n"), after.output)
        XCTAssertTrue(
            after.output.hasSuffix(
                "That was the last hint. 'swift run lessons exercise solution shout' prints an\nanswer.\n"),
            after.output)
        // Each exercise keeps its own count.
        let echo = try lessons("exercise", "hint", "echo", exercises: fixture.catalogue)
        XCTAssertTrue(echo.output.hasPrefix("hint 1 of 3:\n"))
    }

    func testSolutionPrintsTheWholeReferenceFile() throws {
        let fixture = try FixtureExercises(answers: .wrong)
        let solution = try lessons("exercise", "solution", "shout", exercises: fixture.catalogue)
        XCTAssertEqual(solution.status, 0)
        XCTAssertEqual(solution.output, FixtureExercises.solutionText)
        XCTAssertEqual(
            try learnerFile(fixture), FixtureExercises.learnerText, "the learner's file is not changed")
    }

    func testResetKeepsTheLearnersVersionThenPutsTheStarterBack() throws {
        let fixture = try FixtureExercises(answers: .wrong)
        let reset = try lessons("exercise", "reset", "shout", exercises: fixture.catalogue)
        XCTAssertEqual(reset.status, 0, reset.errors)
        XCTAssertEqual(
            reset.output,
            "Your version is now Saved/Shout-1.swift. Lessons/Exercises/Shout.swift is the starter again.\n")
        XCTAssertEqual(try learnerFile(fixture), FixtureExercises.starterText)
        XCTAssertEqual(try saved(fixture, "Shout-1.swift"), FixtureExercises.learnerText)

        let again = try lessons("exercise", "reset", "shout", exercises: fixture.catalogue)
        XCTAssertEqual(
            again.output, "Lessons/Exercises/Shout.swift is already the starter: nothing changed.\n")

        // A second version goes beside the first, never over it.
        try "// second try\n".write(to: learnerURL(fixture), atomically: true, encoding: .utf8)
        let third = try lessons("exercise", "reset", "shout", "--lang", "ko", exercises: fixture.catalogue)
        XCTAssertEqual(
            third.output,
            "여러분의 파일은 Saved/Shout-2.swift에 옮겨 두었습니다. Lessons/Exercises/Shout.swift를 처음 파일로 되돌렸습니다.\n")
        XCTAssertEqual(try saved(fixture, "Shout-1.swift"), FixtureExercises.learnerText)
        XCTAssertEqual(try saved(fixture, "Shout-2.swift"), "// second try\n")
    }

    func testResetWithoutAStarterChangesNothing() throws {
        let fixture = try FixtureExercises(answers: .wrong)
        let exercise = try XCTUnwrap(fixture.catalogue.exercise(id: "shout"))
        try FileManager.default.removeItem(at: fixture.catalogue.url(of: exercise.starterPath))
        let reset = try lessons("exercise", "reset", "shout", exercises: fixture.catalogue)
        XCTAssertEqual(reset.status, 1)
        XCTAssertTrue(
            reset.errors.contains("the starter can't be read: Tests/ExerciseStarters/Shout.swift"),
            reset.errors)
        XCTAssertEqual(try learnerFile(fixture), FixtureExercises.learnerText)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: fixture.folder.appendingPathComponent("Saved").path))
    }

    func testResetWhenTheLearnersFileIsGoneWritesTheStarter() throws {
        let fixture = try FixtureExercises(answers: .wrong)
        try FileManager.default.removeItem(at: learnerURL(fixture))
        let reset = try lessons("exercise", "reset", "shout", exercises: fixture.catalogue)
        XCTAssertEqual(reset.status, 0)
        XCTAssertEqual(reset.output, "Lessons/Exercises/Shout.swift is the starter again.\n")
        XCTAssertEqual(try learnerFile(fixture), FixtureExercises.starterText)
    }

    func testTheExerciseGroupNeedsACommandAndHasItsOwnHelp() throws {
        let alone = try lessons("exercise")
        XCTAssertEqual(alone.status, 2)
        XCTAssertTrue(
            alone.errors.hasPrefix(
                "lessons: 'exercise' needs a command: list, show, check, hint, solution or reset\nusage: lessons exercise list"
            ),
            alone.errors)
        let typo = try lessons("exercise", "chek", "shout")
        XCTAssertEqual(typo.status, 2)
        XCTAssertTrue(
            typo.errors.hasPrefix(
                "lessons: unknown command 'exercise chek'; did you mean 'exercise check'? (one of list, show, check"
            ),
            typo.errors)
        for arguments in [["help", "exercise"], ["exercise", "--help"]] {
            let help = try lessons(arguments[0], arguments[1])
            XCTAssertEqual(help.status, 0)
            XCTAssertTrue(help.output.contains("exercise check [<id>]"), help.output)
            XCTAssertTrue(help.output.contains("exercise reset <id>"), help.output)
        }
        for arguments in [["help", "exercise", "check"], ["exercise", "check", "--help"]] {
            let help = try lessons(arguments[0], arguments[1], arguments.count > 2 ? arguments[2] : "--help")
            XCTAssertEqual(help.status, 0)
            XCTAssertTrue(help.output.hasPrefix("usage: lessons exercise check [<id>]"), help.output)
        }
    }

    func testALessonNamesTheExercisesThatPractiseIt() throws {
        let fixture = try FixtureExercises(answers: .wrong)
        let run = try lessons("run", "label-binder", exercises: fixture.catalogue)
        XCTAssertTrue(
            run.output.contains(
                "\n\nPractice: write it yourself, checked in virtual time\n"
                    + "  swift run lessons exercise show shout\n  swift run lessons exercise show echo\n\nNext lesson:"
            ),
            run.output)
        let other = try lessons("run", "button-taps", exercises: fixture.catalogue)
        XCTAssertFalse(other.output.contains("Practice"))
    }

    // MARK: Helpers

    private func learnerURL(_ fixture: FixtureExercises) throws -> URL {
        fixture.catalogue.url(of: try XCTUnwrap(fixture.catalogue.exercise(id: "shout")).learnerPath)
    }

    private func learnerFile(_ fixture: FixtureExercises) throws -> String {
        try String(contentsOf: learnerURL(fixture), encoding: .utf8)
    }

    private func saved(_ fixture: FixtureExercises, _ name: String) throws -> String {
        try String(contentsOf: fixture.folder.appendingPathComponent("Saved/\(name)"), encoding: .utf8)
    }
}
