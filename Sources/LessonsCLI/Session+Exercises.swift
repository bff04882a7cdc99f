import ExerciseKit
import Foundation
import LessonKit
import LessonPublishing
import TextSupport

/// The `exercise` commands: list, show, check, hint, solution, reset.
extension Session {
    // MARK: list

    /// The exercises, numbered in teaching order, `1. id  title`, with ✓ after each that passes now.
    func exerciseList(_ invocation: Invocation) -> LessonsExitCode {
        // Each exercise's check runs once; the marks and the next step are both made of it.
        exerciseList(
            invocation, passed: exercises.exercises.map { ExerciseCheck($0, language: language).passed })
    }

    /// The list, with a ✓ after each exercise `passed` says passes, or, without `passed` (the learner's
    /// code does not compile), with no marks and no next step.
    func exerciseList(_ invocation: Invocation, passed: [Bool]?) -> LessonsExitCode {
        let useColor = useColor(invocation)
        let list = exercises.exercises
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
                    title, width: max(width, DisplayWidth.of(head) + 20), lead: head,
                    indent: DisplayWidth.of(head)
                ).joined(separator: "\n") + "\n"
        }
        guard let passed else {
            standardOutput.write(text)
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
        standardOutput.write(text + "\n")
        return .success
    }

    // MARK: show

    func exerciseShow(_ invocation: Invocation) -> LessonsExitCode {
        guard let exercise = exercise(invocation) else { return .usageError }
        do {
            let task = try ExerciseTask(exercise, language: language, root: exercises.packageFolder)
            let report = ExerciseTextReport(language: language, useColor: useColor(invocation), width: width)
            standardOutput.write(report.render(task))
            return .success
        } catch {
            standardError.write("lessons: \(describe(error))\n")
            return .checkFailed
        }
    }

    // MARK: check

    func exerciseCheck(_ invocation: Invocation) -> LessonsExitCode {
        let useColor = useColor(invocation)
        guard invocation.operand != nil else {
            // Every exercise, a line each.
            var text = ""
            var failed = 0
            for exercise in exercises.exercises {
                let check = ExerciseCheck(exercise, language: language)
                let passed = check.outcomes.filter(\.passed).count
                if check.passed {
                    text += TerminalStyle.green.wrap("✓", if: useColor) + " \(exercise.id)\n"
                } else {
                    failed += 1
                    text +=
                        TerminalStyle.red.wrap("✗", if: useColor) + " \(exercise.id)  "
                        + Localized(
                            ko: "(시나리오 \(check.outcomes.count)개 중 \(passed)개 통과)",
                            en: "(\(passed) of \(check.outcomes.count) scenarios pass)")[language] + "\n"
                }
            }
            text += Self.summary(checked: exercises.exercises.count, failed: failed)[language] + "\n"
            standardOutput.write(text)
            return failed == 0 ? .success : .checkFailed
        }
        guard let exercise = exercise(invocation) else { return .usageError }
        let check = ExerciseCheck(exercise, language: language)
        standardOutput.write(
            ExerciseTextReport(language: language, useColor: useColor, width: width).render(check))
        return check.passed ? .success : .checkFailed
    }

    // MARK: hint

    func exerciseHint(_ invocation: Invocation) -> LessonsExitCode {
        guard let exercise = exercise(invocation) else { return .usageError }
        let seen = ExerciseFiles.hintsSeen(in: exercises)[exercise.id] ?? 0
        let shown = min(seen + 1, exercise.hints.count)
        let report = ExerciseTextReport(language: language, useColor: useColor(invocation), width: width)
        standardOutput.write(report.hints(of: exercise, upTo: shown))
        do {
            try ExerciseFiles.recordHints(shown, of: exercise, in: exercises)
        } catch {
            // The hint was shown; only the count could not be kept: the next call shows it again.
            standardError.write("lessons: \(describe(error))\n")
        }
        return .success
    }

    // MARK: solution

    func exerciseSolution(_ invocation: Invocation) -> LessonsExitCode {
        guard let exercise = exercise(invocation) else { return .usageError }
        if invocation.write { return replace(exercise, with: .solution) }
        let url = exercises.url(of: exercise.solutionPath)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            standardError.write(
                "lessons: "
                    + Localized(
                        ko: "정답 예시 파일을 읽을 수 없습니다: \(exercise.solutionPath)",
                        en: "the reference answer can't be read: \(exercise.solutionPath)")[language] + "\n")
            return .checkFailed
        }
        standardOutput.write(text)
        if outputIsTerminal {
            standardError.write(
                Localized(
                    ko: "(\(exercise.learnerPath)를 대신할 수 있는 파일입니다. "
                        + "'swift run lessons exercise solution \(exercise.id) --write --lang ko'는 여러분의 파일을 "
                        + "Saved/에 보관한 뒤 이 파일로 바꿉니다.)",
                    en:
                        "(a file that can replace \(exercise.learnerPath); 'swift run lessons exercise solution "
                        + "\(exercise.id) --write' keeps yours in Saved/, then puts this one in its place.)")[
                        language]
                    + "\n")
        }
        return .success
    }

    // MARK: reset

    func exerciseReset(_ invocation: Invocation) -> LessonsExitCode {
        guard let exercise = exercise(invocation) else { return .usageError }
        return replace(exercise, with: .starter)
    }

    /// Puts the starter or the reference answer in place of the learner's file, keeping theirs, and says
    /// what it did.
    private func replace(_ exercise: Exercise, with replacement: ExerciseFiles.Replacement) -> LessonsExitCode
    {
        let path = exercise.learnerPath
        let what =
            replacement == .starter
            ? Localized(ko: "처음 파일", en: "the starter") : Localized(ko: "정답 예시", en: "the reference answer")
        do {
            switch try ExerciseFiles.replace(exercise, with: replacement, in: exercises) {
            case .alreadyThat:
                standardOutput.write(
                    Localized(
                        ko: "\(path)는 이미 \(what.ko) 그대로입니다. 바꾼 것이 없습니다.",
                        en: "\(path) is already \(what.en): nothing changed.")[language] + "\n")
            case .replaced(let saved):
                let kept =
                    saved.map { saved in
                        Localized(
                            ko: "여러분의 파일은 \(saved)에 옮겨 두었습니다. ",
                            en: "Your version is now \(saved). ")[language]
                    } ?? ""
                let done =
                    replacement == .starter
                    ? Localized(ko: "\(path)를 처음 파일로 되돌렸습니다.", en: "\(path) is the starter again.")
                    : Localized(ko: "\(path)에 정답 예시를 썼습니다.", en: "\(path) is the reference answer now.")
                standardOutput.write(kept + done[language] + "\n")
            }
            return .success
        } catch {
            standardError.write("lessons: \(describe(error))\n")
            return .checkFailed
        }
    }

    // MARK: Helpers

    /// The exercise the operand names; if there is none, says so (with the closest id) and returns nil.
    private func exercise(_ invocation: Invocation) -> Exercise? {
        let id = invocation.operand ?? ""
        if let exercise = exercises.exercise(id: id) { return exercise }
        let suggestion = Suggestion.phrase(Suggestion.closest(to: id, among: exercises.exercises.map(\.id)))
        let message = Localized(
            ko: "연습 문제가 없습니다: '\(id)'" + suggestion.ko
                + "\n모든 연습 문제는 'lessons exercise list --lang ko'로 볼 수 있습니다.",
            en: "no exercise '\(id)'" + suggestion.en + "\nRun 'lessons exercise list' to see them all.")
        standardError.write("lessons: \(message[language])\n")
        return nil
    }
}
