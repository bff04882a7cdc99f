import LessonKit

/// Why a command stopped, in both languages, with the exit code it ends with: what `lessons` prints
/// after `lessons: ` on standard error. A command throws it (or a `UsageError`, or the error of what
/// failed, a file that can't be written…) and `Command.execute` prints it, once, for every command.
struct CommandError: Error {
    var message: Localized
    var exitCode: LessonsExitCode

    /// `message`, which ends the command with `exitCode` (a failure, by default).
    init(_ message: Localized, exitCode: LessonsExitCode = .checkFailed) {
        self.message = message
        self.exitCode = exitCode
    }

    /// What a command looks up by id.
    enum Lookup {
        case lesson, exercise

        /// The command that lists them all.
        var listCommand: String { self == .lesson ? "list" : "exercise list" }
    }

    /// No `what` has the id `id`: says so, with the closest of `ids` and the command that lists them
    /// all. A usage error's exit code.
    static func notFound(_ what: Lookup, id: String, among ids: [String]) -> CommandError {
        let suggestion = Suggestion.phrase(Suggestion.closest(to: id, among: ids))
        let list = what.listCommand
        let missing =
            what == .lesson
            ? Localized(ko: "레슨이 없습니다", en: "no lesson") : Localized(ko: "연습 문제가 없습니다", en: "no exercise")
        let all = what == .lesson ? "모든 레슨은" : "모든 연습 문제는"
        return CommandError(
            Localized(
                ko: "\(missing.ko): '\(id)'" + suggestion.ko
                    + "\n\(all) 'lessons \(list) --lang ko'로 볼 수 있습니다.",
                en: "\(missing.en) '\(id)'" + suggestion.en + "\nRun 'lessons \(list)' to see them all."),
            exitCode: .usageError)
    }
}
