import ExerciseKit
import LessonKit
import LessonPublishing

extension Command {
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
        perform: { invocation, session in try ExerciseHintCommand(invocation).run(in: session) })
}

/// `lessons exercise hint <id>`: the hints seen so far and one more, counted in the exercises' folder.
struct ExerciseHintCommand {
    let id: String
    let invocation: Invocation

    init(_ invocation: Invocation) {
        // (The parser requires the id.)
        id = invocation.operand ?? ""
        self.invocation = invocation
    }

    func run(in session: Session) throws -> LessonsExitCode {
        let exercise = try session.exercise(id)
        let seen = ExerciseFiles.hintsSeen(in: session.exercises)[exercise.id] ?? 0
        let shown = min(seen + 1, exercise.hints.count)
        let report = ExerciseTextReport(
            language: session.language, useColor: session.useColor(invocation), width: session.width)
        session.standardOutput.write(report.hints(of: exercise, upTo: shown))
        do {
            try ExerciseFiles.recordHints(shown, of: exercise, in: session.exercises)
        } catch {
            // The hint was shown; only the count could not be kept: the next call shows it again.
            _ = Command.report(error, in: session)
        }
        return .success
    }
}
