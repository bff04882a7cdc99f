import ExerciseKit
import LessonKit
import LessonPublishing
import TextSupport

extension Command {
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
        perform: { invocation, session in ExerciseListCommand(invocation).run(in: session) })
}

/// `lessons exercise list`: the exercises, numbered in teaching order, `1. id  title`, with ✓ after each
/// that passes now, how many pass, and the next one to do.
struct ExerciseListCommand {
    let invocation: Invocation

    init(_ invocation: Invocation) {
        self.invocation = invocation
    }

    func run(in session: Session) -> LessonsExitCode {
        // Each exercise's check runs once; the marks and the next step are both made of it.
        run(
            in: session,
            passed: session.exercises.exercises.map { ExerciseCheck($0, language: session.language).passed })
    }

    /// The list, with a ✓ after each exercise `passed` says passes, or, without `passed` (the learner's
    /// code does not compile), with no marks and no next step.
    func run(in session: Session, passed: [Bool]?) -> LessonsExitCode {
        let language = session.language
        let useColor = session.useColor(invocation)
        let list = session.exercises.exercises
        let idWidth = list.map(\.id.count).max() ?? 0
        let numberWidth = String(list.count).count
        var text = ""
        for (index, exercise) in list.enumerated() {
            let number = String(index + 1)
            let padding = String(repeating: " ", count: numberWidth - number.count)
            let head =
                "\(padding)\(number). \(exercise.id)"
                + String(repeating: " ", count: idWidth - exercise.id.count) + "  "
            let mark = passed?[index] == true ? "  " + TerminalStyle.green.wrap("✓", if: useColor) : ""
            let title = exercise.title[language] + mark
            text +=
                TerminalTextWrapper.wrap(
                    title, width: max(session.width, DisplayWidth.of(head) + 20), lead: head,
                    indent: DisplayWidth.of(head)
                ).joined(separator: "\n") + "\n"
        }
        guard let passed else {
            session.standardOutput.write(text)
            return .checkFailed
        }
        let passing = passed.filter { $0 }.count
        let next = zip(list, passed).first { !$0.1 }?.0
        text +=
            "\n"
            + Localized(
                ko: "\(list.count)개 중 \(passing)개를 통과했습니다.", en: "\(passing) of \(list.count) pass.")[
                language]
        if let next {
            text +=
                " " + Localized(ko: "다음: ", en: "Next: ")[language]
                + TerminalStyle.bold.wrap(
                    ExerciseCommand.line("show", next.id, language: language), if: useColor)
        }
        session.standardOutput.write(text + "\n")
        return .success
    }
}
