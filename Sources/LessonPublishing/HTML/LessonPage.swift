import LessonKit
import Marbles
import Markdown
import TextSupport

/// A lesson's report as an HTML page: the narrative, with each `{{code NAME}}` as highlighted code,
/// each `{{scene NAME}}` as the scene's section (SVG diagram, time scrubber, UI state, expectations,
/// events), and each `{{marbles DIAGRAM}}` as a diagram.
///
/// On its own (`lessons run ID --html FILE`) the page has no navigation; on the site, `navigation`
/// links it to the rest.
package struct LessonPage {
    /// The language of the page.
    package var language: Language
    /// The navigation bar's links, as HTML (empty on its own).
    var navigation: String = ""
    /// Where the site's style sheet and script are (`../assets/`); `nil` to inline them.
    var assetsPath: String?

    package init(language: Language) {
        self.language = language
    }

    /// The page of `report`, told by `narrative` (the lesson's narrative, resolved with that run).
    package func render(_ report: LessonReport, narrative: Narrative) -> String {
        let lesson = report.lesson
        let body = NarrativeHTML(
            language: language, title: lesson.title[language], idPrefix: lesson.id
        ).render(narrative)
        let verdict =
            report.passed
            ? "<p class=\"ok\">✓ \(MarkupEscaping.escape(ReportWords.passed[language]))</p>"
            : "<p class=\"bad\">✗ \(MarkupEscaping.escape(ReportWords.failed[language]))</p>"
        // The summary goes under the narrative's title.
        let summary = "<p class=\"summary\">\(MarkupEscaping.escape(lesson.summary[language]))</p>"
        let main: String
        if let titleEnd = body.firstRange(of: "</h1>") {
            main =
                body[..<titleEnd.upperBound] + "\n" + summary + body[titleEnd.upperBound...] + "\n" + verdict
        } else {
            main = summary + "\n" + body + "\n" + verdict
        }
        return HTMLPage(
            language: language, title: "\(lesson.title[language]) · RxSandbox", navigation: navigation,
            main: main, assetsPath: assetsPath
        ).html
    }
}
