import TextSupport

extension SvgPainter {
    private typealias G = SvgGeometry

    /// The time axis of a band: its name, a line, a tick and a label at every slot (on the label's
    /// line), and a break at each cut; an arrowhead on the last band.
    mutating func drawAxis(of band: MarbleLayout.Band, y: Int, isLast: Bool) {
        writer.open("g", ["class": "axis"])
        let nameY = geometry.namesAbove ? y - 8 : y + 5
        writer.element(
            "text", ["class": "name", "x": "\(G.padding)", "y": "\(nameY)"],
            content: VisibleText.of(words.time))
        let left = geometry.x(band.start, in: band)
        let right = geometry.x(band.end, in: band)
        writer.empty("path", ["class": "axis-line", "d": "M \(left) \(y) H \(right)"])
        if isLast {
            writer.empty(
                "path",
                [
                    "class": "axis-arrow",
                    "d": "M \(right + G.arrow) \(y) L \(right) \(y - 4) L \(right) \(y + 4) Z",
                ])
        }
        for cut in layout.cuts(from: band.start, to: band.end) {
            drawBreak(x: geometry.x(cut.start + layout.breakWidth / 2, in: band), y: y, time: cut.gap.from)
        }
        for index in band.slots {
            let slot = layout.slots[index]
            let label = layout.tickLabels[index]
            let x = geometry.x(slot.x, in: band)
            let labelY = y + G.axisRow - 2 + G.tickLine * label.line
            writer.empty(
                "path", ["class": "tick", "data-time": "\(slot.time)", "d": "M \(x) \(y) V \(y + 5)"])
            writer.element(
                "text",
                [
                    "class": "tick-label", "data-time": "\(slot.time)", "x": "\(x)", "y": "\(labelY)",
                    "text-anchor": "middle",
                ],
                content: label.text)
        }
        writer.close("g")
    }

    /// The legend: for each entry, the key as drawn in the diagram (a marble, or an error's cross),
    /// then `= text`.
    mutating func drawLegend(texts: [String]) {
        guard !layout.legend.isEmpty else { return }
        writer.open("g", ["class": "legend"])
        for ((entry, text), y) in zip(zip(layout.legend, texts), geometry.legendCenters) {
            var x = G.padding + 11
            switch entry.kind {
            case .value(let label):
                let half = G.marbleHalfWidth(text: entry.key)
                x = G.padding + half
                let paint = palette.paint(label)
                writer.open("g", ["class": "key value " + paint.svgClass])
                drawMarble(text: entry.key, x: x, y: y, paint: paint)
                writer.close("g")
                x += half
            case .error:
                writer.open("g", ["class": "key error"])
                drawCross(x: x, y: y)
                writer.close("g")
                x += 11
            }
            writer.element(
                "text", ["class": "legend-text", "x": "\(x + 8)", "y": "\(y + 4)"], content: "= " + text)
        }
        writer.close("g")
    }
}
