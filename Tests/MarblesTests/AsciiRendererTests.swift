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

    func testTheRulerLabelsEveryTimeAndMarksEachCut() {
        let text = AsciiMarbleRenderer().render(GoldenTimelines.compressedGap)
        let ruler = text.split(separator: "\n").first { $0.hasPrefix("time") }.map(String.init) ?? ""
        XCTAssertEqual(
            ruler.split(separator: " ").dropFirst(), ["0", "//", "200", "210", "220", "//", "900"])
        let rows = text.split(separator: "\n").filter { !$0.hasPrefix("time") && !$0.hasPrefix("key") }
        XCTAssertTrue(rows.allSatisfy { $0.contains("//") || !$0.contains("-") }, text)
    }
}
