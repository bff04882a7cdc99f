import Foundation
import Marbles

/// Builds the static site: for each language, an index of the lessons in teaching order, a page per
/// lesson and a page per reference page; and a root page that opens either language.
///
/// Layout: `index.html`, `en/index.html`, `en/<lesson>.html`, `en/<page>.html`, the same under `ko/`,
/// and `assets/` (the pages' style sheet and script). The site is self-contained (no external URL,
/// font, script or style sheet) and links only by relative paths, so it works from `file://` and any
/// static host. The output is
/// deterministic, and written atomically: the site is built in a temporary folder, then moved into
/// place; if anything fails, the previous site stays as it was.
public struct SiteBuilder {
    public let catalogue: LessonCatalogue

    public init(catalogue: LessonCatalogue) {
        self.catalogue = catalogue
    }

    /// Every file of the site, by its path relative to the site's folder.
    public func files() throws -> [(path: String, contents: String)] {
        var files: [(String, String)] = [("index.html", rootPage())] + HTMLPage.assets
        let reports = catalogue.lessons.map(LessonRunner.run)
        let sources = try catalogue.lessons.map(LessonSources.init)
        for language in Language.allCases {
            let folder = language.rawValue
            files.append(("\(folder)/index.html", indexPage(language)))
            for (report, lessonSources) in zip(reports, sources) {
                var page = LessonPage(language: language)
                page.navigation = navigation(language, current: report.lesson.id)
                page.assetsPath = "../assets/"
                files.append(
                    ("\(folder)/\(report.lesson.id).html", try page.render(report, sources: lessonSources)))
            }
            for page in catalogue.pages {
                files.append(("\(folder)/\(page.id).html", try referencePage(page, language: language)))
            }
        }
        return files
    }

    /// Writes the site into the folder at `path`, replacing what was there only once all of it is built.
    public func build(into path: String) throws {
        let files = try files()
        try AtomicDirectory.replace(at: path) { folder in
            for (relativePath, contents) in files {
                let url = folder.appendingPathComponent(relativePath)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(contents.utf8).write(to: url)
            }
        }
    }

    // MARK: Pages

    private func rootPage() -> String {
        let lists = Language.allCases.map { language in
            """
            <section lang="\(language.rawValue)">
            <h2><a href="\(language.rawValue)/index.html">\(escape(Self.languageName[language]))</a></h2>
            \(lessonList(language, folder: "\(language.rawValue)/"))
            </section>
            """
        }
        let main = """
            <h1>RxSandbox</h1>
            <p class="summary">\(escape(Self.tagline[.ko]))<br>\(escape(Self.tagline[.en]))</p>
            \(lists.joined(separator: "\n"))
            """
        return HTMLPage(language: .en, title: "RxSandbox", navigation: "", main: main, assetsPath: "assets/")
            .html
    }

    private func indexPage(_ language: Language) -> String {
        let pages = catalogue.pages.map {
            "<li><a href=\"\($0.id).html\">\(escape($0.title[language]))</a></li>"
        }
        let main = """
            <h1>RxSandbox</h1>
            <p class="summary">\(escape(Self.tagline[language]))</p>
            <h2>\(escape(Self.lessonsWord[language]))</h2>
            \(lessonList(language, folder: ""))
            <h2>\(escape(Self.referenceWord[language]))</h2>
            <ul>
            \(pages.joined(separator: "\n"))
            </ul>
            """
        return HTMLPage(
            language: language, title: "RxSandbox", navigation: navigation(language, current: "index"),
            main: main, assetsPath: "../assets/"
        ).html
    }

    private func lessonList(_ language: Language, folder: String) -> String {
        let items = catalogue.lessons.map { lesson in
            "<li><a href=\"\(folder)\(lesson.id).html\">\(escape(lesson.title[language]))</a>"
                + "<span class=\"summary\">\(escape(lesson.summary[language]))</span></li>"
        }
        return "<ol class=\"lesson-list\">\n\(items.joined(separator: "\n"))\n</ol>"
    }

    private func referencePage(_ page: ReferencePage, language: Language) throws -> String {
        guard let folder = page.narrativeFolder else {
            throw LessonSourceError.unreadable(
                path: "page \(page.id)", reason: "the catalogue was made without a narrative folder")
        }
        let narrative = try LessonSources.read(folder.appendingPathComponent("\(language.rawValue).md"))
        let body = try NarrativeHTML(language: language, page: "page \(page.id)", idPrefix: page.id)
            .render(narrative, regions: [:], regionNames: [], scenes: [])
        return HTMLPage(
            language: language, title: "\(page.title[language]) · RxSandbox",
            navigation: navigation(language, current: page.id), main: body, assetsPath: "../assets/"
        ).html
    }

    /// The navigation bar of a page of `language` whose file is `current.html`: home, the reference
    /// pages, and the same page in the other language.
    private func navigation(_ language: Language, current: String) -> String {
        let other: Language = language == .ko ? .en : .ko
        var links = ["<a class=\"home\" href=\"index.html\">RxSandbox</a>"]
        links += catalogue.pages.map { "<a href=\"\($0.id).html\">\(escape($0.title[language]))</a>" }
        links.append(
            "<a href=\"../\(other.rawValue)/\(current).html\" hreflang=\"\(other.rawValue)\" lang=\"\(other.rawValue)\">"
                + "\(escape(Self.languageName[other]))</a>")
        return links.joined(separator: " ")
    }

    private func escape(_ text: String) -> String {
        MarkupEscaping.escape(text)
    }

    private static let languageName = Localized(ko: "한국어", en: "English")
    private static let lessonsWord = Localized(ko: "레슨", en: "Lessons")
    private static let referenceWord = Localized(ko: "참고", en: "Reference")
    private static let tagline = Localized(
        ko:
            "RxCocoa의 커스텀 익스텐션(Binder, ControlProperty, ControlEvent, DelegateProxy)을 가상 시간에서 실행하며 마블 다이어그램으로 배웁니다.",
        en:
            "Learn RxCocoa's custom extensions (Binder, ControlProperty, ControlEvent, DelegateProxy) by running them in virtual time and seeing every stream as a marble diagram."
    )
}
