import LessonKit
import Marbles
import Markdown
import TextSupport

/// A lesson's report as an HTML page: the narrative, with each `{{code NAME}}` as highlighted code,
/// each `{{scene NAME}}` as the scene's section (SVG diagram, time scrubber, UI state, expectations,
/// events), and each `{{marbles DIAGRAM}}` as a diagram.
///
/// On its own (`lessons run ID --html FILE`) the page links to no other page: it has no navigation
/// bar, no links to the previous and next lessons, and a code span naming another lesson stays plain
/// code (there is no site around it to link to). Its table of contents and heading anchors, which
/// link within the page, work everywhere. On the site, `navigation`, `neighbours` and `pageLinks`
/// link it to the rest.
package struct LessonPage {
    /// The language of the page.
    package var language: Language
    /// The navigation bar's links, as HTML (empty on its own).
    var navigation: String = ""
    /// The lessons before and after this one in teaching order, linked at the end of the page; `nil`
    /// on its own (no links).
    var neighbours: (previous: Lesson?, next: Lesson?)?
    /// The pages a code span links to when its whole text is their id (see `NarrativeHTML`).
    var pageLinks: [String: String] = [:]
    /// Where the site's style sheet and script are (`../assets/`); `nil` to inline them.
    var assetsPath: String?
    /// The lesson's code regions, highlighted ahead (the site highlights each region once for both
    /// languages' pages); by default each is highlighted as the page shows it.
    var highlightedCode = HighlightedCode()
    /// The exercises that practise what the lesson teaches: each page's path and title (none on its
    /// own).
    var exercises: [(href: String, title: String)] = []
    /// Whether a traced scene's chain view draws every node and the steps inside each construct
    /// (`lessons run --whole-chain --html`).
    package var wholeChain = false

    package init(language: Language) {
        self.language = language
    }

    /// The page of `report`, told by `narrative` (the lesson's narrative, resolved with that run).
    package func render(_ report: LessonReport, narrative: Narrative) -> String {
        let lesson = report.lesson
        let body = NarrativeHTML(
            language: language, title: lesson.title[language], idPrefix: lesson.id, pageLinks: pageLinks,
            wholeChain: wholeChain, highlightedCode: highlightedCode
        ).render(narrative)
        let verdict =
            report.passed
            ? "<p class=\"ok\">✓ \(MarkupEscaping.escape(ReportWords.passed[language]))</p>"
            : "<p class=\"bad\">✗ \(MarkupEscaping.escape(ReportWords.failed[language]))</p>"
        // The summary goes under the narrative's title.
        let summary = "<p class=\"summary\">\(MarkupEscaping.escape(lesson.summary[language]))</p>"
        var main: String
        if let titleEnd = body.firstRange(of: "</h1>") {
            main =
                body[..<titleEnd.upperBound] + "\n" + summary + body[titleEnd.upperBound...] + "\n" + verdict
        } else {
            main = summary + "\n" + body + "\n" + verdict
        }
        if !exercises.isEmpty {
            let items = exercises.map {
                "<li><a href=\"\(MarkupEscaping.escape($0.href))\">\(MarkupEscaping.escape($0.title))</a></li>"
            }
            main +=
                "\n<section class=\"practice\"><h2>\(MarkupEscaping.escape(Self.practiceWord[language]))</h2>\n"
                + "<p>\(MarkupEscaping.escape(Self.practiceIntro[language]))</p>\n"
                + "<ul class=\"exercise-links\">\(items.joined())</ul></section>"
        }
        if let neighbours {
            main +=
                "\n"
                + PageNavigation.pager(
                    previous: neighbours.previous, next: neighbours.next, language: language)
        }
        return HTMLPage(
            language: language, title: "\(lesson.title[language]) · RxSandbox", navigation: navigation,
            main: main, assetsPath: assetsPath
        ).html
    }

    private static let practiceWord = Localized(ko: "연습 문제", en: "Practice")
    private static let practiceIntro = Localized(
        ko: "직접 써 보고, 가상 시간의 시나리오로 확인하세요:", en: "Write it yourself, and check it in virtual time:")
}
