import Foundation
import Marbles
import RxVirtualTime
import XCTest

/// The timelines every renderer is checked against, each with the base name of its golden files.
enum GoldenTimelines {
    static let all: [(name: String, timeline: MarbleTimeline)] = [
        ("values-completed", valuesCompleted), ("error", error), ("subscriptions", subscriptions),
        ("same-time-groups", sameTimeGroups), ("long-labels", longLabels), ("compressed-gap", compressedGap),
        ("negative-and-large-ticks", negativeAndLargeTicks), ("unicode", unicode),
        ("xml-escaping", xmlEscaping),
        ("empty-and-open", emptyAndOpen),
    ]

    static func next(_ time: TestTime, _ label: String) -> MarbleEvent {
        MarbleEvent(time: time, kind: .next(label))
    }
    static func completed(_ time: TestTime) -> MarbleEvent { MarbleEvent(time: time, kind: .completed) }
    static func error(_ time: TestTime, _ text: String) -> MarbleEvent {
        MarbleEvent(time: time, kind: .error(text))
    }

    static let valuesCompleted = MarbleTimeline(streams: [
        MarbleStream(name: "xs", events: [next(210, "1"), next(230, "2"), next(260, "3"), completed(290)])
    ])

    static let error = MarbleTimeline(streams: [
        MarbleStream(name: "xs", events: [next(205, "a"), next(215, "b"), Self.error(230, "boom")])
    ])

    static let subscriptions = MarbleTimeline(
        streams: [
            MarbleStream(
                name: "xs", events: [next(150, "a"), next(210, "b"), next(240, "c"), completed(300)],
                subscriptions: [Subscription(200, 260), Subscription(230, 230)]),
            MarbleStream(
                name: "ys", events: [next(220, "1"), next(250, "2")], subscriptions: [Subscription(220, 250)]),
            MarbleStream(
                name: "result", events: [next(210, "b"), next(220, "1"), next(240, "c"), completed(260)],
                subscriptions: [Subscription(200)]),
        ], start: 100, end: 1000)

    static let sameTimeGroups = MarbleTimeline(streams: [
        MarbleStream(name: "xs", events: [next(210, "a"), next(210, "b"), next(230, "c"), completed(230)]),
        MarbleStream(
            name: "ys",
            events: [next(200, "10"), next(200, "20"), next(220, "3"), next(240, "4"), error(240, "e")]),
        MarbleStream(name: "zs", events: [next(210, "x"), next(220, "y"), completed(250)]),
    ])

    static let longLabels = MarbleTimeline(streams: [
        MarbleStream(
            name: "labels",
            events: [
                next(10, "a"), next(20, "Hello, world!"), next(30, "eightchr"), next(40, "ninechars"),
                next(50, "b"), next(60, "Hello, world!"), next(70, ""), next(80, "a b"),
            ]),
        MarbleStream(
            name: "location",
            events: [
                next(20, "CLLocation(lat: 52.52, lon: 13.40)"),
                error(90, "The operation couldn’t be completed. (kCLErrorDomain error 1.)"),
            ]),
    ])

    static let compressedGap = MarbleTimeline(
        streams: [
            MarbleStream(
                name: "xs", events: [next(210, "1"), next(220, "2"), next(900, "3"), completed(900)],
                subscriptions: [Subscription(200, 900)])
        ], start: 0)

    static let negativeAndLargeTicks = MarbleTimeline(streams: [
        MarbleStream(
            name: "xs",
            events: [
                next(-50, "a"), next(-40, "b"), next(0, "c"), next(1_000_000_000_000, "d"),
                completed(1_000_000_000_010),
            ])
    ])

    static let unicode = MarbleTimeline(streams: [
        MarbleStream(
            name: "流れ", events: [next(10, "e\u{301}"), next(20, "🍎"), next(30, "日本"), next(40, "Ω")]),
        MarbleStream(
            name: "emoji",
            events: [next(10, "👍🏽"), next(20, "🇯🇵"), next(30, "a\nb"), next(40, "\u{202E}x"), completed(50)]),
    ])

    static let xmlEscaping = MarbleTimeline(streams: [
        MarbleStream(
            name: "<b>&amp;",
            events: [next(10, "<script>"), next(20, "&"), next(30, "a&b"), next(40, "\"q\""), next(50, "'")],
            subscriptions: [Subscription(0, 60)]),
        MarbleStream(name: "errors", events: [error(30, "<boom & \"bang\" 'now'>")]),
    ])

    static let emptyAndOpen = MarbleTimeline(streams: [
        MarbleStream(name: "never", events: []),
        MarbleStream(name: "open", events: [next(10, "a"), next(30, "b")]),
        MarbleStream(name: "alive", events: [], subscriptions: [Subscription(20)]),
    ])
}

/// Compares `actual` byte for byte with the golden file `name` in `Golden/` beside this file. With
/// `UPDATE_GOLDEN=1` in the environment, rewrites the file instead, and fails saying so.
func assertMatchesGoldenFile(
    _ actual: String, named name: String, file: StaticString = #filePath, line: UInt = #line
) {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Golden")
    let url = directory.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            XCTFail(
                "UPDATE_GOLDEN=1: rewrote Golden/\(name); run again without it to compare", file: file,
                line: line)
        } catch {
            XCTFail("could not write Golden/\(name): \(error)", file: file, line: line)
        }
        return
    }
    guard let expected = FileManager.default.contents(atPath: url.path) else {
        XCTFail(
            "Golden/\(name) is missing: run the tests with UPDATE_GOLDEN=1 to create it", file: file,
            line: line)
        return
    }
    guard Data(actual.utf8) != expected else { return }
    let expectedLines = String(decoding: expected, as: UTF8.self).components(separatedBy: "\n")
    let actualLines = actual.components(separatedBy: "\n")
    let common = min(expectedLines.count, actualLines.count)
    let index = (0..<common).first { expectedLines[$0] != actualLines[$0] } ?? common
    let shown = { (lines: [String]) in index < lines.count ? lines[index] : "<end of file>" }
    XCTFail(
        """
        output differs from Golden/\(name) at line \(index + 1):
          expected: \(shown(expectedLines))
          actual:   \(shown(actualLines))
        (UPDATE_GOLDEN=1 rewrites the file, if the new output is right)
        """, file: file, line: line)
}
