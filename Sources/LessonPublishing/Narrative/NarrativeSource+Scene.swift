import LessonKit
import Markdown

extension NarrativeSource {
    /// The part of the narrative that tells the scene `id`, in each language read: what
    /// `lessons run <id> --scene NAME` shows. Nil when a language does not show the scene.
    ///
    /// The part is the heading of the scene's section (the nearest heading above it), then the blocks
    /// since that heading or since the scene before it, whichever is later (the text and code that lead
    /// up to the scene), the scene, and the blocks after it up to the next scene or heading (what the
    /// text says of what happened). A scene shown inside a list or a quote counts as the top-level block
    /// that holds it.
    package func excerpt(showingScene id: String) -> NarrativeSource? {
        var excerpts: [Language: MarkdownDocument] = [:]
        for (language, document) in documents {
            guard let blocks = Self.excerpt(of: document.blocks, showingScene: id) else { return nil }
            excerpts[language] = MarkdownDocument(blocks: blocks)
        }
        return NarrativeSource(page: page, documents: excerpts, regions: regions)
    }

    /// The blocks of `blocks` that tell the scene `id` (see `excerpt(showingScene:)`).
    static func excerpt(of blocks: [MarkdownBlock], showingScene id: String) -> [MarkdownBlock]? {
        let scenes = blocks.map { block in
            MarkdownDocument(blocks: [block]).directives.filter { $0.name == "scene" }.compactMap(\.argument)
        }
        guard let index = scenes.firstIndex(where: { $0.contains(id) }) else { return nil }
        func isHeading(_ block: MarkdownBlock) -> Bool {
            if case .heading = block { return true }
            return false
        }
        let heading = blocks[..<index].lastIndex(where: isHeading)
        let previousScene = scenes[..<index].lastIndex { !$0.isEmpty }
        let start = max(heading.map { $0 + 1 } ?? 0, previousScene.map { $0 + 1 } ?? 0)
        let after = blocks.indices.dropFirst(index + 1)
        let end = after.first { isHeading(blocks[$0]) || !scenes[$0].isEmpty } ?? blocks.endIndex
        return (heading.map { [blocks[$0]] } ?? []) + blocks[start..<end]
    }
}
