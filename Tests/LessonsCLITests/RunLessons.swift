import ExerciseKit
import LessonFixtures
import LessonKit
import LessonsCLI

/// What one run of the `lessons` command gave: its exit status and what it wrote to each output.
struct Outcome {
    var status: Int32
    var output: String
    var errors: String
}

/// Runs `lessons` with `arguments` on the fixture catalogue (or on `catalogue`) and on `exercises` (none
/// by default), with in-memory outputs that are not a terminal (`terminalColumns` stands for the
/// terminal's width). With `learnerCode`, the commands that run the learner's code go to it, as in
/// `lessons` itself.
func lessons(
    _ arguments: String..., environment: [String: String] = ["LANG": "en_US.UTF-8"],
    terminalColumns: Int? = nil, catalogue: LessonCatalogue? = nil, exercises: ExerciseCatalogue? = nil,
    learnerCode: LearnerCode? = nil
) throws -> Outcome {
    try lessons(
        arguments, environment: environment, terminalColumns: terminalColumns, catalogue: catalogue,
        exercises: exercises, learnerCode: learnerCode)
}

/// The same, with the arguments as an array.
func lessons(
    _ arguments: [String], environment: [String: String] = ["LANG": "en_US.UTF-8"],
    terminalColumns: Int? = nil, catalogue: LessonCatalogue? = nil, exercises: ExerciseCatalogue? = nil,
    learnerCode: LearnerCode? = nil
) throws -> Outcome {
    let fixture = try FixtureCatalogue()
    let standardOutput = BufferedOutput()
    let standardError = BufferedOutput()
    let status = LessonsCommandLine.run(
        arguments, environment: environment, standardOutput: standardOutput, standardError: standardError,
        outputIsTerminal: false, terminalColumns: terminalColumns,
        catalogue: catalogue ?? fixture.catalogue,
        exercises: exercises ?? ExerciseCatalogue([], packageFolder: fixture.folder), learnerCode: learnerCode
    )
    return Outcome(status: status, output: standardOutput.text, errors: standardError.text)
}
