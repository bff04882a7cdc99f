import LessonKit

/// The table of commands, and what several of them share; each command, its spec and what it does, is
/// in a file of its own (`RunCommand.swift`, `ExerciseCheckCommand.swift`…).
extension Command {
    /// Every command of `lessons`, in the order the help lists them.
    static let all: [Command] = [list, run, check, site, serve] + exercises + [help]

    /// What the help says of `--no-color` under a command.
    static let noColors = Localized(ko: "색 없이", en: "no colors")

    /// The word that starts every exercise command: `lessons exercise check label-binder`.
    static let exerciseGroup = "exercise"

    /// The exercise commands, in the order the help lists them.
    static let exercises: [Command] = [
        exerciseList, exerciseShow, exerciseCheck, exerciseHint, exerciseSolution, exerciseReset,
    ]

    /// The operand of the exercise commands that take one.
    static let exerciseID = Operand(
        name: "<id>", isRequired: true, noun: Localized(ko: "연습 문제 id", en: "an exercise id"),
        namesACommand: false,
        help: [
            Localized(
                ko: "연습 문제의 id ('lessons exercise list'가 보여 주는 것)",
                en: "an exercise's id, as 'lessons exercise list' shows it")
        ])

    /// `--lang` and `--no-color`, as every exercise command takes them.
    static func exerciseOptions(_ what: Localized) -> [Option] {
        [
            Option(.language, help: [what, OptionSpec.languageDefault]),
            Option(.noColor, help: [noColors]),
        ]
    }

    /// What the exit codes of the exercise commands mean.
    static let exerciseExitCodes = Localized(
        ko: """
            종료 코드: 0 성공, 1 파일을 읽거나 쓸 수 없음, 2 사용법 에러, 없는 연습 문제
            """,
        en: """
            exit codes: 0 success, 1 a file could not be read or written, 2 a usage error,
                        an unknown exercise
            """)
}
