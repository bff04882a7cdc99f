import LessonKit

/// The command line that runs an exercise command, as the reports and pages suggest it:
/// `swift run lessons exercise check label-binder`, with `--lang ko` in Korean so the answer stays in
/// the language it was suggested in.
package enum ExerciseCommand {
    /// `swift run lessons exercise ACTION ID` (without `swift run ` when `swiftRun` is false).
    package static func line(_ action: String, _ id: String, language: Language, swiftRun: Bool = true)
        -> String
    {
        (swiftRun ? "swift run " : "") + "lessons exercise \(action) \(id)"
            + (language == .ko ? " --lang ko" : "")
    }
}
