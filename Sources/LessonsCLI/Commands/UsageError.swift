/// A mistake in the arguments of `lessons`: what was wrong, in one line, and the command it concerns.
///
/// The caller prints `HelpText.errorText(for:)` (the message, then the usage of `command`, or of
/// the whole tool when `command` is nil) to standard error and exits with `LessonsExitCode.usageError`.
package struct UsageError: Error, Equatable, CustomStringConvertible, Sendable {
    /// What was wrong, e.g. `'run' needs a lesson id`. One line, no trailing period.
    package var message: String
    /// The command whose usage helps (`"run"`), or nil for the tool as a whole.
    package var command: String?

    package init(_ message: String, command: String?) {
        self.message = message
        self.command = command
    }

    package var description: String { message }
}
