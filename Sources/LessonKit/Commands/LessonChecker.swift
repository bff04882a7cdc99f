import Foundation

/// Verifies a lesson: it runs every scene (each must meet its expectations and leak nothing), and
/// checks that its narratives are complete in both languages and show only code regions and scenes
/// that exist — every scene exactly once in each language. Verifies a reference page's narratives
/// the same way.
public enum LessonChecker {
    /// Everything wrong with `lesson`, one message each; empty when it passes.
    public static func problems(of lesson: Lesson) -> [String] {
        let report = LessonRunner.run(lesson)
        var problems = report.scenes.flatMap { scene in scene.problems.map { "scene \(scene.sceneID): \($0)" }
        }
        do {
            let sources = try LessonSources(lesson)
            problems += narrativeProblems(
                sources.narratives, page: "lesson \(lesson.id)", regions: sources.regions,
                regionNames: sources.regionNames, scenes: report.scenes)
        } catch {
            problems.append("\(error)")
        }
        return problems
    }

    /// Everything wrong with the narratives of `page`, one message each; empty when it passes.
    public static func problems(of page: ReferencePage) -> [String] {
        guard let folder = page.narrativeFolder else {
            return ["page \(page.id): the catalogue was made without a narrative folder"]
        }
        do {
            return narrativeProblems(
                try LessonSources.narratives(in: folder), page: "page \(page.id)", regions: [:],
                regionNames: [],
                scenes: [])
        } catch {
            return ["\(error)"]
        }
    }

    /// What is wrong with the narratives of a page: a missing title, directives that name nothing,
    /// scenes not shown exactly once, and the two languages showing different things.
    static func narrativeProblems(
        _ narratives: [Language: String], page: String, regions: [String: String], regionNames: [String],
        scenes: [SceneReport]
    ) -> [String] {
        var problems: [String] = []
        for language in Language.allCases {
            let file = "\(language.rawValue).md"
            let document = MarkdownDocument(parsing: narratives[language] ?? "")
            guard case .heading(level: 1, _)? = document.blocks.first else {
                problems.append("\(file): the narrative must start with a `# title` heading")
                continue
            }
            var shown: [String] = []
            for directive in document.directives {
                do {
                    let resolved = try NarrativeDirective.resolve(
                        directive.name, directive.argument, page: page, regions: regions,
                        regionNames: regionNames,
                        scenes: scenes)
                    if case .scene(let scene) = resolved { shown.append(scene.sceneID) }
                } catch {
                    problems.append("\(file): \(error)")
                }
            }
            for scene in scenes.map(\.sceneID) {
                switch shown.filter({ $0 == scene }).count {
                case 0: problems.append("\(file): the scene `\(scene)` is never shown (`{{scene \(scene)}}`)")
                case 1: break
                default: problems.append("\(file): the scene `\(scene)` is shown more than once")
                }
            }
        }
        let directives = Language.allCases.map { MarkdownDocument(parsing: narratives[$0] ?? "").directives }
        if Set(directives.map { $0.map(\.text) }).count > 1 {
            problems.append(
                "ko.md and en.md show different things: "
                    + Language.allCases.enumerated().map { index, language in
                        "\(language.rawValue).md: " + directives[index].map(\.text).joined(separator: " ")
                    }.joined(separator: "; ")
                    + ". Each language tells the same lesson: show the same ones, in order.")
        }
        return problems
    }
}

extension MarkdownDocument {
    /// The directives, in document order.
    var directives: [(name: String, argument: String?, text: String)] {
        allBlocks.compactMap { block in
            guard case .directive(let name, let argument) = block else { return nil }
            return (
                name, argument, "{{" + ([name] + (argument.map { [$0] } ?? [])).joined(separator: " ") + "}}"
            )
        }
    }

    /// Every block, nested ones (in lists and quotes) included, in document order.
    var allBlocks: [MarkdownBlock] {
        func flatten(_ blocks: [MarkdownBlock]) -> [MarkdownBlock] {
            blocks.flatMap { block -> [MarkdownBlock] in
                switch block {
                case .bulletList(let items), .orderedList(_, let items):
                    return [block] + items.flatMap(flatten)
                case .blockquote(let inner): return [block] + flatten(inner)
                default: return [block]
                }
            }
        }
        return flatten(blocks)
    }
}
