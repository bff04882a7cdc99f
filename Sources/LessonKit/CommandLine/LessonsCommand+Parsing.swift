/// Parsing the arguments of `lessons` into a `LessonsCommand`.
///
/// The rules:
/// - The first argument that is not an option names the command; options may come before or after it,
///   and before or after the command's own arguments (`lessons run binder --lang en`,
///   `lessons --lang en run binder`).
/// - An option's value follows it, as `--lang ko` or `--lang=ko`. A value never starts with `-`, so
///   `--html --no-color` is a missing file path, not a file named `--no-color`.
/// - `--` ends the options: every argument after it is a positional one (`lessons run -- -odd-id`).
/// - `--help` or `-h` anywhere before `--` asks for help: the command's help after a command, else the
///   general help. No arguments at all ask for the general help too.
/// - `--version` stands alone. Given twice, `--lang` and `--html` keep the last value.
extension LessonsCommand {
    /// Parses `arguments`, the command line without the program's name.
    ///
    /// - Throws: a `UsageError` saying what is wrong and which command's usage to show.
    public static func parse(_ arguments: [String]) throws(UsageError) -> LessonsCommand {
        let parsed = split(arguments)
        guard let commandIndex = parsed.firstIndex(where: \.isPositional) else {
            return try parseWithoutCommand(parsed)
        }
        let command = parsed[commandIndex].text
        guard names.contains(command) else {
            throw unknownCommand(command, concerning: nil)
        }
        if parsed.contains(where: \.isHelpOption) {
            return .help(topic: command)
        }
        var rest = parsed
        rest.remove(at: commandIndex)
        return try parse(command, rest)
    }

    // MARK: - Splitting

    /// One command-line argument as the parser sees it: an option, with its value if it has one, or a
    /// positional argument (a command, a lesson id, a help topic).
    private enum Argument {
        case option(name: String, value: String?)
        case positional(String)

        var isPositional: Bool {
            if case .positional = self { return true }
            return false
        }

        var isHelpOption: Bool {
            if case .option(let name, _) = self { return name == "--help" || name == "-h" }
            return false
        }

        /// The option's name, or the positional argument itself.
        var text: String {
            switch self {
            case .option(let name, _): return name
            case .positional(let text): return text
            }
        }
    }

    /// The options that take a value.
    private static let optionsWithValue: Set<String> = ["--lang", "--html", "--out"]

    /// Tells options from positional arguments, and gives each option its value: the text after `=`, or
    /// the next argument when the option takes a value and that argument is not an option itself.
    private static func split(_ arguments: [String]) -> [Argument] {
        func isOption(_ argument: String) -> Bool { argument.hasPrefix("-") && argument != "-" }
        var result: [Argument] = []
        var index = arguments.startIndex
        var optionsEnded = false
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !isOption(argument) {
                result.append(.positional(argument))
            } else if argument == "--" {
                optionsEnded = true
            } else if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                let value = String(argument[argument.index(after: equals)...])
                result.append(.option(name: String(argument[..<equals]), value: value))
            } else if optionsWithValue.contains(argument), index < arguments.endIndex,
                !isOption(arguments[index])
            {
                result.append(.option(name: argument, value: arguments[index]))
                index += 1
            } else {
                result.append(.option(name: argument, value: nil))
            }
        }
        return result
    }

    // MARK: - Commands

    /// What a command's options and positional arguments add up to, while they are read.
    private struct Collected {
        var output = OutputOptions()
        var html: String?
        var out: String?
        var positionals: [String] = []
    }

    /// The options `command` accepts, besides `--help`.
    private static func options(of command: String) -> [String] {
        switch command {
        case "list", "check": return ["--lang", "--no-color"]
        case "run": return ["--lang", "--no-color", "--html"]
        case "site": return ["--out"]
        default: return []
        }
    }

    /// How many positional arguments `command` takes at most: a lesson id or a help topic.
    private static func positionalLimit(of command: String) -> Int {
        ["run", "check", "help"].contains(command) ? 1 : 0
    }

    /// Parses the arguments after a known command, in order, so the first mistake is the one reported.
    private static func parse(_ command: String, _ arguments: [Argument]) throws(UsageError) -> LessonsCommand
    {
        let accepted = options(of: command)
        var collected = Collected()
        for argument in arguments {
            switch argument {
            case .option(let name, let value):
                guard accepted.contains(name) else {
                    throw unknownOption(name, for: command, among: accepted + ["--help"])
                }
                try apply(name, value, to: &collected, command: command)
            case .positional(let text):
                guard collected.positionals.count < positionalLimit(of: command) else {
                    throw UsageError("unexpected argument '\(text)' for '\(command)'", command: command)
                }
                if command == "help", !names.contains(text) {
                    throw unknownCommand(text, concerning: "help")
                }
                collected.positionals.append(text)
            }
        }
        switch command {
        case "list":
            return .list(collected.output)
        case "run":
            guard let id = collected.positionals.first else {
                throw UsageError("'run' needs a lesson id", command: command)
            }
            return .run(id: id, html: collected.html, collected.output)
        case "check":
            return .check(id: collected.positionals.first, collected.output)
        case "site":
            guard let out = collected.out else {
                throw UsageError("'site' needs --out DIR", command: command)
            }
            return .site(out: out)
        default:
            return .help(topic: collected.positionals.first)
        }
    }

    /// Records one accepted option, checking its value.
    private static func apply(
        _ name: String, _ value: String?, to collected: inout Collected, command: String
    ) throws(UsageError) {
        let value = value.flatMap { $0.isEmpty ? nil : $0 }  // `--html=` gives no value either
        switch name {
        case "--no-color":
            guard value == nil else { throw UsageError("--no-color takes no value", command: command) }
            collected.output.noColor = true
        case "--lang":
            guard let value else { throw UsageError("--lang needs a language: ko or en", command: command) }
            guard let language = Language(rawValue: value.lowercased()) else {
                throw UsageError("--lang must be ko or en, not '\(value)'", command: command)
            }
            collected.output.language = language
        case "--html":
            guard let value else { throw UsageError("--html needs a file path", command: command) }
            collected.html = value
        default:
            guard let value else { throw UsageError("--out needs a directory path", command: command) }
            collected.out = value
        }
    }

    /// `lessons`, `lessons --help`, `lessons --version`, or options with no command.
    private static func parseWithoutCommand(_ arguments: [Argument]) throws(UsageError) -> LessonsCommand {
        if arguments.isEmpty || arguments.contains(where: \.isHelpOption) {
            return .help(topic: nil)
        }
        let known = ["--lang", "--no-color", "--html", "--out", "--help", "--version"]
        for argument in arguments where !known.contains(argument.text) {
            throw unknownOption(argument.text, for: nil, among: known)
        }
        guard arguments.contains(where: { $0.text == "--version" }) else {
            throw UsageError("missing command (list, run, check, site or help)", command: nil)
        }
        guard arguments.count == 1 else {
            throw UsageError("--version takes no other arguments", command: nil)
        }
        guard case .option(_, nil) = arguments[0] else {
            throw UsageError("--version takes no value", command: nil)
        }
        return .version
    }

    // MARK: - Errors

    private static func unknownCommand(_ name: String, concerning command: String?) -> UsageError {
        var message = "unknown command '\(name)'"
        if let match = Suggestion.closest(to: name, among: names) {
            message += "; did you mean '\(match)'?"
        }
        return UsageError(message, command: command)
    }

    /// An unknown option, with a suggestion among `known`, compared without their dashes (so that
    /// `--color` finds `--no-color`).
    private static func unknownOption(_ name: String, for command: String?, among known: [String])
        -> UsageError
    {
        func bare(_ option: String) -> String { String(option.drop { $0 == "-" }) }
        var message = "unknown option '\(name)'"
        if let command {
            message += " for '\(command)'"
        }
        let bareKnown = known.map(bare)
        if let match = Suggestion.closest(to: bare(name), among: bareKnown),
            let index = bareKnown.firstIndex(of: match)
        {
            message += "; did you mean '\(known[index])'?"
        }
        return UsageError(message, command: command)
    }
}
