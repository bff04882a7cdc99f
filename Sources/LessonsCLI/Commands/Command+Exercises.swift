import LessonKit

extension Command {
    /// The word that starts every exercise command: `lessons exercise check label-binder`.
    static let exerciseGroup = "exercise"

    /// The exercise commands, in the order the help lists them.
    static let exercises: [Command] = [
        exerciseList, exerciseShow, exerciseCheck, exerciseHint, exerciseSolution, exerciseReset,
    ]

    private static let exerciseID = Operand(
        name: "<id>", isRequired: true, noun: Localized(ko: "연습 문제 id", en: "an exercise id"),
        namesACommand: false,
        help: [
            Localized(
                ko: "연습 문제의 id ('lessons exercise list'가 보여 주는 것)",
                en: "an exercise's id, as 'lessons exercise list' shows it")
        ])

    /// `--lang` and `--no-color`, as every exercise command takes them.
    private static func exerciseOptions(_ what: Localized) -> [Option] {
        [
            Option(.language, help: [what, OptionSpec.languageDefault]),
            Option(.noColor, help: [Localized(ko: "색 없이", en: "no colors")]),
        ]
    }

    private static let exerciseExitCodes = Localized(
        ko: """
            종료 코드: 0 성공, 1 파일을 읽거나 쓸 수 없음, 2 사용법 에러, 없는 연습 문제
            """,
        en: """
            exit codes: 0 success, 1 a file could not be read or written, 2 a usage error,
                        an unknown exercise
            """)

    static let exerciseList = Command(
        name: "exercise list",
        summary: Localized(
            ko: "연습 문제 목록을 보여 줍니다 (통과한 것에 ✓)", en: "list the exercises, and which ones you pass"),
        operand: nil,
        options: exerciseOptions(Localized(ko: "제목의 언어", en: "the language of the titles")),
        about: Localized(
            ko: """
                연습 문제를 배우는 순서대로 번호, id, 제목과 함께 보여 줍니다. 지금 여러분의
                코드가 모든 시나리오를 통과하는 연습 문제에는 ✓를 붙입니다.
                """,
            en: """
                List the exercises in teaching order: number, id and title, with a check mark
                after each one your code passes now.
                """),
        notes: nil, examples: ["lessons exercise list"],
        exitCodes: Localized(
            ko: """
                종료 코드: 0 목록을 보여 줌, 1 여러분의 코드가 컴파일되지 않음
                           (목록은 ✓ 없이 보여 줌)
                """,
            en: """
                exit codes: 0 the list, 1 your code doesn't compile (the list is shown
                            without marks)
                """),
        perform: { $1.exerciseList($0) })

    static let exerciseShow = Command(
        name: "exercise show",
        summary: Localized(ko: "연습 문제의 과제를 보여 줍니다", en: "show an exercise's task"),
        operand: exerciseID,
        options: exerciseOptions(Localized(ko: "과제의 언어", en: "the language of the task")),
        about: Localized(
            ko: """
                무엇을 만들지, 코드를 실행할 시나리오와 기대한 마블, 그 내용을 가르치는 레슨,
                그리고 편집할 파일 하나(패키지 폴더 기준 경로)를 보여 줍니다.
                """,
            en: """
                Show what to build, the scenario your code will run in with the marbles it
                expects, the lesson that teaches it, and the one file to edit (a path in the
                package's folder).
                """),
        notes: nil, examples: ["lessons exercise show label-binder"], exitCodes: exerciseExitCodes,
        perform: { $1.exerciseShow($0) })

    static let exerciseCheck = Command(
        name: "exercise check",
        summary: Localized(ko: "여러분의 코드를 시나리오로 확인합니다", en: "check your answer against the scenarios"),
        operand: Operand(
            name: "<id>", isRequired: false, noun: Localized(ko: "연습 문제 id", en: "an exercise id"),
            namesACommand: false,
            help: [Localized(ko: "확인할 연습 문제 (기본값: 전부)", en: "the exercise to check (default: all)")]),
        options: exerciseOptions(Localized(ko: "결과의 언어", en: "the language of the report")),
        about: Localized(
            ko: """
                여러분의 코드(Lessons/Exercises/)를 먼저 빌드하고, 보이는 시나리오와 숨은
                시나리오에서 가상 시간으로 실행합니다. 시나리오마다 ✓나 ✗를, 실패하면 마블
                비교와 (알려진 실수라면) 힌트를 보여 주고, 누수도 확인합니다. 코드가
                컴파일되지 않으면 여러분의 파일과 줄에서 컴파일러의 에러를 보여 줍니다.
                """,
            en: """
                Build your code (Lessons/Exercises/), then run it in virtual time in the
                visible scenario and the hidden ones: passed or failed for each, with the
                marble diff of a failure and the hint of a known mistake, then the leak
                check. If your code doesn't compile, it shows the compiler's errors at your
                file and line.
                """),
        notes: Localized(
            ko: "<id>가 없으면 모든 연습 문제를 한 줄씩 확인합니다.",
            en: "Without <id>, it checks every exercise, a line each."),
        examples: ["swift run lessons exercise check label-binder", "swift run lessons exercise check"],
        exitCodes: Localized(
            ko: """
                종료 코드: 0 모든 시나리오를 통과함, 1 통과하지 못한 시나리오가 있음,
                           여러분의 코드가 컴파일되지 않음, 2 사용법 에러, 없는 연습 문제
                """,
            en: """
                exit codes: 0 every scenario passed, 1 a scenario failed or your code
                            doesn't compile, 2 a usage error, an unknown exercise
                """),
        perform: { $1.exerciseCheck($0) })

    static let exerciseHint = Command(
        name: "exercise hint",
        summary: Localized(ko: "다음 힌트를 보여 줍니다", en: "show the next hint"),
        operand: exerciseID,
        options: exerciseOptions(Localized(ko: "힌트의 언어", en: "the language of the hints")),
        about: Localized(
            ko: """
                지금까지 본 힌트와 다음 힌트를 보여 줍니다. 힌트는 방향을 알려 주는 것에서
                시작해 답의 모양으로 끝납니다. 몇 번째 힌트까지 봤는지는 .build/에 적어 둡니다.
                """,
            en: """
                Show the hints seen so far and the next one: they go from a nudge to the
                shape of the answer. How many you have seen is kept in .build/.
                """),
        notes: nil, examples: ["lessons exercise hint label-binder"], exitCodes: exerciseExitCodes,
        perform: { $1.exerciseHint($0) })

    static let exerciseSolution = Command(
        name: "exercise solution",
        summary: Localized(ko: "정답 예시 파일을 출력합니다", en: "print a reference answer"),
        operand: exerciseID,
        options: exerciseOptions(Localized(ko: "메시지의 언어", en: "the language of its messages")) + [
            Option(
                .write,
                help: [
                    Localized(
                        ko: "여러분의 파일을 Saved/에 보관하고 그 자리에 씁니다",
                        en: "keep your file in Saved/, then write the answer in its place")
                ])
        ],
        about: Localized(
            ko: """
                'lessons exercise show'가 알려 주는 파일을 그대로 대신할 수 있는 완전한
                파일을 출력합니다. 여러분의 파일은 바꾸지 않습니다. --write를 주면
                'reset'처럼 여러분의 파일을 먼저 Saved/에 보관한 뒤 그 자리에 정답 예시를
                씁니다.
                """,
            en: """
                Print a complete file that can replace the one 'lessons exercise show'
                names; your file is not changed. With --write, your file is first kept in
                Saved/, as 'reset' keeps it, and the answer is written in its place.
                """),
        notes: Localized(
            ko: """
                출력을 여러분의 파일로 바로 보내지 마세요(> 파일): 셸이 파일을 먼저
                비워서 여러분의 답이 사라집니다. --write를 쓰세요.
                """,
            en: """
                Don't redirect it onto your file (> file): the shell empties the file
                first, and your answer is lost. Use --write.
                """),
        examples: [
            "lessons exercise solution label-binder", "lessons exercise solution label-binder --write",
        ],
        exitCodes: exerciseExitCodes,
        perform: { $1.exerciseSolution($0) })

    static let exerciseReset = Command(
        name: "exercise reset",
        summary: Localized(ko: "처음 파일로 되돌립니다 (여러분의 파일은 보관)", en: "put the starter back (yours is kept)"),
        operand: exerciseID,
        options: exerciseOptions(Localized(ko: "메시지의 언어", en: "the language of its messages")),
        about: Localized(
            ko: """
                연습 문제의 파일을 처음 받은 상태로 되돌립니다. 여러분이 고친 파일은 먼저
                Saved/에 옮겨 두고, 어디에 두었는지 알려 줍니다. 잃어버리는 것은 없습니다.
                """,
            en: """
                Put the exercise's file back as it was given. Your version is first moved
                to Saved/, and the command says where: nothing is lost.
                """),
        notes: nil, examples: ["lessons exercise reset label-binder"], exitCodes: exerciseExitCodes,
        perform: { $1.exerciseReset($0) })
}
