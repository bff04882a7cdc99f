import LessonKit

/// A mistake in the arguments of `lessons`: what was wrong, in one line in each language, and the
/// command it concerns.
///
/// The caller prints `HelpText.errorText(for:language:)` (the message, then the usage of `command`, or
/// of the whole tool when `command` is nil) to standard error and exits with
/// `LessonsExitCode.usageError`. Its `description` is the English message.
package struct UsageError: Error, Equatable, CustomStringConvertible, Sendable {
    /// What was wrong, e.g. `'run' needs a lesson id`. One line, no trailing period.
    package var message: Localized
    /// The command whose usage helps (`"run"`), or nil for the tool as a whole.
    package var command: String?

    package init(_ message: Localized, command: String?) {
        self.message = message
        self.command = command
    }

    package var description: String { message.en }
}
