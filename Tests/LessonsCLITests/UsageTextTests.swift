import LessonKit
import LessonsCLI
import Testing
import TextSupport

@Suite("The help texts of lessons")
struct UsageTextTests {
    static let general = HelpText.text(for: nil)

    @Test("the general help says what the tool is, and lists every command with a description")
    func generalHelp() {
        #expect(Self.general.hasPrefix("lessons: learn RxCocoa's custom extensions"))
        for command in Command.names {
            #expect(Self.general.contains("\n  \(command) "), "the general help lists \(command)")
        }
        #expect(
            Self.general.contains(
                "  list              list the lessons and pages, with their ids and titles\n"))
    }

    @Test("the general help documents the options, examples and exit codes")
    func generalHelpSections() {
        for option in ["--lang ko|en", "--no-color", "-h, --help", "--version"] {
            #expect(Self.general.contains("  \(option) "), "the general help documents \(option)")
        }
        #expect(Self.general.contains("examples:\n  lessons list\n"))
        #expect(Self.general.contains("  lessons site --out docs\n"))
        #expect(
            Self.general.contains(
                """
                exit codes:
                  0  success
                  1  a lesson did not run as expected, an exercise failed its check, or a
                     report or the site could not be written
                  2  a usage error, or an unknown lesson or exercise

                """))
    }

    @Test("each command's help starts with its usage line", arguments: Command.names)
    func commandHelp(command: String) {
        let help = HelpText.text(for: command)
        #expect(help.hasPrefix(HelpText.synopsis(for: command)))
        #expect(help.hasPrefix("usage: lessons \(command)"))
        #expect(help.contains("-h, --help"))
        #expect(help.hasSuffix("\n"))
        #expect(help != Self.general)
    }

    @Test(
        "each command's help documents the options it accepts",
        arguments: [
            ("list", ["--lang ko|en", "--no-color"]),
            ("run", ["<id>", "--lang ko|en", "--no-color", "--html FILE"]),
            ("check", ["<id>", "--lang ko|en", "--no-color"]),
            ("site", ["--out DIR"]),
        ])
    func commandOptions(command: String, options: [String]) {
        let help = HelpText.text(for: command)
        for option in options {
            #expect(help.contains("\n  \(option) "), "'\(command)' help documents \(option)")
        }
    }

    @Test("the exact usage lines")
    func synopses() {
        #expect(HelpText.synopsis(for: "list") == "usage: lessons list [--lang ko|en] [--no-color]\n")
        #expect(
            HelpText.synopsis(for: "run")
                == "usage: lessons run <id> [--lang ko|en] [--no-color] [--scene NAME]\n"
                + "                   [--whole-chain] [--html FILE]\n")
        #expect(
            HelpText.synopsis(for: "check")
                == "usage: lessons check [<id>] [--lang ko|en] [--no-color] [--scene NAME]\n")
        #expect(HelpText.synopsis(for: "site") == "usage: lessons site --out DIR [--lang ko|en]\n")
        #expect(HelpText.synopsis(for: "help") == "usage: lessons help [<command>] [--lang ko|en]\n")
        let all = HelpText.synopsis(for: nil)
        for command in ["list", "run <id>", "check [<id>]", "site --out DIR", "help [<command>]"] {
            #expect(all.contains("lessons \(command)"))
        }
    }

    @Test("an unknown topic gets the general help")
    func unknownTopic() {
        #expect(HelpText.text(for: "bogus") == Self.general)
    }

    @Test("every help text fits in 80 columns and is in English")
    func width() {
        for topic in [nil] + Command.names {
            for line in HelpText.text(for: topic).split(separator: "\n") {
                #expect(line.count <= 80, "too long: \(line)")
                let isASCII = line.unicodeScalars.allSatisfy(\.isASCII)
                #expect(isASCII, "not ASCII: \(line)")
            }
        }
    }

    @Test("the Korean help: every text in Korean, with the same commands and options, in 80 columns")
    func korean() {
        for topic in [nil] + Command.names {
            let korean = HelpText.text(for: topic, language: .ko)
            let english = HelpText.text(for: topic, language: .en)
            #expect(korean != english)
            #expect(korean.hasSuffix("\n"))
            for line in korean.split(separator: "\n") {
                #expect(DisplayWidth.of(String(line)) <= 80, "too long: \(line)")
            }
            for heading in [
                "usage:", "arguments:", "options:", "commands:", "example:", "examples:", "exit codes:",
            ] {
                #expect(!korean.contains(heading), "an English heading: \(heading)")
            }
            for option in ["--lang ko|en", "-h, --help"] {
                #expect(korean.contains("\n  \(option) "))
            }
        }
        #expect(HelpText.text(for: nil, language: .ko).hasPrefix("lessons: RxCocoa의 커스텀 익스텐션"))
        #expect(HelpText.text(for: "run", language: .ko).hasPrefix("사용법: lessons run <id> [--lang ko|en]"))
        #expect(
            HelpText.text(for: nil, language: .ko).contains(
                "\n  list              레슨과 참고 페이지 목록을 id와 제목으로 보여 줍니다\n"))
    }

    @Test("the Korean text for a usage error, its usage lines aligned under the wider word")
    func koreanErrorText() {
        let runError = UsageError(
            Localized(ko: "'run'에 필요한 인자가 없습니다: 레슨 id", en: "'run' needs a lesson id"), command: "run")
        #expect(
            HelpText.errorText(for: runError, language: .ko) == """
                lessons: 'run'에 필요한 인자가 없습니다: 레슨 id
                사용법: lessons run <id> [--lang ko|en] [--no-color] [--scene NAME]
                                    [--whole-chain] [--html FILE]
                자세한 내용은 'lessons help run --lang ko'로 볼 수 있습니다.

                """)
        let all = HelpText.synopsis(for: nil, language: .ko)
        #expect(all.hasPrefix("사용법: lessons list [--lang ko|en] [--no-color]\n        lessons run <id>"))
        #expect(
            all.contains(
                "\n        lessons run <id> [--lang ko|en] [--no-color] [--scene NAME]\n"
                    + "                    [--whole-chain] [--html FILE]\n"))
    }

    @Test("the text for a usage error: the message, the command's usage, and where to read more")
    func errorText() {
        let runError = UsageError("'run' needs a lesson id", command: "run")
        #expect(
            HelpText.errorText(for: runError) == """
                lessons: 'run' needs a lesson id
                usage: lessons run <id> [--lang ko|en] [--no-color] [--scene NAME]
                                   [--whole-chain] [--html FILE]
                Run 'lessons help run' for more.

                """)
        let toolError = UsageError("unknown command 'rnu'; did you mean 'run'?", command: nil)
        let text = HelpText.errorText(for: toolError)
        #expect(text.hasPrefix("lessons: unknown command 'rnu'; did you mean 'run'?\nusage: lessons list"))
        #expect(text.hasSuffix("Run 'lessons --help' for more.\n"))
    }

    @Test("the exit codes")
    func exitCodes() {
        #expect(LessonsExitCode.success.rawValue == 0)
        #expect(LessonsExitCode.checkFailed.rawValue == 1)
        #expect(LessonsExitCode.usageError.rawValue == 2)
    }
}
