/// The help texts of `lessons`, in English: the general help, each command's help, the usage lines,
/// and the text to print for a `UsageError`. Whatever they say of a command (its usage, summary,
/// arguments, options, examples, exit codes) comes from the table of commands (`Command.all`); the
/// general help adds what the tool says of itself (its options, examples and exit codes).
///
/// Every text ends with a newline, so it can be written as it is.
package enum HelpText {
    /// The help for `command` (one of the table's names), or the general help when `command` is nil or
    /// not a command's name.
    package static func text(for command: String?) -> String {
        guard let command = command.flatMap(Command.named) else { return generalHelp }
        return help(of: command)
    }

    /// The usage line of `command`, or the usage lines of every command when `command` is nil or not a
    /// command's name.
    package static func synopsis(for command: String?) -> String {
        if let command = command.flatMap(Command.named) {
            return command.usageLine + "\n"
        }
        let lines = Command.all.map { command in
            command.name == Command.help.name
                ? "lessons \(command.shortUsage) | --help | --version"
                : String(command.usageLine.dropFirst("usage: ".count))
        }
        return "usage: " + lines.joined(separator: "\n       ") + "\n"
    }

    /// What to print to standard error for `error`: the message, the usage of the command it concerns,
    /// and where to read more.
    package static func errorText(for error: UsageError) -> String {
        let more = error.command.map { "lessons help \($0)" } ?? "lessons --help"
        return "lessons: \(error.message)\n" + synopsis(for: error.command) + "Run '\(more)' for more.\n"
    }

    // MARK: - Making the texts

    /// The column where the descriptions of the help's lists start.
    private static let descriptionColumn = 20

    /// `term`, then the description's lines: the first beside it, the others under it.
    private static func entry(_ term: String, _ description: [String]) -> String {
        let indent = String(repeating: " ", count: descriptionColumn)
        var lines: [String] = []
        let lead = "  " + term
        if let first = description.first, lead.count < descriptionColumn - 1 {
            lines.append(lead + String(repeating: " ", count: descriptionColumn - lead.count) + first)
            lines += description.dropFirst().map { indent + $0 }
        } else {
            lines.append(lead)
            lines += description.map { indent + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A command's help: its usage, what it does, its arguments and options, its examples and exit codes.
    private static func help(of command: Command) -> String {
        var text = command.usageLine + "\n\n" + command.about + "\n\n"
        if let operand = command.operand, !operand.help.isEmpty {
            text += "arguments:\n" + entry(operand.name, operand.help) + "\n"
        }
        text += "options:\n"
        text += command.options.map { entry($0.spec.usage, $0.help) }.joined()
        text += entry("-h, --help", ["show this help"]) + "\n"
        if let notes = command.notes { text += notes + "\n\n" }
        text += (command.examples.count == 1 ? "example:\n" : "examples:\n")
        text += command.examples.map { "  \($0)\n" }.joined()
        if let exitCodes = command.exitCodes { text += "\n" + exitCodes + "\n" }
        return text
    }

    /// The general help: what the tool is, its commands (from the table), its options, examples and
    /// exit codes.
    private static var generalHelp: String {
        """
        lessons: learn RxCocoa's custom extensions (Binder, ControlProperty,
        ControlEvent, DelegateProxy, the .rx namespace, bind(to:) and drive()) by
        running lessons in virtual time, with every stream drawn as a marble diagram.

        usage: lessons <command> [<arguments>] [<options>]

        commands:

        """
            + Command.all.map { entry($0.shortUsage, [$0.summary]) }.joined()
            + "\noptions:\n"
            + entry(
                OptionSpec.language.usage,
                ["the language of the lessons", OptionSpec.languageDefault])
            + entry(
                OptionSpec.noColor.usage,
                ["no colors (nor when NO_COLOR is set, TERM is dumb,", "or the output is not a terminal)"])
            + entry("-h, --help", ["show help; after a command, that command's help"])
            + entry("--version", ["show the version"])
                + """

                Options may come before or after the arguments. --lang=ko is --lang ko,
                and -- ends the options.

                examples:
                  lessons list
                  lessons run custom-binder
                  lessons run custom-binder --lang en --html binder.html
                  lessons check
                  lessons site --out docs

                exit codes:
                  0  success
                  1  a lesson did not run as expected, or a report or the site could not
                     be written
                  2  a usage error, or an unknown lesson

                """
    }
}
