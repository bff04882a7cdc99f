/// The help texts of `lessons`, in English: the general help, each command's help, and the text to
/// print for a `UsageError`.
///
/// Every text ends with a newline, so it can be written as it is.
public enum LessonsUsage {
    /// The help for `command` (one of `LessonsCommand.names`), or the general help when `command` is
    /// nil or not a command's name.
    public static func text(for command: String?) -> String {
        switch command {
        case "list": return listHelp
        case "run": return runHelp
        case "check": return checkHelp
        case "site": return siteHelp
        case "help": return helpHelp
        default: return generalHelp
        }
    }

    /// The usage lines of `command`, or of every command when `command` is nil.
    public static func synopsis(for command: String?) -> String {
        switch command {
        case "list": return "usage: lessons list [--lang ko|en] [--no-color]\n"
        case "run": return "usage: lessons run <id> [--lang ko|en] [--no-color] [--html FILE]\n"
        case "check": return "usage: lessons check [<id>] [--lang ko|en] [--no-color]\n"
        case "site": return "usage: lessons site --out DIR\n"
        case "help": return "usage: lessons help [<command>]\n"
        default:
            return """
                usage: lessons list [--lang ko|en] [--no-color]
                       lessons run <id> [--lang ko|en] [--no-color] [--html FILE]
                       lessons check [<id>] [--lang ko|en] [--no-color]
                       lessons site --out DIR
                       lessons help [<command>] | --help | --version

                """
        }
    }

    /// What to print to standard error for `error`: the message, the usage of the command it concerns,
    /// and where to read more.
    public static func errorText(for error: UsageError) -> String {
        let more = error.command.map { "lessons help \($0)" } ?? "lessons --help"
        return "lessons: \(error.message)\n" + synopsis(for: error.command) + "Run '\(more)' for more.\n"
    }

    // MARK: - The texts

    private static let generalHelp = """
        lessons: learn RxCocoa's custom extensions (Binder, ControlProperty,
        ControlEvent, DelegateProxy, the .rx namespace, bind(to:) and drive()) by
        running lessons in virtual time, with every stream drawn as a marble diagram.

        usage: lessons <command> [<arguments>] [<options>]

        commands:
          list              list the lessons, with their ids and titles
          run <id>          run a lesson and show what happens, step by step
          check [<id>]      check that a lesson (or every lesson) does what it says
          site --out DIR    build the lessons' web site into DIR
          help [<command>]  show this help, or a command's help

        options:
          --lang ko|en      the language of the lessons
                            (default: from LC_ALL, LC_MESSAGES or LANG)
          --no-color        no colors (nor when NO_COLOR is set, TERM is dumb,
                            or the output is not a terminal)
          -h, --help        show help; after a command, that command's help
          --version         show the version

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

    private static let listHelp = """
        usage: lessons list [--lang ko|en] [--no-color]

        List the lessons: each one's id (what 'lessons run' takes) and title.

        options:
          --lang ko|en      the language of the titles
                            (default: from LC_ALL, LC_MESSAGES or LANG)
          --no-color        no colors
          -h, --help        show this help

        example:
          lessons list --lang en

        """

    private static let runHelp = """
        usage: lessons run <id> [--lang ko|en] [--no-color] [--html FILE]

        Run a lesson in virtual time and show it: its code, what the simulated user
        does, and every stream as a marble diagram.

        arguments:
          <id>              the lesson's id, as 'lessons list' shows it

        options:
          --lang ko|en      the language of the lesson
                            (default: from LC_ALL, LC_MESSAGES or LANG)
          --no-color        no colors
          --html FILE       also write the lesson as a web page to FILE
                            (whole, or not at all)
          -h, --help        show this help

        examples:
          lessons run custom-binder
          lessons run custom-binder --lang en --html binder.html

        exit codes: 0 the lesson ran as expected, 1 it did not (or FILE could not be
                    written), 2 a usage error or an unknown lesson

        """

    private static let checkHelp = """
        usage: lessons check [<id>] [--lang ko|en] [--no-color]

        Run a lesson, or every lesson, and check that each of its streams does what
        the lesson says it does.

        arguments:
          <id>              the lesson to check (default: every lesson)

        options:
          --lang ko|en      the language of the summary (the problems are in English)
                            (default: from LC_ALL, LC_MESSAGES or LANG)
          --no-color        no colors
          -h, --help        show this help

        Without <id>, it also checks the catalogue's ids and the site's reference
        pages.

        examples:
          lessons check
          lessons check custom-binder

        exit codes: 0 every check passed, 1 a check failed,
                    2 a usage error or an unknown lesson

        """

    private static let siteHelp = """
        usage: lessons site --out DIR

        Build the web site of every lesson, in both languages, into DIR. The site is
        built beside DIR, then put in its place: DIR is never left half-built, and
        whatever it held before is replaced. DIR must be new, empty, or a site built
        before (it has a .rxsandbox-site file); the site is built only when every
        lesson passes its check.

        options:
          --out DIR         the directory to build the site into (required)
          -h, --help        show this help

        example:
          lessons site --out docs

        exit codes: 0 the site was written, 1 it was not (a lesson fails, or DIR
                    can't be written), 2 a usage error

        """

    private static let helpHelp = """
        usage: lessons help [<command>]

        Show the general help, or the help of <command>: list, run, check, site or
        help. 'lessons <command> --help' does the same.

        options:
          -h, --help        show this help

        example:
          lessons help run

        """
}
