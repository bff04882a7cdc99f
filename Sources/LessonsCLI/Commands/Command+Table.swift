import LessonKit

extension Command {
    /// Every command of `lessons`, in the order the help lists them.
    static let all: [Command] = [list, run, check, site] + exercises + [help]

    /// What the help says of `--no-color` under a command.
    private static let noColors = Localized(ko: "색 없이", en: "no colors")

    static let list = Command(
        name: "list",
        summary: Localized(
            ko: "레슨과 참고 페이지 목록을 id와 제목으로 보여 줍니다", en: "list the lessons and pages, with their ids and titles"),
        operand: nil,
        options: [
            Option(
                .language,
                help: [Localized(ko: "제목의 언어", en: "the language of the titles"), OptionSpec.languageDefault]),
            Option(.noColor, help: [noColors]),
        ],
        about: Localized(
            ko: """
                레슨 목록을 보여 줍니다: 레슨마다 id('lessons run'에 주는 값)와 제목. 그 뒤에
                참고 페이지(마블 문법 등)의 id와 제목을 보여 줍니다.
                """,
            en: """
                List the lessons: each one's id (what 'lessons run' takes) and title; then the
                reference pages (the marble syntax and others), with their ids and titles.
                """),
        notes: nil, examples: ["lessons list --lang en"], exitCodes: nil, perform: { $1.list($0) })

    static let run = Command(
        name: "run",
        summary: Localized(
            ko: "레슨을 실행하고 일어나는 일을 단계별로 보여 줍니다", en: "run a lesson and show what happens, step by step"),
        operand: Operand(
            name: "<id>", isRequired: true, noun: Localized(ko: "레슨 id", en: "a lesson id"),
            namesACommand: false,
            help: [
                Localized(
                    ko: "레슨이나 참고 페이지의 id ('lessons list'가 보여 주는 것)",
                    en: "a lesson's id or a page's, as 'lessons list' shows it")
            ]
        ),
        options: [
            Option(
                .language,
                help: [Localized(ko: "레슨의 언어", en: "the language of the lesson"), OptionSpec.languageDefault]),
            Option(.noColor, help: [noColors]),
            Option(
                .scene,
                help: [
                    Localized(
                        ko: "장면 NAME 하나만 실행하고, 레슨에서 그 장면을 둘러싼",
                        en: "run only the scene NAME and show its part of the lesson:"),
                    Localized(
                        ko: "부분만 보여 줍니다: 장면이 속한 절의 제목, 앞 장면 뒤부터",
                        en: "its section's heading, the text and code since the scene"),
                    Localized(
                        ko: "이어지는 글과 코드, 장면(다이어그램, 출력, 기대한 마블,",
                        en: "before it, the scene (diagram, printed lines, marbles, UI)"),
                    Localized(
                        ko: "UI), 다음 장면이나 제목까지의 글",
                        en: "and the text up to the next scene or heading"),
                ]),
            Option(
                .wholeChain,
                help: [
                    Localized(
                        ko: "체인 뷰에 노드를 모두 그리고, rx.text나 Driver 같은",
                        en: "draw every node of a chain view, and the steps inside"),
                    Localized(
                        ko: "구성 요소 안의 단계까지 펼쳐 그립니다",
                        en: "constructs such as rx.text or a Driver"),
                ]),
            Option(
                .html,
                help: [
                    Localized(ko: "레슨을 웹 페이지로 FILE에도 씁니다", en: "also write the lesson as a web page to FILE"),
                    Localized(ko: "(전부 쓰거나, 하나도 쓰지 않습니다)", en: "(whole, or not at all)"),
                ]),
        ],
        about: Localized(
            ko: """
                레슨을 가상 시간에서 실행하고 보여 줍니다: 레슨의 코드, 시뮬레이션한 사용자가
                하는 일, 그리고 모든 스트림의 마블 다이어그램. 참고 페이지(marble-syntax,
                ios-vs-sandbox 등)의 id를 주면 그 페이지를 다이어그램과 함께 보여 줍니다.
                """,
            en: """
                Run a lesson in virtual time and show it: its code, what the simulated user
                does, and every stream as a marble diagram. Given a reference page's id
                (marble-syntax, ios-vs-sandbox and others), show that page, with its
                diagrams.
                """),

        notes: Localized(
            ko: "--scene과 --html은 함께 쓸 수 없습니다.",
            en: "--scene and --html can't be used together."),
        examples: [
            "lessons run custom-binder", "lessons run custom-binder --lang en --html binder.html",
            "lessons run bind-vs-drive --scene subscribe-error", "lessons run playground --whole-chain",
            "lessons run marble-syntax",
        ],
        exitCodes: Localized(
            ko: """
                종료 코드: 0 레슨(장면)이 기대대로 실행됨, 1 그렇지 않음(또는 FILE을 쓸 수
                           없음), 2 사용법 에러, 없는 레슨이나 장면
                """,
            en: """
                exit codes: 0 the lesson (the scene) ran as expected, 1 it did not (or FILE
                            could not be written), 2 a usage error, an unknown lesson or
                            scene
                """),
        perform: { $1.run($0) })

    static let check = Command(
        name: "check",
        summary: Localized(
            ko: "레슨 하나(또는 모든 레슨)가 말한 대로 동작하는지 확인합니다",
            en: "check that a lesson (or every lesson) does what it says"),
        operand: Operand(
            name: "<id>", isRequired: false, noun: Localized(ko: "레슨 id", en: "a lesson id"),
            namesACommand: false,
            help: [
                Localized(
                    ko: "확인할 레슨이나 참고 페이지 (기본값: 전부)",
                    en: "the lesson or reference page to check (default: all)")
            ]),
        options: [
            Option(
                .language,
                help: [
                    Localized(ko: "결과의 언어", en: "the language of the report"),
                    Localized(
                        ko: "(레슨 파일 자체의 문제는 영어로 알립니다)",
                        en: "(problems in a lesson's own files are in English)"),
                    OptionSpec.languageDefault,
                ]),
            Option(.noColor, help: [noColors]),
            Option(
                .scene,
                help: [
                    Localized(
                        ko: "레슨 <id>의 장면 NAME 하나만 실행해 확인합니다",
                        en: "run and check only the scene NAME of the lesson <id>")
                ]),
        ],
        about: Localized(
            ko: """
                레슨 하나 또는 모든 레슨을 실행해, 각 스트림이 레슨이 말한 대로 동작하는지
                확인합니다.
                """,
            en: """
                Run a lesson, or every lesson, and check that each of its streams does what
                the lesson says it does.
                """),
        notes: Localized(
            ko: """
                <id>가 없으면 카탈로그의 id와 사이트의 참고 페이지도 확인합니다.
                --scene에는 <id>가 필요합니다.
                """,
            en: """
                Without <id>, it also checks the catalogue's ids and the site's reference
                pages. --scene needs <id>.
                """),
        examples: [
            "lessons check", "lessons check custom-binder", "lessons check custom-binder --scene picker",
        ],
        exitCodes: Localized(
            ko: """
                종료 코드: 0 모든 확인을 통과함, 1 통과하지 못한 확인이 있음,
                           2 사용법 에러, 없는 레슨이나 장면
                """,
            en: """
                exit codes: 0 every check passed, 1 a check failed,
                            2 a usage error, an unknown lesson or scene
                """),
        perform: { $1.check($0) })

    static let site = Command(
        name: "site",
        summary: Localized(ko: "레슨의 웹 사이트를 DIR에 만듭니다", en: "build the lessons' web site into DIR"),
        operand: nil,
        options: [
            Option(
                .out, required: true,
                help: [
                    Localized(ko: "사이트를 만들 디렉터리 (필수)", en: "the directory to build the site into (required)")
                ]),
            Option(
                .language,
                help: [
                    Localized(ko: "메시지의 언어", en: "the language of its messages"),
                    Localized(ko: "(사이트에는 두 언어가 모두 들어 있습니다)", en: "(the site has both languages)"),
                    OptionSpec.languageDefault,
                ]),
        ],
        about: Localized(
            ko: """
                모든 레슨의 웹 사이트를 두 언어로 DIR에 만듭니다. 사이트는 DIR 옆에 만든 뒤
                DIR 자리로 옮깁니다: DIR이 반쯤 만들어진 채로 남는 일은 없고, DIR에 있던
                것은 모두 바뀝니다. DIR은 새 디렉터리, 빈 디렉터리, 또는 전에 만든
                사이트(.rxsandbox-site 파일이 있음)여야 합니다. 사이트는 모든 레슨이 확인을
                통과할 때만 만듭니다.
                """,
            en: """
                Build the web site of every lesson, in both languages, into DIR. The site is
                built beside DIR, then put in its place: DIR is never left half-built, and
                whatever it held before is replaced. DIR must be new, empty, or a site built
                before (it has a .rxsandbox-site file); the site is built only when every
                lesson passes its check.
                """),
        notes: nil, examples: ["lessons site --out docs"],
        exitCodes: Localized(
            ko: """
                종료 코드: 0 사이트를 썼음, 1 쓰지 못했음(실패하는 레슨이 있거나 DIR에
                           쓸 수 없음), 2 사용법 에러
                """,
            en: """
                exit codes: 0 the site was written, 1 it was not (a lesson fails, or DIR
                            can't be written), 2 a usage error
                """),
        perform: { $1.site($0) })

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
        notes: nil, examples: ["lessons help run"], exitCodes: nil, perform: { $1.help($0) })
}
