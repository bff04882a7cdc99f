extension Command {
    /// Every command of `lessons`, in the order the help lists them.
    static let all: [Command] = [list, run, check, site, help]

    static let list = Command(
        name: "list", summary: "list the lessons, with their ids and titles", operand: nil,
        options: [
            Option(.language, help: ["the language of the titles", OptionSpec.languageDefault]),
            Option(.noColor, help: ["no colors"]),
        ],
        about: "List the lessons: each one's id (what 'lessons run' takes) and title.", notes: nil,
        examples: ["lessons list --lang en"], exitCodes: nil, perform: { $1.list($0) })

    static let run = Command(
        name: "run", summary: "run a lesson and show what happens, step by step",
        operand: Operand(
            name: "<id>", isRequired: true, noun: "a lesson id", namesACommand: false,
            help: ["the lesson's id, as 'lessons list' shows it"]),
        options: [
            Option(.language, help: ["the language of the lesson", OptionSpec.languageDefault]),
            Option(.noColor, help: ["no colors"]),
            Option(.html, help: ["also write the lesson as a web page to FILE", "(whole, or not at all)"]),
        ],
        about: """
            Run a lesson in virtual time and show it: its code, what the simulated user
            does, and every stream as a marble diagram.
            """,
        notes: nil,
        examples: ["lessons run custom-binder", "lessons run custom-binder --lang en --html binder.html"],
        exitCodes: """
            exit codes: 0 the lesson ran as expected, 1 it did not (or FILE could not be
                        written), 2 a usage error or an unknown lesson
            """,
        perform: { $1.run($0) })

    static let check = Command(
        name: "check", summary: "check that a lesson (or every lesson) does what it says",
        operand: Operand(
            name: "<id>", isRequired: false, noun: "a lesson id", namesACommand: false,
            help: ["the lesson to check (default: every lesson)"]),
        options: [
            Option(
                .language,
                help: ["the language of the summary (the problems are in English)"] + [
                    OptionSpec.languageDefault
                ]),
            Option(.noColor, help: ["no colors"]),
        ],
        about: """
            Run a lesson, or every lesson, and check that each of its streams does what
            the lesson says it does.
            """,
        notes: """
            Without <id>, it also checks the catalogue's ids and the site's reference
            pages.
            """,
        examples: ["lessons check", "lessons check custom-binder"],
        exitCodes: """
            exit codes: 0 every check passed, 1 a check failed,
                        2 a usage error or an unknown lesson
            """,
        perform: { $1.check($0) })

    static let site = Command(
        name: "site", summary: "build the lessons' web site into DIR", operand: nil,
        options: [
            Option(.out, required: true, help: ["the directory to build the site into (required)"])
        ],
        about: """
            Build the web site of every lesson, in both languages, into DIR. The site is
            built beside DIR, then put in its place: DIR is never left half-built, and
            whatever it held before is replaced. DIR must be new, empty, or a site built
            before (it has a .rxsandbox-site file); the site is built only when every
            lesson passes its check.
            """,
        notes: nil, examples: ["lessons site --out docs"],
        exitCodes: """
            exit codes: 0 the site was written, 1 it was not (a lesson fails, or DIR
                        can't be written), 2 a usage error
            """,
        perform: { $1.site($0) })

    static let help = Command(
        name: "help", summary: "show this help, or a command's help",
        operand: Operand(
            name: "<command>", isRequired: false, noun: "a command", namesACommand: true, help: []),
        options: [],
        about: """
            Show the general help, or the help of <command>, one of the commands the
            general help lists. 'lessons <command> --help' does the same.
            """,
        notes: nil, examples: ["lessons help run"], exitCodes: nil, perform: { $1.help($0) })
}
