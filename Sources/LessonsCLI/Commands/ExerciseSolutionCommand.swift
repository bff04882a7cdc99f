import ExerciseKit
import Foundation
import LessonKit

extension Command {
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
        perform: { invocation, session in try ExerciseSolutionCommand(invocation).run(in: session) })
}

/// `lessons exercise solution <id> [--write]`: prints the reference answer; with `--write`, puts it in
/// place of the learner's file, keeping theirs in `Saved/`.
struct ExerciseSolutionCommand {
    let id: String
    let write: Bool

    init(_ invocation: Invocation) {
        // (The parser requires the id.)
        id = invocation.operand ?? ""
        write = invocation.write
    }

    func run(in session: Session) throws -> LessonsExitCode {
        let exercise = try session.exercise(id)
        if write { return try ExerciseResetCommand.replace(exercise, with: .solution, in: session) }
        let url = session.exercises.url(of: exercise.solutionPath)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw CommandError(
                Localized(
                    ko: "정답 예시 파일을 읽을 수 없습니다: \(exercise.solutionPath)",
                    en: "the reference answer can't be read: \(exercise.solutionPath)"))
        }
        session.standardOutput.write(text)
        if session.outputIsTerminal {
            session.standardError.write(
                Localized(
                    ko: "(\(exercise.learnerPath)를 대신할 수 있는 파일입니다. "
                        + "'swift run lessons exercise solution \(exercise.id) --write --lang ko'는 여러분의 파일을 "
                        + "Saved/에 보관한 뒤 이 파일로 바꿉니다.)",
                    en:
                        "(a file that can replace \(exercise.learnerPath); 'swift run lessons exercise solution "
                        + "\(exercise.id) --write' keeps yours in Saved/, then puts this one in its place.)")[
                        session.language]
                    + "\n")
        }
        return .success
    }
}
