import RxVirtualTime
import Testing

@testable import Marbles

/// What a page's scrubber reads from a diagram, and how a narrow diagram is laid out.
@Suite("SVG bands")
struct SvgBandTests {
    private let long = MarbleTimeline(streams: [
        MarbleStream(
            name: "ticks",
            events: stride(from: 0, through: 600, by: 20).map {
                MarbleEvent(time: TestTime($0), kind: .next("x"))
            })
    ])

    private func attribute(_ name: String, in svg: String) -> [String] {
        svg.components(separatedBy: " \(name)=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test("a narrow diagram wraps into bands, each saying which times it shows and where")
    func bands() {
        let renderer = SvgMarbleRenderer(options: .init(width: 330, namesAbove: true, drawsLegend: false))
        let svg = renderer.render(long, title: "t", description: "d")
        let froms = attribute("data-from", in: svg).compactMap(Int.init)
        let tos = attribute("data-to", in: svg).compactMap(Int.init)
        #expect(froms.count > 1)
        #expect(Array(froms.dropFirst()) == Array(tos.dropLast()), "each band starts where the last ended")
        #expect(tos.last == 600)
        #expect(renderer.width(of: renderer.layout(long)) <= 330)
        for anchors in attribute("data-anchors", in: svg) {
            let pairs = anchors.split(separator: " ").map { $0.split(separator: ":").compactMap { Int($0) } }
            #expect(pairs.allSatisfy { $0.count == 2 })
            #expect(pairs.map { $0[0] } == pairs.map { $0[0] }.sorted(), "times in order")
            #expect(pairs.map { $0[1] } == pairs.map { $0[1] }.sorted(), "x in order")
        }
    }

    @Test("a band starts left of every cell it draws, however wide")
    func bandsHoldTheirCells() {
        // One lane ticks every 10; the other has a wide same-tick group every 30, wider than a step.
        let groups = stride(from: 0, through: 600, by: 30).flatMap { time in
            ["a", "b", "c"].map { MarbleEvent(time: TestTime(time), kind: .next($0)) }
        }
        let wide = MarbleTimeline(streams: [
            MarbleStream(
                name: "ticks",
                events: stride(from: 0, through: 600, by: 10).map {
                    MarbleEvent(time: TestTime($0), kind: .next("x"))
                }),
            MarbleStream(name: "groups", events: groups),
        ])
        let renderer = SvgMarbleRenderer(options: .init(width: 330, namesAbove: true))
        let layout = renderer.layout(wide)
        #expect(layout.bands.count > 1)
        for band in layout.bands {
            for index in band.slots {
                let slot = layout.slots[index]
                for row in layout.rows {
                    guard let cell = row.cell(at: slot.time) else { continue }
                    let half = SvgGeometry.width(of: cell) / 2
                    #expect(slot.x - half >= band.start, "a cell at \(slot.time) starts left of its band")
                }
            }
        }
    }

    @Test("one step of time is one width: the anchors of a band are evenly spaced")
    func toScale() {
        let svg = SvgMarbleRenderer(options: .init(width: 880)).render(long, title: "t", description: "d")
        for anchors in attribute("data-anchors", in: svg) {
            let pairs = anchors.split(separator: " ").map { $0.split(separator: ":").compactMap { Int($0) } }
            let ratios = Set(zip(pairs, pairs.dropFirst()).map { ($1[1] - $0[1]) * 1000 / ($1[0] - $0[0]) })
            #expect(ratios.count == 1, "\(ratios)")
        }
    }

    @Test("Korean words: the axis, the tooltips, the legend")
    func koreanWords() {
        let timeline = MarbleTimeline(streams: [
            MarbleStream(
                name: "xs",
                events: [
                    MarbleEvent(time: 10, kind: .next("a")), MarbleEvent(time: 20, kind: .error("boom")),
                ])
        ])
        let svg = SvgMarbleRenderer(options: .init(words: .korean)).render(
            timeline, title: "t", description: "d")
        #expect(svg.contains(">시간</text>"))
        #expect(svg.contains("<title>xs, 10틱: a</title>"))
        #expect(svg.contains("<title>xs, 20틱: 에러 boom</title>"))
        #expect(svg.contains("= boom (xs, 20틱)"))
        // Every text and tooltip (the style sheet's class names are not text).
        let texts = svg.components(separatedBy: ">").dropFirst().map { $0.prefix { $0 != "<" } }.filter {
            !$0.contains("{") && !$0.contains("}")
        }
        for english in ["time", " at ", "completed", "error"] {
            #expect(!texts.contains { $0.contains(english) }, "\(english)")
        }
    }

    @Test("a layout rewrapped from another renderer's draws the same as one made afresh")
    func rewrappedLayout() {
        // Labels that are keyed at some step widths and not at others, a long quiet stretch, an error.
        let crowded = MarbleTimeline(streams: [
            MarbleStream(
                name: "words",
                events: [10, 20, 30, 40, 2_000].map {
                    MarbleEvent(time: TestTime($0), kind: .next("word\($0)"))
                }
                    + [MarbleEvent(time: 2_010, kind: .error("boom"))])
        ])
        let wide = SvgMarbleRenderer(options: .init(width: 880))
        for timeline in [long, crowded] {
            for narrow in [
                SvgMarbleRenderer(options: .init(width: 330, namesAbove: true)),
                SvgMarbleRenderer(options: .init(width: 200)), SvgMarbleRenderer(),
            ] {
                let rewrapped = narrow.layout(rewrapping: wide.layout(timeline))
                let afresh = narrow.layout(timeline)
                #expect(rewrapped.options == afresh.options)
                #expect(
                    narrow.render(rewrapped, title: "t", description: "d")
                        == narrow.render(afresh, title: "t", description: "d"))
            }
        }
    }
}
