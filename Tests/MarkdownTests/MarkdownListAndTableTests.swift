import Markdown
import Testing

@Suite("Markdown lists and tables")
struct MarkdownListAndTableTests {
    private func blocks(_ source: String) -> [MarkdownBlock] {
        MarkdownDocument(parsing: source).blocks
    }

    private func paragraph(_ text: String) -> MarkdownBlock { .paragraph([.text(text)]) }

    @Test("- and * make bullet items; consecutive items form one list")
    func bulletList() {
        #expect(
            blocks("- one\n- two\n* three") == [
                .bulletList(items: [[paragraph("one")], [paragraph("two")], [paragraph("three")]])
            ])
        #expect(blocks("-not an item") == [paragraph("-not an item")])
    }

    @Test("1. makes ordered items, starting at the first number")
    func orderedList() {
        #expect(
            blocks("1. one\n2. two") == [
                .orderedList(start: 1, items: [[paragraph("one")], [paragraph("two")]])
            ])
        #expect(
            blocks("3) three\n4) four") == [
                .orderedList(start: 3, items: [[paragraph("three")], [paragraph("four")]])
            ])
    }

    @Test("an item continues on indented lines and on lines that continue its paragraph")
    func continuation() {
        #expect(
            blocks("- first\n  continued\nlazily continued\n- second") == [
                .bulletList(items: [[paragraph("first continued lazily continued")], [paragraph("second")]])
            ])
    }

    @Test("two or more spaces of indentation nest a list inside an item")
    func nesting() {
        let source = """
            - outer
              - inner one
              - inner two
            - next
            1. first
               - under the number
            """
        #expect(
            blocks(source) == [
                .bulletList(items: [
                    [
                        paragraph("outer"),
                        .bulletList(items: [[paragraph("inner one")], [paragraph("inner two")]]),
                    ],
                    [paragraph("next")],
                ]),
                .orderedList(
                    start: 1,
                    items: [[paragraph("first"), .bulletList(items: [[paragraph("under the number")]])]]),
            ])
    }

    @Test("blank lines between items keep one list; an indented block after a blank line stays in the item")
    func looseList() {
        let source = "- one\n\n- two\n\n  more of two\n\nafter"
        #expect(
            blocks(source) == [
                .bulletList(items: [[paragraph("one")], [paragraph("two"), paragraph("more of two")]]),
                paragraph("after"),
            ])
    }

    @Test("a fenced code block inside an item")
    func codeInItem() {
        #expect(
            blocks("- run:\n  ```swift\n  let x = 1\n  ```") == [
                .bulletList(items: [[paragraph("run:"), .codeBlock(language: "swift", code: "let x = 1")]])
            ])
    }

    @Test("a bullet interrupts a paragraph, a number other than 1 does not")
    func interruptions() {
        #expect(blocks("text\n- item") == [paragraph("text"), .bulletList(items: [[paragraph("item")]])])
        #expect(blocks("in the year\n2024. it rained") == [paragraph("in the year 2024. it rained")])
    }

    @Test("a switch of kind starts another list; an empty item is allowed")
    func kinds() {
        #expect(
            blocks("- a\n1. b") == [
                .bulletList(items: [[paragraph("a")]]), .orderedList(start: 1, items: [[paragraph("b")]]),
            ])
        #expect(blocks("-\n- b") == [.bulletList(items: [[], [paragraph("b")]])])
    }

    @Test("Korean list items")
    func koreanItems() {
        #expect(blocks("- 구독하기\n- 해제하기") == [.bulletList(items: [[paragraph("구독하기")], [paragraph("해제하기")]])])
    }

    @Test("a pipe table: header, separator with alignments, body rows")
    func table() {
        let source = """
            | name | kind | count |
            | :--- | :---: | ---: |
            | `Binder` | **observer** | 1 |
            | 바인더 | 관찰자 | 22 |
            after
            """
        let table = MarkdownTable(
            header: [[.text("name")], [.text("kind")], [.text("count")]],
            alignments: [.left, .center, .right],
            rows: [
                [[.code("Binder")], [.strong([.text("observer")])], [.text("1")]],
                [[.text("바인더")], [.text("관찰자")], [.text("22")]],
            ])
        #expect(blocks(source) == [.table(table), paragraph("after")])
    }

    @Test("outer pipes are optional, and \\| is a pipe inside a cell")
    func tableCells() {
        let source = "a | b\n--- | ---\n`x \\| y` | c \\| d\nonly one"
        guard case .table(let table)? = blocks(source).first else {
            Issue.record("not a table")
            return
        }
        #expect(table.alignments == [.unspecified, .unspecified])
        #expect(table.rows == [[[.code("x | y")], [.text("c | d")]]])
        #expect(blocks(source).last == paragraph("only one"))
    }

    @Test("rows are fitted to the header's columns")
    func rowFitting() {
        let source = "| a | b |\n|---|---|\n| 1 |\n| 1 | 2 | 3 |"
        guard case .table(let table)? = blocks(source).first else {
            Issue.record("not a table")
            return
        }
        #expect(table.columnCount == 2)
        #expect(table.rows == [[[.text("1")], []], [[.text("1")], [.text("2")]]])
    }

    @Test("without a matching separator row, pipes are text")
    func notTables() {
        #expect(blocks("a | b\n--- | --- | ---") == [paragraph("a | b --- | --- | ---")])
        #expect(blocks("a | b\nc | d") == [paragraph("a | b c | d")])
        #expect(blocks("| a |\n| -x- |") == [paragraph("| a | | -x- |")])
    }

    @Test("a table interrupts a paragraph and ends at a blank line")
    func tableBoundaries() {
        let parsed = blocks("intro\n| a |\n| - |\n| 1 |\n\n| 2 |")
        #expect(parsed.count == 3)
        #expect(parsed.first == paragraph("intro"))
        #expect(parsed.last == paragraph("| 2 |"))
    }
}
