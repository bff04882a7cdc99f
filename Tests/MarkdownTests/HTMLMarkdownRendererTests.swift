import Markdown
import Testing

@Suite("HTML Markdown renderer")
struct HTMLMarkdownRendererTests {
    private func html(_ source: String) -> String {
        HTMLMarkdownRenderer().render(MarkdownDocument(parsing: source))
    }

    @Test("headings get stable id slugs; duplicates get -2, -3")
    func headings() {
        let source = "# Binder\n## `bind(to:)` vs `drive()`\n## 바인더란 무엇인가?\n## Binder\n### Binder\n# !!!"
        #expect(
            html(source) == """
                <h1 id="binder">Binder</h1>
                <h2 id="bind-to-vs-drive"><code>bind(to:)</code> vs <code>drive()</code></h2>
                <h2 id="바인더란-무엇인가">바인더란 무엇인가?</h2>
                <h2 id="binder-2">Binder</h2>
                <h3 id="binder-3">Binder</h3>
                <h1 id="section">!!!</h1>
                """)
    }

    @Test("a slugger never reuses a slug")
    func slugger() {
        var slugger = HeadingSlugger()
        #expect(slugger.slug(for: "A") == "a")
        #expect(slugger.slug(for: "A 2") == "a-2")
        #expect(slugger.slug(for: "A") == "a-3")
        #expect(slugger.slug(for: "Hello,   World!") == "hello-world")
    }

    @Test("paragraphs, strong, emphasis, code and links")
    func inlines() {
        #expect(
            html("**a** *b* `c` [d](https://e.dev/?x=1&y=2)")
                == "<p><strong>a</strong> <em>b</em> <code>c</code> "
                + "<a href=\"https://e.dev/?x=1&amp;y=2\">d</a></p>")
    }

    @Test("lists, nested lists and ordered lists with a start")
    func lists() {
        #expect(
            html("- a\n  - b\n- c\n\n3. x") == """
                <ul>
                <li>a
                <ul>
                <li>b</li>
                </ul>
                </li>
                <li>c</li>
                </ul>
                <ol start="3">
                <li>x</li>
                </ol>
                """)
        #expect(html("1. a\n\n   b") == "<ol>\n<li>\n<p>a</p>\n<p>b</p>\n</li>\n</ol>")
    }

    @Test("blockquotes, thematic breaks")
    func quotesAndBreaks() {
        #expect(html("> tip\n\n---") == "<blockquote>\n<p>tip</p>\n</blockquote>\n<hr>")
    }

    @Test("Swift code blocks are highlighted; others are escaped with their language class")
    func codeBlocks() {
        #expect(
            html("```swift\nlet x = \"<a>\"\n```")
                == "<pre><code class=\"language-swift\"><span class=\"kw\">let</span> x = "
                + "<span class=\"str\">&quot;&lt;a&gt;&quot;</span></code></pre>")
        #expect(
            html("```\nlet\n```")
                == "<pre><code class=\"language-swift\"><span class=\"kw\">let</span></code></pre>")
        #expect(
            html("```sh\necho <b> & 'x'\n```")
                == "<pre><code class=\"language-sh\">echo &lt;b&gt; &amp; &apos;x&apos;</code></pre>")
        #expect(html("```\"><script>\nx\n```").contains("class=\"language-&quot;&gt;&lt;script&gt;\""))
    }

    @Test("tables have thead, tbody, a text-align per aligned column, and each cell its column's name")
    func tables() {
        #expect(
            html("| a | b | c | d |\n| --- | :-- | :-: | --: |\n| 1 | 2 | 3 | 4 |") == """
                <table>
                <thead>
                <tr><th>a</th><th style="text-align:left">b</th><th style="text-align:center">c</th>\
                <th style="text-align:right">d</th></tr>
                </thead>
                <tbody>
                <tr><td data-label="a">1</td><td style="text-align:left" data-label="b">2</td>\
                <td style="text-align:center" data-label="c">3</td><td style="text-align:right" data-label="d">4</td></tr>
                </tbody>
                </table>
                """)
        #expect(!html("| a |\n| - |").contains("tbody"))
    }

    @Test("directives are replaced by the closure's HTML; nil renders nothing")
    func directives() {
        let document = MarkdownDocument(parsing: "{{scene picker}}\n\n{{unknown}}\n\ntext")
        let output = HTMLMarkdownRenderer().render(document) { name, argument in
            name == "scene" ? "<div class=\"scene\">\(argument ?? "")</div>" : nil
        }
        #expect(output == "<div class=\"scene\">picker</div>\n<p>text</p>")
    }

    @Test("every text is escaped: in text, code, link text, headings and table cells")
    func escaping() {
        #expect(
            html("<script>alert('x')</script> & \"q\"")
                == "<p>&lt;script&gt;alert(&apos;x&apos;)&lt;/script&gt; &amp; &quot;q&quot;</p>")
        #expect(html("`<script>`") == "<p><code>&lt;script&gt;</code></p>")
        #expect(html("[<script>](a.html)") == "<p><a href=\"a.html\">&lt;script&gt;</a></p>")
        #expect(
            html("[x](a.html?q=\"><script>)") == "<p><a href=\"a.html?q=&quot;&gt;&lt;script&gt;\">x</a></p>")
        #expect(html("# <b>") == "<h1 id=\"b\">&lt;b&gt;</h1>")
        #expect(html("| <i> |\n| - |").contains("<th>&lt;i&gt;</th>"))
        #expect(html("```swift\n// <script>\n```").contains("<span class=\"com\">// &lt;script&gt;</span>"))
    }

    @Test("javascript: and other schemes are not links: their text is shown as plain text")
    func unsafeLinks() {
        #expect(html("[click](javascript:alert(1))") == "<p>click</p>")
        #expect(html("[**x**](JavaScript:alert(1))") == "<p><strong>x</strong></p>")
        #expect(html("[x](data:text/html,hi)") == "<p>x</p>")
        #expect(html("[x](//evil.example)") == "<p>x</p>")
        #expect(html("[x](/\\\\evil.example)") == "<p>x</p>")
        #expect(html("[<script>](javascript:x)") == "<p>&lt;script&gt;</p>")
    }

    @Test("http(s), relative and # links are allowed")
    func safeLinks() {
        #expect(LinkDestinationPolicy.allows("https://reactivex.io"))
        #expect(LinkDestinationPolicy.allows("HTTP://reactivex.io"))
        #expect(LinkDestinationPolicy.allows("binder.html#usage"))
        #expect(LinkDestinationPolicy.allows("../index.html"))
        #expect(LinkDestinationPolicy.allows("/lessons/"))
        #expect(LinkDestinationPolicy.allows("#top"))
        #expect(LinkDestinationPolicy.allows("page?x=a:b"))
        #expect(!LinkDestinationPolicy.allows("javascript:alert(1)"))
        #expect(!LinkDestinationPolicy.allows("mailto:a@b.c"))
        #expect(!LinkDestinationPolicy.allows("java\u{0}script:x"))
    }

    // Found by the Markdown fuzzer: compared as Characters, `//` followed by a combining mark did not
    // start with `//`, and `:` followed by one was not a `:`; a browser reads the scalars.
    @Test(
        "a combining mark after `/` or `:` does not make a refused destination allowed",
        arguments: ["//\u{322}evil.example", "/\u{301}/evil.example", "javascript:\u{301}alert(1)"])
    func combiningMarksInDestinations(destination: String) {
        let allowed = LinkDestinationPolicy.allows(destination)
        // The second is a path on this site (`/́/evil.example`): allowed, as a browser reads it.
        #expect(allowed == (destination.unicodeScalars.dropFirst().first == "\u{301}"))
        #expect(
            html("[x](\(destination))") == (allowed ? "<p><a href=\"\(destination)\">x</a></p>" : "<p>x</p>"))
    }

    @Test("rendering is deterministic and Korean passes through")
    func deterministic() {
        let source = "# 제목\n\n**강조**와 `코드`\n\n- 항목"
        #expect(html(source) == html(source))
        #expect(
            html(source)
                == "<h1 id=\"제목\">제목</h1>\n<p><strong>강조</strong>와 <code>코드</code></p>\n"
                + "<ul>\n<li>항목</li>\n</ul>")
    }

    @Test("a code span whose whole text is a known page links to it, outside headings and links")
    func codeLinks() {
        let renderer = HTMLMarkdownRenderer(codeLinks: [
            "bind-vs-drive": "bind-vs-drive.html", "bad": "javascript:x",
        ])
        func html(_ source: String) -> String { renderer.render(MarkdownDocument(parsing: source)) }
        #expect(
            html("see the `bind-vs-drive` lesson")
                == "<p>see the <a href=\"bind-vs-drive.html\"><code>bind-vs-drive</code></a> lesson</p>")
        #expect(
            html("- *`bind-vs-drive`*")
                == "<ul>\n<li><em><a href=\"bind-vs-drive.html\"><code>bind-vs-drive</code></a></em></li>\n</ul>"
        )
        #expect(html("`bind-vs-drive()` `bind`") == "<p><code>bind-vs-drive()</code> <code>bind</code></p>")
        #expect(html("`bad`") == "<p><code>bad</code></p>", "a refused destination is no link")
        #expect(
            html("[the `bind-vs-drive` one](x.html)")
                == "<p><a href=\"x.html\">the <code>bind-vs-drive</code> one</a></p>", "no link in a link")
        #expect(html("## `bind-vs-drive`") == "<h2 id=\"bind-vs-drive\"><code>bind-vs-drive</code></h2>")
    }

    @Test("with an anchor title, each heading below the title ends with a link to itself")
    func headingAnchors() {
        let renderer = HTMLMarkdownRenderer(headingAnchorTitle: "Link to \"this\"")
        #expect(
            renderer.render(MarkdownDocument(parsing: "# Title\n## A & B\n### C")) == """
                <h1 id="title">Title</h1>
                <h2 id="a-b">A &amp; B<a class="anchor" href="#a-b" title="Link to &quot;this&quot;" \
                aria-hidden="true" tabindex="-1">#</a></h2>
                <h3 id="c">C<a class="anchor" href="#c" title="Link to &quot;this&quot;" \
                aria-hidden="true" tabindex="-1">#</a></h3>
                """)
    }

    @Test("the headings come out in order with their ids, their text without links")
    func headingOutline() {
        let document = MarkdownDocument(parsing: "# T\n## A [link](x.html) `c`\n> ## A\n\n### B")
        let (html, headings) = HTMLMarkdownRenderer(codeLinks: ["c": "c.html"]).renderWithHeadings(document)
        #expect(html == HTMLMarkdownRenderer(codeLinks: ["c": "c.html"]).render(document))
        #expect(
            headings == [
                .init(level: 1, id: "t", html: "T"),
                .init(level: 2, id: "a-link-c", html: "A link <code>c</code>"),
                .init(level: 2, id: "a", html: "A"),
                .init(level: 3, id: "b", html: "B"),
            ])
    }
}
