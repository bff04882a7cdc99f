import LessonKit

/// Parses the arguments of `lessons`, with the rules of the table of commands (`Command.all`).
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
/// - `--version` stands alone. Given twice, an option keeps its last value.
/// - The first mistake, in the order of the arguments, is the one reported, in both languages.
package enum CommandLineParser {
    /// Parses `arguments`, the command line without the program's name.
    ///
    /// - Throws: a `UsageError` saying what is wrong and which command's usage to show.
    package static func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        let parsed = split(arguments)
        guard let commandIndex = parsed.firstIndex(where: \.isPositional) else {
            return try parseWithoutCommand(parsed)
        }
        var name = parsed[commandIndex].text
        var rest = parsed
        rest.remove(at: commandIndex)
        // A group's command is two words: `exercise check`.
        if Command.isGroup(name) {
            if let actionIndex = rest.firstIndex(where: \.isPositional) {
                let action = rest[actionIndex].text
                guard Command.named("\(name) \(action)") != nil else { throw unknownAction(action, in: name) }
                name += " \(action)"
                rest.remove(at: actionIndex)
            } else if !parsed.contains(where: \.isHelpOption) {
                throw missingAction(in: name)
            }
        }
        guard let command = Command.named(name) else {
            if Command.isGroup(name) { return .command(Invocation(Command.help.name, name)) }
            throw unknownCommand(name, concerning: nil)
        }
        if parsed.contains(where: \.isHelpOption) {
            return .command(Invocation(Command.help.name, name))
        }
        return .command(try parse(rest, for: command))
    }

    /// The language the arguments ask for, whether or not they parse: the last valid value of
    /// `--lang` before `--`, or nil. What `lessons` writes its messages in (a usage error and the help
    /// too), unless it is nil, when the environment decides.
    package static func requestedLanguage(in arguments: [String]) -> Language? {
        split(arguments).reversed().lazy.compactMap { argument -> Language? in
            guard case .option(OptionSpec.language.name, let value?) = argument else { return nil }
            return Language(rawValue: value.lowercased())
        }.first
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
            if case .option(let name, _) = self { return helpOptions.contains(name) }
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

    /// The spellings of the option that asks for help, which every command accepts.
    private static let helpOptions = ["--help", "-h"]
    /// The option that asks for the version, alone.
    private static let versionOption = "--version"

    /// Every option of the table, each once, in the order the commands list them.
    private static var allOptions: [OptionSpec] {
        var seen: Set<String> = []
        return Command.all.flatMap(\.options).map(\.spec).filter { seen.insert($0.name).inserted }
    }

    /// Tells options from positional arguments, and gives each option its value: the text after `=`, or
    /// the next argument when the option takes a value and that argument is not an option itself.
    private static func split(_ arguments: [String]) -> [Argument] {
        func isOption(_ argument: String) -> Bool { argument.hasPrefix("-") && argument != "-" }
        let takingValues = Set(allOptions.filter(\.takesValue).map(\.name))
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
            } else if takingValues.contains(argument), index < arguments.endIndex, !isOption(arguments[index])
            {
                result.append(.option(name: argument, value: arguments[index]))
                index += 1
            } else {
                result.append(.option(name: argument, value: nil))
            }
        }
        return result
    }

    // MARK: - A command's arguments

    /// Reads the arguments after `command`'s name, in order, so the first mistake is the one reported.
    private static func parse(_ arguments: [Argument], for command: Command) throws(UsageError) -> Invocation
    {
        let accepted = command.options.map(\.spec)
        var invocation = Invocation(command.name)
        for argument in arguments {
            switch argument {
            case .option(let name, let value):
                guard let spec = accepted.first(where: { $0.name == name }) else {
                    throw unknownOption(name, for: command.name, among: accepted.map(\.name) + ["--help"])
                }
                invocation.options[name] = try checkedValue(value, of: spec, command: command.name)
            case .positional(let text):
                // The topic of `help` may be a group's command: `help exercise check`.
                if let topic = invocation.operand, command.operand?.namesACommand == true,
                    Command.isGroup(topic),
                    Command.named("\(topic) \(text)") != nil
                {
                    invocation.operand = "\(topic) \(text)"
                    continue
                }
                guard let operand = command.operand, invocation.operand == nil else {
                    throw UsageError(
                        Localized(
                            ko: "'\(command.name)'에 필요 없는 인자가 있습니다: '\(text)'",
                            en: "unexpected argument '\(text)' for '\(command.name)'"),
                        command: command.name)
                }
                if operand.namesACommand, Command.named(text) == nil, !Command.isGroup(text) {
                    throw unknownCommand(text, concerning: command.name)
                }
                invocation.operand = text
            }
        }
        if let operand = command.operand, operand.isRequired, invocation.operand == nil {
            throw UsageError(
                Localized(
                    ko: "'\(command.name)'에 필요한 인자가 없습니다: \(operand.noun.ko)",
                    en: "'\(command.name)' needs \(operand.noun.en)"),
                command: command.name)
        }
        for option in command.options where option.isRequired && invocation.options[option.spec.name] == nil {
            throw UsageError(
                Localized(
                    ko: "'\(command.name)'에 필요한 옵션이 없습니다: \(option.spec.usage)",
                    en: "'\(command.name)' needs \(option.spec.usage)"),
                command: command.name)
        }
        if let rule = command.rules.first(where: { $0.isBroken(invocation) }) {
            throw UsageError(rule.message, command: command.name)
        }
        return invocation
    }

    /// The value to keep for `spec` given `value`: "" for a flag, the value for any other option.
    private static func checkedValue(_ value: String?, of spec: OptionSpec, command: String)
        throws(UsageError)
        -> String
    {
        let value = value.flatMap { $0.isEmpty ? nil : $0 }  // `--html=` gives no value either
        guard spec.takesValue else {
            guard value == nil else { throw UsageError(spec.valueProblem, command: command) }
            return ""
        }
        guard let value else { throw UsageError(spec.valueProblem, command: command) }
        if let refusal = spec.refusal(value) { throw UsageError(refusal, command: command) }
        return value
    }

    // MARK: - No command

    /// `lessons`, `lessons --help`, `lessons --version`, or options with no command.
    private static func parseWithoutCommand(_ arguments: [Argument]) throws(UsageError) -> ParsedArguments {
        if arguments.isEmpty || arguments.contains(where: \.isHelpOption) {
            return .command(Invocation(Command.help.name))
        }
        let known = allOptions.map(\.name) + ["--help", versionOption]
        for argument in arguments where !known.contains(argument.text) {
            throw unknownOption(argument.text, for: nil, among: known)
        }
        guard arguments.contains(where: { $0.text == versionOption }) else {
            throw UsageError(
                Localized(
                    ko: "명령이 없습니다(\(Command.firstWords.joined(separator: ", ")) 중 하나)",
                    en: "missing command (\(list(Command.firstWords)))"),
                command: nil)
        }
        guard arguments.count == 1 else {
            throw UsageError(
                Localized(
                    ko: "\(versionOption)은 다른 인자와 함께 쓸 수 없습니다",
                    en: "\(versionOption) takes no other arguments"),
                command: nil)
        }
        guard case .option(_, nil) = arguments[0] else {
            throw UsageError(
                Localized(ko: "\(versionOption)에는 값을 줄 수 없습니다", en: "\(versionOption) takes no value"),
                command: nil)
        }
        return .version
    }

    /// `a, b or c`.
    private static func list(_ words: [String]) -> String {
        guard let last = words.last, words.count > 1 else { return words.joined() }
        return words.dropLast().joined(separator: ", ") + " or " + last
    }

    // MARK: - Errors

    private static func unknownCommand(_ name: String, concerning command: String?) -> UsageError {
        let suggestion = Suggestion.phrase(Suggestion.closest(to: name, among: Command.firstWords))
        return UsageError(
            Localized(
                ko: "알 수 없는 명령입니다: '\(name)'" + suggestion.ko,
                en: "unknown command '\(name)'" + suggestion.en),
            command: command)
    }

    /// A group's command that does not exist (`exercise chek`), with the closest one.
    private static func unknownAction(_ action: String, in group: String) -> UsageError {
        let actions = Command.actions(of: group)
        let suggestion = Suggestion.phrase(
            Suggestion.closest(to: action, among: actions).map { "\(group) \($0)" })
        return UsageError(
            Localized(
                ko: "'\(group)'에 없는 명령입니다: '\(action)'" + suggestion.ko
                    + " (\(actions.joined(separator: ", ")) 중 하나)",
                en: "unknown command '\(group) \(action)'" + suggestion.en + " (one of \(list(actions)))"),
            command: group)
    }

    /// A group's name alone: `lessons exercise`.
    private static func missingAction(in group: String) -> UsageError {
        let actions = Command.actions(of: group)
        return UsageError(
            Localized(
                ko: "'\(group)' 뒤에 명령이 필요합니다: \(actions.joined(separator: ", ")) 중 하나",
                en: "'\(group)' needs a command: \(list(actions))"),
            command: group)
    }

    /// An unknown option, with a suggestion among `known`, compared without their dashes (so that
    /// `--color` finds `--no-color`).
    private static func unknownOption(_ name: String, for command: String?, among known: [String])
        -> UsageError
    {
        func bare(_ option: String) -> String { String(option.drop { $0 == "-" }) }
        let message =
            command.map {
                Localized(ko: "'\($0)'에는 '\(name)' 옵션이 없습니다", en: "unknown option '\(name)' for '\($0)'")
            } ?? Localized(ko: "알 수 없는 옵션입니다: '\(name)'", en: "unknown option '\(name)'")
        let bareKnown = known.map(bare)
        let index = Suggestion.closest(to: bare(name), among: bareKnown).flatMap {
            bareKnown.firstIndex(of: $0)
        }
        let suggestion = Suggestion.phrase(index.map { known[$0] })
        return UsageError(
            Localized(ko: message.ko + suggestion.ko, en: message.en + suggestion.en), command: command)
    }
}
