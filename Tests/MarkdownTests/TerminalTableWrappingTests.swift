import Markdown
import Testing
import TextSupport

@Suite("Terminal tables wider than the width: wrapped cell by cell, or a list of records")
struct TerminalTableWrappingTests {
    private func plain(_ source: String, width: Int) -> String {
        TerminalMarkdownRenderer(width: width, useColor: false).render(MarkdownDocument(parsing: source))
    }

    @Test("a narrow column keeps its width, the wide one wraps at spaces, a rule between rows")
    func wrapped() {
        let source = """
            | term | meaning |
            | --- | --- |
            | `^` | the moment of subscribing to the stream |
            | 구독 해제 | 끝 |
            """
        let expected = """
            term      │ meaning
            ──────────┼───────────────────
            `^`       │ the moment of
                      │ subscribing to the
                      │ stream
            ──────────┼───────────────────
            구독 해제 │ 끝
            """
        #expect(plain(source, width: 30) == expected)
        #expect(
            plain(source, width: 51).split(separator: "\n").count == 4,
            "at its natural width it is not wrapped")
    }

    @Test("every line of a wrapped Korean table fits the width, no word cut, alignment kept")
    func korean() {
        let source = """
            | | `subscribe` | `bind(to:)` |
            | --- | --- | ---: |
            | 에러 | 직접 작성한 `onError` | 옵저버에 도착(`Binder`라면 프로그래밍 오류) |
            | 스레드 | 이벤트가 오는 스레드 | `Binder`가 메인 스케줄러에서 UI 설정 |
            """
        let output = plain(source, width: 44)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        for line in lines {
            #expect(DisplayWidth.of(String(line)) <= 44, "too wide: \(line)")
        }
        for word in ["`onError`", "프로그래밍", "스케줄러에서", "`Binder`라면"] {
            #expect(output.contains(word), "\(word) is whole")
        }
        #expect(lines.filter { $0.contains("─┼─") }.count == 2, "the header's rule and one between the rows")
        #expect(lines[2] == "에러   │ 직접 작성한  │             옵저버에", "right-aligned: \(lines[2])")
    }

    @Test("a table whose widest words cannot sit side by side becomes a list of records")
    func records() {
        let source = """
            | a | b | c | d | e | f |
            | - | - | - | - | - | - |
            | one two | three | four | five | six | seven |
            | 1 | | 3 | 4 | 5 | 6 |
            """
        let expected = """
            a: one two
            b: three
            c: four
            d: five
            e: six
            f: seven

            a: 1
            c: 3
            d: 4
            e: 5
            f: 6
            """
        #expect(plain(source, width: 30) == expected)
    }

    @Test("a record's long value wraps under a two-column indent; an empty header's cell stands alone")
    func recordWrapping() {
        let source = """
            | | why |
            | - | - |
            | `delegate.methodInvoked(#selector(CLLocationManagerDelegate.didUpdate))` | no runtime here |
            """
        let expected = """
            `delegate.methodInvoked(#selector(CL
              LocationManagerDelegate.didUpdate))`
            why: no runtime here
            """
        #expect(plain(source, width: 38) == expected)
    }

    @Test("columns share the width by what each lacks, the remainder to the largest fractions")
    func shares() {
        #expect(TerminalMarkdownRenderer.shares(of: 10, from: [2, 2], toward: [12, 4]) == [7, 3])
        #expect(TerminalMarkdownRenderer.shares(of: 9, from: [1, 1, 1], toward: [5, 5, 5]) == [3, 3, 3])
        #expect(TerminalMarkdownRenderer.shares(of: 10, from: [1, 1, 1], toward: [9, 9, 9]) == [4, 3, 3])
        #expect(TerminalMarkdownRenderer.shares(of: 5, from: [2, 3], toward: [2, 3]) == [2, 3])
        #expect(
            TerminalMarkdownRenderer.widths(natural: [9, 39], unbroken: [4, 11], available: 27) == [9, 18])
    }
}
