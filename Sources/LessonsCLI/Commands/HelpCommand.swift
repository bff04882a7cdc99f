import LessonKit

extension Command {
    static let help = Command(
        name: "help",
        summary: Localized(ko: "이 도움말이나 명령의 도움말을 보여 줍니다", en: "show this help, or a command's help"),
        operand: Operand(
            name: "<command>", isRequired: false, noun: Localized(ko: "명령", en: "a command"),
            namesACommand: true,
            help: []),
        options: [
            Option(
                .language,
                help: [Localized(ko: "도움말의 언어", en: "the language of the help"), OptionSpec.languageDefault])
        ],
        about: Localized(
            ko: """
                전체 도움말이나, 전체 도움말에 나오는 명령 <command>의 도움말을 보여 줍니다.
                'lessons <command> --help'도 같습니다.
                """,
            en: """
                Show the general help, or the help of <command>, one of the commands the
                general help lists. 'lessons <command> --help' does the same.
                """),
        notes: nil, examples: ["lessons help run"], exitCodes: nil,
        perform: { invocation, session in HelpCommand(invocation).run(in: session) })
}

/// `lessons help [<command>]`: the help of the tool, or of a command.
struct HelpCommand {
    /// The command whose help is asked for, if one is.
    let topic: String?

    init(_ invocation: Invocation) {
        topic = invocation.operand
    }

    func run(in session: Session) -> LessonsExitCode {
        session.standardOutput.write(HelpText.text(for: topic, language: session.language))
        return .success
    }
}
