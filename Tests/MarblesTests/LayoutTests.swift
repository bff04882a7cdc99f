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
        MarbleLayout(
            timeline: MarbleTimeline(streams: streams, start: start, end: end), metrics: .terminal,
            options: options)
    }

    private func xs(_ layout: MarbleLayout) -> [Int] { layout.slots.map(\.x) }

    // MARK: Time to scale

    func testTheStepIsTheGreatestCommonDivisorOfTheDistancesAndEveryStepIsEquallyWide() {
        let laidOut = layout([
            MarbleStream(name: "xs", events: [next(200, "a"), next(210, "b"), next(230, "c")])
        ])
        XCTAssertEqual(laidOut.step, 10)
        // The scene starts at 0: 20 steps to 200, then one, then two.
        XCTAssertEqual(laidOut.slots.map(\.time), [0, 200, 210, 230])
        let width = laidOut.stepWidth
        XCTAssertEqual(xs(laidOut).dropFirst().map { $0 - xs(laidOut)[1] }, [0, width, 3 * width])
        XCTAssertEqual(MarbleLayout.greatestCommonStep(of: [-50, -40, 0, 1_000_000_000_000]), 10)
        XCTAssertEqual(MarbleLayout.greatestCommonStep(of: [42]), 1)
        XCTAssertEqual(MarbleLayout.greatestCommonStep(of: [TestTime.min, 0, TestTime.max - 1]), 2)
    }

    func testTheAxisStartAndEndAreSlotsToo() {
        let laidOut = layout([MarbleStream(name: "xs", events: [next(210, "a")])], start: 200, end: 230)
        XCTAssertEqual(laidOut.slots.map(\.time), [200, 210, 230])
        XCTAssertEqual(laidOut.slotIndex(of: 230), 2)
        XCTAssertNil(laidOut.slotIndex(of: 220))
    }

    func testAStepIsWideEnoughForEveryLabelThatFitsAndTheOthersAreKeyedEverywhere() {
        let laidOut = layout(
            [
                MarbleStream(name: "xs", events: [next(0, "milk"), next(10, "eggs"), next(20, "a")]),
                MarbleStream(name: "ys", events: [next(0, "x"), next(50, "eggs")]),
            ], .init(width: 40))
        // "milk" and "eggs" fit inline once a step is five columns wide (four letters and a dash).
        XCTAssertEqual(laidOut.stepWidth, 5)
        XCTAssertEqual(laidOut.rows.map { $0.cells.map(\.text) }, [["milk", "eggs", "a"], ["x", "eggs"]])
        // Eight columns are not enough: keys, then, for both occurrences of the label that did not fit.
        let narrow = layout(
            [
                MarbleStream(name: "xs", events: [next(0, "milk"), next(10, "eggs"), next(20, "a")]),
                MarbleStream(name: "ys", events: [next(0, "x"), next(50, "eggs")]),
            ], .init(width: 8))
        XCTAssertEqual(narrow.stepWidth, 1)
        // (`A` would look like the inline `a`.)
        XCTAssertEqual(narrow.rows.map { $0.cells.map(\.text) }, [["B", "C", "a"], ["x", "C"]])
    }

    func testNoTwoCellsOfARowOverlapInAnyGoldenTimeline() {
        for golden in GoldenTimelines.all {
            let laidOut = layout(
                golden.timeline.streams, start: golden.timeline.start, end: golden.timeline.end)
            for row in laidOut.rows {
                for (a, b) in zip(row.cells, row.cells.dropFirst()) {
                    let gap = (laidOut.slot(at: b.time)?.x ?? 0) - (laidOut.slot(at: a.time)?.x ?? 0)
                    XCTAssertGreaterThanOrEqual(
                        gap, a.width + (a.width == 1 && b.width == 1 ? 0 : 1),
                        "\(golden.name): \(row.label) \(a.text) then \(b.text)")
                }
            }
        }
    }

    // MARK: Cuts

    func testALongQuietStretchIsCutWithOneStepDrawnAtEachEnd() {
        let laidOut = layout([
            MarbleStream(name: "xs", events: [next(0, "a"), next(10, "b"), next(5000, "c")])
        ])
        XCTAssertEqual(laidOut.gaps.map(\.isCut), [false, true])
        let cut = laidOut.gaps[1]
        let b = laidOut.slots[1].x
        let c = laidOut.slots[2].x
        XCTAssertGreaterThan(cut.breakStart ?? 0, b)
        XCTAssertLessThan((cut.breakStart ?? 0) + MarbleMetrics.terminal.breakWidth, c)
        XCTAssertLessThan(c - b, 30, "cut short, not 499 steps")
        // The anchors keep one step to scale at each end of the cut.
        let anchors = laidOut.bands[0].anchors.map(\.time)
        XCTAssertEqual(anchors, [0, 10, 20, 4990, 5000])
    }

    func testAShortQuietStretchIsDrawnToScale() {
        let laidOut = layout([MarbleStream(name: "xs", events: [next(0, "a"), next(10, "b"), next(60, "c")])])
        XCTAssertEqual(laidOut.gaps.map(\.isCut), [false, false])
        XCTAssertEqual(laidOut.slots[2].x - laidOut.slots[1].x, 5 * laidOut.stepWidth)
    }

    func testHugeDistancesDoNotOverflow() {
        let laidOut = layout([
            MarbleStream(name: "xs", events: [next(TestTime.min, "a"), next(TestTime.max, "b")])
        ])
        XCTAssertEqual(laidOut.gaps.count, 1)
        XCTAssertEqual(laidOut.step, TestTime.max)
        // More ticks than an Int holds: cut, whatever the step says.
        XCTAssertTrue(laidOut.gaps[0].isCut)
    }

    // MARK: Bands and tick labels

    func testAWideAxisIsWrappedIntoBandsThatEachShowTheTimesAfterThePreviousOne() {
        let events = stride(from: 0, through: 300, by: 10).map { next(TestTime($0), "ab") }
        let laidOut = layout([MarbleStream(name: "xs", events: events)], .init(width: 30))
        XCTAssertGreaterThan(laidOut.bands.count, 1)
        for band in laidOut.bands { XCTAssertLessThanOrEqual(band.width, 30) }
        XCTAssertEqual(laidOut.bands.flatMap { Array($0.slots) }, Array(laidOut.slots.indices))
        for (earlier, later) in zip(laidOut.bands, laidOut.bands.dropFirst()) {
            XCTAssertEqual(earlier.times.upperBound, later.times.lowerBound)
            XCTAssertEqual(later.start, laidOut.slots[later.slots.lowerBound - 1].x)
        }
        XCTAssertEqual(
            laidOut.slots.map(\.band),
            laidOut.slots.indices.map { index in
                laidOut.bands.firstIndex { $0.slots.contains(index) } ?? -1
            })
    }

    func testEveryTimeIsLabelledAndLabelsThatWouldTouchGoOnAnotherLine() {
        let laidOut = layout(
            [MarbleStream(name: "xs", events: [next(1000, "a"), next(1001, "b"), next(1002, "c")])],
            start: 1000, end: nil, .init(width: 12))
        XCTAssertEqual(laidOut.tickLabels.map(\.text), ["1000", "1001", "1002"])
        XCTAssertEqual(laidOut.tickLabels.map(\.time), laidOut.slots.map(\.time))
        XCTAssertGreaterThan(laidOut.tickLabelLines, 1)
        for line in 0..<laidOut.tickLabelLines {
            let onLine = laidOut.tickLabels.enumerated().filter { $0.element.line == line }
            for (a, b) in zip(onLine, onLine.dropFirst()) {
                XCTAssertGreaterThan(
                    laidOut.slots[b.offset].x, laidOut.slots[a.offset].x + a.element.text.count)
            }
        }
    }

    // MARK: Cells

    func testSameTimeEventsAreOneGroupAsWideAsItsCharacters() {
        let events: [MarbleEvent] = [next(10, "a"), next(10, "b"), .init(time: 10, kind: .completed)]
        let laidOut = layout([MarbleStream(name: "xs", events: events)])
        let cell = laidOut.rows[0].cells[0]
        XCTAssertEqual(cell.text, "(ab|)")
        XCTAssertEqual(cell.width, 5)
        XCTAssertEqual(cell.glyphColumns, [1, 2, 3])
    }

    func testDigitsSideBySideInAGroupAreSpacedSoTheyDoNotReadAsOneNumber() {
        let digits = MarbleLayout.Cell(
            time: 0, glyphs: [.value(label: "1", text: "1"), .value(label: "2", text: "2")])
        XCTAssertEqual(digits.text, "(1 2)", "not (12), which reads as twelve")
        XCTAssertEqual(digits.glyphColumns, [1, 3])
        let letters = MarbleLayout.Cell(
            time: 0, glyphs: [.value(label: "a", text: "a"), .value(label: "b", text: "b"), .completed])
        XCTAssertEqual(letters.text, "(ab|)")
        let digitThenEnd = MarbleLayout.Cell(time: 0, glyphs: [.value(label: "1", text: "1"), .completed])
        XCTAssertEqual(digitThenEnd.text, "(1|)")
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
    }

    // MARK: Labels and the legend

    func testLabelsWiderThanTheLimitOrAmbiguousGetAKeyThatDoesNotLookLikeAnInlineLabel() {
        let events = [
            "a", "b", "Hello, world!", "eightchr", "ninechars", "", "a b", "-1", "x\ny", "Hello, world!",
        ]
        .enumerated().map { next(TestTime($0.offset * 100), $0.element) }
        let laidOut = layout([MarbleStream(name: "xs", events: events)])
        XCTAssertEqual(
            laidOut.rows[0].cells.map(\.text), ["a", "b", "C", "eightchr", "D", "E", "F", "G", "H", "C"])
        XCTAssertEqual(laidOut.legend.map(\.key), ["C", "D", "E", "F", "G", "H"])
        XCTAssertEqual(
            laidOut.legend.map(\.text), ["Hello, world!", "ninechars", "\"\"", "a b", "-1", "x\\ny"])
    }

    func testKeysSkipLettersThatLookLikeDigitsOrOtherCases() {
        let inline = "abcdefghijkmn0".map { String($0) }
        let events = (inline + ["a long label"]).enumerated().map {
            next(TestTime($0.offset * 100), $0.element)
        }
        let laidOut = layout([MarbleStream(name: "xs", events: events)])
        // A–N are taken (ignoring case, and l looks like i and j), O and Q look like 0.
        XCTAssertEqual(laidOut.legend.map(\.key), ["P"])
    }

    func testTheInlineWidthIsAnOptionMeasuredInTerminalColumns() {
        let events = [next(0, "日本語"), next(100, "abcdef")]
        let laidOut = layout([MarbleStream(name: "xs", events: events)], .init(maximumInlineLabelWidth: 6))
        XCTAssertEqual(laidOut.rows[0].cells.map(\.text), ["日本語", "abcdef"])
        let narrow = layout([MarbleStream(name: "xs", events: events)], .init(maximumInlineLabelWidth: 5))
        XCTAssertEqual(narrow.rows[0].cells.map(\.text), ["A", "B"])
    }

    func testErrorsAreDrawnAsAHashAndListedInTheLegend() {
        let events = [next(0, "a"), MarbleEvent(time: 10, kind: .error("boom"))]
        let laidOut = layout([MarbleStream(name: "xs", events: events)])
        XCTAssertEqual(laidOut.rows[0].cells.map(\.text), ["a", "#"])
        XCTAssertEqual(
            laidOut.legend,
            [
                .init(key: "#", text: "boom", kind: .error(stream: "xs", time: 10, description: "boom"))
            ])
        XCTAssertEqual(laidOut.legend[0].text(in: .english), "boom (xs at 10)")
        XCTAssertEqual(laidOut.legend[0].text(in: .korean), "boom (xs, 10틱)")
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
