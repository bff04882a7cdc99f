import LessonKit
import LessonPublishing

extension Command {
    static let check = Command(
        name: "check",
        summary: Localized(
            ko: "레슨 하나(또는 모든 레슨)가 말한 대로 동작하는지 확인합니다",
            en: "check that a lesson (or every lesson) does what it says"),
        operand: Operand(
            name: "<id>", isRequired: false, noun: Localized(ko: "레슨 id", en: "a lesson id"),
            namesACommand: false,
            help: [
                Localized(
                    ko: "확인할 레슨이나 참고 페이지 (기본값: 전부)",
                    en: "the lesson or reference page to check (default: all)")
            ]),
        options: [
            Option(
                .language,
                help: [
                    Localized(ko: "결과의 언어", en: "the language of the report"),
                    Localized(
                        ko: "(레슨 파일 자체의 문제는 영어로 알립니다)",
                        en: "(problems in a lesson's own files are in English)"),
                    OptionSpec.languageDefault,
                ]),
            Option(.noColor, help: [noColors]),
            Option(
                .scene,
                help: [
                    Localized(
                        ko: "레슨 <id>의 장면 NAME 하나만 실행해 확인합니다",
                        en: "run and check only the scene NAME of the lesson <id>")
                ]),
        ],
        about: Localized(
            ko: """
                레슨 하나 또는 모든 레슨을 실행해, 각 스트림이 레슨이 말한 대로 동작하는지
                확인합니다.
                """,
            en: """
                Run a lesson, or every lesson, and check that each of its streams does what
                the lesson says it does.
                """),
        notes: Localized(
            ko: "<id>가 없으면 카탈로그의 id와 사이트의 참고 페이지도 확인합니다.",
            en: """
                Without <id>, it also checks the catalogue's ids and the site's reference
                pages.
                """),
        examples: [
            "lessons check", "lessons check custom-binder", "lessons check custom-binder --scene picker",
        ],
        exitCodes: Localized(
            ko: """
                종료 코드: 0 모든 확인을 통과함, 1 통과하지 못한 확인이 있음,
                           2 사용법 에러, 없는 레슨이나 장면
                """,
            en: """
                exit codes: 0 every check passed, 1 a check failed,
                            2 a usage error, an unknown lesson or scene
                """),
        rules: [
            .needsOperand(.scene, Localized(ko: "--scene에는 레슨 id가 필요합니다", en: "--scene needs a lesson id"))
        ],
        perform: { invocation, session in try CheckCommand(invocation).run(in: session) })
}

/// `lessons check [<id>]`: checks one lesson (or one of its scenes, or a reference page) against its
/// narrative, or the catalogue, every lesson and every reference page; a line for each.
struct CheckCommand {
    /// The lesson's or the page's id; nil for everything.
    let id: String?
    let scene: String?
    let invocation: Invocation

    init(_ invocation: Invocation) {
        id = invocation.operand
        scene = invocation.scene
        self.invocation = invocation
    }

    /// `notBuilt` names the lessons whose code could not be built (the learner's playground, when it
    /// does not compile), with why: they fail with that, unchecked.
    func run(in session: Session, notBuilt: [String: String] = [:]) throws -> LessonsExitCode {
        let language = session.language
        let catalogue = session.catalogue
        let pageWord = Localized(ko: "페이지", en: "page")[language]
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
        if let id, let page = session.page(id) {
            if scene != nil { throw Session.refusal(of: .scene, for: page, command: invocation.command) }
            checks.append((pageWord + " \(page.id)", { LessonChecker.problems(of: page) }))
        } else if let id {
            let lesson = try session.lesson(id)
            if let scene {
                guard let problems = LessonChecker.problems(of: lesson, scene: scene, language: language)
                else {
                    throw Session.unknownScene(scene, of: lesson, command: invocation.command)
                }
                checks.append(("\(lesson.id) --scene \(scene)", { problems }))
            } else {
                checks.append((lesson.id, { lessonProblems(lesson) }))
            }
        } else {
            // (`--scene` without an id is refused by the parser: `rules`.)
            checks.append((Localized(ko: "카탈로그", en: "catalogue")[language], { catalogue.problems }))
            checks += catalogue.allLessons.map { lesson in
                (lesson.id, { notBuilt[lesson.id].map { [$0] } ?? lessonProblems(lesson) })
            }
            checks += catalogue.pages.map { page in
                (pageWord + " \(page.id)", { LessonChecker.problems(of: page) })
            }
        }
        let list = CheckList(language: language, useColor: session.useColor(invocation)).render(
            checks.map { CheckList.Item($0.name, problems: $0.problems()) })
        session.standardOutput.write(list.text)
        return list.passed ? .success : .checkFailed
    }
}
