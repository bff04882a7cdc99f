import Markdown
import RxTestSupport
import Testing

@Suite("Swift highlighter")
struct SwiftHighlighterTests {
    private func kinds(_ code: String) -> [SwiftToken.Kind: [String]] {
        Dictionary(grouping: SwiftHighlighter.tokens(in: code), by: \.kind).mapValues { $0.map(\.text) }
    }

    @Test("keywords, types and plain identifiers")
    func keywordsAndTypes() {
        let found = kinds(
            "public extension Reactive where Base: UILabel { var text: Binder<String?> "
                + "{ Binder(self.base) { label, text in label.text = text } } }")
        #expect(found[.keyword] == ["public", "extension", "where", "var", "self", "in"])
        #expect(found[.type] == ["Reactive", "Base", "UILabel", "Binder", "String", "Binder"])
        #expect(SwiftHighlighter.tokens(in: "self.base").first == SwiftToken(kind: .keyword, text: "self"))
        #expect(
            kinds("func f() -> some View { return Self.init() }")[.keyword] == [
                "func", "some", "return", "Self", "init",
            ])
    }

    @Test("after a dot, only init and self are keywords")
    func members() {
        #expect(
            kinds("switch x { case .default: y.init(); z.self; default: break }")[.keyword] == [
                "switch", "case", "init", "self", "default", "break",
            ])
    }

    @Test("string literals, with interpolations as plain text")
    func strings() {
        let tokens = SwiftHighlighter.tokens(in: "let s = \"a \\(x + \"b\") c\\n\"")
        #expect(tokens.map(\.kind) == [.keyword, .plain, .string, .plain, .string])
        #expect(tokens[2].text == "\"a ")
        #expect(tokens[3].text == "\\(x + \"b\")")
        #expect(tokens[4].text == " c\\n\"")
    }

    @Test("multi-line and raw strings")
    func multilineAndRawStrings() {
        let code = "let s = \"\"\"\n  one \"quoted\"\n  two\n  \"\"\"\nlet r = #\"raw \\d \"q\" \"#"
        let strings = kinds(code)[.string]
        #expect(strings == ["\"\"\"\n  one \"quoted\"\n  two\n  \"\"\"", "#\"raw \\d \"q\" \"#"])
    }

    @Test("numbers: integers, decimals, hex, separators, exponents; ranges stay apart")
    func numbers() {
        #expect(
            kinds("let a = 42 + 3.25 + 0x1F + 1_000 + 1.5e-3; 0..<10")[.number] == [
                "42", "3.25", "0x1F", "1_000", "1.5e-3", "0", "10",
            ])
    }

    @Test("comments: line, block, nested and unterminated, with Korean")
    func comments() {
        #expect(kinds("x // 한국어 주석\ny")[.comment] == ["// 한국어 주석"])
        #expect(kinds("/* a /* b */ c */ d")[.comment] == ["/* a /* b */ c */"])
        #expect(kinds("a /* never closed\nstill")[.comment] == ["/* never closed\nstill"])
    }

    @Test("attributes and # keywords")
    func attributesAndDirectives() {
        let found = kinds(
            "@objc func f(_ g: @escaping () -> Void) { #selector(f); print(#function) } @MainActor")
        #expect(found[.attribute] == ["@objc", "@escaping", "@MainActor"])
        #expect(found[.directive] == ["#selector", "#function"])
        #expect(kinds("a @ b # c")[.plain] == ["a @ b # c"])
    }

    @Test("$0 and backticked names are plain")
    func plainNames() {
        #expect(kinds("map { $0 + 1 }; let `default` = 1")[.keyword] == ["let"])
        #expect(kinds("$0")[.number] == nil)
    }

    @Test("HTML: spans with kw, ty, str, num, com and attr, text escaped")
    func html() {
        #expect(
            SwiftHighlighter.html("@objc let a: Int = 1 // <x> & \"y\"\n\"<s>\"")
                == "<span class=\"attr\">@objc</span> <span class=\"kw\">let</span> a: "
                + "<span class=\"ty\">Int</span> = "
                + "<span class=\"num\">1</span> <span class=\"com\">// &lt;x&gt; &amp; &quot;y&quot;</span>\n"
                + "<span class=\"str\">&quot;&lt;s&gt;&quot;</span>")
    }

    @Test("ANSI: colours that close before every line break")
    func ansi() {
        #expect(SwiftHighlighter.ansi("let x") == "\u{1B}[35mlet\u{1B}[0m x")
        let output = SwiftHighlighter.ansi("/* a\nb */ x")
        #expect(output == "\u{1B}[90m/* a\u{1B}[0m\n\u{1B}[90mb */\u{1B}[0m x")
        let corpus = Self.corpus.joined(separator: "\n")
        #expect(Self.removingEscapes(SwiftHighlighter.ansi(corpus)) == Self.removingEscapes(corpus))
    }

    @Test("the tokens of every sample in the corpus add up to the sample", arguments: corpus)
    func roundTripCorpus(code: String) {
        let tokens = SwiftHighlighter.tokens(in: code)
        #expect(tokens.map(\.text).joined() == code)
        #expect(tokens.allSatisfy { !$0.text.isEmpty })
        #expect(tokens.flatMap { Array($0.text.unicodeScalars) } == Array(code.unicodeScalars))
    }

    @Test("the tokens of 2,000 pseudo-random inputs add up to the input")
    func roundTripRandom() {
        var random = SplitMix64(seed: 0x5EED)
        let alphabet = Array(
            "abcXYZ_$019 \t\n\r\"\\#@/*()`.+-eExp{}:;,<>=!?'가나한글😀\u{301}\u{1B}\u{0}".unicodeScalars)
        for _ in 0..<2_000 {
            let length = Int(random.next() % 60)
            var scalars = String.UnicodeScalarView()
            for _ in 0..<length { scalars.append(alphabet[Int(random.next() % UInt64(alphabet.count))]) }
            let code = String(scalars)
            let tokens = SwiftHighlighter.tokens(in: code)
            #expect(tokens.map(\.text).joined() == code)
            #expect(tokens.flatMap { Array($0.text.unicodeScalars) } == Array(code.unicodeScalars))
            #expect(Self.removingEscapes(SwiftHighlighter.ansi(code)) == Self.removingEscapes(code))
        }
    }

    static let corpus: [String] = [
        "",
        "let x = 1",
        "import RxSandbox\n\nlet scheduler = TestScheduler(initialClock: 0)\n",
        "extension Reactive where Base: UISlider {\n    var value: ControlProperty<Float> { fatalError() }\n"
            + "}",
        "// 한국어 주석: 바인더는 메인 스레드에서만 씁니다\nlabel.rx.text.onNext(\"안녕\")",
        "let s = \"unterminated\nlet t = 1",
        "let m = \"\"\"\nnever closed",
        "let r = ##\"a \"# b\"##",
        "let i = \"\\(a(\"(\")) \\(b)\"",
        "\"\\(",
        "/* /* */",
        "#",
        "##",
        "@",
        "`",
        "`unclosed\n",
        "0x",
        "1e",
        "1.",
        ".5",
        "a\r\nb\r\n",
        "e\u{301}\u{301} \"e\u{301}\"",
        "\u{0}\u{1B}[31m",
        "😀 = 1 // 🚀",
        "let 변수 = 값 + Type",
        "\\\\\\",
        "\"\\\"",
        "#selector(tap) #if DEBUG #endif",
    ]

    /// The text without SGR escape sequences (`ESC [ digits m`).
    private static func removingEscapes(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if scalars[index] == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "[" {
                var end = index + 2
                while end < scalars.count, ("0"..."9").contains(scalars[end]) || scalars[end] == ";" {
                    end += 1
                }
                if end < scalars.count, scalars[end] == "m" {
                    index = end + 1
                    continue
                }
            }
            output.append(scalars[index])
            index += 1
        }
        return String(output)
    }
}
