import LessonKit
import Marbles
import Markdown

/// A narrative as HTML, each directive as what it stands for: highlighted code, a scene's section, a
/// diagram. Each heading below the title ends with a link to itself, a long narrative has a table of
/// contents under its title (`PageNavigation.tableOfContents`), and a code span that names another
/// page of the site (`pageLinks`) links to it.
struct NarrativeHTML {
    var language: Language
    /// The page's title, in its language (what the diagrams' accessible names start with).
    var title: String
    /// The prefix of the ids of the page's diagrams: the id of its lesson or page.
    var idPrefix: String
    /// The pages a code span links to when its whole text is their id: id → relative path. Empty for a
    /// page on its own, which links to no other page.
    var pageLinks: [String: String] = [:]
    /// Whether a traced scene's chain view draws every node and the steps inside each construct
    /// (`lessons run --whole-chain --html`).
    var wholeChain = false
    /// The narrative's code regions, highlighted ahead (the site highlights each region once).
    var highlightedCode = HighlightedCode()

    func render(_ narrative: Narrative) -> String {
        var diagrams = 0
        let renderer = HTMLMarkdownRenderer(
            codeLinks: pageLinks, headingAnchorTitle: PageNavigation.anchorWord[language])
        let (html, headings) = renderer.renderWithHeadings(narrative.document(in: language)) {
            name, argument in
            switch narrative.content(name, argument) {
            case .code(let code):
                return "<pre><code class=\"language-swift\">\(highlightedCode.html(code))</code></pre>"
            case .scene(let scene):
                return SceneSection(
                    language: language, idPrefix: "\(idPrefix)-\(scene.sceneID)",
                    title: "\(title) · \(ReportWords.scene[language]) \(scene.sceneID)", lessonID: idPrefix,
                    wholeChain: wholeChain
                ).html(scene)
            case .marbles(let diagram, let timeline):
                diagrams += 1
                return DiagramFigure(
                    language: language, idPrefix: "\(idPrefix)-diagram-\(diagrams)", title: diagram,
                    description: Self.diagramDescription[language] + diagram, scrubbed: false
                ).html(ReportWords.namingPlainErrors(timeline, in: language))
            case nil:
                return nil
            }
        }
        // The table of contents goes under the title.
        let contents = PageNavigation.tableOfContents(headings, language: language)
        guard !contents.isEmpty, let titleEnd = html.firstRange(of: "</h1>") else { return html }
        return html[..<titleEnd.upperBound] + "\n" + contents + html[titleEnd.upperBound...]
    }

    private static let diagramDescription = Localized(ko: "마블 다이어그램: ", en: "Marble diagram: ")
}
