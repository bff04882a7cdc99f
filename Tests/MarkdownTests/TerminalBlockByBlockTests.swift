import Foundation
import Markdown
import Testing

/// The lessons' terminal report renders a narrative's top-level blocks each on its own, at once, and
/// stacks them: that must be exactly what rendering the whole document gives, for every narrative.
@Suite("Terminal Markdown: a document is its top-level blocks, rendered alone and stacked")
struct TerminalBlockByBlockTests {
    /// Every narrative of the lessons, and a document with each kind of block.
    static let documents: [String] = {
        let narratives = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Lessons/Narratives")
        let paths = (FileManager.default.subpaths(atPath: narratives.path) ?? []).filter {
            $0.hasSuffix(".md")
        }
        let texts = paths.sorted().compactMap {
            try? String(contentsOf: narratives.appendingPathComponent($0), encoding: .utf8)
        }
        return texts + [
            """
            # Title

            A paragraph with `code`, **strong** and *emphasis*, long enough to be wrapped at forty columns.

            - an item
              - a nested item
            1. first
            2. second

            > a quote
            > on two lines

            | a | b |
            | - | - |
            | 1 | 2 |

            ---

            ```swift
            let x = 1
            ```

            {{scene main}}

            {{empty}}
            """
        ]
    }()

    @Test("block by block equals the whole, with and without colour, at 80 and 40 columns")
    func blockByBlock() {
        #expect(Self.documents.count > 10, "the narratives were found")
        let directive = { (name: String, argument: String?) -> String? in
            name == "empty" ? "" : "[\(name) \(argument ?? "")]"
        }
        for text in Self.documents {
            let document = MarkdownDocument(parsing: text)
            for renderer in [
                TerminalMarkdownRenderer(width: 80, useColor: false),
                TerminalMarkdownRenderer(width: 40, useColor: true),
            ] {
                let whole = renderer.render(document, directive: directive)
                let stacked = renderer.stack(
                    document.blocks.map { renderer.lines(of: $0, directive: directive) })
                #expect(stacked == whole)
            }
        }
    }
}
