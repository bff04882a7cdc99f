/// The exit codes of `lessons`, as its help documents them.
package enum LessonsExitCode: Int32, Sendable {
    /// Everything went as asked.
    case success = 0
    /// A lesson did not run as expected or failed its check, or its files, a report, a page or the site
    /// could not be read, made or written, or writing to standard output or standard error failed (a
    /// full disk, a closed descriptor; a closed pipe is no failure).
    case checkFailed = 1
    /// The arguments were wrong (a `UsageError`), or they name a lesson that does not exist.
    case usageError = 2
}
