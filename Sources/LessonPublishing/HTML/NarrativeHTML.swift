import LessonKit
import Marbles
import Markdown

/// A narrative as HTML, each directive as what it stands for: highlighted code, a scene's section, a
/// diagram.
struct NarrativeHTML {
    var language: Language
    /// The page's title, in its language (what the diagrams' accessible names start with).
    var title: String
    /// The prefix of the ids of the page's diagrams.
    var idPrefix: String

    func render(_ narrative: Narrative) -> String {
        var diagrams = 0
        return HTMLMarkdownRenderer().render(narrative.document(in: language)) { name, argument in
            switch narrative.content(name, argument) {
            case .code(let code):
                return "<pre><code class=\"language-swift\">\(SwiftHighlighter.html(code))</code></pre>"
            case .scene(let scene):
                return SceneSection(
                    language: language, idPrefix: "\(idPrefix)-\(scene.sceneID)",
                    title: "\(title) · \(ReportWords.scene[language]) \(scene.sceneID)"
                ).html(scene)
            case .marbles(let diagram, let timeline):
                diagrams += 1
                return DiagramFigure(
                    language: language, idPrefix: "\(idPrefix)-diagram-\(diagrams)", title: diagram,
                    description: Self.diagramDescription[language] + diagram, scrubbed: false
                ).html(timeline)
            case nil:
                return nil
            }
        }
    }

    private static let diagramDescription = Localized(ko: "마블 다이어그램: ", en: "Marble diagram: ")
}
