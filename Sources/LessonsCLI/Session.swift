import ExerciseKit
import Foundation
import LessonKit
import LessonPublishing
import TextSupport

/// One invocation of `lessons`: where its output goes, in which language, how wide, and the catalogues
/// the commands work on, with the lookups several commands share. What each command does is in its own
/// file (`RunCommand`, `ExerciseCheckCommand`…). Everything it writes itself is in `language`.
struct Session {
    let environment: [String: String]
    /// The language of the lessons and of every message (see `LessonsCommandLine`).
    let language: Language
    let standardOutput: TextOutput
    let standardError: TextOutput
    let outputIsTerminal: Bool
    /// The width the reports are wrapped at (see `TerminalWidth`).
    let width: Int
    let catalogue: LessonCatalogue
    /// The exercises, checking the answers linked in (in `learner-answers`; `lessons` links none, and
    /// has `learner-answers` check them).
    let exercises: ExerciseCatalogue

    /// A path the command line gave for output, from where the learner means it (see `OutputPath`).
    func outputPath(_ path: String) -> String {
        OutputPath.resolved(
            path, environment: environment, currentDirectory: FileManager.default.currentDirectoryPath,
            packageFolder: exercises.packageFolder)
    }

    /// Whether to colour the output (see `ColorDecision`).
    func useColor(_ invocation: Invocation) -> Bool {
        ColorDecision.shouldUseColor(
            noColorFlag: invocation.noColor, environment: environment, isTerminal: outputIsTerminal)
    }

    /// What to say of `error`, in the session's language where its type can say it in Korean (see
    /// `ErrorText`).
    func describe(_ error: Error) -> String {
        ErrorText.describe(error, in: language)
    }

    // MARK: Lookups

    /// The reference page with `id`, unless a lesson has that id.
    func page(_ id: String) -> ReferencePage? {
        catalogue.lesson(id: id) == nil ? catalogue.page(id: id) : nil
    }

    /// The lesson with `id`; if there is none, the error that says so (with the closest id of a lesson
    /// or a page).
    func lesson(_ id: String) throws(CommandError) -> Lesson {
        if let lesson = catalogue.lesson(id: id) { return lesson }
        throw .notFound(.lesson, id: id, among: catalogue.allLessons.map(\.id) + catalogue.pages.map(\.id))
    }

    /// The exercise with `id`; if there is none, the error that says so (with the closest id).
    func exercise(_ id: String) throws(CommandError) -> Exercise {
        if let exercise = exercises.exercise(id: id) { return exercise }
        throw .notFound(.exercise, id: id, among: exercises.exercises.map(\.id))
    }

    /// The usage error of `command` for a scene `name` that `lesson` does not have: the closest of its
    /// scenes, and the list of them.
    static func unknownScene(_ name: String, of lesson: Lesson, command: String) -> UsageError {
        let ids = lesson.scenes.map(\.id)
        let suggestion = Suggestion.phrase(Suggestion.closest(to: name, among: ids))
        let scenes = packed(ids, width: 78, first: Localized(ko: "장면: ", en: "its scenes: "))
        return UsageError(
            Localized(
                ko: "레슨 '\(lesson.id)'에 없는 장면입니다: '\(name)'" + suggestion.ko + "\n" + scenes.ko,
                en: "lesson '\(lesson.id)' has no scene '\(name)'" + suggestion.en + "\n" + scenes.en),
            command: command)
    }

    /// `words` after `first`, joined by commas, in lines of at most `width` columns (the lines after the
    /// first indented by two spaces).
    static func packed(_ words: [String], width: Int, first: Localized) -> Localized {
        func pack(_ first: String) -> String {
            TerminalTextWrapper.wrap(first + words.joined(separator: ", "), width: width, lead: "", indent: 2)
                .joined(separator: "\n")
        }
        return Localized(ko: pack(first.ko), en: pack(first.en))
    }

    /// The usage error of `command` for `option` given with `page`, a reference page (it has no scenes,
    /// and no HTML page but the site's).
    static func refusal(of option: OptionSpec, for page: ReferencePage, command: String) -> UsageError {
        UsageError(
            Localized(
                ko: "'\(page.id)': 참고 페이지라서 \(option.name) 옵션을 쓸 수 없습니다",
                en: "'\(page.id)' is a reference page: it takes no \(option.name)"),
            command: command)
    }
}
