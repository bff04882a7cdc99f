import ExerciseKit
import LessonKit

extension Command {
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
        perform: { invocation, session in try ExerciseResetCommand(invocation).run(in: session) })
}

/// `lessons exercise reset <id>`: puts the starter back in place of the learner's file, keeping theirs
/// in `Saved/`.
struct ExerciseResetCommand {
    let id: String

    init(_ invocation: Invocation) {
        // (The parser requires the id.)
        id = invocation.operand ?? ""
    }

    func run(in session: Session) throws -> LessonsExitCode {
        try Self.replace(try session.exercise(id), with: .starter, in: session)
    }

    /// Puts the starter or the reference answer in place of the learner's file, keeping theirs, and says
    /// what it did (`exercise reset`, `exercise solution --write`).
    static func replace(
        _ exercise: Exercise, with replacement: ExerciseFiles.Replacement, in session: Session
    ) throws -> LessonsExitCode {
        let path = exercise.learnerPath
        let what =
            replacement == .starter
            ? Localized(ko: "처음 파일", en: "the starter") : Localized(ko: "정답 예시", en: "the reference answer")
        switch try ExerciseFiles.replace(exercise, with: replacement, in: session.exercises) {
        case .alreadyThat:
            session.standardOutput.write(
                Localized(
                    ko: "\(path)는 이미 \(what.ko) 그대로입니다. 바꾼 것이 없습니다.",
                    en: "\(path) is already \(what.en): nothing changed.")[session.language] + "\n")
        case .replaced(let saved):
            let kept =
                saved.map { saved in
                    Localized(
                        ko: "여러분의 파일은 \(saved)에 옮겨 두었습니다. ",
                        en: "Your version is now \(saved). ")[session.language]
                } ?? ""
            let done =
                replacement == .starter
                ? Localized(ko: "\(path)를 처음 파일로 되돌렸습니다.", en: "\(path) is the starter again.")
                : Localized(ko: "\(path)에 정답 예시를 썼습니다.", en: "\(path) is the reference answer now.")
            session.standardOutput.write(kept + done[session.language] + "\n")
        }
        return .success
    }
}
