import ExerciseKit
import Foundation
import LearnerBuild
import LessonFixtures
import LessonsCLI
import Synchronization
import XCTest

/// `lessons` without the learner's code linked: the commands that run it build `learner-answers` or `learner-playground` and hand
/// the command over; every other command never builds, so a file that does not compile stops nothing
/// else. (The build and the run are stand-ins here; `Scripts/check-learner-lockout.sh` breaks a fresh
/// clone's files for real.)
final class LearnerCodeTests: XCTestCase {
    /// A stand-in for the two: what each build gives, and the products built and arguments run.
    final class StandIn: Sendable {
        let outcome: SwiftBuild.Outcome
        let status: Int32?
        let builds = Mutex<[String]>([])
        let runs = Mutex<[[String]]>([])

        init(_ outcome: SwiftBuild.Outcome, status: Int32? = 0) {
            self.outcome = outcome
            self.status = status
        }

        var code: LearnerCode {
            LearnerCode(
                build: { product, _, _ in
                    self.builds.withLock { $0.append(product) }
                    return self.outcome
                },
                run: { _, arguments in
                    self.runs.withLock { $0.append(arguments) }
                    return self.status
                })
        }
    }

    /// `swift build`'s output when `Shout.swift` has a syntax error, its diagnostic printed twice (once
    /// for emitting the module, once for compiling it), in the fixture's folder.
    private func brokenShout(in folder: URL) -> SwiftBuild.Outcome {
        let diagnostic = """
            \(folder.path)/Lessons/Exercises/Shout.swift:4:5: error: expected expression in list of expressions
            3 |         weather = .empty(
            4 |     }
              |     `- error: expected expression in list of expressions
            5 | }
            """
        let output = """
            [0/1] Planning build
            Building for debugging...
            error: emit-module command failed with exit code 1 (use -v to see invocation)
            [3/6] Emitting module Exercises
            \(diagnostic)

            [4/6] Compiling Exercises Shout.swift
            \(diagnostic)
            """
        return .failed(diagnostics: CompilerDiagnostic.parse(output), output: output)
    }

    func testOnlyTheCommandsThatRunTheLearnersCodeBuildIt() throws {
        let fixture = try FixtureExercises(answers: .right)
        let standIn = StandIn(brokenShout(in: fixture.folder))
        for arguments in [
            ["list"], ["run", "label-binder"], ["exercise", "show", "shout"], ["exercise", "hint", "shout"],
            ["exercise", "solution", "shout"], ["exercise", "reset", "shout"], ["help"],
        ] {
            let outcome = try run(arguments, fixture, standIn)
            XCTAssertEqual(outcome.status, 0, "\(arguments): \(outcome.errors)")
            XCTAssertFalse(outcome.errors.contains("doesn't compile"), "\(arguments)")
        }
        XCTAssertEqual(standIn.builds.withLock { $0 }, [], "none of them builds the learner's code")
        for invocation in [
            Invocation("exercise check", "shout"), Invocation("exercise check"), Invocation("exercise list"),
        ] {
            XCTAssertEqual(LearnerCode.product(for: invocation), "learner-answers", "\(invocation)")
        }
        for invocation in [
            Invocation("run", "playground"), Invocation("check"), Invocation("check", "playground"),
            Invocation("site", options: ["--out": "/tmp/site"]),
        ] {
            XCTAssertEqual(LearnerCode.product(for: invocation), "learner-playground", "\(invocation)")
        }
        for invocation in [
            Invocation("check", "label-binder"), Invocation("run", "label-binder"),
            Invocation("exercise hint", "shout"),
        ] {
            XCTAssertNil(LearnerCode.product(for: invocation), "\(invocation)")
        }
    }

    func testACheckRunsTheBuiltLearnerWithTheSameArgumentsAndItsStatus() throws {
        let fixture = try FixtureExercises(answers: .right)
        let standIn = StandIn(.built(executable: "/build/learner"), status: 1)
        let outcome = try run(["exercise", "check", "shout", "--lang", "ko"], fixture, standIn)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(standIn.runs.withLock { $0 }, [["exercise", "check", "shout", "--lang", "ko"]])
        XCTAssertEqual(standIn.builds.withLock { $0 }, ["learner-answers"])
        XCTAssertEqual(outcome.errors, "", "the learner's executable writes the report itself")
    }

    func testWarningsAboutTheLearnersFileAreShownWhenTheBuildSucceeds() throws {
        let fixture = try FixtureExercises(answers: .right)
        let output = """
            [4/6] Compiling Exercises Shout.swift
            \(fixture.folder.path)/Lessons/Exercises/Shout.swift:9:13: warning: initialization of immutable value 'unused' was never used
             9 |         let unused = 1
               |             `- warning: initialization of immutable value 'unused' was never used
            /elsewhere/Sources/Other.swift:1:1: warning: not the learner's
            \(fixture.folder.path)/Sources/Ours.swift:2:1: warning: ours, not the learner's
            """
        let warnings = CompilerDiagnostic.parse(output).filter { $0.severity == .warning }
        let standIn = StandIn(.built(executable: "/build/learner", warnings: warnings))
        let outcome = try run(["exercise", "check", "shout"], fixture, standIn)
        XCTAssertEqual(outcome.status, 0)
        XCTAssertTrue(
            outcome.errors.hasPrefix(
                "Lessons/Exercises/Shout.swift:9:13: warning: initialization of immutable value 'unused' was "
                    + "never used\n 9 |         let unused = 1\n"), outcome.errors)
        XCTAssertFalse(outcome.errors.contains("not the learner's"), outcome.errors)
        XCTAssertFalse(outcome.errors.contains("ours"), "a file of the package that is not theirs")
        XCTAssertEqual(standIn.runs.withLock { $0 }.count, 1, "the check runs all the same")
    }

    func testACheckOfCodeThatDoesNotCompileShowsTheErrorAtTheLearnersLineAndWhatToDo() throws {
        let fixture = try FixtureExercises(answers: .right)
        let standIn = StandIn(brokenShout(in: fixture.folder))
        let outcome = try run(["exercise", "check", "shout"], fixture, standIn)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(outcome.output, "")
        XCTAssertEqual(
            outcome.errors,
            """
            lessons: your code doesn't compile, so it can't run:

            Lessons/Exercises/Shout.swift:4:5: error: expected expression in list of expressions
            3 |         weather = .empty(
            4 |     }
              |     `- error: expected expression in list of expressions
            5 | }

            Fix Lessons/Exercises/Shout.swift, then run the same command again; to start
            over, 'swift run lessons exercise reset shout' keeps your file in Saved/ and
            puts the starter back.

            """)
        XCTAssertTrue(standIn.runs.withLock { $0 }.isEmpty)
        // Checking another exercise: the file is built with it, and the report says so.
        let other = try run(["exercise", "check", "echo", "--lang", "ko"], fixture, standIn)
        XCTAssertTrue(other.errors.contains("Lessons/Exercises/Shout.swift:4:5: error:"), other.errors)
        XCTAssertTrue(unwrapped(other.errors).contains("한 파일이 컴파일되지 않으면 어떤 답도 확인할 수 없습니다"), other.errors)
        XCTAssertTrue(other.errors.hasPrefix("lessons: 여러분의 코드가 컴파일되지 않아"), other.errors)
    }

    func testTheListStillListsWithoutMarksWhenTheCodeDoesNotCompile() throws {
        let fixture = try FixtureExercises(answers: .right)
        let outcome = try run(["exercise", "list"], fixture, StandIn(brokenShout(in: fixture.folder)))
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(outcome.output, "1. shout  shout title\n2. echo   echo title\n")
        XCTAssertEqual(
            outcome.errors,
            "lessons: your code doesn't compile, so no exercise is marked ✓: 'swift run\nlessons exercise check' shows where.\n"
        )
    }

    func testALostAnswersConformanceNamesTheExerciseFileItCameFrom() throws {
        let fixture = try FixtureExercises(answers: .right)
        let output = """
            \(fixture.folder.path)/Lessons/Exercises/Answers.swift:9:25: error: global function 'exerciseCatalogue(answeredBy:)' requires that 'Answers' conform to 'EchoAnswer'
            9 | package let exercises = exerciseCatalogue(answeredBy: Answers.self)
            """
        let standIn = StandIn(.failed(diagnostics: CompilerDiagnostic.parse(output), output: output))
        let outcome = try run(["exercise", "check", "echo"], fixture, standIn)
        XCTAssertTrue(
            unwrapped(outcome.errors).contains(
                "The end of Lessons/Exercises/Echo.swift, `extension Answers: EchoAnswer`, is missing or"),
            outcome.errors)
        XCTAssertTrue(
            unwrapped(outcome.errors).contains("'swift run lessons exercise reset echo'"), outcome.errors)
    }

    func testAPlaygroundThatDoesNotCompileSaysSoAndLeavesTheOtherLessonsRunning() throws {
        let fixture = try FixtureExercises(answers: .right)
        let output = """
            \(fixture.folder.path)/Lessons/Playground/Playground.swift:12:19: error: cannot find 'txt' in scope
            12 |             label.txt = text.uppercased()
               |                   `- error: cannot find 'txt' in scope
            """
        let standIn = StandIn(.failed(diagnostics: CompilerDiagnostic.parse(output), output: output))
        let outcome = try run(["run", "playground"], fixture, standIn)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertTrue(
            outcome.errors.contains("Lessons/Playground/Playground.swift:12:19: error: cannot find 'txt'"),
            outcome.errors)
        XCTAssertTrue(unwrapped(outcome.errors).contains("every other lesson"), outcome.errors)
        XCTAssertEqual(try run(["run", "label-binder"], fixture, standIn).status, 0)
    }

    func testACrashOfTheLearnersCodeIsSaidToBeTheirs() throws {
        let fixture = try FixtureExercises(answers: .right)
        let outcome = try run(
            ["exercise", "check", "shout"], fixture,
            StandIn(.built(executable: "/build/learner"), status: 132))
        XCTAssertEqual(outcome.status, 1)
        XCTAssertTrue(
            unwrapped(outcome.errors).contains("your code stopped while it ran (signal 4)"), outcome.errors)
    }

    func testAProgramThatCannotStartOrSwiftMissingIsSaid() throws {
        let fixture = try FixtureExercises(answers: .right)
        let missing = try run(
            ["exercise", "check", "shout"], fixture,
            StandIn(.built(executable: "/build/learner-answers"), status: nil))
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(
            unwrapped(missing.errors).contains("no program to run at /build/learner-answers"), missing.errors)
        let noSwift = try run(
            ["exercise", "check", "shout", "--lang", "ko"], fixture, StandIn(.couldNotStart(.swiftNotFound)))
        XCTAssertEqual(noSwift.status, 1)
        XCTAssertTrue(unwrapped(noSwift.errors).contains("`swift`가 PATH에 없습니다"), noSwift.errors)
    }

    func testAnUnknownExerciseIsToldBeforeAnythingIsBuilt() throws {
        let fixture = try FixtureExercises(answers: .right)
        let standIn = StandIn(brokenShout(in: fixture.folder))
        let outcome = try run(["exercise", "check", "shuot"], fixture, standIn)
        XCTAssertEqual(outcome.status, 2)
        XCTAssertTrue(outcome.errors.contains("no exercise 'shuot'"), outcome.errors)
        XCTAssertEqual(standIn.builds.withLock { $0 }, [])
    }

    func testCheckingEveryLessonWithABrokenPlaygroundChecksTheOthersAndFailsThePlayground() throws {
        let fixture = try FixtureExercises(answers: .right)
        let output = """
            \(fixture.folder.path)/Lessons/Playground/Playground.swift:3:1: error: cannot find 'x' in scope
            """
        let standIn = StandIn(.failed(diagnostics: CompilerDiagnostic.parse(output), output: output))
        let outcome = try run(["check"], fixture, standIn)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertTrue(outcome.output.contains("✓ label-binder\n"), outcome.output)
        XCTAssertTrue(
            outcome.errors.contains("Playground.swift:3:1: error: cannot find 'x' in scope"), outcome.errors)
    }

    func testSolutionWriteKeepsTheLearnersFileThenWritesTheAnswer() throws {
        let fixture = try FixtureExercises(answers: .right)
        let learner = fixture.catalogue.url(of: "Lessons/Exercises/Shout.swift")
        let before = try String(contentsOf: learner, encoding: .utf8)
        let outcome = try run(["exercise", "solution", "shout", "--write"], fixture, nil)
        XCTAssertEqual(outcome.status, 0, outcome.errors)
        XCTAssertEqual(
            outcome.output,
            "Your version is now Saved/Shout-1.swift. Lessons/Exercises/Shout.swift is the reference answer now.\n"
        )
        XCTAssertEqual(try String(contentsOf: learner, encoding: .utf8), FixtureExercises.solutionText)
        XCTAssertEqual(
            try String(
                contentsOf: fixture.folder.appendingPathComponent("Saved/Shout-1.swift"), encoding: .utf8),
            before)
        let again = try run(["exercise", "solution", "shout", "--write"], fixture, nil)
        XCTAssertEqual(
            again.output, "Lessons/Exercises/Shout.swift is already the reference answer: nothing changed.\n")
    }

    /// `text` with its wrapped lines joined again.
    private func unwrapped(_ text: String) -> String {
        text.replacingOccurrences(of: "\n", with: " ")
    }

    private func run(_ arguments: [String], _ fixture: FixtureExercises, _ standIn: StandIn?) throws
        -> Outcome
    {
        let lessonsFixture = try FixtureCatalogue()
        let standardOutput = BufferedOutput()
        let standardError = BufferedOutput()
        let status = LessonsCommandLine.run(
            arguments, environment: ["LANG": "en_US.UTF-8"], standardOutput: standardOutput,
            standardError: standardError, outputIsTerminal: false, catalogue: lessonsFixture.catalogue,
            exercises: fixture.catalogue, learnerCode: standIn?.code)
        withExtendedLifetime(lessonsFixture) {}
        return Outcome(status: status, output: standardOutput.text, errors: standardError.text)
    }
}
