import LessonKit
import LessonPublishing

extension Command {
    static let run = Command(
        name: "run",
        summary: Localized(
            ko: "레슨을 실행하고 일어나는 일을 단계별로 보여 줍니다", en: "run a lesson and show what happens, step by step"),
        operand: Operand(
            name: "<id>", isRequired: true, noun: Localized(ko: "레슨 id", en: "a lesson id"),
            namesACommand: false,
            help: [
                Localized(
                    ko: "레슨이나 참고 페이지의 id ('lessons list'가 보여 주는 것)",
                    en: "a lesson's id or a page's, as 'lessons list' shows it")
            ]
        ),
        options: [
            Option(
                .language,
                help: [Localized(ko: "레슨의 언어", en: "the language of the lesson"), OptionSpec.languageDefault]),
            Option(.noColor, help: [noColors]),
            Option(
                .scene,
                help: [
                    Localized(
                        ko: "장면 NAME 하나만 실행하고, 레슨에서 그 장면을 둘러싼",
                        en: "run only the scene NAME and show its part of the lesson:"),
                    Localized(
                        ko: "부분만 보여 줍니다: 장면이 속한 절의 제목, 앞 장면 뒤부터",
                        en: "its section's heading, the text and code since the scene"),
                    Localized(
                        ko: "이어지는 글과 코드, 장면(다이어그램, 출력, 기대한 마블,",
                        en: "before it, the scene (diagram, printed lines, marbles, UI)"),
                    Localized(
                        ko: "UI), 다음 장면이나 제목까지의 글",
                        en: "and the text up to the next scene or heading"),
                ]),
            Option(
                .wholeChain,
                help: [
                    Localized(
                        ko: "체인 뷰에 노드를 모두 그리고, rx.text나 Driver 같은",
                        en: "draw every node of a chain view, and the steps inside"),
                    Localized(
                        ko: "구성 요소 안의 단계까지 펼쳐 그립니다",
                        en: "constructs such as rx.text or a Driver"),
                ]),
            Option(
                .html,
                help: [
                    Localized(ko: "레슨을 웹 페이지로 FILE에도 씁니다", en: "also write the lesson as a web page to FILE"),
                    Localized(ko: "(전부 쓰거나, 하나도 쓰지 않습니다)", en: "(whole, or not at all)"),
                ]),
        ],
        about: Localized(
            ko: """
                레슨을 가상 시간에서 실행하고 보여 줍니다: 레슨의 코드, 시뮬레이션한 사용자가
                하는 일, 그리고 모든 스트림의 마블 다이어그램. 참고 페이지(marble-syntax,
                ios-vs-sandbox 등)의 id를 주면 그 페이지를 다이어그램과 함께 보여 줍니다.
                """,
            en: """
                Run a lesson in virtual time and show it: its code, what the simulated user
                does, and every stream as a marble diagram. Given a reference page's id
                (marble-syntax, ios-vs-sandbox and others), show that page, with its
                diagrams.
                """),

        notes: nil,
        examples: [
            "lessons run custom-binder", "lessons run custom-binder --lang en --html binder.html",
            "lessons run bind-vs-drive --scene subscribe-error", "lessons run playground --whole-chain",
            "lessons run marble-syntax",
        ],
        exitCodes: Localized(
            ko: """
                종료 코드: 0 레슨(장면)이 기대대로 실행됨, 1 그렇지 않음(또는 FILE을 쓸 수
                           없음), 2 사용법 에러, 없는 레슨이나 장면
                """,
            en: """
                exit codes: 0 the lesson (the scene) ran as expected, 1 it did not (or FILE
                            could not be written), 2 a usage error, an unknown lesson or
                            scene
                """),
        rules: [
            .exclusive(
                .scene, .html,
                Localized(ko: "--scene과 --html은 함께 쓸 수 없습니다", en: "--scene and --html can't be used together")
            )
        ],
        perform: { invocation, session in try RunCommand(invocation).run(in: session) })
}

/// `lessons run <id>`: runs a lesson and prints its report (with `--html FILE`, writes its page too);
/// with `--scene NAME`, runs that scene alone and prints its part of the narrative; for a reference
/// page, prints it.
struct RunCommand {
    /// The lesson's or the page's id.
    let id: String
    let scene: String?
    let html: String?
    let wholeChain: Bool
    let invocation: Invocation

    init(_ invocation: Invocation) {
        // (The parser requires the id.)
        id = invocation.operand ?? ""
        scene = invocation.scene
        html = invocation.html
        wholeChain = invocation.wholeChain
        self.invocation = invocation
    }

    func run(in session: Session) throws -> LessonsExitCode {
        if let page = session.page(id) { return try run(page, in: session) }
        if let name = id.operatorName { return try runOperator(name, in: session) }
        let lesson = try session.lesson(id)
        // (`--scene` and `--html` together are refused by the parser: `rules`.)
        if let scene { return try run(lesson, scene: scene, in: session) }
        let language = session.language
        // A page that can't be written is refused before the lesson runs and prints.
        if let html = html.map(session.outputPath), let refusal = AtomicFile.refusal(of: html) {
            throw refusal
        }
        // The lesson's files are read and parsed on another core while it runs (its scenes run here, on
        // the main thread, where UI code runs). The report and the page are in one language: only that
        // narrative is read.
        let catalogue = session.catalogue
        let source = BackgroundWork {
            Result { () throws(LessonSourceError) in
                try NarrativeSource(
                    lesson: lesson, library: CodeRegionIndex(files: catalogue.libraryCode),
                    languages: [language])
            }
        }
        let report = LessonRunner.run(lesson, language: language)
        let narrative = try Narrative(try source.value.get(), scenes: report.scenes)
        var textReport = LessonTextReport(
            language: language, useColor: session.useColor(invocation), width: session.width)
        textReport.nextLesson = catalogue.neighbours(of: lesson.id).next.map { .lesson(id: $0.id) } ?? .list
        textReport.exercises = session.exercises.exercises.filter { $0.lesson == lesson.id }.map(\.id)
        textReport.wholeChain = wholeChain
        session.standardOutput.write(textReport.render(report, narrative: narrative))
        // The page is written after the report is printed: a page that can't be written costs the
        // learner the page, not the report.
        if let html = html.map(session.outputPath) {
            var page = LessonPage(language: language)
            page.wholeChain = wholeChain
            try AtomicFile.write(page.render(report, narrative: narrative), to: html)
            session.standardError.write(
                "lessons: " + Localized(ko: "페이지를 \(html)에 썼습니다", en: "wrote the page to \(html)")[language]
                    + "\n")
        }
        return report.passed ? .success : .checkFailed
    }

    /// Runs the scene `scene` of `lesson` alone and prints its part of the narrative.
    private func run(_ lesson: Lesson, scene: String, in session: Session) throws -> LessonsExitCode {
        let language = session.language
        guard let report = LessonRunner.run(lesson, scene: scene, language: language) else {
            throw Session.unknownScene(scene, of: lesson, command: invocation.command)
        }
        let source = try NarrativeSource(
            lesson: lesson, library: CodeRegionIndex(files: session.catalogue.libraryCode),
            languages: [language])
        guard let excerpt = source.excerpt(showingScene: scene) else {
            throw CommandError(
                Localized(
                    ko: "\(language.rawValue).md: 레슨 \(lesson.id): 글에서 보여 주지 않는 장면입니다: `\(scene)`",
                    en: "\(language.rawValue).md: lesson \(lesson.id): the scene `\(scene)` is never shown"))
        }
        var textReport = LessonTextReport(
            language: language, useColor: session.useColor(invocation), width: session.width)
        textReport.scene = scene
        textReport.wholeChain = wholeChain
        let isOperatorFamily = session.catalogue.operatorFamilies.contains { $0.id == lesson.id }
        textReport.nextLesson = isOperatorFamily ? .wholePage(id: lesson.id) : .wholeLesson(id: lesson.id)
        session.standardOutput.write(
            textReport.render(report, narrative: try Narrative(excerpt, scenes: report.scenes)))
        return report.passed ? .success : .checkFailed
    }

    /// `operators/<name>`: the scene of the operator reference that draws the operator `name`, with its
    /// part of its family's page.
    private func runOperator(_ name: String, in session: Session) throws -> LessonsExitCode {
        if html != nil || scene != nil {
            throw UsageError(
                Localized(
                    ko: "'operators/\(name)'는 연산자 하나의 장면을 보여 줍니다: --scene이나 --html을 함께 쓸 수 없습니다. "
                        + "페이지 전체는 그 연산자의 계열 id로 실행하세요('lessons list')",
                    en:
                        "'operators/\(name)' shows one operator's scene: it takes neither --scene nor --html. "
                        + "Run its family's id for the whole page ('lessons list')"),
                command: invocation.command)
        }
        guard let (family, scene) = session.catalogue.operatorScene(named: name) else {
            let names = session.catalogue.operatorFamilies.flatMap { $0.scenes.map(\.id) }
            let suggestion = Suggestion.phrase(
                Suggestion.closest(to: LessonCatalogue.sceneID(ofOperator: name), among: names))
            throw CommandError(
                Localized(
                    ko: "연산자 레퍼런스에 없는 연산자입니다: '\(name)'" + suggestion.ko
                        + " ('lessons list'가 연산자 계열을 보여 줍니다)",
                    en: "the operator reference has no operator '\(name)'" + suggestion.en
                        + " ('lessons list' shows the operator families)"),
                exitCode: .usageError)
        }
        return try run(family, scene: scene, in: session)
    }

    /// Prints a reference page. It has no scenes, and no page of its own but the site's.
    private func run(_ page: ReferencePage, in session: Session) throws -> LessonsExitCode {
        if scene != nil || html != nil {
            throw Session.refusal(
                of: scene != nil ? OptionSpec.scene : OptionSpec.html, for: page, command: invocation.command)
        }
        let report = LessonTextReport(
            language: session.language, useColor: session.useColor(invocation), width: session.width)
        session.standardOutput.write(report.render(page: page, narrative: try Narrative(page: page)))
        return .success
    }
}

extension String {
    /// The operator named by an id of the form `operators/<name>` (`operators/flatMapLatest`), or `nil`.
    fileprivate var operatorName: String? {
        let prefix = "operators/"
        guard hasPrefix(prefix), count > prefix.count else { return nil }
        return String(dropFirst(prefix.count))
    }
}
