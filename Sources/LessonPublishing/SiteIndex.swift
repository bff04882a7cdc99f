import ExerciseKit
import LessonKit
import TextSupport

/// The site's index pages: the root's, which opens either language and lists both, and each language's.
/// Both list the lessons in teaching order (with their summaries), the exercises, the operator
/// reference's families and the reference pages, linked by their paths (`SitePage`).
struct SiteIndex {
    var catalogue: LessonCatalogue
    var exercises: [Exercise]
    var navigation: SiteNavigation

    /// The root's `index.html`: a section per language.
    func rootPage() -> String {
        let sections = Language.allCases.map { language in
            """
            <section lang="\(language.rawValue)">
            <h2><a href="\(SitePage.index.path(in: language))">\(escape(SiteNavigation.languageName[language]))</a></h2>
            \(lists(language, fromRoot: true))
            </section>
            """
        }
        let main = """
            <h1>RxSandbox</h1>
            <p class="summary">\(escape(Self.tagline[.ko]))<br>\(escape(Self.tagline[.en]))</p>
            \(sections.joined(separator: "\n"))
            """
        return HTMLPage(
            language: .en, title: "RxSandbox", navigation: "", main: main, assetsPath: SitePage.assetsFromRoot
        )
        .html
    }

    /// The index of `language`'s folder.
    func page(_ language: Language) -> String {
        let main = """
            <h1>RxSandbox</h1>
            <p class="summary">\(escape(Self.tagline[language]))</p>
            \(lists(language, fromRoot: false))
            """
        return HTMLPage(
            language: language, title: "RxSandbox", navigation: navigation.bar(language, current: .index),
            main: main, assetsPath: SitePage.assetsFromLanguageFolder
        ).html
    }

    /// The lists of `language`'s pages, linked from the root (`fromRoot`: under the language's own
    /// heading, the lessons' list needs none) or from the language's folder.
    private func lists(_ language: Language, fromRoot: Bool) -> String {
        let heading = fromRoot ? "h3" : "h2"
        func titled(_ word: Localized) -> String { "<\(heading)>\(escape(word[language]))</\(heading)>" }
        func href(_ page: SitePage) -> String {
            escape(fromRoot ? page.path(in: language) : page.fileName)
        }
        let lessons = catalogue.lessons.map { lesson in
            "<li><a href=\"\(href(.lesson(lesson.id)))\">\(escape(lesson.title[language]))</a>"
                + "<span class=\"summary\">\(escape(lesson.summary[language]))</span></li>"
        }
        let references = catalogue.pages.map {
            "<li><a href=\"\(href(.reference($0.id)))\">\(escape($0.title[language]))</a></li>"
        }
        var parts = fromRoot ? [] : [titled(Self.lessonsWord)]
        parts.append("<ol class=\"lesson-list\">\n\(lessons.joined(separator: "\n"))\n</ol>")
        if !exercises.isEmpty {
            let items = exercises.map { exercise in
                "<li><a href=\"\(href(.exercise(exercise.id)))\">\(escape(exercise.title[language]))</a></li>"
            }
            parts += [
                titled(Self.exercisesWord),
                "<ol class=\"exercise-list\">\n\(items.joined(separator: "\n"))\n</ol>",
            ]
        }
        if !catalogue.operatorFamilies.isEmpty {
            let items = catalogue.operatorFamilies.map { family in
                "<li><a href=\"\(href(.lesson(family.id)))\">\(escape(family.title[language]))</a>"
                    + "<span class=\"summary\">\(escape(family.summary[language]))</span></li>"
            }
            parts += [
                titled(Self.operatorsWord),
                "<ul class=\"operator-list\">\n\(items.joined(separator: "\n"))\n</ul>",
            ]
        }
        parts += [
            titled(Self.referenceWord),
            "<ul class=\"page-list\">\n\(references.joined(separator: "\n"))\n</ul>",
        ]
        return parts.joined(separator: "\n")
    }

    private func escape(_ text: String) -> String {
        MarkupEscaping.escape(text)
    }

    private static let lessonsWord = Localized(ko: "레슨", en: "Lessons")
    private static let referenceWord = Localized(ko: "참고", en: "Reference")
    private static let operatorsWord = Localized(ko: "연산자 레퍼런스", en: "Operator reference")
    private static let exercisesWord = Localized(ko: "연습 문제", en: "Exercises")
    private static let tagline = Localized(
        ko:
            "RxCocoa의 커스텀 익스텐션(Binder, ControlProperty, ControlEvent, DelegateProxy)을 가상 시간에서 실행하며 마블 다이어그램으로 배웁니다.",
        en:
            "Learn RxCocoa's custom extensions (Binder, ControlProperty, ControlEvent, DelegateProxy) by running them in virtual time and seeing every stream as a marble diagram."
    )
}
