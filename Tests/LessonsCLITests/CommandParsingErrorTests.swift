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
        #expect(usageError(words(line)) == UsageError(message, command: nil))
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
        #expect(usageError(words(line)) == UsageError(message, command: command))
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
            ("site --out docs --lang ko", "unknown option '--lang' for 'site'", "site"),
            ("site --out docs --no-color", "unknown option '--no-color' for 'site'", "site"),
            ("run x --out docs", "unknown option '--out' for 'run'", "run"),
            ("help --lang ko", "unknown option '--lang' for 'help'", "help"),
            ("list -x", "unknown option '-x' for 'list'", "list"),
            ("-v list", "unknown option '-v' for 'list'", "list"),
            ("list --version", "unknown option '--version' for 'list'", "list"),
        ])
    func unknownOption(line: String, message: String, command: String) {
        #expect(usageError(words(line)) == UsageError(message, command: command))
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
            (["site", "--out"], "--out needs a directory path", "site"),
            (["site", "--out="], "--out needs a directory path", "site"),
            (["list", "--no-color=yes"], "--no-color takes no value", "list"),
        ])
    func optionValues(arguments: [String], message: String, command: String) {
        #expect(usageError(arguments) == UsageError(message, command: command))
    }

    @Test("the first mistake, in the order of the arguments, is the one reported")
    func firstMistake() {
        #expect(usageError(words("list --colour x"))?.message == "unknown option '--colour' for 'list'")
        #expect(usageError(words("list x --colour"))?.message == "unexpected argument 'x' for 'list'")
        #expect(usageError(words("run --lang fr --html"))?.message == "--lang must be ko or en, not 'fr'")
        #expect(usageError(words("--lang fr run x"))?.message == "--lang must be ko or en, not 'fr'")
    }

    @Test(
        "options without a command, and --version with company",
        arguments: [
            ("--colour", "unknown option '--colour'"),
            ("--verison", "unknown option '--verison'; did you mean '--version'?"),
            ("--lang ko", "missing command (list, run, check, site or help)"),
            ("--no-color", "missing command (list, run, check, site or help)"),
            ("--version --no-color", "--version takes no other arguments"),
            ("--version --version", "--version takes no other arguments"),
            ("--version=1", "--version takes no value"),
        ])
    func withoutCommand(line: String, message: String) {
        #expect(usageError(words(line)) == UsageError(message, command: nil))
    }

    @Test("a usage error reads as its message")
    func description() {
        let error = UsageError("'run' needs a lesson id", command: "run")
        #expect(error.description == "'run' needs a lesson id")
        #expect("\(error)" == "'run' needs a lesson id")
    }
}
