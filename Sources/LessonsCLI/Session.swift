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
    let catalogue: LessonCatalogue

    // MARK: help

    func help(_ invocation: Invocation) -> LessonsExitCode {
        standardOutput.write(HelpText.text(for: invocation.operand, language: language))
        return .success
    }

    // MARK: list

    func list(_ invocation: Invocation) -> LessonsExitCode {
        let width = catalogue.lessons.map(\.id.count).max() ?? 0
        let numberWidth = String(catalogue.lessons.count).count
        standardOutput.write(
            catalogue.lessons.enumerated().map { index, lesson in
                let number = String(index + 1)
                let padding = String(repeating: " ", count: numberWidth - number.count)
                let id = lesson.id + String(repeating: " ", count: width - lesson.id.count)
                return "\(padding)\(number). \(id)  \(lesson.title[language]) — \(lesson.summary[language])\n"
            }.joined())
        return .success
    }

    // MARK: run

    func run(_ invocation: Invocation) -> LessonsExitCode {
        guard let lesson = lesson(invocation.operand ?? "") else { return .usageError }
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
            var textReport = LessonTextReport(language: language, useColor: useColor(invocation))
            textReport.nextLesson =
                catalogue.neighbours(of: lesson.id).next.map { .lesson(id: $0.id) } ?? .list
            let text = textReport.render(report, narrative: narrative)
            if let html = invocation.html {
                try AtomicFile.write(
                    LessonPage(language: language).render(report, narrative: narrative), to: html)
            }
            standardOutput.write(text)
        } catch {
            standardError.write("lessons: \(describe(error))\n")
            return .checkFailed
        }
        return report.passed ? .success : .checkFailed
    }

    // MARK: check

    func check(_ invocation: Invocation) -> LessonsExitCode {
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
        if let id = invocation.operand {
            guard let lesson = lesson(id) else { return .usageError }
            checks.append((lesson.id, { lessonProblems(lesson) }))
        } else {
            checks.append((Localized(ko: "카탈로그", en: "catalogue")[language], { catalogue.problems }))
            checks += catalogue.lessons.map { lesson in (lesson.id, { lessonProblems(lesson) }) }
            checks += catalogue.pages.map { page in
                (
                    Localized(ko: "페이지", en: "page")[language] + " \(page.id)",
                    { LessonChecker.problems(of: page) }
                )
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

    static func summary(checked: Int, failed: Int) -> Localized {
        failed == 0
            ? Localized(ko: "\(checked)개 확인, 모두 통과", en: "\(checked) checked, all passed")
            : Localized(ko: "\(checked)개 확인, \(failed)개 실패", en: "\(checked) checked, \(failed) failed")
    }

    // MARK: site

    func site(_ invocation: Invocation) -> LessonsExitCode {
        let out = invocation.out ?? ""
        do {
            try SiteDirectory.write(try SiteBuilder(catalogue: catalogue).files(), to: out)
            let count = catalogue.lessons.count
            standardOutput.write(
                Localized(
                    ko: "\(out)에 레슨 \(count)개의 사이트를 만들었습니다",
                    en: "wrote the site of \(count) lessons to \(out)"
                )[language] + "\n")
            return .success
        } catch {
            standardError.write("lessons: \(describe(error))\n")
            return .checkFailed
        }
    }

    // MARK: Helpers

    /// Whether to colour the output (see `ColorDecision`).
    private func useColor(_ invocation: Invocation) -> Bool {
        ColorDecision.shouldUseColor(
            noColorFlag: invocation.noColor, environment: environment, isTerminal: outputIsTerminal)
    }

    /// The lesson with `id`; if there is none, says so (with the closest id) and returns nil.
    private func lesson(_ id: String) -> Lesson? {
        if let lesson = catalogue.lesson(id: id) { return lesson }
        let ids = catalogue.lessons.map(\.id)
        let suggestion = Suggestion.phrase(Suggestion.closest(to: id, among: ids))
        let message = Localized(
            ko: "레슨이 없습니다: '\(id)'" + suggestion.ko + "\n모든 레슨은 'lessons list --lang ko'로 볼 수 있습니다.",
            en: "no lesson '\(id)'" + suggestion.en + "\nRun 'lessons list' to see them all.")
        standardError.write("lessons: \(message[language])\n")
        return nil
    }

    /// What to say of `error`, in the session's language where its type can say it in Korean (see
    /// `ErrorText`).
    private func describe(_ error: Error) -> String {
        ErrorText.describe(error, in: language)
    }
}
