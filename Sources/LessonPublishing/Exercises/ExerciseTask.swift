import ExerciseKit
import Foundation
import LessonKit
import Markdown

/// An exercise's task in one language, as the terminal and the site show it: the task's narrative
/// (`Lessons/Narratives/exercises/<id>/<language>.md`), then what the sandbox adds from the exercise
/// itself — the visible scenario and the marbles it expects (the directive `{{expected}}`), how many
/// hidden scenarios there are, the lesson that teaches it, and the file to edit.
package struct ExerciseTask {
    package let exercise: Exercise
    package let language: Language
    /// The task and the added sections, parsed.
    package let document: MarkdownDocument

    /// Reads the task of `exercise` in `language` from the package folder `root`.
    ///
    /// - Throws: a `LessonSourceError` when the task's file can't be read.
    package init(_ exercise: Exercise, language: Language, root: URL) throws(LessonSourceError) {
        self.exercise = exercise
        self.language = language
        // Read as a lesson's narrative is: under the title Swift gives it.
        let text = try LessonFiles.narratives(
            in: root.appendingPathComponent(exercise.taskPath), title: exercise.title, languages: [language])[
                language, default: ""]
        document = MarkdownDocument(parsing: text + "\n\n" + Self.added(exercise)[language])
    }

    /// The sections the sandbox adds to a task, in Markdown.
    static func added(_ exercise: Exercise) -> Localized {
        let hidden = exercise.hiddenScenarios.count
        let summary = exercise.visibleScenario.summary
        return Localized(
            ko: """
                ## 시나리오

                \(summary.ko)

                {{expected}}

                확인할 때는 이 시나리오와 함께, 놓치기 쉬운 경우를 시험하는 숨은 시나리오 \(hidden)개도 실행합니다.

                이 내용은 레슨 `\(exercise.lesson)`에서 배웁니다.
                """,
            en: """
                ## The scenario

                \(summary.en)

                {{expected}}

                The check runs this scenario and \(hidden == 1 ? "a hidden one" : "\(hidden) hidden ones"), \
                which try the cases that are easy to miss.

                The lesson `\(exercise.lesson)` teaches what it asks for.
                """)
    }
}
