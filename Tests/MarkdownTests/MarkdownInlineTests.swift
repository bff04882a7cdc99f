import Markdown
import Testing

@Suite("Markdown inlines")
struct MarkdownInlineTests {
    /// The inlines of a one-paragraph document.
    private func inlines(_ source: String) -> [MarkdownInline] {
        guard case .paragraph(let content)? = MarkdownDocument(parsing: source).blocks.first else {
            return []
        }
        return content
    }

    @Test("code spans, with single and double backticks; their content is verbatim")
    func codeSpans() {
        #expect(inlines("call `bind(to:)` now") == [.text("call "), .code("bind(to:)"), .text(" now")])
        #expect(inlines("``a ` b``") == [.code("a ` b")])
        #expect(inlines("`` `x` ``") == [.code("`x`")])
        #expect(inlines("`*not* \\_escaped\\_`") == [.code("*not* \\_escaped\\_")])
        #expect(inlines("`  `") == [.code("  ")])
    }

    @Test("a backtick run without its closing run is text")
    func loneBackticks() {
        #expect(inlines("a ` b") == [.text("a ` b")])
        #expect(inlines("``a`") == [.text("``a`")])
        #expect(inlines("`a``b`") == [.code("a``b")])
    }

    @Test("strong and emphasis, with * and _")
    func emphasis() {
        #expect(
            inlines("**strong** and *em* and _em_ and __strong__") == [
                .strong([.text("strong")]), .text(" and "), .emphasis([.text("em")]), .text(" and "),
                .emphasis([.text("em")]), .text(" and "), .strong([.text("strong")]),
            ])
        #expect(inlines("***both***") == [.emphasis([.strong([.text("both")])])])
        #expect(inlines("*a **b** c*") == [.emphasis([.text("a "), .strong([.text("b")]), .text(" c")])])
        #expect(inlines("*a *b* c*") == [.emphasis([.text("a "), .emphasis([.text("b")]), .text(" c")])])
        #expect(inlines("in*tra*word") == [.text("in"), .emphasis([.text("tra")]), .text("word")])
    }

    @Test("no intraword emphasis with _: snake_case stays text")
    func snakeCase() {
        #expect(inlines("use snake_case_names here") == [.text("use snake_case_names here")])
        #expect(
            inlines("__init__ and _x_") == [
                .strong([.text("init")]), .text(" and "), .emphasis([.text("x")]),
            ])
    }

    @Test("unbalanced markers are text")
    func unbalanced() {
        #expect(inlines("**open") == [.text("**open")])
        #expect(inlines("close**") == [.text("close**")])
        #expect(inlines("a * b * c") == [.text("a * b * c")])
        #expect(inlines("**a*") == [.text("*"), .emphasis([.text("a")])])
        #expect(inlines("2 * 3 = 6, 2*3") == [.text("2 * 3 = 6, 2*3")])
    }

    @Test("strong next to Korean particles, even around code")
    func koreanParticles() {
        #expect(inlines("**`Binder`**는 관찰자") == [.strong([.code("Binder")]), .text("는 관찰자")])
        #expect(inlines("**강조.**를 보세요") == [.strong([.text("강조.")]), .text("를 보세요")])
        #expect(inlines("한국어 *기울임*도") == [.text("한국어 "), .emphasis([.text("기울임")]), .text("도")])
    }

    @Test("links: [text](destination), with inlines in the text")
    func links() {
        #expect(
            inlines("see [the **guide**](guide.html) now") == [
                .text("see "),
                .link(text: [.text("the "), .strong([.text("guide")])], destination: "guide.html"),
                .text(" now"),
            ])
        #expect(
            inlines("[a](https://x.dev/a_(b))") == [
                .link(text: [.text("a")], destination: "https://x.dev/a_(b)")
            ])
        #expect(inlines("[a](#top)") == [.link(text: [.text("a")], destination: "#top")])
        #expect(
            inlines("[바인더](binder.html)를") == [
                .link(text: [.text("바인더")], destination: "binder.html"), .text("를"),
            ])
        #expect(inlines("[a\\]b](c\\)d)") == [.link(text: [.text("a]b")], destination: "c)d")])
    }

    @Test("brackets without a destination are text")
    func notLinks() {
        #expect(inlines("[a] (b)") == [.text("[a] (b)")])
        #expect(inlines("[a](b c)") == [.text("[a](b c)")])
        #expect(inlines("[a](b") == [.text("[a](b")])
        #expect(inlines("a]b[c") == [.text("a]b[c")])
        #expect(inlines("[`a](b)`") == [.text("["), .code("a](b)")])
    }

    @Test(
        "a destination's parentheses balance, escaped ones do not count, and it is 2,000 characters at most")
    func destinationEnds() {
        #expect(inlines("[a](b(c)d)e)") == [.link(text: [.text("a")], destination: "b(c)d"), .text("e)")])
        #expect(inlines("[a](b\\(c)") == [.link(text: [.text("a")], destination: "b(c")])
        #expect(inlines("[a](b\\\\)c)") == [.link(text: [.text("a")], destination: "b\\"), .text("c)")])
        #expect(inlines("[a](b(c d)e)") == [.text("[a](b(c d)e)")])
        #expect(
            inlines("[a](b(c)[d](e)") == [.text("[a](b(c)"), .link(text: [.text("d")], destination: "e")])
        #expect(
            inlines("[a](b) [c](d(e)") == [.link(text: [.text("a")], destination: "b"), .text(" [c](d(e)")])
        let longest = String(repeating: "x", count: 2_000)
        #expect(inlines("[a](\(longest))") == [.link(text: [.text("a")], destination: longest)])
        #expect(inlines("[a](\(longest)x)") == [.text("[a](\(longest)x)")])
    }

    @Test("links do not nest; emphasis does not span a link's bracket")
    func linkNesting() {
        #expect(
            inlines("[a [b](c) d](e)") == [
                .text("[a "), .link(text: [.text("b")], destination: "c"), .text(" d](e)"),
            ])
        #expect(inlines("*[a*](b)") == [.text("*"), .link(text: [.text("a*")], destination: "b")])
    }

    @Test("backslash escapes punctuation; before anything else it is a backslash")
    func escapes() {
        #expect(
            inlines("\\*not em\\* \\`no code\\` \\[no link\\]") == [.text("*not em* `no code` [no link]")])
        #expect(inlines("C:\\path\\n and a\\") == [.text("C:\\path\\n and a\\")])
        #expect(inlines("\\\\*em*") == [.text("\\"), .emphasis([.text("em")])])
        #expect(inlines("\\가") == [.text("\\가")])
    }

    @Test("plain text of inlines drops the markup")
    func plainText() {
        #expect(inlines("**`Binder`**는 [링크](x) *a*").plainText == "Binder는 링크 a")
    }

    @Test("headings and table cells read inlines too")
    func inlinesElsewhere() {
        #expect(
            MarkdownDocument(parsing: "# *a* `b`").blocks == [
                .heading(level: 1, content: [.emphasis([.text("a")]), .text(" "), .code("b")])
            ])
    }
}
