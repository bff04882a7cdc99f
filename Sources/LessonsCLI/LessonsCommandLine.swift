import ExerciseKit
import Foundation
import LessonKit
import TextSupport

/// The `lessons` command: parses the arguments, does what the command of the table asks for on a
/// catalogue, and writes to standard output and standard error. The executable's `main` is one call
/// to `main(catalogue:)`; tests call `run` with in-memory outputs.
///
/// Every output is composed in full before anything is written, so an error never leaves half a
/// report; a closed pipe (`lessons run x | head -1`) ends the output quietly, and any other failure
/// to write (a full disk, a closed descriptor) ends the command with exit code 1 and a message on
/// standard error while it works.
///
/// Everything it writes is in one language, decided before the arguments are parsed, so that a usage
/// error is in it too: the last valid `--lang` among the arguments, else the environment's
/// (`Language.from(environment:preferredLanguages:)`: `LANG` and the like, else the system's languages,
/// else English). A wrong `--lang` value is not asked for: its error is in the environment's language.
package enum LessonsCommandLine {
    /// The tool's version.
    package static let version = "0.1.0"

    /// Runs the process's arguments on `catalogue` and `exercises`; returns the exit code. With
    /// `learnerCode`, the commands that run the learner's code are handed to it (see `LearnerCode`).
    package static func main(
        catalogue: LessonCatalogue, exercises: ExerciseCatalogue, learnerCode: LearnerCode? = nil
    ) -> Int32 {
        FileDescriptorOutput.ignoreSIGPIPE()
        let standardOutput = FileDescriptorOutput(1)
        let isTerminal = standardOutput.isTerminal
        // Each argument's bytes, up to its terminating zero, as they are: not yet decoded.
        let raw = (1..<Int(CommandLine.argc)).map { index -> [UInt8] in
            guard let argument = CommandLine.unsafeArgv[index] else { return [] }
            var bytes: [UInt8] = []
            while argument[bytes.count] != 0 { bytes.append(UInt8(bitPattern: argument[bytes.count])) }
            return bytes
        }
        let (arguments, undecodable) = decode(raw)
        return run(
            arguments, undecodable: undecodable, environment: ProcessInfo.processInfo.environment,
            preferredLanguages: Locale.preferredLanguages, standardOutput: standardOutput,
            standardError: FileDescriptorOutput(2),
            outputIsTerminal: isTerminal, terminalColumns: isTerminal ? standardOutput.terminalColumns : nil,
            catalogue: catalogue, exercises: exercises, learnerCode: learnerCode)
    }

    /// The arguments as strings, and the indices of those that are not valid UTF-8 (their strings have
    /// U+FFFD where the bad bytes were: they name another file than the one meant, so they are refused).
    package static func decode(_ raw: [[UInt8]]) -> (arguments: [String], undecodable: Set<Int>) {
        var undecodable: Set<Int> = []
        let arguments = raw.enumerated().map { index, bytes -> String in
            if let text = String(validating: bytes, as: UTF8.self) { return text }
            undecodable.insert(index)
            return String(decoding: bytes, as: UTF8.self)
        }
        return (arguments, undecodable)
    }

    /// Runs `arguments` on `catalogue`; returns the exit code (see `LessonsExitCode`). The reports are
    /// wrapped at `TerminalWidth.columns(environment:terminalColumns:)`: `terminalColumns` is the width
    /// of the terminal standard output is, or nil (then `COLUMNS` or 80 decide).
    package static func run(
        _ arguments: [String], undecodable: Set<Int> = [], environment: [String: String],
        preferredLanguages: [String] = [], standardOutput: TextOutput,
        standardError: TextOutput, outputIsTerminal: Bool, terminalColumns: Int? = nil,
        catalogue: LessonCatalogue,
        exercises: ExerciseCatalogue = ExerciseCatalogue([], packageFolder: URL(fileURLWithPath: ".")),
        learnerCode: LearnerCode? = nil
    ) -> Int32 {
        let language =
            CommandLineParser.requestedLanguage(in: arguments)
            ?? Language.from(environment: environment, preferredLanguages: preferredLanguages)
        func perform() -> LessonsExitCode {
            if let index = undecodable.min() {
                // The usage of the command it was given to, when the first argument names one.
                let command = arguments.first.flatMap { Command.named($0) }?.name
                standardError.write(
                    HelpText.errorText(
                        for: notUTF8(arguments[index], at: index, command: command), language: language))
                return .usageError
            }
            let parsed: ParsedArguments
            do {
                parsed = try CommandLineParser.parse(arguments)
            } catch {
                standardError.write(HelpText.errorText(for: error, language: language))
                return .usageError
            }
            switch parsed {
            case .version:
                standardOutput.write("lessons \(version)\n")
                return .success
            case .command(let invocation):
                // The parser only gives commands of the table.
                guard let command = Command.named(invocation.command) else { return .usageError }
                let session = Session(
                    environment: environment, language: language, standardOutput: standardOutput,
                    standardError: standardError, outputIsTerminal: outputIsTerminal,
                    width: TerminalWidth.columns(environment: environment, terminalColumns: terminalColumns),
                    catalogue: catalogue, exercises: exercises)
                // An unknown exercise is told before anything is built.
                let knownExercise =
                    invocation.command != "exercise check"
                    || invocation.operand.map { exercises.exercise(id: $0) != nil }
                        ?? true
                if let learnerCode, let product = LearnerCode.product(for: invocation), knownExercise {
                    let status = session.runLearnerCode(
                        learnerCode, product: product, arguments: arguments, invocation: invocation)
                    return LessonsExitCode(rawValue: status) ?? .checkFailed
                }
                return command.execute(invocation, in: session)
            }
        }
        let code = perform()
        return (outputsFailed(standardOutput, standardError, language: language) ?? code).rawValue
    }

    /// The refusal of the argument at `index` (0 for the first after `lessons`), which was not valid UTF-8:
    /// `argument` shows it with U+FFFD for its bad bytes, escaped.
    private static func notUTF8(_ argument: String, at index: Int, command: String?) -> UsageError {
        let shown = VisibleText.of(argument).replacingOccurrences(of: "\u{FFFD}", with: "\\u{FFFD}")
        return UsageError(
            Localized(
                ko: "\(index + 1)번째 인자가 올바른 UTF-8이 아닙니다('\(shown)', \\u{FFFD}가 잘못된 바이트입니다). "
                    + "lessons는 UTF-8 이름만 받습니다: 파일이나 폴더의 이름을 바꾸거나 다른 경로를 고르면 됩니다",
                en:
                    "argument \(index + 1) is not valid UTF-8 ('\(shown)', where \\u{FFFD} stands for the bad bytes): "
                    + "lessons takes UTF-8 names only; rename the file or folder, or choose another path"),
            command: command)
    }

    /// `checkFailed` when writing to standard output or standard error failed (a full disk, a closed
    /// descriptor; not a closed pipe), saying so on standard error while it works; nil when both worked.
    static func outputsFailed(_ standardOutput: TextOutput, _ standardError: TextOutput, language: Language)
        -> LessonsExitCode?
    {
        if let error = standardOutput.failure {
            let reason = String(cString: strerror(error))
            standardError.write(
                Localized(
                    ko: "lessons: 표준 출력에 쓸 수 없습니다(\(reason)). 출력이 중간에 끊겼습니다: 공간이 남은 "
                        + "디스크의 파일, 터미널, 파이프처럼 출력을 받을 수 있는 곳으로 보내고 다시 실행하면 됩니다\n",
                    en:
                        "lessons: could not write to standard output (\(reason)), so the output is cut short: send "
                        + "it somewhere that takes it (a file on a disk with room, a terminal, a pipe) and run "
                        + "the command again\n")[language])
            return .checkFailed
        }
        return standardError.failure == nil ? nil : .checkFailed
    }
}
