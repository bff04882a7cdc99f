import ExerciseKit
import Foundation
import LessonKit
import LessonPublishing
import TextSupport

/// One invocation of `lessons`: what each command does, with where its output goes. Everything it
/// writes itself is in `language`.
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

    // MARK: help

    func help(_ invocation: Invocation) -> LessonsExitCode {
        standardOutput.write(HelpText.text(for: invocation.operand, language: language))
        return .success
    }

    // MARK: list

    /// The lessons, numbered in teaching order, then the reference pages under a heading of their own,
    /// their ids in one column. A lesson's title and summary wrap at the report width, the lines after
    /// the first starting under the title.
    func list(_ invocation: Invocation) -> LessonsExitCode {
        let idWidth = (catalogue.lessons.map(\.id.count) + catalogue.pages.map(\.id.count)).max() ?? 0
        let numberWidth = String(catalogue.lessons.count).count
        func padded(_ id: String) -> String { id + String(repeating: " ", count: idWidth - id.count) }
        var text = catalogue.lessons.enumerated().map { index, lesson in
            let number = String(index + 1)
            let padding = String(repeating: " ", count: numberWidth - number.count)
            let head = "\(padding)\(number). \(padded(lesson.id))  "
            let indent = DisplayWidth.of(head)
            return TerminalTextWrapper.wrap(
                "\(lesson.title[language]) — \(lesson.summary[language])",
                width: max(width, indent + 20), lead: head, indent: indent
            ).joined(separator: "\n") + "\n"
        }.joined()
        if !catalogue.pages.isEmpty {
            let indent = String(repeating: " ", count: numberWidth + 2)
            text += "\n" + Localized(ko: "참고 페이지:", en: "reference pages:")[language] + "\n"
            text += catalogue.pages.map { "\(indent)\(padded($0.id))  \($0.title[language])\n" }.joined()
        }
        standardOutput.write(text)
        return .success
    }

    // MARK: run

    func run(_ invocation: Invocation) -> LessonsExitCode {
        if let page = page(invocation.operand ?? "") { return run(page, invocation: invocation) }
        guard let lesson = lesson(invocation.operand ?? "") else { return .usageError }
        if let scene = invocation.scene {
            guard invocation.html == nil else {
                return usageError(
                    Localized(
                        ko: "--scene과 --html은 함께 쓸 수 없습니다", en: "--scene and --html can't be used together"),
                    command: invocation.command)
            }
            return run(lesson, scene: scene, invocation: invocation)
        }
        // A page that can't be written is refused before the lesson runs and prints.
        if let html = invocation.html.map(outputPath), let refusal = AtomicFile.refusal(of: html) {
            standardError.write("lessons: \(describe(refusal))\n")
            return .checkFailed
        }
        // The lesson's files are read and parsed on another core while it runs (its scenes run here, on
        // the main thread, where UI code runs). The report and the page are in one language: only that
        // narrative is read.
        let source = BackgroundWork {
            Result { () throws(LessonSourceError) in
                try NarrativeSource(
                    lesson: lesson, library: CodeRegionIndex(files: catalogue.libraryCode),
                    languages: [language])
            }
        }
        let report = LessonRunner.run(lesson, language: language)
        do {
            let narrative = try Narrative(try source.value.get(), scenes: report.scenes)
            var textReport = LessonTextReport(
                language: language, useColor: useColor(invocation), width: width)
            textReport.nextLesson =
                catalogue.neighbours(of: lesson.id).next.map { .lesson(id: $0.id) } ?? .list
            textReport.exercises = exercises.exercises.filter { $0.lesson == lesson.id }.map(\.id)
            textReport.wholeChain = invocation.wholeChain
            standardOutput.write(textReport.render(report, narrative: narrative))
            // The page is written after the report is printed: a page that can't be written costs the
            // learner the page, not the report.
            if let html = invocation.html.map(outputPath) {
                var page = LessonPage(language: language)
                page.wholeChain = invocation.wholeChain
                try AtomicFile.write(page.render(report, narrative: narrative), to: html)
                standardError.write(
                    "lessons: "
                        + Localized(ko: "페이지를 \(html)에 썼습니다", en: "wrote the page to \(html)")[language]
                        + "\n")
            }
        } catch {
            standardError.write("lessons: \(describe(error))\n")
            return .checkFailed
        }
        return report.passed ? .success : .checkFailed
    }

    /// `lessons run <id> --scene NAME`: runs that scene alone and prints its part of the narrative.
    private func run(_ lesson: Lesson, scene: String, invocation: Invocation) -> LessonsExitCode {
        guard let report = LessonRunner.run(lesson, scene: scene, language: language) else {
            return unknownScene(scene, of: lesson, command: invocation.command)
        }
        do {
            let source = try NarrativeSource(
                lesson: lesson, library: CodeRegionIndex(files: catalogue.libraryCode), languages: [language])
            guard let excerpt = source.excerpt(showingScene: scene) else {
                let message = Localized(
                    ko: "\(language.rawValue).md: 레슨 \(lesson.id): 글에서 보여 주지 않는 장면입니다: `\(scene)`",
                    en: "\(language.rawValue).md: lesson \(lesson.id): the scene `\(scene)` is never shown")
                standardError.write("lessons: \(message[language])\n")
                return .checkFailed
            }
            var textReport = LessonTextReport(
                language: language, useColor: useColor(invocation), width: width)
            textReport.scene = scene
            textReport.wholeChain = invocation.wholeChain
            textReport.nextLesson = .wholeLesson(id: lesson.id)
            standardOutput.write(
                textReport.render(report, narrative: try Narrative(excerpt, scenes: report.scenes)))
        } catch {
            standardError.write("lessons: \(describe(error))\n")
            return .checkFailed
        }
        return report.passed ? .success : .checkFailed
    }

    /// `lessons run <page>`: prints a reference page. It has no scenes, and no page of its own but the
    /// site's.
    private func run(_ page: ReferencePage, invocation: Invocation) -> LessonsExitCode {
        if invocation.scene != nil || invocation.html != nil {
            let option = invocation.scene != nil ? OptionSpec.scene : OptionSpec.html
            return refuse(option, for: page, command: invocation.command)
        }
        do {
            let report = LessonTextReport(language: language, useColor: useColor(invocation), width: width)
            standardOutput.write(report.render(page: page, narrative: try Narrative(page: page)))
            return .success
        } catch {
            standardError.write("lessons: \(describe(error))\n")
            return .checkFailed
        }
    }

    // MARK: check

    /// `notBuilt` names the lessons whose code could not be built (the learner's playground, when it
    /// does not compile), with why: they fail with that, unchecked.
    func check(_ invocation: Invocation, notBuilt: [String: String] = [:]) -> LessonsExitCode {
        // What to check: one lesson; or the catalogue's ids, every lesson and every reference page.
        var checks: [(name: String, problems: () -> [String])] = []
        // The library's code regions are read once; if they can't be, each lesson says so.
        let library = Result { () throws(LessonSourceError) in
            try CodeRegionIndex(files: catalogue.libraryCode)
        }
        let lessonProblems = { (lesson: Lesson) -> [String] in
            switch library {
            case .success(let library):
                return LessonChecker.problems(of: lesson, library: library, language: language)
            case .failure(let error): return [error.description(in: language)]
            }
        }
        if let id = invocation.operand, let page = page(id) {
            if invocation.scene != nil { return refuse(.scene, for: page, command: invocation.command) }
            checks.append((Self.pageWord[language] + " \(page.id)", { LessonChecker.problems(of: page) }))
        } else if let id = invocation.operand {
            guard let lesson = lesson(id) else { return .usageError }
            if let scene = invocation.scene {
                guard let problems = LessonChecker.problems(of: lesson, scene: scene, language: language)
                else {
                    return unknownScene(scene, of: lesson, command: invocation.command)
                }
                checks.append(("\(lesson.id) --scene \(scene)", { problems }))
            } else {
                checks.append((lesson.id, { lessonProblems(lesson) }))
            }
        } else if invocation.scene != nil {
            return usageError(
                Localized(ko: "--scene에는 레슨 id가 필요합니다", en: "--scene needs a lesson id"),
                command: invocation.command)
        } else {
            checks.append((Localized(ko: "카탈로그", en: "catalogue")[language], { catalogue.problems }))
            checks += catalogue.lessons.map { lesson in
                (lesson.id, { notBuilt[lesson.id].map { [$0] } ?? lessonProblems(lesson) })
            }
            checks += catalogue.pages.map { page in
                (Self.pageWord[language] + " \(page.id)", { LessonChecker.problems(of: page) })
            }
        }
        let useColor = useColor(invocation)
        var output = ""
        var failed = 0
        for check in checks {
            let problems = check.problems()
            if problems.isEmpty {
                output += TerminalStyle.green.wrap("✓", if: useColor) + " \(check.name)\n"
            } else {
                failed += 1
                output += TerminalStyle.red.wrap("✗", if: useColor) + " \(check.name)\n"
                output += problems.map { "  " + $0.replacingOccurrences(of: "\n", with: "\n  ") + "\n" }
                    .joined()
            }
        }
        output += Self.summary(checked: checks.count, failed: failed)[language] + "\n"
        standardOutput.write(output)
        return failed == 0 ? .success : .checkFailed
    }

    /// How `check` names a reference page.
    private static let pageWord = Localized(ko: "페이지", en: "page")

    static func summary(checked: Int, failed: Int) -> Localized {
        failed == 0
            ? Localized(ko: "\(checked)개 확인, 모두 통과", en: "\(checked) checked, all passed")
            : Localized(ko: "\(checked)개 확인, \(failed)개 실패", en: "\(checked) checked, \(failed) failed")
    }

    // MARK: site

    func site(_ invocation: Invocation) -> LessonsExitCode {
        let out = outputPath(invocation.out ?? "")
        do {
            let leftovers = try SiteDirectory.write(
                try SiteBuilder(catalogue: catalogue, exercises: exercises).files(), to: out)
            let count = catalogue.lessons.count
            standardOutput.write(
                Localized(
                    ko: "\(out)에 레슨 \(count)개의 사이트를 만들었습니다",
                    en: "wrote the site of \(count) lessons to \(out)"
                )[language] + "\n")
            // A folder moved aside that could not be removed is said, never dropped without a word.
            for leftover in leftovers {
                standardError.write(
                    Localized(
                        ko: "lessons: '\(leftover)'를 지우지 못해 그대로 두었습니다(이전 사이트를 옮겨 둔 것입니다): "
                            + "안을 살펴보고 필요한 것을 옮긴 뒤 지우면 됩니다",
                        en:
                            "lessons: left '\(leftover)' as it was (an old site moved aside that could not be "
                            + "removed): look inside, keep what you need, then remove it"
                    )[language] + "\n")
            }
            return .success
        } catch {
            standardError.write("lessons: \(describe(error))\n")
            return .checkFailed
        }
    }

    // MARK: Helpers

    /// Whether to colour the output (see `ColorDecision`).
    func useColor(_ invocation: Invocation) -> Bool {
        ColorDecision.shouldUseColor(
            noColorFlag: invocation.noColor, environment: environment, isTerminal: outputIsTerminal)
    }

    /// The reference page with `id`, unless a lesson has that id.
    private func page(_ id: String) -> ReferencePage? {
        catalogue.lesson(id: id) == nil ? catalogue.page(id: id) : nil
    }

    /// The lesson with `id`; if there is none, says so (with the closest id of a lesson or a page) and
    /// returns nil.
    private func lesson(_ id: String) -> Lesson? {
        if let lesson = catalogue.lesson(id: id) { return lesson }
        let ids = catalogue.lessons.map(\.id) + catalogue.pages.map(\.id)
        let suggestion = Suggestion.phrase(Suggestion.closest(to: id, among: ids))
        let message = Localized(
            ko: "레슨이 없습니다: '\(id)'" + suggestion.ko + "\n모든 레슨은 'lessons list --lang ko'로 볼 수 있습니다.",
            en: "no lesson '\(id)'" + suggestion.en + "\nRun 'lessons list' to see them all.")
        standardError.write("lessons: \(message[language])\n")
        return nil
    }

    /// Says that `lesson` has no scene `name`, with the closest of its scenes and the list of them, as
    /// a usage error of `command`.
    private func unknownScene(_ name: String, of lesson: Lesson, command: String) -> LessonsExitCode {
        let ids = lesson.scenes.map(\.id)
        let suggestion = Suggestion.phrase(Suggestion.closest(to: name, among: ids))
        let scenes = Self.packed(ids, width: 78, first: Localized(ko: "장면: ", en: "its scenes: ")[language])
        return usageError(
            Localized(
                ko: "레슨 '\(lesson.id)'에 없는 장면입니다: '\(name)'" + suggestion.ko + "\n" + scenes,
                en: "lesson '\(lesson.id)' has no scene '\(name)'" + suggestion.en + "\n" + scenes),
            command: command)
    }

    /// `words` after `first`, joined by commas, in lines of at most `width` columns (the lines after the
    /// first indented by two spaces).
    static func packed(_ words: [String], width: Int, first: String) -> String {
        TerminalTextWrapper.wrap(first + words.joined(separator: ", "), width: width, lead: "", indent: 2)
            .joined(separator: "\n")
    }

    /// Says that `page`, a reference page, takes no `option` (it has no scenes, and no HTML page but the
    /// site's), as a usage error of `command`.
    private func refuse(_ option: OptionSpec, for page: ReferencePage, command: String) -> LessonsExitCode {
        usageError(
            Localized(
                ko: "'\(page.id)': 참고 페이지라서 \(option.name) 옵션을 쓸 수 없습니다",
                en: "'\(page.id)' is a reference page: it takes no \(option.name)"),
            command: command)
    }

    /// Prints `message` as a usage error of `command` (the message, the command's usage, where to read
    /// more) and returns the exit code of one.
    private func usageError(_ message: Localized, command: String) -> LessonsExitCode {
        standardError.write(
            HelpText.errorText(for: UsageError(message, command: command), language: language))
        return .usageError
    }

    /// What to say of `error`, in the session's language where its type can say it in Korean (see
    /// `ErrorText`).
    func describe(_ error: Error) -> String {
        ErrorText.describe(error, in: language)
    }
}
