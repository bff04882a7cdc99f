import Marbles
import RxVirtualTime
import Testing

/// Colours carry meaning: a colour value is drawn in its colour; other values share a colour when
/// equal and differ within a lane.
@Suite("Marble colours")
struct MarbleColourTests {
    private func next(_ time: TestTime, _ label: String) -> MarbleEvent {
        MarbleEvent(time: time, kind: .next(label))
    }

    /// The palette class (`c0`…`c7`, or `own`) of every value drawn, by its tooltip.
    private func classes(_ timeline: MarbleTimeline) -> [String: Set<String>] {
        let svg = SvgMarbleRenderer().render(timeline, title: "t", description: "d")
        var result: [String: Set<String>] = [:]
        for piece in svg.components(separatedBy: "<g class=\"event next ").dropFirst() {
            let colour = String(piece.prefix { $0 != "\"" })
            guard let title = piece.split(separator: "<title>").dropFirst().first?.split(separator: "<").first
            else { continue }
            result[
                String(title.split(separator: ":").last ?? "").trimmingCharacters(in: .whitespaces),
                default: []
            ]
            .insert(colour)
        }
        return result
    }

    @Test("equal values share a colour across lanes; the values of one lane all differ")
    func equalValuesShareAndOneLaneDiffers() {
        let timeline = MarbleTimeline(streams: [
            MarbleStream(name: "picker", events: [next(10, "Red"), next(20, "Green"), next(30, "Blue")]),
            MarbleStream(name: "label", events: [next(10, "Green"), next(20, "Red"), next(30, "Black")]),
        ])
        let colours = classes(timeline)
        #expect(colours.values.allSatisfy { $0.count == 1 }, "one colour per value: \(colours)")
        let picker = ["Red", "Green", "Blue"].compactMap { colours[$0]?.first }
        let label = ["Green", "Red", "Black"].compactMap { colours[$0]?.first }
        #expect(Set(picker).count == 3)
        #expect(Set(label).count == 3)
    }

    @Test("a value that is a colour is filled with that colour, its text in readable ink")
    func colourValuesAreDrawnInTheirColour() {
        let timeline = MarbleTimeline(
            streams: [MarbleStream(name: "textColor", events: [next(10, "black"), next(20, "yellow")])],
            valueColors: ["black": "rgba(0, 0, 0, 1)", "yellow": "rgba(255, 255, 0, 1)"])
        let svg = SvgMarbleRenderer().render(timeline, title: "t", description: "d")
        #expect(svg.contains("style=\"fill: rgba(0, 0, 0, 1);\""))
        #expect(svg.contains("style=\"fill: #ffffff;\">black</text>"))
        #expect(svg.contains("style=\"fill: #1f2328;\">yellow</text>"))
        #expect(classes(timeline)["black"] == ["own"])
    }

    @Test("the terminal gives a colour value the nearest ANSI colour and a grey none")
    func terminalColourValues() {
        let timeline = MarbleTimeline(
            streams: [MarbleStream(name: "c", events: [next(10, "red"), next(20, "gray")])],
            valueColors: ["red": "rgba(255, 0, 0, 1)", "gray": "rgba(128, 128, 128, 1)"])
        let text = AsciiMarbleRenderer(options: .init(color: true)).render(timeline)
        #expect(text.contains("\u{1B}[31mred\u{1B}[0m"))
        #expect(text.contains("gray") && !text.contains("m" + "gray"))
    }
}
