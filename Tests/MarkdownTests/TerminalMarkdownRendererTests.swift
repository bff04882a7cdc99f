import Foundation
import Markdown
import Testing
import TextSupport

@Suite("Terminal Markdown renderer")
struct TerminalMarkdownRendererTests {
    private func plain(_ source: String, width: Int = 80) -> String {
        TerminalMarkdownRenderer(width: width, useColor: false).render(MarkdownDocument(parsing: source))
    }

    private func colored(_ source: String, width: Int = 80) -> String {
        TerminalMarkdownRenderer(width: width, useColor: true).render(MarkdownDocument(parsing: source))
    }

    @Test("headings: levels 1 and 2 underlined as wide as the heading's display width")
    func headings() {
        #expect(plain("# Binder\n\n## 바인더\n\n### Third") == "Binder\n━━━━━━\n\n바인더\n──────\n\nThird")
        #expect(colored("# Hi") == "\u{1B}[1mHi\u{1B}[0m\n\u{1B}[1m━━\u{1B}[0m")
    }

    @Test("paragraphs are word-wrapped at the width")
    func wrapping() {
        let text = "The quick brown fox jumps over the lazy dog"
        #expect(plain(text, width: 16) == "The quick brown\nfox jumps over\nthe lazy dog")
        #expect(plain("abcdefghij", width: 4) == "abcd\nefgh\nij")
    }

    @Test("a Korean paragraph wraps at spaces by display width")
    func koreanWrapping() {
        let text = "리액티브 프로그래밍은 비동기 데이터 흐름을 다루는 방법입니다."
        let output = plain(text, width: 20)
        #expect(output == "리액티브\n프로그래밍은 비동기\n데이터 흐름을 다루는\n방법입니다.")
        for line in output.split(separator: "\n") {
            #expect(DisplayWidth.of(line) <= 20)
        }
    }

    @Test("lists use • and numbers with a hanging indent")
    func lists() {
        #expect(plain("- one\n- two words here", width: 10) == "• one\n• two\n  words\n  here")
        let ordered = (1...10).map { "\($0). item" }.joined(separator: "\n")
        let output = plain(ordered).split(separator: "\n")
        #expect(output.first == " 1. item")
        #expect(output.last == "10. item")
        #expect(plain("- outer\n  - inner") == "• outer\n  • inner")
    }

    @Test("blockquotes have a │ gutter")
    func blockquotes() {
        #expect(plain("> **Tip** one\n>\n> two") == "│ Tip one\n│\n│ two")
        #expect(plain("> 가나다 라마바", width: 10) == "│ 가나다\n│ 라마바")
    }

    @Test("code blocks are indented with a gutter; a line wider than the report goes on under ┆")
    func codeBlocks() {
        let long = String(repeating: "x", count: 30)
        // 20 columns is the least room a code line gets: a word longer than that is cut at it.
        #expect(
            plain("```swift\nlet a = 1\n\n\(long)\n```", width: 10)
                == "  │ let a = 1\n  │\n  │ \(String(repeating: "x", count: 20))\n  ┆ \(String(repeating: "x", count: 10))"
        )
        #expect(plain("```\n\tindented\n```") == "  │     indented")
        // At a space, never inside the indentation; the lines after keep the line's indentation.
        #expect(
            plain("```\n    let total = price * quantity + shipping\n```", width: 36)
                == "  │     let total = price * quantity\n  ┆     + shipping")
    }

    @Test("a highlighted line cut in two keeps its colours: a style open at the cut is closed and reopened")
    func codeWrappingKeepsColours() {
        let text = colored("```swift\nlet message = \"a long string literal here\"\n```", width: 34)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.hasSuffix("\u{1B}[0m") })
        let visible = text.replacingOccurrences(
            of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        #expect(visible.hasSuffix("┆ literal here\""), "\(visible)")
    }

    @Test("Swift code is highlighted when colour is on, other languages are not")
    func codeHighlighting() {
        #expect(colored("```swift\nlet x\n```").contains("\u{1B}[35mlet\u{1B}[0m"))
        #expect(colored("```\nlet x\n```").contains("\u{1B}[35mlet\u{1B}[0m"))
        #expect(!colored("```sh\nlet x\n```").contains("\u{1B}[35m"))
    }

    @Test("inline code: coloured with colour, between backticks without")
    func inlineCode() {
        #expect(plain("call `bind(to:)`") == "call `bind(to:)`")
        #expect(colored("call `bind(to:)`") == "call \u{1B}[36mbind(to:)\u{1B}[0m")
    }

    @Test("strong is bold and emphasis italic with colour, plain without")
    func strongAndEmphasis() {
        #expect(plain("**a** *b* ***c***") == "a b c")
        #expect(colored("**a** *b*") == "\u{1B}[1ma\u{1B}[0m \u{1B}[3mb\u{1B}[0m")
        #expect(colored("***c***") == "\u{1B}[1;3mc\u{1B}[0m")
    }

    @Test("links show their destination unless it is an anchor or the text itself")
    func links() {
        #expect(plain("[guide](guide.html)") == "guide (guide.html)")
        #expect(plain("[top](#top)") == "top")
        #expect(plain("[https://x.dev](https://x.dev)") == "https://x.dev")
    }

    @Test("tables are aligned by display width")
    func tables() {
        let source = """
            | name | count | note |
            | :--- | ---: | :---: |
            | 바인더 | 1 | `x` |
            | a | 22 | ok |
            """
        let expected = """
            name   │ count │ note
            ───────┼───────┼─────
            바인더 │     1 │ `x`
            a      │    22 │  ok
            """
        #expect(plain(source) == expected)
    }

    @Test("thematic breaks span the width")
    func thematicBreak() {
        #expect(plain("a\n\n---\n\nb", width: 5) == "a\n\n─────\n\nb")
    }

    @Test("directives are replaced by the closure's text; nil renders nothing")
    func directives() {
        let document = MarkdownDocument(
            parsing: "before\n\n{{code a}}\n\n{{scene b}}\n\n{{nothing}}\n\nafter")
        let renderer = TerminalMarkdownRenderer(width: 40, useColor: false)
        let output = renderer.render(document) { name, argument in
            switch name {
            case "code": return "line 1\nline 2 (\(argument ?? "-"))"
            case "scene": return "scene \(argument ?? "-")"
            default: return nil
            }
        }
        #expect(output == "before\n\nline 1\nline 2 (a)\n\nscene b\n\nafter")
        #expect(renderer.render(document) == "before\n\nafter")
        #expect(renderer.render(MarkdownDocument(parsing: "> {{x}}")) { _, _ in "inside" } == "│ inside")
    }

    @Test("without colour the output has no escape byte, whatever the input and directives")
    func noEscapesWithoutColor() {
        let source = """
            # Title \u{1B}[31mred
            **b** *i* `c` [l](u)

            > q

            ```swift
            let s = "\u{1B}[2J" // \u{1B}
            ```

            | a |
            | - |
            | \u{1B}x |

            {{marbles}}
            """
        let output = TerminalMarkdownRenderer(useColor: false).render(MarkdownDocument(parsing: source)) {
            _, _ in
            "\u{1B}[31m--a--|\u{1B}[0m \u{1B}"
        }
        #expect(!output.unicodeScalars.contains("\u{1B}"))
        #expect(output.contains("--a--|"))
        #expect(output.contains("Title �[31mred"))
    }

    @Test("rendering is deterministic")
    func deterministic() {
        let source = "# 제목\n\n- a *b* `c`\n\n| x | y |\n|---|---|\n| 1 | 2 |\n\n```\nlet x = 1\n```"
        #expect(colored(source) == colored(source))
        #expect(plain(source) == plain(source))
    }

    @Test("a width too small for anything still renders every character")
    func tinyWidth() {
        #expect(plain("가나 ab", width: 1) == "가\n나\na\nb")
        #expect(plain("- > ab", width: 0).contains("a"))
    }
}
