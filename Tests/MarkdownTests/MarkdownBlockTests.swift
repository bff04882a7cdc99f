import Markdown
import Testing

@Suite("Markdown blocks")
struct MarkdownBlockTests {
    private func blocks(_ source: String) -> [MarkdownBlock] {
        MarkdownDocument(parsing: source).blocks
    }

    @Test("ATX headings: one to six #, then a space; a closing run of # is dropped")
    func headings() {
        #expect(
            blocks("# One\n## Two ##\n###### Six\n####### Seven") == [
                .heading(level: 1, content: [.text("One")]),
                .heading(level: 2, content: [.text("Two")]),
                .heading(level: 6, content: [.text("Six")]),
                .paragraph([.text("####### Seven")]),
            ])
        #expect(blocks("#5 is not a heading") == [.paragraph([.text("#5 is not a heading")])])
        #expect(blocks("# C#") == [.heading(level: 1, content: [.text("C#")])])
        #expect(blocks("#") == [.heading(level: 1, content: [])])
        #expect(blocks("## `Binder`란?") == [.heading(level: 2, content: [.code("Binder"), .text("란?")])])
    }

    @Test("a paragraph joins its lines with a space and ends at a blank line")
    func paragraphs() {
        #expect(
            blocks("first line\n  second line  \n\nnext paragraph") == [
                .paragraph([.text("first line second line")]),
                .paragraph([.text("next paragraph")]),
            ])
        #expect(blocks("") == [])
        #expect(blocks("\n\n   \n") == [])
    }

    @Test("Korean text passes through untouched")
    func korean() {
        let source = "# 바인더\n\n`Binder`는 **값을 받아** UI에 씁니다. 한글 자모 ᄒᆞᆫ도 그대로."
        #expect(
            blocks(source) == [
                .heading(level: 1, content: [.text("바인더")]),
                .paragraph([
                    .code("Binder"), .text("는 "), .strong([.text("값을 받아")]),
                    .text(" UI에 씁니다. 한글 자모 ᄒᆞᆫ도 그대로."),
                ]),
            ])
    }

    @Test("a fenced code block keeps its lines verbatim, with the info string's first word as language")
    func fencedCode() {
        let source = """
            ```swift title
            let x = 1

              // *not emphasis* {{code a}}
            ```
            after
            """
        #expect(
            blocks(source) == [
                .codeBlock(language: "swift", code: "let x = 1\n\n  // *not emphasis* {{code a}}"),
                .paragraph([.text("after")]),
            ])
        #expect(blocks("```\nplain\n```") == [.codeBlock(language: nil, code: "plain")])
        #expect(blocks("````\n```\n````") == [.codeBlock(language: nil, code: "```")])
        #expect(blocks("  ```\n    indented\n  ```") == [.codeBlock(language: nil, code: "  indented")])
    }

    @Test("an unclosed fence runs to the end of the document")
    func unclosedFence() {
        #expect(
            blocks("```swift\nlet x = 1\n\n# not a heading") == [
                .codeBlock(language: "swift", code: "let x = 1\n\n# not a heading")
            ])
        #expect(blocks("```") == [.codeBlock(language: nil, code: "")])
    }

    @Test("a fenced code block interrupts a paragraph")
    func fenceInterruptsParagraph() {
        #expect(
            blocks("text\n```\ncode\n```") == [
                .paragraph([.text("text")]), .codeBlock(language: nil, code: "code"),
            ])
    }

    @Test("three or more -, * or _ alone make a thematic break")
    func thematicBreaks() {
        #expect(blocks("---") == [.thematicBreak])
        #expect(blocks("* * *\n___") == [.thematicBreak, .thematicBreak])
        #expect(
            blocks("text\n---\nmore") == [
                .paragraph([.text("text")]), .thematicBreak, .paragraph([.text("more")]),
            ])
        #expect(blocks("--") == [.paragraph([.text("--")])])
    }

    @Test("a line that is exactly {{name}} or {{name argument}} is a directive")
    func directives() {
        #expect(blocks("{{code segmented-value}}") == [.directive(name: "code", argument: "segmented-value")])
        #expect(blocks("{{scene picker}}") == [.directive(name: "scene", argument: "picker")])
        #expect(blocks("{{marbles}}") == [.directive(name: "marbles", argument: nil)])
        #expect(blocks("  {{code  two words }}  ") == [.directive(name: "code", argument: "two words")])
        #expect(
            blocks("before\n{{scene picker}}\nafter") == [
                .paragraph([.text("before")]), .directive(name: "scene", argument: "picker"),
                .paragraph([.text("after")]),
            ])
    }

    @Test("anything else with braces stays text")
    func notDirectives() {
        #expect(blocks("{{code a}} and more") == [.paragraph([.text("{{code a}} and more")])])
        #expect(blocks("{{}}") == [.paragraph([.text("{{}}")])])
        #expect(blocks("{{ code }}") == [.paragraph([.text("{{ code }}")])])
        #expect(blocks("{{a {b}}}") == [.paragraph([.text("{{a {b}}}")])])
        #expect(blocks("{code a}") == [.paragraph([.text("{code a}")])])
    }

    @Test("directives in a code block are code, and in a quote are directives")
    func directivesInContainers() {
        #expect(blocks("```\n{{code a}}\n```") == [.codeBlock(language: nil, code: "{{code a}}")])
        #expect(
            blocks("> {{scene picker}}") == [.blockquote([.directive(name: "scene", argument: "picker")])])
    }

    @Test("a blockquote's lines, without >, are parsed as blocks")
    func blockquotes() {
        let source = """
            > **Tip** `bind(to:)` needs
            > a main thread.
            >
            > - one
            >> nested
            after
            """
        #expect(
            blocks(source) == [
                .blockquote([
                    .paragraph([
                        .strong([.text("Tip")]), .text(" "), .code("bind(to:)"),
                        .text(" needs a main thread."),
                    ]),
                    .bulletList(items: [[.paragraph([.text("one")])]]),
                    .blockquote([.paragraph([.text("nested")])]),
                ]),
                .paragraph([.text("after")]),
            ])
        #expect(blocks(">") == [.blockquote([])])
    }

    @Test("a blockquote interrupts a paragraph, and a line without > ends it")
    func blockquoteBoundaries() {
        #expect(
            blocks("text\n> quote\nnot quoted") == [
                .paragraph([.text("text")]), .blockquote([.paragraph([.text("quote")])]),
                .paragraph([.text("not quoted")]),
            ])
    }

    @Test("Windows line endings read like Unix ones")
    func crlf() {
        #expect(blocks("# Title\r\n\r\ntext\r\nmore\r\n") == blocks("# Title\n\ntext\nmore\n"))
    }

    @Test("a document is Equatable and can be built from blocks")
    func documentEquality() {
        #expect(MarkdownDocument(parsing: "---") == MarkdownDocument(blocks: [.thematicBreak]))
        #expect(MarkdownDocument(parsing: "a") != MarkdownDocument(parsing: "b"))
    }
}
