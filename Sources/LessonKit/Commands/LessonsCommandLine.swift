import Foundation

/// The `lessons` command: parses the arguments, runs what they ask for on a catalogue, and writes to
/// standard output and standard error. The executable's `main` is one call to `main(catalogue:)`;
/// tests call `run` with in-memory outputs.
///
/// Every output is composed in full before anything is written, so an error never leaves half a
/// report; a closed pipe (`lessons run x | head -1`) ends the output quietly.
public enum LessonsCommandLine {
    /// The tool's version.
    public static let version = "0.1.0"

    /// Runs the process's arguments on `catalogue`; returns the exit code.
    public static func main(catalogue: LessonCatalogue) -> Int32 {
        FileDescriptorOutput.ignoreSIGPIPE()
        let standardOutput = FileDescriptorOutput(1)
        return run(
            Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
            standardOutput: standardOutput, standardError: FileDescriptorOutput(2),
            outputIsTerminal: standardOutput.isTerminal, catalogue: catalogue)
    }

    /// Runs `arguments` on `catalogue`; returns the exit code (see `LessonsExitCode`).
    public static func run(
        _ arguments: [String], environment: [String: String], standardOutput: TextOutput,
        standardError: TextOutput, outputIsTerminal: Bool, catalogue: LessonCatalogue
    ) -> Int32 {
        let command: LessonsCommand
        do {
            command = try LessonsCommand.parse(arguments)
        } catch {
            standardError.write(LessonsUsage.errorText(for: error))
            return LessonsExitCode.usageError.rawValue
        }
        let session = Session(
            environment: environment, standardOutput: standardOutput, standardError: standardError,
            outputIsTerminal: outputIsTerminal, catalogue: catalogue)
        return session.perform(command).rawValue
    }
}

/// One invocation of `lessons`: the command's work, with where its output goes.
struct Session {
    let environment: [String: String]
    let standardOutput: TextOutput
    let standardError: TextOutput
    let outputIsTerminal: Bool
    let catalogue: LessonCatalogue

    func perform(_ command: LessonsCommand) -> LessonsExitCode {
        switch command {
        case .help(let topic):
            standardOutput.write(LessonsUsage.text(for: topic))
            return .success
        case .version:
            standardOutput.write("lessons \(LessonsCommandLine.version)\n")
            return .success
        case .list(let options):
            standardOutput.write(list(language: options.language(in: environment)))
            return .success
        case .run(let id, let html, let options):
            return run(id, html: html, options: options)
        case .check(let id, let options):
            return check(id, options: options)
        case .site(let out):
            return site(out)
        }
    }

    // MARK: list

    func list(language: Language) -> String {
        let width = catalogue.lessons.map(\.id.count).max() ?? 0
        let numberWidth = String(catalogue.lessons.count).count
        return catalogue.lessons.enumerated().map { index, lesson in
            let number = String(index + 1)
            let padding = String(repeating: " ", count: numberWidth - number.count)
            let id = lesson.id + String(repeating: " ", count: width - lesson.id.count)
            return "\(padding)\(number). \(id)  \(lesson.title[language]) — \(lesson.summary[language])\n"
        }.joined()
    }

    // MARK: run

    func run(_ id: String, html: String?, options: OutputOptions) -> LessonsExitCode {
        guard let lesson = lesson(id) else { return .usageError }
        let language = options.language(in: environment)
        let report = LessonRunner.run(lesson)
        do {
            let sources = try LessonSources(lesson)
            let useColor = ColorDecision.shouldUseColor(
                noColorFlag: options.noColor, environment: environment, isTerminal: outputIsTerminal)
            let text = try LessonTextReport(language: language, useColor: useColor).render(
                report, sources: sources)
            if let html {
                let page = try LessonPage(language: language).render(report, sources: sources)
                try AtomicFile.write(page, to: html)
            }
            standardOutput.write(text)
        } catch {
            standardError.write("lessons: \(error)\n")
            return .checkFailed
        }
        return report.passed ? .success : .checkFailed
    }

    // MARK: check

    func check(_ id: String?, options: OutputOptions) -> LessonsExitCode {
        // What to check: one lesson; or the catalogue's ids, every lesson and every reference page.
        var checks: [(name: String, problems: () -> [String])] = []
        if let id {
            guard let lesson = lesson(id) else { return .usageError }
            checks.append((lesson.id, { LessonChecker.problems(of: lesson) }))
        } else {
            checks.append(("catalogue", { catalogue.problems }))
            checks += catalogue.lessons.map { lesson in (lesson.id, { LessonChecker.problems(of: lesson) }) }
            checks += catalogue.pages.map { page in ("page \(page.id)", { LessonChecker.problems(of: page) })
            }
        }
        let useColor = ColorDecision.shouldUseColor(
            noColorFlag: options.noColor, environment: environment, isTerminal: outputIsTerminal)
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
        let language = options.language(in: environment)
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

    func site(_ out: String) -> LessonsExitCode {
        do {
            try SiteBuilder(catalogue: catalogue).build(into: out)
            standardOutput.write("wrote the site of \(catalogue.lessons.count) lessons to \(out)\n")
            return .success
        } catch {
            standardError.write("lessons: \(error)\n")
            return .checkFailed
        }
    }

    // MARK: Helpers

    /// The lesson with `id`; if there is none, says so (with the closest id) and returns nil.
    private func lesson(_ id: String) -> Lesson? {
        if let lesson = catalogue.lesson(id: id) { return lesson }
        let ids = catalogue.lessons.map(\.id)
        let hint = Suggestion.closest(to: id, among: ids).map { "; did you mean '\($0)'?" } ?? ""
        standardError.write("lessons: no lesson '\(id)'\(hint)\nRun 'lessons list' to see them all.\n")
        return nil
    }
}
