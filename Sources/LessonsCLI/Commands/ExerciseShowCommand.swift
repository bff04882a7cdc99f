import ExerciseKit
import LessonKit
import LessonPublishing

extension Command {
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
        perform: { invocation, session in try ExerciseShowCommand(invocation).run(in: session) })
}

/// `lessons exercise show <id>`: the exercise's task, its scenario and the file to write.
struct ExerciseShowCommand {
    let id: String
    let invocation: Invocation

    init(_ invocation: Invocation) {
        // (The parser requires the id.)
        id = invocation.operand ?? ""
        self.invocation = invocation
    }

    func run(in session: Session) throws -> LessonsExitCode {
        let exercise = try session.exercise(id)
        let task = try ExerciseTask(
            exercise, language: session.language, root: session.exercises.packageFolder)
        let report = ExerciseTextReport(
            language: session.language, useColor: session.useColor(invocation), width: session.width)
        session.standardOutput.write(report.render(task))
        return .success
    }
}
