import Foundation
import Marbles
import RxVirtualTime
import XCTest

final class AsciiRendererTests: XCTestCase {
    func testEveryGoldenDiagramMatchesItsFile() {
        for golden in GoldenTimelines.all {
            let text = AsciiMarbleRenderer().render(golden.timeline)
            assertMatchesGoldenFile(text + "\n", named: golden.name + ".txt")
        }
    }

    func testNoLineEndsWithASpaceAndTheOutputIsDeterministic() {
        for golden in GoldenTimelines.all {
            let text = AsciiMarbleRenderer().render(golden.timeline)
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                XCTAssertFalse(line.hasSuffix(" "), "\(golden.name): trailing space in '\(line)'")
            }
            XCTAssertEqual(text, AsciiMarbleRenderer().render(golden.timeline), golden.name)
        }
    }

    func testTheNameColumnLinesUpEveryRow() {
        let text = AsciiMarbleRenderer().render(GoldenTimelines.subscriptions)
        let lines = text.split(separator: "\n").map(String.init)
        let origin = "result ^!  ".count
        for line in lines where !line.hasPrefix("time") && !line.hasPrefix(" ") {
            let name = line.prefix { $0 != " " || line.hasPrefix("xs ^!") || line.hasPrefix("ys ^!") }
            XCTAssertTrue(line.count > origin, line)
            XCTAssertTrue(
                line.prefix(origin).trimmingCharacters(in: .whitespaces).count <= name.count + 3, line)
        }
        XCTAssertEqual(lines.filter { $0.hasPrefix("xs ^!") }.count, 2, text)
    }

    func testWrappedDiagramsRepeatEveryRowAndTheRulerInEachBand() {
        let events = stride(from: 0, through: 400, by: 10).map {
            MarbleEvent(time: TestTime($0), kind: .next("x"))
        }
        let timeline = MarbleTimeline(streams: [MarbleStream(name: "xs", events: events)])
        let text = AsciiMarbleRenderer(options: .init(width: 40)).render(timeline)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertGreaterThan(lines.filter { $0.hasPrefix("xs") }.count, 1, text)
        XCTAssertEqual(lines.filter { $0.hasPrefix("xs") }.count, lines.filter { $0.hasPrefix("time") }.count)
        for line in lines { XCTAssertLessThanOrEqual(line.count, 40, String(line)) }
        for time in stride(from: 0, through: 400, by: 10) {
            XCTAssertTrue(
                lines.contains { $0.split(separator: " ").contains(Substring(String(time))) }, "\(time)")
        }
    }

    func testColoursAreStablePerLabelAndErrorsAreRed() {
        let timeline = MarbleTimeline(streams: [
            MarbleStream(
                name: "xs",
                events: [.init(time: 10, kind: .next("a")), .init(time: 20, kind: .error("boom"))]),
            MarbleStream(
                name: "ys", events: [.init(time: 10, kind: .next("a")), .init(time: 30, kind: .completed)]),
        ])
        let plain = AsciiMarbleRenderer().render(timeline)
        XCTAssertFalse(plain.contains("\u{1B}"))
        let colored = AsciiMarbleRenderer(options: .init(color: true)).render(timeline)
        XCTAssertTrue(colored.contains("\u{1B}[31m#\u{1B}[0m"), colored)
        // The first label gets the palette's first colour, green, on both rows.
        XCTAssertEqual(colored.components(separatedBy: "\u{1B}[32ma\u{1B}[0m").count, 3, colored)
        let stripped = colored.replacingOccurrences(
            of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        XCTAssertEqual(stripped, plain)
    }

    func testAStreamThatEndedInOneBandDrawsNothingInTheNextAndNoBandDrawsTheNextOnesTimes() {
        func timeline(shortEndsAt end: TestTime) -> MarbleTimeline {
            var events = stride(from: 1000, through: 1300, by: 10).map {
                MarbleEvent(time: TestTime($0), kind: .next("x"))
            }
            events.append(MarbleEvent(time: 1300, kind: .completed))
            let short = [MarbleEvent(time: 1000, kind: .next("a")), MarbleEvent(time: end, kind: .completed)]
            return MarbleTimeline(
                streams: [
                    MarbleStream(name: "long", events: events), MarbleStream(name: "short", events: short),
                ],
                start: 1000)
        }
        let renderer = AsciiMarbleRenderer(options: .init(width: 40))
        // The short stream ends at the first band's last time.
        let probe = renderer.layout(timeline(shortEndsAt: 1100))
        let end = probe.slots[probe.bands[0].slots.upperBound - 1].time
        let layout = renderer.layout(timeline(shortEndsAt: end))
        XCTAssertEqual(layout.slots[layout.bands[0].slots.upperBound - 1].time, end)
        let text = renderer.render(layout)
        let lines = text.split(separator: "\n").map(String.init)
        XCTAssertGreaterThan(layout.bands.count, 2, text)
        for (band, line) in lines.filter({ $0.hasPrefix("short") }).enumerated() {
            let drawn = line.dropFirst("short".count).contains { $0 != " " }
            XCTAssertEqual(drawn, band == 0, "band \(band): \(line)\n\(text)")
        }
        // The quiet columns of a band stop before the column of the next band's first time (the
        // first line's first mark is at the band's first time).
        let origin = lines[0].distance(from: lines[0].startIndex, to: lines[0].firstIndex(of: "x")!)
        let longLines = lines.filter { $0.hasPrefix("long") }
        for (number, band) in layout.bands.enumerated().dropLast() {
            let next = layout.slots[layout.bands[number + 1].slots.lowerBound].x
            XCTAssertLessThanOrEqual(longLines[number].count, origin + next - band.start, "\(text)")
        }
    }

    func testTheRulerLabelsEveryTimeAndMarksEachCut() {
        let text = AsciiMarbleRenderer().render(GoldenTimelines.compressedGap)
        let ruler = text.split(separator: "\n").first { $0.hasPrefix("time") }.map(String.init) ?? ""
        XCTAssertEqual(
            ruler.split(separator: " ").dropFirst(), ["0", "//", "200", "210", "220", "//", "900"])
        let rows = text.split(separator: "\n").filter { !$0.hasPrefix("time") && !$0.hasPrefix("key") }
        XCTAssertTrue(rows.allSatisfy { $0.contains("//") || !$0.contains("-") }, text)
    }
}

/// Parts of one layout: each draws its own streams and keys, on the axis and name column they share.
final class AsciiRendererPartsTests: XCTestCase {
    func testPartsOfOneLayoutShareTheAxisAndKeepTheirOwnKeys() {
        let timeline = MarbleTimeline(streams: [
            MarbleStream(
                name: "taps",
                events: [MarbleEvent(time: 10, kind: .next("tap")), .init(time: 40, kind: .next("tap"))]),
            MarbleStream(
                name: "a much longer name",
                events: [
                    MarbleEvent(time: 10, kind: .next("a long value")), .init(time: 50, kind: .error("boom")),
                ],
                subscriptions: [Subscription(0, 50)]),
        ])
        let renderer = AsciiMarbleRenderer(options: .init(explainsSubscriptions: true))
        let layout = renderer.layout(timeline)
        let parts = renderer.render(layout, parts: [0..<1, 1..<2])
        XCTAssertEqual(
            parts[0],
            """
            taps                      tap------tap-
            time                   0  10       40 50
            """)
        XCTAssertEqual(
            parts[1].split(separator: "\n").prefix(5).joined(separator: "\n"),
            """
            a much longer name     ---A-----------#
            a much longer name ^!  ^--------------!
            time                   0  10       40 50
            key                    A = a long value
                                   # = boom (a much longer name at 50)
            """)
        XCTAssertTrue(parts[1].contains("^! = the row"), "the part with the subscription explains it")
    }

    func testAnErrorIsExplainedInThePartThatDrawsItEvenWhenTwoStreamsShareAName() {
        let timeline = MarbleTimeline(streams: [
            MarbleStream(name: "map", events: [MarbleEvent(time: 30, kind: .error("boom"))]),
            MarbleStream(name: "map", events: [MarbleEvent(time: 10, kind: .next("1"))]),
        ])
        let renderer = AsciiMarbleRenderer()
        let parts = renderer.render(renderer.layout(timeline), parts: [0..<1, 1..<2])
        XCTAssertTrue(parts[0].contains("# = boom (map at 30)"), parts[0])
        XCTAssertFalse(parts[1].contains("boom"), parts[1])
    }
}

/// The rows that go on end at the axis's last time, even when another row has a wide cell there: time
/// is not drawn past its last tick.
final class AsciiRendererLastTickTests: XCTestCase {
    func testARowThatGoesOnEndsAtTheLastTickUnderAWideGroup() throws {
        let timeline = MarbleTimeline(streams: [
            MarbleStream(
                name: "pairs",
                events: [MarbleEvent(time: 30, kind: .next("true")), .init(time: 30, kind: .next("true"))]),
            MarbleStream(name: "quiet", events: [MarbleEvent(time: 0, kind: .next("q"))]),
        ])
        let lines = AsciiMarbleRenderer().render(timeline).split(separator: "\n").map(String.init)
        let pairs = try XCTUnwrap(lines.first { $0.hasPrefix("pairs") })
        let quiet = try XCTUnwrap(lines.first { $0.hasPrefix("quiet") })
        let ruler = try XCTUnwrap(lines.first { $0.hasPrefix("time") })
        XCTAssertTrue(pairs.hasSuffix("(true true)"), pairs)
        // The quiet row's last dash is under the first digit of 30, where the group opens.
        XCTAssertEqual(
            quiet.count, pairs.count - "(true true)".count + 1, "\n" + lines.joined(separator: "\n"))
        XCTAssertEqual(ruler.count, quiet.count + 1, "\n" + lines.joined(separator: "\n"))
    }
}
