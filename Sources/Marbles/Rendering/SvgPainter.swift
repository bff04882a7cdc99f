import RxVirtualTime
import TextSupport

/// Draws the bands of an SVG diagram (rows and axis) into a writer, at the places an `SvgGeometry`
/// gives. The axis and the legend are in `SvgPainter+Axis.swift`.
struct SvgPainter {
    let layout: MarbleLayout
    let geometry: SvgGeometry
    let palette: MarblePalette
    let words: MarbleWords
    var writer: MarkupWriter

    private typealias G = SvgGeometry

    /// Draws one band: a group saying where its times are, its rows, then its axis.
    mutating func drawBand(_ band: MarbleLayout.Band, box: SvgGeometry.BandBox, isLast: Bool) {
        let anchors = band.anchors.map { "\($0.time):\(geometry.x($0.x, in: band))" }.joined(separator: " ")
        writer.open(
            "g",
            [
                "class": "band", "data-from": "\(band.times.lowerBound)",
                "data-to": "\(band.times.upperBound)",
                "data-top": "\(box.top)", "data-bottom": "\(box.bottom)", "data-anchors": anchors,
            ])
        for (index, row) in layout.rows.enumerated() {
            drawRow(row, in: band, y: box.rowCenters[index], isLast: isLast)
        }
        drawAxis(of: band, y: box.axisY, isLast: isLast)
        writer.close("g")
    }

    /// Draws the part of `row` in `band`, its line at height `y`.
    private mutating func drawRow(_ row: MarbleLayout.Row, in band: MarbleLayout.Band, y: Int, isLast: Bool) {
        let streamIndex: Int
        let nameX = G.padding
        let nameY = geometry.namesAbove ? y - (row.isStream ? G.streamRow : G.subscriptionRow) / 2 - 2 : y + 5
        switch row.kind {
        case .stream(let index):
            streamIndex = index
            writer.open("g", ["class": "stream", "data-stream": "\(index)"])
            writer.element("text", ["class": "name", "x": "\(nameX)", "y": "\(nameY)"], content: row.label)
        case .subscription(let stream, let index):
            streamIndex = stream
            writer.open(
                "g", ["class": "subscription", "data-stream": "\(stream)", "data-subscription": "\(index)"])
            writer.element(
                "text", ["class": "subscription-name", "x": "\(nameX)", "y": "\(nameY)"], content: row.label)
        }
        let extent = drawLine(of: row, in: band, y: y, isLast: isLast)
        if let extent { drawBreaks(from: extent.lowerBound, to: extent.upperBound, in: band, y: y) }
        let name = VisibleText.of(layout.timeline.streams[streamIndex].name)
        for cell in row.cells {
            guard let index = layout.slotIndex(of: cell.time), band.slots.contains(index) else { continue }
            drawCell(cell, x: geometry.x(layout.slots[index].x, in: band), streamName: name, y: y)
        }
        writer.close("g")
    }

    /// The line of a row in a band: from its first mark to its last (or on to the band's end while
    /// it is active), then, for a stream, dashed to the band's end once it has ended; an arrowhead
    /// ends a stream's line on the last band. Returns the unwrapped x range the lines cover.
    private mutating func drawLine(of row: MarbleLayout.Row, in band: MarbleLayout.Band, y: Int, isLast: Bool)
        -> ClosedRange<Int>?
    {
        let tip = geometry.x(band.end, in: band)
        guard let activity = row.activity, let begin = layout.slot(at: activity.begin) else {
            guard row.isStream else { return nil }
            writer.empty("path", ["class": "line after", "d": "M \(geometry.originX) \(y) H \(tip)"])
            if isLast { drawArrow(x: tip, y: y, active: false) }
            return band.start...band.end
        }
        guard activity.begin <= band.times.upperBound else { return nil }
        let from = max(band.start, begin.x - firstHalf(of: row, at: activity.begin))
        guard let end = activity.end, let stop = layout.slot(at: end) else {
            writer.empty(
                "path",
                [
                    "class": "line", "data-time": "\(activity.begin)",
                    "d": "M \(geometry.x(from, in: band)) \(y) H \(tip)",
                ])
            if row.isStream && isLast { drawArrow(x: tip, y: y, active: true) }
            return from...band.end
        }
        let to = min(band.end, stop.x)
        if from < to {
            writer.empty(
                "path",
                [
                    "class": "line", "data-time": "\(activity.begin)", "data-end": "\(end)",
                    "d": "M \(geometry.x(from, in: band)) \(y) H \(geometry.x(to, in: band))",
                ])
        }
        guard row.isStream else { return from <= to ? from...to : nil }
        // A stream that ends after this band is not yet dashed here.
        guard stop.x < band.end else { return from...band.end }
        let afterFrom = max(band.start, stop.x)
        writer.empty(
            "path",
            [
                "class": "line after", "data-time": "\(end)",
                "d": "M \(geometry.x(afterFrom, in: band)) \(y) H \(tip)",
            ])
        if isLast { drawArrow(x: tip, y: y, active: false) }
        return min(from, afterFrom)...band.end
    }

    /// How far left of its time the row's first mark at `time` reaches (the line starts there).
    private func firstHalf(of row: MarbleLayout.Row, at time: TestTime) -> Int {
        guard let cell = row.cell(at: time) else { return 0 }
        return G.width(of: cell) / 2
    }

    private mutating func drawArrow(x: Int, y: Int, active: Bool) {
        let tip = x + G.arrow
        writer.empty(
            "path",
            [
                "class": active ? "arrow" : "arrow after",
                "d": "M \(tip) \(y) L \(x) \(y - 5) L \(x) \(y + 5) Z",
            ])
    }

    /// A break mark on the row's line at each cut between `from` and `to` (unwrapped x).
    private mutating func drawBreaks(from: Int, to: Int, in band: MarbleLayout.Band, y: Int) {
        for cut in layout.cuts(from: max(from, band.start), to: min(to, band.end)) {
            drawBreak(x: geometry.x(cut.start + layout.breakWidth / 2, in: band), y: y, time: cut.gap.from)
        }
    }

    /// A break mark centered at (`x`, `y`): a gap in the line, between two slanted strokes.
    mutating func drawBreak(x: Int, y: Int, time: TestTime) {
        writer.empty(
            "rect", ["class": "break-gap", "x": "\(x - 5)", "y": "\(y - 8)", "width": "10", "height": "16"])
        writer.empty(
            "path",
            [
                "class": "break", "data-time": "\(time)",
                "d": "M \(x - 8) \(y + 7) L \(x - 2) \(y - 7) M \(x + 2) \(y + 7) L \(x + 8) \(y - 7)",
            ])
    }

    private mutating func drawCell(_ cell: MarbleLayout.Cell, x: Int, streamName: String, y: Int) {
        let centers = G.glyphCenters(of: cell, at: x)
        let isGroup = cell.glyphs.count > 1
        if isGroup {
            writer.open("g", ["class": "group", "data-time": "\(cell.time)"])
            let width = G.width(of: cell)
            writer.empty(
                "rect",
                [
                    "class": "group-box", "x": "\(x - width / 2)", "y": "\(y - 16)", "width": "\(width)",
                    "height": "32", "rx": "16",
                ])
        }
        for (glyph, center) in zip(cell.glyphs, centers) {
            drawGlyph(glyph, x: center, y: y, time: cell.time, streamName: streamName)
        }
        if isGroup { writer.close("g") }
    }

    private mutating func drawGlyph(
        _ glyph: MarbleLayout.Glyph, x: Int, y: Int, time: TestTime, streamName: String
    ) {
        switch glyph {
        case .value(let label, let text):
            let paint = palette.paint(label)
            writer.open("g", ["class": "event next " + paint.svgClass, "data-time": "\(time)"])
            writer.element(
                "title", content: words.event(stream: streamName, time: time, VisibleText.of(label)))
            drawMarble(text: text, x: x, y: y, paint: paint)
        case .completed:
            writer.open("g", ["class": "event completed", "data-time": "\(time)"])
            writer.element("title", content: words.event(stream: streamName, time: time, words.completed))
            writer.empty("path", ["d": "M \(x) \(y - 13) V \(y + 13)"])
        case .error(let description):
            writer.open("g", ["class": "event error", "data-time": "\(time)"])
            writer.element(
                "title",
                content: words.event(
                    stream: streamName, time: time, words.error + " " + VisibleText.of(description)))
            drawCross(x: x, y: y)
        case .subscribe:
            writer.open("g", ["class": "subscribe", "data-time": "\(time)"])
            writer.element("title", content: words.event(stream: streamName, time: time, words.subscribed))
            writer.empty("path", ["d": "M \(x) \(y - 7) L \(x + 6) \(y + 5) L \(x - 6) \(y + 5) Z"])
        case .unsubscribe:
            writer.open("g", ["class": "unsubscribe", "data-time": "\(time)"])
            writer.element("title", content: words.event(stream: streamName, time: time, words.unsubscribed))
            writer.empty("path", ["d": "M \(x) \(y - 8) V \(y + 8)"])
        }
        writer.close("g")
    }

    /// A marble with `text` centered on it: a circle for up to two columns of text, else a pill; a
    /// value that is a colour is filled with it, its text in the ink readable on it.
    mutating func drawMarble(text: String, x: Int, y: Int, paint: MarblePalette.Paint) {
        let half = G.marbleHalfWidth(text: text)
        var fill: String?
        var ink: String?
        if case .own(let css, let rgb) = paint {
            fill = "fill: \(css);"
            ink = "fill: \(MarblePalette.ink(on: rgb));"
        }
        var shape: [(key: String, value: String)]
        if half == 11 {
            shape = [("class", "marble"), ("cx", "\(x)"), ("cy", "\(y)"), ("r", "11")]
        } else {
            shape = [
                ("class", "marble"), ("x", "\(x - half)"), ("y", "\(y - 11)"), ("width", "\(2 * half)"),
                ("height", "22"), ("rx", "11"),
            ]
        }
        if let fill { shape.append(("style", fill)) }
        writer.empty(half == 11 ? "circle" : "rect", shape)
        var label: [(key: String, value: String)] = [
            ("x", "\(x)"), ("y", "\(y + 4)"), ("text-anchor", "middle"),
        ]
        if let ink { label.append(("style", ink)) }
        writer.element("text", label, content: text)
    }

    /// An error's cross centered at (`x`, `y`).
    mutating func drawCross(x: Int, y: Int) {
        writer.empty(
            "path", ["d": "M \(x - 7) \(y - 7) L \(x + 7) \(y + 7) M \(x + 7) \(y - 7) L \(x - 7) \(y + 7)"])
    }
}

extension MarbleLayout.Row {
    /// Whether the row is a stream's (not a subscription's).
    var isStream: Bool {
        if case .stream = kind { return true }
        return false
    }
}
