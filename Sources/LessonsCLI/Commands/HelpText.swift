import LessonKit
import TextSupport

/// The help texts of `lessons`, in English or Korean: the general help, each command's help, the usage
/// lines, and the text to print for a `UsageError`. Whatever they say of a command (its usage, summary,
/// arguments, options, examples, exit codes) comes from the table of commands (`Command.all`); the
/// general help adds what the tool says of itself (its options, examples and exit codes).
///
/// Every text ends with a newline, so it can be written as it is, and no line is wider than 80
/// terminal columns (a Korean syllable takes two). Commands, options, placeholders (`<id>`, `DIR`)
/// and examples are written the same in both languages.
package enum HelpText {
    /// The help for `command` (one of the table's names), or the general help when `command` is nil or
    /// not a command's name.
    package static func text(for command: String?, language: Language = .en) -> String {
        if let group = command, Command.isGroup(group) { return groupHelp(group, language) }
        guard let command = command.flatMap(Command.named) else { return generalHelp(language) }
        return help(of: command, in: language)
    }

    /// The usage line of `command`, or the usage lines of every command when `command` is nil or not a
    /// command's name.
    package static func synopsis(for command: String?, language: Language = .en) -> String {
        if let command = command.flatMap(Command.named) {
            return command.usageLine(in: language) + "\n"
        }
        let word = Command.usageWord[language]
        let group = command.flatMap { Command.isGroup($0) ? $0 + " " : nil }
        let lines = Command.all.filter { group == nil || $0.name.hasPrefix(group!) }.map { command in
            command.name == Command.help.name
                ? "lessons \(command.shortUsage) | --help | --version"
                : command.usage(indent: DisplayWidth.of(word))
        }
        let indent = "\n" + String(repeating: " ", count: DisplayWidth.of(word))
        return word + lines.joined(separator: indent) + "\n"
    }

    /// What to print to standard error for `error`: the message, the usage of the command it concerns,
    /// and where to read more.
    package static func errorText(for error: UsageError, language: Language = .en) -> String {
        let more = error.command.map { "lessons help \($0)" } ?? "lessons --help"
        let readMore = Localized(
            ko: "자세한 내용은 '\(more) --lang ko'로 볼 수 있습니다.", en: "Run '\(more)' for more.")
        return "lessons: \(error.message[language])\n" + synopsis(for: error.command, language: language)
            + readMore[language] + "\n"
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

    /// The headings of the help's sections, and the line of `--help` in each.
    private static let arguments = Localized(ko: "인자:", en: "arguments:")
    private static let options = Localized(ko: "옵션:", en: "options:")
    private static let commands = Localized(ko: "명령:", en: "commands:")
    private static let example = Localized(ko: "예:", en: "example:")
    private static let examples = Localized(ko: "예:", en: "examples:")
    private static let showThisHelp = Localized(ko: "이 도움말을 보여 줍니다", en: "show this help")

    /// A command's help: its usage, what it does, its arguments and options, its examples and exit codes.
    private static func help(of command: Command, in language: Language) -> String {
        var text = command.usageLine(in: language) + "\n\n" + command.about[language] + "\n\n"
        if let operand = command.operand, !operand.help.isEmpty {
            text += arguments[language] + "\n" + entry(operand.name, operand.help.map { $0[language] }) + "\n"
        }
        text += options[language] + "\n"
        text += command.options.map { entry($0.spec.usage, $0.help.map { $0[language] }) }.joined()
        text += entry("-h, --help", [showThisHelp[language]]) + "\n"
        // The notes, then the rules of the options, a sentence each.
        let notes =
            [command.notes?[language]].compactMap { $0 } + command.rules.map { $0.message[language] + "." }
        if !notes.isEmpty { text += notes.joined(separator: "\n") + "\n\n" }
        text += (command.examples.count == 1 ? example : examples)[language] + "\n"
        text += command.examples.map { "  \($0)\n" }.joined()
        if let exitCodes = command.exitCodes { text += "\n" + exitCodes[language] + "\n" }
        return text
    }

    /// The help of a group of commands (`lessons help exercise`): each command of it, with its summary.
    private static func groupHelp(_ group: String, _ language: Language) -> String {
        let about = Localized(
            ko: """
                연습 문제: Binder, ControlEvent, ControlProperty, DelegateProxy 등을 직접 만들고,
                가상 시간의 시나리오로 RxCocoa의 것처럼 동작하는지 확인합니다.
                """,
            en: """
                Exercises: write a Binder, a ControlEvent, a ControlProperty, a DelegateProxy
                and more, and check in virtual time that they behave as RxCocoa's own would.
                """)
        let members = Command.all.filter { $0.name.hasPrefix(group + " ") }
        return about[language] + "\n\n" + commands[language] + "\n"
            + members.map { entry($0.shortUsage, [$0.summary[language]]) }.joined() + "\n"
            + Localized(
                ko: "명령마다 'lessons help \(group) <명령>'으로 자세히 볼 수 있습니다.",
                en: "Run 'lessons help \(group) <command>' for more on each.")[language] + "\n"
    }

    /// The general help: what the tool is, its commands (from the table), its options, examples and
    /// exit codes.
    private static func generalHelp(_ language: Language) -> String {
        let about = Localized(
            ko: """
                lessons: RxCocoa의 커스텀 익스텐션(Binder, ControlProperty, ControlEvent,
                DelegateProxy, .rx 네임스페이스, bind(to:)와 drive())을 배웁니다. 레슨을
                가상 시간에서 실행하고, 모든 스트림을 마블 다이어그램으로 그립니다.
                """,
            en: """
                lessons: learn RxCocoa's custom extensions (Binder, ControlProperty,
                ControlEvent, DelegateProxy, the .rx namespace, bind(to:) and drive()) by
                running lessons in virtual time, with every stream drawn as a marble diagram.
                """)
        let optionsAnywhere = Localized(
            ko: """
                옵션은 인자 앞에도 뒤에도 둘 수 있습니다. --lang=ko는 --lang ko와 같고,
                -- 뒤의 인자는 옵션으로 읽지 않습니다.
                """,
            en: """
                Options may come before or after the arguments. --lang=ko is --lang ko,
                and -- ends the options.
                """)
        let exitCodes = Localized(
            ko: """
                종료 코드:
                  0  성공
                  1  레슨이 기대대로 실행되지 않았거나, 연습 문제의 확인을 통과하지 못했거나,
                     보고서나 사이트를 쓸 수 없음
                  2  사용법 에러, 또는 없는 레슨이나 연습 문제
                """,
            en: """
                exit codes:
                  0  success
                  1  a lesson did not run as expected, an exercise failed its check, or a
                     report or the site could not be written
                  2  a usage error, or an unknown lesson or exercise
                """)
        return about[language] + "\n\n" + Command.usageWord[language]
            + "lessons <command> [<arguments>] [<options>]\n\n"
            + commands[language] + "\n"
            + Command.all.map { entry($0.shortUsage, [$0.summary[language]]) }.joined()
            + "\n" + options[language] + "\n"
            + entry(
                OptionSpec.language.usage,
                [
                    Localized(ko: "레슨과 메시지의 언어", en: "the language of the lessons")[language],
                    OptionSpec.languageDefault[language],
                ])
            + entry(
                OptionSpec.noColor.usage,
                Localized(
                    ko: "색 없이 (NO_COLOR가 설정되었거나, TERM이 dumb이거나,\n출력이 터미널이 아닐 때도 색 없음)",
                    en: "no colors (nor when NO_COLOR is set, TERM is dumb,\nor the output is not a terminal)"
                )[
                    language
                ].split(separator: "\n").map(String.init))
            + entry(
                "-h, --help",
                [
                    Localized(
                        ko: "도움말을 보여 줍니다. 명령 뒤에서는 그 명령의 도움말",
                        en: "show help; after a command, that command's help")[language]
                ])
            + entry("--version", [Localized(ko: "버전을 보여 줍니다", en: "show the version")[language]])
            + "\n" + optionsAnywhere[language] + "\n\n" + examples[language] + "\n"
                + """
                  lessons list
                  lessons run custom-binder
                  lessons run custom-binder --lang en --html binder.html
                  lessons check
                  lessons site --out docs
                  lessons exercise list

                """
            + "\n" + exitCodes[language] + "\n"
    }
}
