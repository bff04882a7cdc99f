import LessonKit
import TextSupport

/// A command of `lessons`: everything the parser, the help and the dispatcher know of it. The table
/// of them (`Command.all`) is the only place a command is described, in both languages of the help.
package struct Command: Sendable {
    /// What a command takes besides its options: a lesson id, a help topic.
    struct Operand: Sendable {
        /// How the help writes it: `<id>`.
        let name: String
        /// Whether the command needs it.
        let isRequired: Bool
        /// What it is, for the message when it is missing: `a lesson id`.
        let noun: Localized
        /// Whether it must be a command's name (the topic of `help`).
        let namesACommand: Bool
        /// Its lines in the `arguments:` section of the help.
        let help: [Localized]
    }

    /// An option a command accepts, with what it means for that command.
    struct Option: Sendable {
        let spec: OptionSpec
        /// Whether the command needs it (`site --out DIR`).
        let isRequired: Bool
        /// Its lines in the `options:` section of the command's help.
        let help: [Localized]

        init(_ spec: OptionSpec, required: Bool = false, help: [Localized]) {
            self.spec = spec
            self.isRequired = required
            self.help = help
        }
    }

    /// The command's name: `run`.
    let name: String
    /// One line for the general help's list of commands.
    let summary: Localized
    /// Its operand, if it takes one.
    let operand: Operand?
    /// The options it accepts besides `--help`, in the order its help lists them.
    let options: [Option]
    /// The paragraph of its help under the usage line (its lines at most 80 columns wide).
    let about: Localized
    /// A paragraph of its help after the options, if it needs one.
    let notes: Localized?
    /// The command lines its help shows as examples.
    let examples: [String]
    /// What its exit codes mean, if its help says it (wrapped to the help's width).
    let exitCodes: Localized?
    /// The rules of its options, which its help states and the parser enforces.
    var rules: [OptionRule] = []
    /// Does what the command asks for; throws what stops it (`execute` prints it).
    let perform: @Sendable (Invocation, Session) throws -> LessonsExitCode

    /// Does what `invocation` asks for in `session`, and prints what stopped it, if anything, on
    /// standard error, the one place a command's errors are printed (`report`): a `UsageError` with
    /// the command's usage, a `CommandError` after `lessons: `, any other error as `ErrorText` tells
    /// it. (A command handed to the learner's code, `LearnerCode`, is run there; what the hand-off
    /// itself meets, a build that fails, is told by `Session.runLearnerCode`.)
    func execute(_ invocation: Invocation, in session: Session) -> LessonsExitCode {
        do {
            return try perform(invocation, session)
        } catch {
            return Self.report(error, in: session)
        }
    }

    /// Prints `error`, which stopped a command, on `session`'s standard error, and returns the exit
    /// code it ends the command with.
    static func report(_ error: Error, in session: Session) -> LessonsExitCode {
        switch error {
        case let error as UsageError:
            session.standardError.write(HelpText.errorText(for: error, language: session.language))
            return .usageError
        case let error as CommandError:
            session.standardError.write("lessons: \(error.message[session.language])\n")
            return error.exitCode
        default:
            session.standardError.write("lessons: \(session.describe(error))\n")
            return .checkFailed
        }
    }

    /// The words after the name in the general help's list and in the usage of every command:
    /// `run <id>`, `check [<id>]`, `site --out DIR`.
    var shortUsage: String {
        var words = [name]
        if let operand { words.append(operand.isRequired ? operand.name : "[\(operand.name)]") }
        words += options.filter(\.isRequired).map(\.spec.usage)
        return words.joined(separator: " ")
    }

    /// The word before a usage line: `usage: `.
    static let usageWord = Localized(ko: "사용법: ", en: "usage: ")

    /// The usage line: `usage: lessons run <id> [--lang ko|en] [--no-color] [--html FILE]`, in lines of
    /// at most `usageWidth` columns (see `usage(indent:)`).
    func usageLine(in language: Language) -> String {
        let word = Self.usageWord[language]
        return word + usage(indent: DisplayWidth.of(word))
    }

    /// The widest line of a usage.
    static let usageWidth = 80

    /// The usage without its first word: `lessons run <id> [--lang ko|en] …`, for a line that starts
    /// `indent` columns in. When it is wider than `usageWidth`, it goes on in more lines, each option
    /// whole and under the first argument.
    func usage(indent: Int) -> String {
        let first = "lessons \(shortUsage)"
        let optional = options.filter { !$0.isRequired }.map { "[\($0.spec.usage)]" }
        let hanging = indent + "lessons \(name) ".count
        var lines = [first]
        var width = indent + first.count
        for option in optional {
            if width + 1 + option.count <= Self.usageWidth {
                lines[lines.count - 1] += " " + option
                width += 1 + option.count
            } else {
                lines.append(String(repeating: " ", count: hanging) + option)
                width = hanging + option.count
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The command named `name` in the table, if there is one.
    static func named(_ name: String) -> Command? {
        all.first { $0.name == name }
    }

    /// Whether `name` is the first word of commands of two words (`exercise` of `exercise check`).
    static func isGroup(_ name: String) -> Bool {
        !name.contains(" ") && all.contains { $0.name.hasPrefix(name + " ") }
    }

    /// The second words of the commands of the group `name`: `list`, `show`, `check`…
    static func actions(of group: String) -> [String] {
        all.map(\.name).filter { $0.hasPrefix(group + " ") }.map { String($0.dropFirst(group.count + 1)) }
    }

    /// The first words of the commands, each once, in the order the help lists them: `list`, `run`,
    /// …, `exercise`, `help`.
    package static var firstWords: [String] {
        var seen: Set<String> = []
        return all.map { String($0.name.prefix { $0 != " " }) }.filter { seen.insert($0).inserted }
    }

    /// The names of the commands, in the order the help lists them.
    package static var names: [String] {
        all.map(\.name)
    }
}
