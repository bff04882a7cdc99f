import LessonKit
import LessonsCLI
import Testing

/// `lessons a b c` as the parser receives it: the words of `line`, without the program's name.
func words(_ line: String) -> [String] {
    line.split(separator: " ").map(String.init)
}

/// How a command presents its output: what `--lang` and `--no-color` asked for.
struct OutputOptions: Equatable {
    var language: Language?
    var noColor = false
}

/// What the parser made of some arguments, as the tests state it.
enum Parsed: Equatable {
    case list(OutputOptions)
    case run(id: String?, html: String?, OutputOptions)
    case check(id: String?, OutputOptions)
    case site(out: String?)
    case help(topic: String?)
    case version
    /// A command this enum does not know (a test that sees it fails).
    case other(Invocation)

    init(_ parsed: ParsedArguments) {
        guard case .command(let invocation) = parsed else {
            self = .version
            return
        }
        let options = OutputOptions(language: invocation.language, noColor: invocation.noColor)
        switch invocation.command {
        case "list": self = .list(options)
        case "run": self = .run(id: invocation.operand, html: invocation.html, options)
        case "check": self = .check(id: invocation.operand, options)
        case "site": self = .site(out: invocation.out)
        case "help": self = .help(topic: invocation.operand)
        default: self = .other(invocation)
        }
    }
}

/// What `arguments` parse to.
func parse(_ arguments: [String]) throws -> Parsed {
    Parsed(try CommandLineParser.parse(arguments))
}

@Suite("Parsing the commands of lessons")
struct CommandParsingTests {
    static let plain = OutputOptions()
    static let korean = OutputOptions(language: .ko)
    static let english = OutputOptions(language: .en)
    static let englishNoColor = OutputOptions(language: .en, noColor: true)
    static let noColor = OutputOptions(noColor: true)

    @Test(
        "list, with its options in any order and either spelling",
        arguments: [
            ("list", plain),
            ("list --lang ko", korean),
            ("list --lang=en", english),
            ("list --no-color", noColor),
            ("list --no-color --lang en", englishNoColor),
            ("list --lang=en --no-color", englishNoColor),
            ("--lang en list --no-color", englishNoColor),
            ("--no-color --lang=en list", englishNoColor),
            ("list --lang KO", korean),
            ("list --lang ko --lang en", english),
            ("list --no-color --no-color", noColor),
        ])
    func list(line: String, options: OutputOptions) throws {
        #expect(try parse(words(line)) == .list(options))
    }

    @Test(
        "run, with the id before, between or after the options",
        arguments: [
            ("run binder", Parsed.run(id: "binder", html: nil, plain)),
            ("run binder --lang ko", .run(id: "binder", html: nil, korean)),
            ("run --lang ko binder", .run(id: "binder", html: nil, korean)),
            ("--lang ko run binder", .run(id: "binder", html: nil, korean)),
            ("run --no-color binder --lang=en", .run(id: "binder", html: nil, englishNoColor)),
            ("run binder --html out.html", .run(id: "binder", html: "out.html", plain)),
            ("run --html out.html binder", .run(id: "binder", html: "out.html", plain)),
            ("run --html=out.html binder", .run(id: "binder", html: "out.html", plain)),
            ("run --html a.html binder --html b.html", .run(id: "binder", html: "b.html", plain)),
            (
                "run binder --lang en --no-color --html out/b.html",
                .run(id: "binder", html: "out/b.html", englishNoColor)
            ),
            ("run custom-binder", .run(id: "custom-binder", html: nil, plain)),
            ("run -", .run(id: "-", html: nil, plain)),
            ("run --html - binder", .run(id: "binder", html: "-", plain)),
            ("run --html=a=b.html binder", .run(id: "binder", html: "a=b.html", plain)),
        ])
    func run(line: String, command: Parsed) throws {
        #expect(try parse(words(line)) == command)
    }

    @Test(
        "check, of every lesson or of one",
        arguments: [
            ("check", Parsed.check(id: nil, plain)),
            ("check binder", .check(id: "binder", plain)),
            ("check --lang ko", .check(id: nil, korean)),
            ("check --no-color binder --lang en", .check(id: "binder", englishNoColor)),
            ("--no-color check", .check(id: nil, noColor)),
        ])
    func check(line: String, command: Parsed) throws {
        #expect(try parse(words(line)) == command)
    }

    @Test(
        "site, with --out in either spelling",
        arguments: [
            ("site --out docs", "docs"),
            ("site --out=docs", "docs"),
            ("--out docs site", "docs"),
            ("site --out a --out b/c", "b/c"),
            ("site --out=/tmp/site", "/tmp/site"),
        ])
    func site(line: String, out: String) throws {
        #expect(try parse(words(line)) == .site(out: out))
    }

    @Test(
        "help: with no arguments, --help, -h, 'help [<command>]' and '<command> --help'",
        arguments: [
            ("", nil),
            ("--help", nil),
            ("-h", nil),
            ("help", nil),
            ("--no-color --help", nil),
            ("--colour -h", nil),
            ("--version --help", nil),
            ("help list", "list"),
            ("help run", "run"),
            ("help check", "check"),
            ("help site", "site"),
            ("help help", "help"),
            ("list --help", "list"),
            ("run -h", "run"),
            ("--help check", "check"),
            ("site -h", "site"),
            ("help --help", "help"),
        ] as [(String, String?)])
    func help(line: String, topic: String?) throws {
        #expect(try parse(words(line)) == .help(topic: topic))
    }

    @Test(
        "help wins over any other mistake in the command's arguments",
        arguments: [
            "run --help", "run a b c --help", "run --colour -h", "site -h --lang fr", "list x --help",
        ])
    func helpWins(line: String) throws {
        let command = try parse(words(line))
        #expect(command == .help(topic: words(line)[0]))
    }

    @Test("--version")
    func version() throws {
        #expect(try parse(["--version"]) == .version)
    }

    @Test("after --, every argument is positional, even one that looks like an option")
    func doubleDash() throws {
        #expect(
            try parse(["run", "--", "--odd-id"]) == .run(id: "--odd-id", html: nil, Self.plain)
        )
        #expect(try parse(["run", "--", "-h"]) == .run(id: "-h", html: nil, Self.plain))
        #expect(
            try parse(["run", "--lang", "ko", "--", "x"])
                == .run(id: "x", html: nil, Self.korean))
        #expect(try parse(["run", "x", "--"]) == .run(id: "x", html: nil, Self.plain))
        #expect(try parse(["check", "--", "--x"]) == .check(id: "--x", Self.plain))
        #expect(try parse(["--", "list"]) == .list(Self.plain))
        #expect(try parse(["help", "--", "run"]) == .help(topic: "run"))
    }

    @Test("--scene NAME, given to run or check, keeps its value")
    func scene() throws {
        #expect(
            try CommandLineParser.parse(["run", "x", "--scene", "tap"])
                == .command(Invocation("run", "x", options: ["--scene": "tap"])))
        #expect(
            try CommandLineParser.parse(["--scene=tap", "check", "x"])
                == .command(Invocation("check", "x", options: ["--scene": "tap"])))
        // The rules of the options, declared in the commands' specs, are the parser's to enforce.
        #expect(
            throws: UsageError(
                Localized(ko: "--scene에는 레슨 id가 필요합니다", en: "--scene needs a lesson id"), command: "check")
        ) {
            try CommandLineParser.parse(["check", "--scene", "tap"])
        }
        #expect(
            throws: UsageError(
                Localized(
                    ko: "--scene과 --html은 함께 쓸 수 없습니다", en: "--scene and --html can't be used together"),
                command: "run")
        ) {
            try CommandLineParser.parse(["run", "x", "--html", "x.html", "--scene", "tap"])
        }
        if case .command(let invocation) = try CommandLineParser.parse([
            "run", "x", "--scene", "a", "--scene", "b",
        ]) {
            #expect(invocation.scene == "b")
        } else {
            Issue.record("run x --scene a --scene b is a command")
        }
    }

    @Test("arguments with spaces and other characters stay whole")
    func unusualArguments() throws {
        let command = try parse(["run", "my lesson", "--html", "out dir/page one.html"])
        #expect(command == .run(id: "my lesson", html: "out dir/page one.html", Self.plain))
        #expect(try parse(["site", "--out", "사이트"]) == .site(out: "사이트"))
    }

    @Test("the language: the last valid --lang, whether or not the arguments parse, else none")
    func language() {
        #expect(CommandLineParser.requestedLanguage(in: ["list", "--lang", "ko"]) == .ko)
        #expect(CommandLineParser.requestedLanguage(in: ["list", "--lang", "EN"]) == .en)
        #expect(CommandLineParser.requestedLanguage(in: ["--lang", "ko", "run", "--lang", "xx"]) == .ko)
        #expect(CommandLineParser.requestedLanguage(in: ["nonsense", "--lang=ko", "--wat"]) == .ko)
        #expect(CommandLineParser.requestedLanguage(in: ["list"]) == nil)
        #expect(CommandLineParser.requestedLanguage(in: ["run", "--", "--lang", "ko"]) == nil)
    }

    @Test("site and help take --lang too: the language of their messages")
    func languageOfSiteAndHelp() throws {
        #expect(
            try CommandLineParser.parse(words("site --out docs --lang ko"))
                == .command(Invocation("site", options: ["--out": "docs", "--lang": "ko"])))
        #expect(
            try CommandLineParser.parse(words("help run --lang ko"))
                == .command(Invocation("help", "run", options: ["--lang": "ko"])))
    }

    @Test(
        "the language the arguments ask for, whether or not they parse: the last valid --lang before --",
        arguments: [
            ("run x --lang ko", Language.ko), ("--lang=ko rnu", .ko), ("run --lang KO", .ko),
            ("--lang en list --lang ko", .ko), ("list --lang ko --lang fr", .ko), ("list --lang fr", nil),
            ("list --lang", nil), ("run -- --lang ko", nil), ("list --lang --no-color ko", nil),
            ("list", nil),
        ] as [(String, Language?)])
    func requestedLanguage(line: String, language: Language?) {
        #expect(CommandLineParser.requestedLanguage(in: words(line)) == language)
    }

    @Test("the commands of the table, in the order of the help")
    func names() {
        #expect(
            Command.names == [
                "list", "run", "check", "site", "serve", "exercise list", "exercise show", "exercise check",
                "exercise hint",
                "exercise solution", "exercise reset", "help",
            ])
        #expect(Command.firstWords == ["list", "run", "check", "site", "serve", "exercise", "help"])
    }
}
