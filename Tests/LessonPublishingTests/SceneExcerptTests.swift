import LessonKit
import LessonPublishing
import Markdown
import Testing

@Suite("A scene's part of a narrative: what 'lessons run <id> --scene NAME' shows")
struct SceneExcerptTests {
    static let text = """
        # Title

        Intro.

        ## First

        Before one.

        {{code one}}

        {{scene one}}

        Between.

        {{scene two}}

        After two.

        - a list after two

        ### Deeper

        Before three.

        > {{scene three}}

        After three.

        ## Second

        Later.
        """

    /// The excerpt of `scene`, each top-level block told by a word: its text, or the directive.
    static func excerpt(_ scene: String) -> [String]? {
        let source = NarrativeSource(page: "lesson x", texts: [.en: text], regions: CodeRegionIndex())
        return source.excerpt(showingScene: scene)?.documents[.en]?.blocks.map { block in
            switch block {
            case .heading(_, let content), .paragraph(let content): return content.plainText
            case .directive(let name, let argument): return "{{\(name) \(argument ?? "")}}"
            case .bulletList: return "list"
            case .blockquote: return "quote"
            default: return "other"
            }
        }
    }

    @Test("the first scene of a section: its heading, what leads up to it, the text up to the next scene")
    func firstScene() {
        #expect(Self.excerpt("one") == ["First", "Before one.", "{{code one}}", "{{scene one}}", "Between."])
    }

    @Test("a later scene starts after the scene before it, and runs up to the next heading")
    func laterScene() {
        #expect(Self.excerpt("two") == ["First", "Between.", "{{scene two}}", "After two.", "list"])
    }

    @Test("a scene in a quote counts as the quote; a deeper heading is its section's")
    func nestedScene() {
        #expect(Self.excerpt("three") == ["Deeper", "Before three.", "quote", "After three."])
    }

    @Test("a scene the narrative does not show has no excerpt")
    func missingScene() {
        #expect(Self.excerpt("four") == nil)
    }
}
