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
        XCTAssertEqual(lines[0], "xs              a-----b-----c-----|")
        XCTAssertEqual(lines[1], "xs ^!                ^--------!")
        XCTAssertEqual(lines[2], "xs ^!                   (^!)")
        XCTAssertTrue(lines.contains { $0.hasPrefix("time       100  150  200") }, text)
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
        let green =
            "\u{1B}[\(["32", "33", "34", "35", "36", "92", "94", "95"][Int(0xaf63_dc4c_8601_ec8c % UInt64(8))])m"
        XCTAssertEqual(colored.components(separatedBy: green + "a\u{1B}[0m").count, 3, colored)
        let stripped = colored.replacingOccurrences(
            of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        XCTAssertEqual(stripped, plain)
    }

    func testTheRulerShowsEveryCompressionMarkerAndTheTimesThatFit() {
        let text = AsciiMarbleRenderer().render(GoldenTimelines.compressedGap)
        let ruler = text.split(separator: "\n").first { $0.hasPrefix("time") }.map(String.init) ?? ""
        XCTAssertEqual(ruler, "time   0 ┄ +200 ┄ 200   ┄ +680 ┄ 900")
    }
}
