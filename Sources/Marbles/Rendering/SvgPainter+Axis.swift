extension SvgPainter {
    private typealias G = SvgGeometry

    /// The time axis: a line, a tick at every slot, the times that fit (left to right, never
    /// overlapping), and for each compressed gap a break and the ticks it skips (these always shown).
    mutating func drawAxis(name: String) {
        let y = geometry.axisY
        let labelY = y + 20
        writer.open("g", ["class": "axis"])
        writer.element("text", ["class": "name", "x": "\(G.padding)", "y": "\(y + 5)"], content: name)
        writer.empty("path", ["class": "axis-line", "d": "M \(geometry.originX) \(y) H \(geometry.right)"])

        var reserved: [Range<Int>] = []
        for gap in layout.gaps where gap.isCompressed {
            let x = geometry.center(of: gap)
            let label = "\(MarbleLayout.distance(from: gap.from, to: gap.to)) ticks"
            writer.open("g", ["class": "gap", "data-time": "\(gap.from)", "data-end": "\(gap.to)"])
            drawBreak(x: x, y: y, time: gap.from)
            writer.element(
                "text", ["class": "gap-label", "x": "\(x)", "y": "\(labelY)", "text-anchor": "middle"],
                content: label)
            writer.close("g")
            let half = label.count * G.labelCharacter / 2 + 4
            reserved.append((x - half)..<(x + half))
        }

        var free = Int.min
        for slot in layout.slots {
            let x = geometry.center(of: slot)
            writer.empty(
                "path", ["class": "tick", "data-time": "\(slot.time)", "d": "M \(x) \(y) V \(y + 5)"])
            let label = String(slot.time)
            let half = label.count * G.labelCharacter / 2 + 1
            let span = (x - half)..<(x + half)
            guard span.lowerBound >= free, !reserved.contains(where: { $0.overlaps(span) }) else { continue }
            writer.element(
                "text",
                [
                    "class": "tick-label", "data-time": "\(slot.time)", "x": "\(x)", "y": "\(labelY)",
                    "text-anchor": "middle",
                ],
                content: label)
            free = span.upperBound + 6
        }
        writer.close("g")
    }

    /// The legend: for each entry, the key as drawn in the diagram (a marble, or an error's cross),
    /// then `= text`.
    mutating func drawLegend() {
        guard !layout.legend.isEmpty else { return }
        writer.open("g", ["class": "legend"])
        for (entry, y) in zip(layout.legend, geometry.legendCenters) {
            var x = G.padding + 11
            switch entry.kind {
            case .value(let label):
                let half = G.marbleHalfWidth(text: entry.key)
                x = G.padding + half
                writer.open("g", ["class": "key value c\(MarblePalette.index(for: label))"])
                drawMarble(text: entry.key, x: x, y: y)
                writer.close("g")
                x += half
            case .error:
                writer.open("g", ["class": "key error"])
                drawCross(x: x, y: y)
                writer.close("g")
                x += 11
            }
            writer.element(
                "text", ["class": "legend-text", "x": "\(x + 8)", "y": "\(y + 4)"], content: "= " + entry.text
            )
        }
        writer.close("g")
    }
}
