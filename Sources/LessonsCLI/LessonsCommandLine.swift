import ExerciseKit
import Foundation
import LessonKit

/// The `lessons` command: parses the arguments, does what the command of the table asks for on a
/// catalogue, and writes to standard output and standard error. The executable's `main` is one call
/// to `main(catalogue:)`; tests call `run` with in-memory outputs.
///
/// Every output is composed in full before anything is written, so an error never leaves half a
/// report; a closed pipe (`lessons run x | head -1`) ends the output quietly.
///
/// Everything it writes is in one language, decided before the arguments are parsed, so that a usage
/// error is in it too: the last valid `--lang` among the arguments, else the environment's
/// (`Language.from(environment:)`, English when it says nothing). A wrong `--lang` value is not asked
/// for: its error is in the environment's language.
package enum LessonsCommandLine {
    /// The tool's version.
    package static let version = "0.1.0"

    /// Runs the process's arguments on `catalogue` and `exercises`; returns the exit code.
    package static func main(catalogue: LessonCatalogue, exercises: ExerciseCatalogue) -> Int32 {
        FileDescriptorOutput.ignoreSIGPIPE()
        let standardOutput = FileDescriptorOutput(1)
        let isTerminal = standardOutput.isTerminal
        return run(
            Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
            standardOutput: standardOutput, standardError: FileDescriptorOutput(2),
            outputIsTerminal: isTerminal, terminalColumns: isTerminal ? standardOutput.terminalColumns : nil,
            catalogue: catalogue, exercises: exercises, builtAt: executableDate())
    }

    /// When the running executable was built (its modification time), if that can be read: a learner's
    /// file changed after it was not compiled into it.
    private static func executableDate() -> Date? {
        guard let path = Bundle.main.executablePath else { return nil }
        return (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }

    /// Runs `arguments` on `catalogue`; returns the exit code (see `LessonsExitCode`). The reports are
    /// wrapped at `TerminalWidth.columns(environment:terminalColumns:)`: `terminalColumns` is the width
    /// of the terminal standard output is, or nil (then `COLUMNS` or 80 decide).
    package static func run(
        _ arguments: [String], environment: [String: String], standardOutput: TextOutput,
        standardError: TextOutput, outputIsTerminal: Bool, terminalColumns: Int? = nil,
        catalogue: LessonCatalogue,
        exercises: ExerciseCatalogue = ExerciseCatalogue([], packageFolder: URL(fileURLWithPath: ".")),
        builtAt: Date? = nil
    ) -> Int32 {
        let language =
            CommandLineParser.requestedLanguage(in: arguments) ?? Language.from(environment: environment)
        let parsed: ParsedArguments
        do {
            parsed = try CommandLineParser.parse(arguments)
        } catch {
            standardError.write(HelpText.errorText(for: error, language: language))
            return LessonsExitCode.usageError.rawValue
        }
        switch parsed {
        case .version:
            standardOutput.write("lessons \(version)\n")
            return LessonsExitCode.success.rawValue
        case .command(let invocation):
            // The parser only gives commands of the table.
            guard let command = Command.named(invocation.command) else {
                return LessonsExitCode.usageError.rawValue
            }
            let session = Session(
                environment: environment, language: language, standardOutput: standardOutput,
                standardError: standardError, outputIsTerminal: outputIsTerminal,
                width: TerminalWidth.columns(environment: environment, terminalColumns: terminalColumns),
                catalogue: catalogue, exercises: exercises, builtAt: builtAt)
            return command.perform(invocation, session).rawValue
        }
    }
}
