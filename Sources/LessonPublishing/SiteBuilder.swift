import ExerciseKit
import Foundation
import LessonKit
import TextSupport

/// Builds the static site, in order: the manifest, the root's index and the shared files; then, while
/// the lessons run once per language, each language's index and its lesson, exercise and reference
/// pages. Where each file goes is `SitePage`'s layout (the manifest, `.rxsandbox-site`, lists it:
/// `SiteManifest`); the index pages are `SiteIndex`'s, the navigation bar and the links between pages
/// `SiteNavigation`'s. A lesson page lists the exercises that practise what it teaches and links the
/// lessons before and after it (`rel="prev"`, `rel="next"`). The site is self-contained (no external
/// URL, font, script or style sheet) and links only by relative paths, so it works from `file://` and
/// any static host.
///
/// The output is deterministic: the same catalogue, the same files, byte for byte. A site is made
/// only from a catalogue whose ids are sound and whose lessons all pass. Writing it is the command
/// line's business (`lessons site` replaces a folder as a whole, and only one that is empty or holds a
/// site it made, which `markerPath` tells).
package struct SiteBuilder {
    package let catalogue: LessonCatalogue
    package let exercises: [Exercise]
    /// The folder the exercises' tasks are read from.
    private let exerciseFolder: URL?

    package init(catalogue: LessonCatalogue, exercises: ExerciseCatalogue? = nil) {
        self.catalogue = catalogue
        self.exercises = exercises?.exercises ?? []
        exerciseFolder = exercises?.packageFolder
    }

    /// The navigation bar and the links between pages.
    private var navigation: SiteNavigation {
        SiteNavigation(catalogue: catalogue)
    }

    /// The index pages.
    private var index: SiteIndex {
        SiteIndex(catalogue: catalogue, exercises: exercises, navigation: navigation)
    }

    /// The file that marks a folder as a site `lessons site` generated: the site's manifest
    /// (`SiteManifest`).
    package static let markerPath = ".rxsandbox-site"

    /// The site's manifest, the marker file's contents.
    private var manifest: String {
        SiteManifest(
            lessons: catalogue.lessons.map { SitePage.lesson($0.id) },
            operators: catalogue.operatorFamilies.map { SitePage.lesson($0.id) },
            exercises: exercises.map { SitePage.exercise($0.id) },
            references: catalogue.pages.map { SitePage.reference($0.id) },
            assets: HTMLPage.assets.map(\.path)
        ).json
    }

    /// Every file of the site, by its path relative to the site's folder.
    package func files() throws -> [(path: String, contents: String)] {
        guard catalogue.problems.isEmpty else { throw SiteBuildError.unsoundCatalogue(catalogue.problems) }
        var files: [(String, String)] =
            [(Self.markerPath, manifest), (SitePage.home.fileName, index.rootPage())] + HTMLPage.assets
        // The narratives are read and parsed, and the code they show highlighted (once for both
        // languages), on the other cores while the lessons run here, one at a time, on the main
        // thread (where UI code runs).
        let library = try CodeRegionIndex(files: catalogue.libraryCode)
        let sources = BackgroundWork { [catalogue] in
            catalogue.allLessons.concurrentMap { lesson in
                Result { () throws(LessonSourceError) in
                    let source = try NarrativeSource(lesson: lesson, library: library)
                    return (source: source, code: HighlightedCode(source))
                }
            }
        }
        let pageNarratives = try catalogue.pages.map { try Narrative(page: $0) }
        let tasks = try Language.allCases.map { language in
            try exercises.map { exercise throws(LessonSourceError) in
                try ExerciseTask(
                    exercise, language: language, root: exerciseFolder ?? URL(fileURLWithPath: "."))
            }
        }
        // Each lesson runs once per language (its user's actions and printed lines are in the page's),
        // here on the main thread; a language's pages are made on another core while the next
        // language's lessons run: making them only reads.
        var failing: [String] = []
        var languages: [BackgroundWork<[(String, String)]>] = []
        for language in Language.allCases {
            let reports = catalogue.allLessons.map { LessonRunner.run($0, language: language) }
            failing += reports.filter { !$0.passed }.map { "\($0.lesson.id) (\(language.rawValue))" }
            guard failing.isEmpty else { continue }
            let lessonSources = try sources.value.map { try $0.get() }
            let narratives = try zip(lessonSources, reports).map { source, report in
                try Narrative(source.source, scenes: report.scenes)
            }
            let code = lessonSources.map(\.code)
            languages.append(
                BackgroundWork {
                    pages(
                        language, reports: reports, narratives: narratives, code: code,
                        pageNarratives: pageNarratives,
                        tasks: tasks[Language.allCases.firstIndex(of: language)!])
                })
        }
        guard failing.isEmpty else { throw SiteBuildError.failingLessons(failing) }
        files += languages.flatMap(\.value)
        return files
    }

    // MARK: Pages

    /// The pages of one language: its index, a page per lesson and per operator family (`code`: each
    /// one's regions, highlighted), the reference pages.
    private func pages(
        _ language: Language, reports: [LessonReport], narratives: [Narrative], code: [HighlightedCode],
        pageNarratives: [Narrative], tasks: [ExerciseTask]
    ) -> [(String, String)] {
        var files: [(String, String)] = []
        files.append((SitePage.index.path(in: language), index.page(language)))
        // The lesson pages at once, on every core that is free.
        files += Array(zip(reports, zip(narratives, code))).concurrentMap { report, resolved in
            let (narrative, code) = resolved
            return (
                SitePage.lesson(report.lesson.id).path(in: language),
                lessonPage(language, report: report, narrative: narrative, code: code)
            )
        }
        for task in tasks {
            files.append((SitePage.exercise(task.exercise.id).path(in: language), exercisePage(task)))
        }
        for (page, narrative) in zip(catalogue.pages, pageNarratives) {
            files.append(
                (
                    SitePage.reference(page.id).path(in: language),
                    referencePage(page, narrative: narrative, language: language)
                ))
        }
        return files
    }

    /// The page of the lesson `report` ran, told by `narrative`, its code regions highlighted (`code`).
    private func lessonPage(
        _ language: Language, report: LessonReport, narrative: Narrative, code: HighlightedCode
    ) -> String {
        let id = report.lesson.id
        var page = LessonPage(language: language)
        page.navigation = navigation.bar(language, current: .lesson(id))
        page.neighbours = catalogue.neighbours(of: id)
        page.pageLinks = navigation.pageLinks(from: .lesson(id))
        page.assetsPath = SitePage.assetsFromLanguageFolder
        page.highlightedCode = code
        page.exercises = exercises.filter { $0.lesson == id }.map {
            (href: SitePage.exercise($0.id).fileName, title: $0.title[language])
        }
        return page.render(report, narrative: narrative)
    }

    /// The page of an exercise's task; with `check`, the verdict of the answer it checked too.
    private func exercisePage(_ task: ExerciseTask, check: ExerciseCheck? = nil) -> String {
        let sitePage = SitePage.exercise(task.exercise.id)
        var page = ExercisePage(
            language: task.language, navigation: navigation.bar(task.language, current: sitePage),
            pageLinks: navigation.pageLinks(from: nil))
        page.check = check
        return page.render(task)
    }

    /// One page of the site in `language`, made alone, as `files()` makes it: a lesson's page (the
    /// lesson run once), or an exercise's page, which with `checked` also shows the verdict of the
    /// answer linked in (what `lessons serve` shows when the learner saves their code). `nil` for a
    /// page the catalogue does not have, or of another kind.
    package func page(_ page: SitePage, in language: Language, checked: Bool = false) throws -> String? {
        guard catalogue.problems.isEmpty else { throw SiteBuildError.unsoundCatalogue(catalogue.problems) }
        switch page {
        case .lesson(let id):
            guard let lesson = catalogue.lesson(id: id) else { return nil }
            let library = try CodeRegionIndex(files: catalogue.libraryCode)
            let source = try NarrativeSource(lesson: lesson, library: library)
            let report = LessonRunner.run(lesson, language: language)
            let narrative = try Narrative(source, scenes: report.scenes)
            return lessonPage(language, report: report, narrative: narrative, code: HighlightedCode(source))
        case .exercise(let id):
            guard let exercise = exercises.first(where: { $0.id == id }) else { return nil }
            let task = try ExerciseTask(
                exercise, language: language, root: exerciseFolder ?? URL(fileURLWithPath: "."))
            return exercisePage(task, check: checked ? ExerciseCheck(exercise, language: language) : nil)
        case .home, .index, .reference:
            return nil
        }
    }

    private func referencePage(_ page: ReferencePage, narrative: Narrative, language: Language) -> String {
        let body = NarrativeHTML(
            language: language, title: page.title[language], idPrefix: page.id,
            pageLinks: navigation.pageLinks(from: .reference(page.id))
        ).render(narrative)
        return HTMLPage(
            language: language, title: "\(page.title[language]) · RxSandbox",
            navigation: navigation.bar(language, current: .reference(page.id)), main: body,
            assetsPath: SitePage.assetsFromLanguageFolder
        ).html
    }

    private func escape(_ text: String) -> String {
        MarkupEscaping.escape(text)
    }
}

/// Why a site was not built.
package enum SiteBuildError: Error, Equatable, CustomStringConvertible {
    /// The catalogue's ids are not sound (see `LessonCatalogue.problems`).
    case unsoundCatalogue([String])
    /// These lessons do not pass their check, each followed by the language it failed in:
    /// `todo-app (ko)`.
    case failingLessons([String])

    package var description: String {
        switch self {
        case .unsoundCatalogue(let problems):
            return "the catalogue can't be published: " + problems.joined(separator: "; ")
        case .failingLessons(let ids):
            return
                "these lessons do not run as expected, so the site is not built: \(ids.joined(separator: ", ")) "
                + "(run 'lessons check --lang LANG', with the language in brackets, to see why)"
        }
    }
}
