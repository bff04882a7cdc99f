import ExerciseKit
import LessonKit
import LessonPublishing

extension Command {
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
        perform: { invocation, session in try ExerciseCheckCommand(invocation).run(in: session) })
}

/// `lessons exercise check [<id>]`: checks the learner's answer to one exercise, scenario by scenario,
/// with the likeliest mistake's hint; or every exercise, a line each.
struct ExerciseCheckCommand {
    /// The exercise's id; nil for every exercise.
    let id: String?
    let invocation: Invocation

    init(_ invocation: Invocation) {
        id = invocation.operand
        self.invocation = invocation
    }

    func run(in session: Session) throws -> LessonsExitCode {
        let language = session.language
        let useColor = session.useColor(invocation)
        guard let id else {
            let items = session.exercises.exercises.map { exercise in
                let check = ExerciseCheck(exercise, language: language)
                let passed = check.outcomes.filter(\.passed).count
                return CheckList.Item(
                    exercise.id, passed: check.passed,
                    note: Localized(
                        ko: "(시나리오 \(check.outcomes.count)개 중 \(passed)개 통과)",
                        en: "(\(passed) of \(check.outcomes.count) scenarios pass)")[language])
            }
            let list = CheckList(language: language, useColor: useColor).render(items)
            session.standardOutput.write(list.text)
            return list.passed ? .success : .checkFailed
        }
        let check = ExerciseCheck(try session.exercise(id), language: language)
        session.standardOutput.write(
            ExerciseTextReport(language: language, useColor: useColor, width: session.width).render(check))
        return check.passed ? .success : .checkFailed
    }
}
