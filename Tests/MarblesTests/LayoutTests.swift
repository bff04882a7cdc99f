import Marbles
import RxVirtualTime
import XCTest

final class LayoutTests: XCTestCase {
    private func next(_ time: TestTime, _ label: String) -> MarbleEvent {
        .init(time: time, kind: .next(label))
    }

    private func layout(
        _ streams: [MarbleStream], start: TestTime? = nil, end: TestTime? = nil,
        _ options: MarbleLayout.Options = .init()
    ) -> MarbleLayout {
        MarbleLayout(timeline: MarbleTimeline(streams: streams, start: start, end: end), options: options)
    }

    private func columns(_ layout: MarbleLayout) -> [Int] { layout.slots.map(\.column) }

    // MARK: The grid

    func testTicksPerColumnIsTheGreatestCommonDivisorOfTheDistances() {
        let laidOut = layout([
            MarbleStream(name: "xs", events: [next(200, "a"), next(210, "b"), next(230, "c")])
        ])
        XCTAssertEqual(laidOut.ticksPerColumn, 10)
        XCTAssertEqual(columns(laidOut), [0, 1, 3])
        XCTAssertEqual(laidOut.gaps.map(\.width), [0, 1])
        XCTAssertEqual(laidOut.width, 4)
        XCTAssertEqual(MarbleLayout.greatestCommonStep(of: [-50, -40, 0, 1_000_000_000_000]), 10)
        XCTAssertEqual(MarbleLayout.greatestCommonStep(of: [42]), 1)
        XCTAssertEqual(MarbleLayout.greatestCommonStep(of: [TestTime.min, 0, TestTime.max - 1]), 2)
    }

    func testAnExplicitGridRoundsEachGapToTheNearestColumn() {
        let events = [next(200, "a"), next(210, "b"), next(230, "c"), next(264, "d")]
        let laidOut = layout([MarbleStream(name: "xs", events: events)], .init(ticksPerColumn: 20))
        XCTAssertEqual(laidOut.ticksPerColumn, 20)
        // 10 ticks: half a column, rounded up to the next column; 20: one; 34: 1.7, two.
        XCTAssertEqual(laidOut.gaps.map(\.width), [0, 0, 1])
        XCTAssertEqual(columns(laidOut), [0, 1, 2, 4])
    }

    func testTheAxisStartAndEndAreSlotsToo() {
        let laidOut = layout([MarbleStream(name: "xs", events: [next(210, "a")])], start: 200, end: 230)
        XCTAssertEqual(laidOut.slots.map(\.time), [200, 210, 230])
        XCTAssertEqual(laidOut.slotIndex(of: 230), 2)
        XCTAssertNil(laidOut.slotIndex(of: 220))
    }

    // MARK: Slots

    func testASlotIsAsWideAsTheWidestCellAndSeparatedFromItsNeighbours() {
        let laidOut = layout([
            MarbleStream(name: "xs", events: [next(200, "a"), next(210, "abc"), next(220, "b")]),
            MarbleStream(name: "ys", events: [next(210, "1")]),
        ])
        XCTAssertEqual(laidOut.slots.map(\.width), [1, 3, 1])
        XCTAssertEqual(columns(laidOut), [0, 2, 6])
        XCTAssertEqual(laidOut.rows[0].cell(at: 210)?.text, "abc")
    }

    func testSameTimeEventsAreOneGroupAsWideAsItsCharacters() {
        let events: [MarbleEvent] = [next(10, "a"), next(10, "b"), .init(time: 10, kind: .completed)]
        let laidOut = layout([MarbleStream(name: "xs", events: events)])
        let cell = laidOut.rows[0].cells[0]
        XCTAssertEqual(cell.text, "(ab|)")
        XCTAssertEqual(cell.width, 5)
        XCTAssertEqual(cell.glyphColumns, [1, 2, 3])
        XCTAssertEqual(laidOut.slots.map(\.width), [5])
    }

    func testAGroupWithWideLabelsSeparatesThemWithSpaces() {
        let cell = MarbleLayout.Cell(
            time: 0, glyphs: [.value(label: "10", text: "10"), .value(label: "20", text: "20"), .completed])
        XCTAssertEqual(cell.text, "(10 20 |)")
        XCTAssertEqual(cell.glyphColumns, [1, 4, 7])
        XCTAssertEqual(cell.width, 9)
    }

    func testSubscriptionsGetARowEachAndASameTimeSubscriptionIsAGroup() {
        let stream = MarbleStream(
            name: "xs", events: [next(210, "a")],
            subscriptions: [Subscription(200, 220), Subscription(205, 205)])
        let laidOut = layout([stream])
        XCTAssertEqual(laidOut.rows.map(\.label), ["xs", "xs ^!", "xs ^!"])
        XCTAssertEqual(laidOut.rows[1].cells.map(\.text), ["^", "!"])
        XCTAssertEqual(laidOut.rows[2].cells.map(\.text), ["(^!)"])
        XCTAssertEqual(laidOut.slot(at: 205)?.width, 4)
    }

    // MARK: Compression

    func testAGapOfMoreThanTheLimitIsCompressedIntoAMarkerThatStatesItsTicks() {
        let atTheLimit = layout([
            MarbleStream(name: "xs", events: [next(0, "a"), next(10, "b"), next(120, "c")])
        ])
        XCTAssertEqual(atTheLimit.gaps.map(\.width), [0, 10])
        XCTAssertFalse(atTheLimit.gaps[1].isCompressed)

        let beyond = layout([MarbleStream(name: "xs", events: [next(0, "a"), next(10, "b"), next(500, "c")])])
        let gap = beyond.gaps[1]
        XCTAssertTrue(gap.isCompressed)
        XCTAssertEqual(gap.marker, "┄ +490 ┄")
        // Room for the time label of the slot before ("10", one column more than its slot), a space,
        // the marker and a space.
        XCTAssertEqual(gap.width, 1 + 1 + 8 + 1)
        XCTAssertEqual(gap.markerColumn, gap.column + 2)
        XCTAssertEqual(beyond.slot(at: 500)?.column, gap.end)
    }

    func testTheLimitIsAnOptionAndAGapIsNeverCompressedIntoSomethingWider() {
        let streams = [MarbleStream(name: "xs", events: [next(0, "a"), next(10, "b"), next(80, "c")])]
        let compressed = layout(streams, .init(maximumGapColumns: 2))
        XCTAssertEqual(compressed.gaps.map(\.width), [0, 6])
        XCTAssertFalse(compressed.gaps[1].isCompressed, "the marker would take 10 columns")
        let wider = layout(
            [MarbleStream(name: "xs", events: [next(0, "a"), next(10, "b"), next(150, "c")])],
            .init(maximumGapColumns: 2))
        XCTAssertEqual(wider.gaps[1].marker, "┄ +140 ┄")
    }

    func testHugeDistancesDoNotOverflow() {
        let laidOut = layout([
            MarbleStream(name: "xs", events: [next(TestTime.min, "a"), next(TestTime.max, "b")])
        ])
        XCTAssertEqual(laidOut.gaps.count, 1)
        XCTAssertEqual(laidOut.ticksPerColumn, TestTime.max)
    }

    // MARK: Labels and the legend

    func testLabelsWiderThanTheLimitOrAmbiguousGetAKeyThatDoesNotLookLikeAnInlineLabel() {
        let events = [
            "a", "b", "Hello, world!", "eightchr", "ninechars", "", "a b", "-1", "x\ny", "Hello, world!",
        ]
        .enumerated().map { next(TestTime($0.offset), $0.element) }
        let laidOut = layout([MarbleStream(name: "xs", events: events)])
        XCTAssertEqual(
            laidOut.rows[0].cells.map(\.text), ["a", "b", "C", "eightchr", "D", "E", "F", "G", "H", "C"])
        XCTAssertEqual(laidOut.legend.map(\.key), ["C", "D", "E", "F", "G", "H"])
        XCTAssertEqual(
            laidOut.legend.map(\.text), ["Hello, world!", "ninechars", "\"\"", "a b", "-1", "x\\ny"])
    }

    func testKeysSkipLettersThatLookLikeDigitsOrOtherCases() {
        let inline = "abcdefghijkmn0".map { String($0) }
        let events = (inline + ["a long label"]).enumerated().map { next(TestTime($0.offset), $0.element) }
        let laidOut = layout([MarbleStream(name: "xs", events: events)])
        // A–N are taken (ignoring case, and l looks like i and j), O and Q look like 0.
        XCTAssertEqual(laidOut.legend.map(\.key), ["P"])
    }

    func testTheInlineWidthIsAnOptionMeasuredInTerminalColumns() {
        let events = [next(0, "日本語"), next(1, "abcdef")]
        let laidOut = layout([MarbleStream(name: "xs", events: events)], .init(maximumInlineLabelWidth: 6))
        XCTAssertEqual(laidOut.rows[0].cells.map(\.text), ["日本語", "abcdef"])
        let narrow = layout([MarbleStream(name: "xs", events: events)], .init(maximumInlineLabelWidth: 5))
        XCTAssertEqual(narrow.rows[0].cells.map(\.text), ["A", "B"])
        XCTAssertEqual(laidOut.slots.map(\.width), [6, 6])
    }

    func testErrorsAreDrawnAsAHashAndListedInTheLegend() {
        let events = [next(0, "a"), MarbleEvent(time: 10, kind: .error("boom"))]
        let laidOut = layout([MarbleStream(name: "xs", events: events)])
        XCTAssertEqual(laidOut.rows[0].cells.map(\.text), ["a", "#"])
        XCTAssertEqual(
            laidOut.legend,
            [
                .init(
                    key: "#", text: "boom (xs at 10)",
                    kind: .error(stream: "xs", time: 10, description: "boom"))
            ])
    }

    // MARK: When rows are drawn

    func testAStreamIsDrawnFromItsFirstSubscriptionOrEventToItsEnd() {
        let laidOut = layout([
            MarbleStream(
                name: "terminated", events: [next(150, "a"), .init(time: 300, kind: .completed)],
                subscriptions: [Subscription(200, 400)]),
            MarbleStream(name: "disposed", events: [next(210, "a")], subscriptions: [Subscription(200, 250)]),
            MarbleStream(name: "alive", events: [next(210, "a")], subscriptions: [Subscription(200)]),
            MarbleStream(name: "unobserved", events: [next(220, "a")]),
            MarbleStream(name: "empty", events: []),
        ])
        let activities = laidOut.rows.filter { if case .stream = $0.kind { true } else { false } }.map(
            \.activity)
        XCTAssertEqual(
            activities,
            [
                .init(begin: 150, end: 300), .init(begin: 200, end: 250), .init(begin: 200, end: nil),
                .init(begin: 220, end: nil), nil,
            ])
    }
}
