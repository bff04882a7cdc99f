import LessonKit
import LessonsCLI
import Testing

/// The usage error `arguments` cause, or nil when they parse.
func usageError(_ arguments: [String]) -> UsageError? {
    do {
        _ = try CommandLineParser.parse(arguments)
        return nil
    } catch {
        return error
    }
}

/// What a usage error says in English, and the command whose usage it shows.
struct EnglishUsageError: Equatable {
    var message: String
    var command: String?

    init(_ message: String, command: String?) {
        self.message = message
        self.command = command
    }

    init?(_ error: UsageError?) {
        guard let error else { return nil }
        self.init(error.message.en, command: error.command)
    }
}

@Suite("Usage errors: what was wrong, in one line, and which command's usage to show")
struct CommandParsingErrorTests {
    @Test(
        "unknown commands, with a suggestion when one is close",
        arguments: [
            ("rnu", "unknown command 'rnu'; did you mean 'run'?"),
            ("lsit", "unknown command 'lsit'; did you mean 'list'?"),
            ("chekc binder", "unknown command 'chekc'; did you mean 'check'?"),
            ("LIST", "unknown command 'LIST'; did you mean 'list'?"),
            ("sites --out docs", "unknown command 'sites'; did you mean 'site'?"),
            ("xyz", "unknown command 'xyz'"),
            ("binder", "unknown command 'binder'"),
            ("--lang ko lesson", "unknown command 'lesson'"),
            ("rnu --help", "unknown command 'rnu'; did you mean 'run'?"),
        ])
    func unknownCommand(line: String, message: String) {
        #expect(EnglishUsageError(usageError(words(line))) == EnglishUsageError(message, command: nil))
    }

    @Test(
        "a command's missing or extra arguments",
        arguments: [
            ("run", "'run' needs a lesson id", "run"),
            ("run --lang ko --no-color", "'run' needs a lesson id", "run"),
            ("run a b", "unexpected argument 'b' for 'run'", "run"),
            ("list x", "unexpected argument 'x' for 'list'", "list"),
            ("list --no-color x", "unexpected argument 'x' for 'list'", "list"),
            ("check a b", "unexpected argument 'b' for 'check'", "check"),
            ("site", "'site' needs --out DIR", "site"),
            ("site docs", "unexpected argument 'docs' for 'site'", "site"),
            ("site --out docs more", "unexpected argument 'more' for 'site'", "site"),
            ("help run list", "unexpected argument 'list' for 'help'", "help"),
            ("help rnu", "unknown command 'rnu'; did you mean 'run'?", "help"),
            ("help xyz", "unknown command 'xyz'", "help"),
        ])
    func arguments(line: String, message: String, command: String) {
        #expect(EnglishUsageError(usageError(words(line))) == EnglishUsageError(message, command: command))
    }

    @Test(
        "unknown options, with a suggestion when one is close",
        arguments: [
            ("run x --colour", "unknown option '--colour' for 'run'", "run"),
            ("run x --color", "unknown option '--color' for 'run'; did you mean '--no-color'?", "run"),
            (
                "list --no-colour", "unknown option '--no-colour' for 'list'; did you mean '--no-color'?",
                "list"
            ),
            ("list --lnag ko", "unknown option '--lnag' for 'list'; did you mean '--lang'?", "list"),
            ("list --language=ko", "unknown option '--language' for 'list'", "list"),
            ("check --hepl", "unknown option '--hepl' for 'check'; did you mean '--help'?", "check"),
            ("list --html a.html", "unknown option '--html' for 'list'", "list"),
            ("check --html a.html", "unknown option '--html' for 'check'", "check"),
            ("site --out docs --html a.html", "unknown option '--html' for 'site'", "site"),
            ("site --out docs --no-color", "unknown option '--no-color' for 'site'", "site"),
            ("run x --out docs", "unknown option '--out' for 'run'", "run"),
            ("list --scene a", "unknown option '--scene' for 'list'", "list"),
            ("run x --scenes a", "unknown option '--scenes' for 'run'; did you mean '--scene'?", "run"),
            ("help --no-color", "unknown option '--no-color' for 'help'", "help"),
            ("list -x", "unknown option '-x' for 'list'", "list"),
            ("-v list", "unknown option '-v' for 'list'", "list"),
            ("list --version", "unknown option '--version' for 'list'", "list"),
        ])
    func unknownOption(line: String, message: String, command: String) {
        #expect(EnglishUsageError(usageError(words(line))) == EnglishUsageError(message, command: command))
    }

    @Test(
        "options with a missing or wrong value",
        arguments: [
            (["list", "--lang", "fr"], "--lang must be ko or en, not 'fr'", "list"),
            (["run", "x", "--lang=de"], "--lang must be ko or en, not 'de'", "run"),
            (["list", "--lang"], "--lang needs a language: ko or en", "list"),
            (["list", "--lang="], "--lang needs a language: ko or en", "list"),
            (["list", "--lang", "--no-color"], "--lang needs a language: ko or en", "list"),
            (["list", "--lang", "--", "ko"], "--lang needs a language: ko or en", "list"),
            (["run", "x", "--html"], "--html needs a file path", "run"),
            (["run", "x", "--html="], "--html needs a file path", "run"),
            (["run", "x", "--html", "--no-color"], "--html needs a file path", "run"),
            (["run", "--html", "-h2"], "--html needs a file path", "run"),
            (["run", "x", "--scene"], "--scene needs a scene name", "run"),
            (["run", "x", "--scene="], "--scene needs a scene name", "run"),
            (["run", "x", "--scene", "--no-color"], "--scene needs a scene name", "run"),
            (["check", "x", "--scene"], "--scene needs a scene name", "check"),
            (["site", "--out"], "--out needs a directory path", "site"),
            (["site", "--out="], "--out needs a directory path", "site"),
            (["list", "--no-color=yes"], "--no-color takes no value", "list"),
        ])
    func optionValues(arguments: [String], message: String, command: String) {
        #expect(EnglishUsageError(usageError(arguments)) == EnglishUsageError(message, command: command))
    }

    @Test("the first mistake, in the order of the arguments, is the one reported")
    func firstMistake() {
        #expect(usageError(words("list --colour x"))?.description == "unknown option '--colour' for 'list'")
        #expect(usageError(words("list x --colour"))?.description == "unexpected argument 'x' for 'list'")
        #expect(usageError(words("run --lang fr --html"))?.description == "--lang must be ko or en, not 'fr'")
        #expect(usageError(words("--lang fr run x"))?.description == "--lang must be ko or en, not 'fr'")
    }

    @Test(
        "options without a command, and --version with company",
        arguments: [
            ("--colour", "unknown option '--colour'"),
            ("--verison", "unknown option '--verison'; did you mean '--version'?"),
            ("--lang ko", "missing command (list, run, check, site, serve, exercise or help)"),
            ("--no-color", "missing command (list, run, check, site, serve, exercise or help)"),
            ("--version --no-color", "--version takes no other arguments"),
            ("--version --version", "--version takes no other arguments"),
            ("--version=1", "--version takes no value"),
        ])
    func withoutCommand(line: String, message: String) {
        #expect(EnglishUsageError(usageError(words(line))) == EnglishUsageError(message, command: nil))
    }

    @Test(
        "every usage error says it in Korean too",
        arguments: [
            ("rnu", "알 수 없는 명령입니다: 'rnu'. 비슷한 이름: 'run'"),
            ("xyz", "알 수 없는 명령입니다: 'xyz'"),
            ("help rnu", "알 수 없는 명령입니다: 'rnu'. 비슷한 이름: 'run'"),
            ("run", "'run'에 필요한 인자가 없습니다: 레슨 id"),
            ("run a b", "'run'에 필요 없는 인자가 있습니다: 'b'"),
            ("site", "'site'에 필요한 옵션이 없습니다: --out DIR"),
            ("run x --color", "'run'에는 '--color' 옵션이 없습니다. 비슷한 이름: '--no-color'"),
            ("list -x", "'list'에는 '-x' 옵션이 없습니다"),
            ("--colour", "알 수 없는 옵션입니다: '--colour'"),
            ("list --lang fr", "--lang의 값은 ko 또는 en이어야 합니다. 받은 값: 'fr'"),
            ("list --lang", "--lang에는 언어를 주어야 합니다: ko 또는 en"),
            ("run x --html", "--html에는 파일 경로를 주어야 합니다"),
            ("site --out", "--out에는 디렉터리 경로를 주어야 합니다"),
            ("list --no-color=yes", "--no-color에는 값을 줄 수 없습니다"),
            ("--lang ko", "명령이 없습니다(list, run, check, site, serve, exercise, help 중 하나)"),
            ("--version --no-color", "--version은 다른 인자와 함께 쓸 수 없습니다"),
            ("--version=1", "--version에는 값을 줄 수 없습니다"),
        ])
    func korean(line: String, message: String) {
        #expect(usageError(words(line))?.message.ko == message)
    }

    @Test("a usage error reads as its message")
    func description() {
        let error = UsageError(
            Localized(ko: "'run'에 필요한 인자가 없습니다: 레슨 id", en: "'run' needs a lesson id"), command: "run")
        #expect(error.description == "'run' needs a lesson id")
        #expect("\(error)" == "'run' needs a lesson id")
    }
}
