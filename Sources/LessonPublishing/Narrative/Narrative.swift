import LessonKit
import Marbles
import Markdown

/// A page's narrative in both languages (or in the one a report needs), parsed, with every directive
/// resolved: what the terminal report, the HTML page and the checker all read.
///
/// It is made in one step from the narrative's source (the texts, parsed, and the code regions the
/// page may show) and the scenes that ran. If any directive names nothing (a region or a scene the
/// page does not have, an unknown directive, a diagram that does not parse), making it throws a
/// `NarrativeError` with every such problem, one per file, then what makes it incomplete. What makes
/// a narrative incomplete without making it unreadable (no title, a scene not shown exactly once, the
/// two languages showing different things) is in `problems`, for the checker.
package struct Narrative {
    /// How messages name the page: `lesson custom-binder`, `page marble-syntax`.
    package let page: String
    private let documents: [Language: MarkdownDocument]
    private let contents: [MarkdownDocument.Directive: NarrativeContent]
    /// The ids of the scenes that ran, in order.
    private let sceneIDs: [String]

    /// Resolves the directives of `source` with the `scenes` that ran (see the type's contract).
    package init(_ source: NarrativeSource, scenes: [SceneReport]) throws(NarrativeError) {
        page = source.page
        documents = source.documents
        sceneIDs = scenes.map(\.sceneID)
        var contents: [MarkdownDocument.Directive: NarrativeContent] = [:]
        var errors: [String] = []
        for language in Language.allCases {
            guard let document = source.documents[language] else { continue }
            for directive in document.directives where contents[directive] == nil {
                do {
                    contents[directive] = try Self.resolve(
                        directive, page: page, regions: source.regions, scenes: scenes)
                } catch {
                    errors.append("\(language.rawValue).md: \(error)")
                }
            }
        }
        guard errors.isEmpty else {
            throw NarrativeError(messages: errors + Self.problems(of: documents, sceneIDs: sceneIDs))
        }
        self.contents = contents
    }

    /// The narrative in `language`.
    package func document(in language: Language) -> MarkdownDocument {
        documents[language] ?? MarkdownDocument(blocks: [])
    }

    /// What the directive `{{name argument}}` of the narrative stands for.
    package func content(_ name: String, _ argument: String?) -> NarrativeContent? {
        contents[MarkdownDocument.Directive(name: name, argument: argument)]
    }

    /// What is incomplete, one message each: a narrative without its title first (`LessonFiles` puts the
    /// `title:` of Swift there) or with a `# title` of its own after it, a scene not shown exactly
    /// once in each language, the two languages showing different things. Empty when it is complete.
    /// (A narrative read in one language is checked in that language only.)
    package var problems: [String] {
        Self.problems(of: documents, sceneIDs: sceneIDs)
    }

    /// What is incomplete in `documents`, whose page ran the scenes `sceneIDs` (see `problems`). Only the
    /// languages the narrative was read in are checked; whether the languages agree, only when it was
    /// read in all of them.
    private static func problems(of documents: [Language: MarkdownDocument], sceneIDs: [String]) -> [String] {
        let languages = Language.allCases.filter { documents[$0] != nil }
        var problems: [String] = []
        for language in languages {
            let file = "\(language.rawValue).md"
            let document = documents[language] ?? MarkdownDocument(blocks: [])
            // The title, read from Swift, is the first block; a `# …` of the file's own would be a second.
            guard case .heading(level: 1, _)? = document.blocks.first else {
                problems.append("\(file): the narrative must start with a `# title` heading")
                continue
            }
            if case .heading(level: 1, _)? = document.blocks.dropFirst().first {
                problems.append(
                    "\(file): starts with a `# title` of its own; the title is the `title:` in Swift (one home), "
                        + "so remove that line")
            }
            let shown = document.directives.filter { $0.name == "scene" }.compactMap(\.argument)
            for scene in sceneIDs {
                switch shown.filter({ $0 == scene }).count {
                case 0: problems.append("\(file): the scene `\(scene)` is never shown (`{{scene \(scene)}}`)")
                case 1: break
                default: problems.append("\(file): the scene `\(scene)` is shown more than once")
                }
            }
        }
        let directives = languages.map { documents[$0]?.directives.map(\.text) ?? [] }
        if languages == Language.allCases, Set(directives).count > 1 {
            problems.append(
                "ko.md and en.md show different things: "
                    + zip(languages, directives).map { language, texts in
                        "\(language.rawValue).md: " + texts.joined(separator: " ")
                    }.joined(separator: "; ")
                    + ". Each language tells the same lesson: show the same ones, in order.")
        }
        return problems
    }

    /// What `directive` stands for; a `LessonSourceError` that says what to fix when it names nothing.
    private static func resolve(
        _ directive: MarkdownDocument.Directive, page: String, regions: CodeRegionIndex, scenes: [SceneReport]
    ) throws(LessonSourceError) -> NarrativeContent {
        let argument = directive.argument
        switch directive.name {
        case "code":
            guard let region = argument.flatMap({ regions.regions[$0] }) else {
                throw .unknownRegion(name: argument ?? "", lesson: page, known: regions.names)
            }
            return .code(region)
        case "scene":
            guard let scene = scenes.first(where: { $0.sceneID == argument }) else {
                throw .unknownScene(name: argument ?? "", lesson: page, known: scenes.map(\.sceneID))
            }
            return .scene(scene)
        case "marbles":
            guard let diagram = argument else {
                throw .invalidDiagram(
                    page: page, reason: "`{{marbles}}` needs a diagram: `{{marbles --a--|}}`")
            }
            let kind: MarbleDiagram.Kind = diagram.contains("^") ? .hot : .cold
            do {
                let events = try Marbles.events(diagram, kind: kind, timing: MarbleTiming(ticksPerFrame: 10))
                let stream = MarbleStream(name: diagram, events: MarbleEvent.from(events))
                return .marbles(diagram: diagram, timeline: MarbleTimeline(streams: [stream]))
            } catch {
                throw .invalidDiagram(page: page, reason: "\(error)")
            }
        default:
            throw .unknownDirective(name: directive.name, lesson: page)
        }
    }
}

/// Why a narrative could not be resolved: every directive that names nothing, one message each,
/// prefixed by its file (`en.md: lesson custom-binder: the narrative shows …`).
package struct NarrativeError: Error, Equatable, CustomStringConvertible {
    package let messages: [String]

    package var description: String {
        messages.joined(separator: "\n")
    }
}
