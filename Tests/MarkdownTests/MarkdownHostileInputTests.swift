import Markdown
import RxTestSupport
import Testing

/// Input no lesson should contain, which must still parse and render without trapping, quickly.
@Suite("Markdown on hostile input")
struct MarkdownHostileInputTests {
    /// Parses and renders `source` every way, and returns the document.
    @discardableResult
    private func survive(_ source: String) -> MarkdownDocument {
        let document = MarkdownDocument(parsing: source)
        _ = TerminalMarkdownRenderer(width: 40, useColor: true).render(document) { _, _ in "directive" }
        _ = TerminalMarkdownRenderer(width: 3, useColor: false).render(document)
        _ = HTMLMarkdownRenderer().render(document) { _, _ in "<x>" }
        return document
    }

    @Test("empty and blank input is an empty document")
    func empty() {
        #expect(survive("").blocks.isEmpty)
        #expect(survive(" \n\t\n\r\n").blocks.isEmpty)
        #expect(TerminalMarkdownRenderer().render(MarkdownDocument(parsing: "")) == "")
        #expect(HTMLMarkdownRenderer().render(MarkdownDocument(parsing: "")) == "")
    }

    @Test(
        "unclosed fences, lone backticks and unbalanced markers",
        arguments: [
            "```", "```swift\nlet x = \"", "`", "``", "` `` ```", "**", "**a", "a**", "*_*_*_", "__a**b_*",
            "[", "]", "[]", "[](", "[a](", "![a](b)", "\\", "{{", "{{}}", "{{a}", ">", "-", "1.", "#", "|",
            "| - |",
            "|\n|-|", "\u{0}\u{1B}\u{7F}", "\r\r\r", "\u{301}", "e\u{301}*\u{301}*", "🇰🇷*🇰🇷*", "**`**`**",
        ])
    func small(source: String) {
        survive(source)
    }

    @Test("10,000 nested > stop nesting at the limit and keep the rest as text")
    func deeplyNestedQuotes() {
        let document = survive(String(repeating: ">", count: 10_000) + " deep")
        var depth = 0
        var blocks = document.blocks
        while case .blockquote(let inner)? = blocks.first {
            depth += 1
            blocks = inner
        }
        #expect(depth == MarkdownDocument.maximumNesting)
        #expect(blocks.first?.plainText.hasSuffix("> deep") == true)
        survive(String(repeating: "> ", count: 10_000) + "x")
        survive((1...300).map { String(repeating: ">", count: $0) }.joined(separator: "\n"))
    }

    @Test("deeply nested lists and emphasis stay within their limits")
    func deeplyNestedListsAndInlines() {
        survive(String(repeating: "- ", count: 5_000) + "x")
        survive((0..<500).map { String(repeating: "  ", count: $0) + "- item" }.joined(separator: "\n"))
        let emphasis = String(repeating: "*_", count: 5_000) + "x" + String(repeating: "_*", count: 5_000)
        let document = survive(emphasis)
        #expect(document.blocks.first.map { nesting(of: $0) } ?? 0 <= MarkdownDocument.maximumInlineNesting)
        survive(String(repeating: "[", count: 5_000) + "a" + String(repeating: "](b)", count: 5_000))
    }

    // Found by the fuzzer: a link's text nested emphasis as deeply as the limit allows, and the link
    // around it went one deeper.
    @Test(
        "a link counts towards the nesting limit, around emphasis and inside it",
        arguments: [
            "[" + String(repeating: "**", count: 20) + "x" + String(repeating: "**", count: 20) + "](b)",
            String(repeating: "**", count: 20) + "[x](b)" + String(repeating: "**", count: 20),
        ])
    func linksCountTowardsTheNestingLimit(source: String) {
        let document = survive(source)
        #expect(document.blocks.first.map { nesting(of: $0) } == MarkdownDocument.maximumInlineNesting)
    }

    @Test("long runs of markers are read quickly")
    func longRuns() {
        survive(String(repeating: "**a ", count: 3_000))
        survive(String(repeating: "a* ", count: 3_000))
        survive(String(repeating: "` `` ", count: 2_000))
        survive(String(repeating: "[a](", count: 2_000))
        survive(String(repeating: "\\", count: 10_000))
        survive(String(repeating: "|", count: 5_000) + "\n" + String(repeating: "-|", count: 5_000))
        survive(String(repeating: "가", count: 10_000))
    }

    @Test("10,000 lines of mixed constructs")
    func manyLines() {
        let lines = [
            "# h", "text *a*", "- item", "> quote", "```", "| a |", "| - |", "{{x y}}", "", "1. one",
        ]
        survive((0..<10_000).map { lines[$0 % lines.count] }.joined(separator: "\n"))
    }

    @Test("2,000 pseudo-random documents: no trap, no escape byte without colour, no script in HTML")
    func pseudoRandomDocuments() {
        var random = SplitMix64(seed: 2026)
        let pieces = [
            "#", "## ", "> ", "- ", "  - ", "1. ", "```", "```swift\n", "`", "``", "*", "**", "_", "[", "]",
            "(",
            ")", "](", "|", " | ", "---", "|---|", "{{", "}}", "{{code a}}", "\\", " ", "  ", "\n", "\n\n",
            "a",
            "word", "가나", "<script>", "javascript:", ":", "\t", "\u{1B}[31m", "&", "\"", "'", "e\u{301}",
        ]
        for _ in 0..<2_000 {
            let source = (0..<random.next(upTo: 40)).map { _ in pieces[random.next(upTo: pieces.count)] }
                .joined()
            let document = MarkdownDocument(parsing: source)
            let text = TerminalMarkdownRenderer(width: 30, useColor: false).render(document) { _, _ in "d" }
            let html = HTMLMarkdownRenderer().render(document)
            #expect(!text.unicodeScalars.contains("\u{1B}"), "\(source)")
            #expect(!html.contains("<script"), "\(source)")
            #expect(!html.contains("href=\"javascript"), "\(source)")
            _ = TerminalMarkdownRenderer(width: 30, useColor: true).render(document)
        }
    }

    /// How deeply emphasis, strong and links nest in a block's inlines.
    private func nesting(of block: MarkdownBlock) -> Int {
        guard case .paragraph(let inlines) = block else { return 0 }
        return depth(of: inlines)
    }

    private func depth(of inlines: [MarkdownInline]) -> Int {
        inlines.map { inline -> Int in
            switch inline {
            case .text, .code: return 0
            case .strong(let content), .emphasis(let content), .link(let content, _):
                return 1 + depth(of: content)
            }
        }.max() ?? 0
    }
}

extension MarkdownBlock {
    /// The text of a paragraph or heading, for the tests.
    fileprivate var plainText: String {
        switch self {
        case .paragraph(let content), .heading(_, let content): return content.plainText
        default: return ""
        }
    }
}
