/// Verifies a lesson: it runs every scene (each must meet its expectations and leak nothing), and
/// checks that its narratives are complete in both languages and show only code regions and scenes
/// that exist — every scene at least once in each language.
public enum LessonChecker {
    /// Everything wrong with `lesson`, one message each; empty when it passes.
    public static func problems(of lesson: Lesson) -> [String] {
        let report = LessonRunner.run(lesson)
        var problems = report.scenes.flatMap { scene in scene.problems.map { "scene \(scene.sceneID): \($0)" }
        }
        do {
            let sources = try LessonSources(lesson)
            for language in Language.allCases {
                problems += narrativeProblems(
                    sources.narrative(language), language: language, lesson: lesson, sources: sources,
                    scenes: report.scenes)
            }
            let directives = Language.allCases.map {
                MarkdownDocument(parsing: sources.narrative($0)).directives
            }
            if Set(directives.map { $0.map(\.text) }).count > 1 {
                problems.append(
                    "ko.md and en.md show different code and scenes: "
                        + Language.allCases.enumerated().map { index, language in
                            "\(language.rawValue).md: " + directives[index].map(\.text).joined(separator: " ")
                        }.joined(separator: "; ")
                        + ". Each language tells the same lesson: show the same ones, in order.")
            }
        } catch {
            problems.append("\(error)")
        }
        return problems
    }

    /// What is wrong with one narrative: a missing title, unknown directives, scenes never shown.
    static func narrativeProblems(
        _ text: String, language: Language, lesson: Lesson, sources: LessonSources, scenes: [SceneReport]
    ) -> [String] {
        let document = MarkdownDocument(parsing: text)
        var problems: [String] = []
        guard case .heading(level: 1, _)? = document.blocks.first else {
            return ["\(language.rawValue).md: the narrative must start with a `# title` heading"]
        }
        var shownScenes: Set<String> = []
        for block in document.allBlocks {
            guard case .directive(let name, let argument) = block else { continue }
            do {
                let resolved = try NarrativeDirective.resolve(
                    name, argument, page: "lesson \(lesson.id)", regions: sources.regions,
                    regionNames: sources.regionNames, scenes: scenes)
                if case .scene(let scene) = resolved { shownScenes.insert(scene.sceneID) }
            } catch {
                problems.append("\(language.rawValue).md: \(error)")
            }
        }
        for scene in lesson.scenes where !shownScenes.contains(scene.id) {
            problems.append(
                "\(language.rawValue).md: the scene `\(scene.id)` is never shown (`{{scene \(scene.id)}}`)")
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
