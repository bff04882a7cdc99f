import RxVirtualTime
import TextSupport

/// Draws the rows of an SVG diagram (streams and subscriptions) into a writer, at the places an
/// `SvgGeometry` gives. The axis and the legend are in `SvgPainter+Axis.swift`.
struct SvgPainter {
    let layout: MarbleLayout
    let geometry: SvgGeometry
    var writer: SvgWriter

    private typealias G = SvgGeometry

    /// Draws one row, its line at height `y`.
    mutating func drawRow(_ row: MarbleLayout.Row, centerY y: Int) {
        let streamIndex: Int
        switch row.kind {
        case .stream(let index):
            streamIndex = index
            writer.open("g", ["class": "stream", "data-stream": "\(index)"])
            writer.element(
                "text", ["class": "name", "x": "\(G.padding)", "y": "\(y + 5)"], content: row.label)
        case .subscription(let stream, let index):
            streamIndex = stream
            writer.open(
                "g", ["class": "subscription", "data-stream": "\(stream)", "data-subscription": "\(index)"])
            writer.element(
                "text", ["class": "subscription-name", "x": "\(G.padding)", "y": "\(y + 4)"],
                content: row.label)
        }
        drawLine(of: row, y: y)
        drawBreaks(of: row, y: y)
        let name = VisibleText.of(layout.timeline.streams[streamIndex].name)
        for cell in row.cells {
            drawCell(cell, streamName: name, y: y)
        }
        writer.close("g")
    }

    /// The line of a row, from its first mark to its last (or on to the arrow while it is active), then,
    /// for a stream, dashed to the arrow once it has ended.
    private mutating func drawLine(of row: MarbleLayout.Row, y: Int) {
        let isStream = { if case .stream = row.kind { true } else { false } }()
        let tip = geometry.right - G.arrow
        guard let activity = row.activity, let beginX = glyphX(of: row, at: activity.begin, last: false)
        else {
            writer.empty("path", ["class": "line after", "d": "M \(geometry.originX) \(y) H \(tip)"])
            drawArrow(y: y, active: false)
            return
        }
        guard let end = activity.end, let endX = glyphX(of: row, at: end, last: true) else {
            writer.empty(
                "path", ["class": "line", "data-time": "\(activity.begin)", "d": "M \(beginX) \(y) H \(tip)"])
            if isStream { drawArrow(y: y, active: true) }
            return
        }
        writer.empty(
            "path",
            [
                "class": "line", "data-time": "\(activity.begin)", "data-end": "\(end)",
                "d": "M \(beginX) \(y) H \(endX)",
            ])
        if isStream {
            writer.empty(
                "path", ["class": "line after", "data-time": "\(end)", "d": "M \(endX) \(y) H \(tip)"])
            drawArrow(y: y, active: false)
        }
    }

    private mutating func drawArrow(y: Int, active: Bool) {
        let tip = geometry.right
        let back = tip - G.arrow
        writer.empty(
            "path",
            [
                "class": active ? "arrow" : "arrow after",
                "d": "M \(tip) \(y) L \(back) \(y - 5) L \(back) \(y + 5) Z",
            ])
    }

    /// The x of the first (or last) glyph the row draws at `time`, or of the slot's center.
    private func glyphX(of row: MarbleLayout.Row, at time: TestTime, last: Bool) -> Int? {
        guard let slot = layout.slot(at: time) else { return nil }
        guard let cell = row.cell(at: time) else { return geometry.center(of: slot) }
        let centers = geometry.glyphCenters(of: cell, in: slot)
        return last ? centers.last : centers.first
    }

    /// A break (`//`) across the row's line in each compressed gap the line crosses: for a stream, every
    /// gap after its first mark (its line goes on, dashed, after its end); for a subscription, the gaps
    /// while it lasts.
    private mutating func drawBreaks(of row: MarbleLayout.Row, y: Int) {
        for gap in layout.gaps where gap.isCompressed {
            let crosses: Bool
            switch (row.kind, row.activity) {
            case (.stream, let activity?): crosses = gap.from >= activity.begin
            case (.stream, nil): crosses = true
            case (.subscription, let activity?):
                crosses = activity.covers(gap.from) && activity.covers(gap.to)
            case (.subscription, nil): crosses = false
            }
            if crosses { drawBreak(x: geometry.center(of: gap), y: y, time: gap.from) }
        }
    }

    /// A break mark centered at (`x`, `y`).
    mutating func drawBreak(x: Int, y: Int, time: TestTime) {
        writer.empty(
            "path",
            [
                "class": "break", "data-time": "\(time)",
                "d": "M \(x - 7) \(y + 7) L \(x - 1) \(y - 7) M \(x + 1) \(y + 7) L \(x + 7) \(y - 7)",
            ])
    }

    private mutating func drawCell(_ cell: MarbleLayout.Cell, streamName: String, y: Int) {
        guard let slot = layout.slot(at: cell.time) else { return }
        let centers = geometry.glyphCenters(of: cell, in: slot)
        let isGroup = cell.glyphs.count > 1
        if isGroup, let first = centers.first, let last = centers.last {
            writer.open("g", ["class": "group", "data-time": "\(cell.time)"])
            let left = first - G.halfWidth(of: cell.glyphs[0]) - 6
            let width = last + G.halfWidth(of: cell.glyphs[cell.glyphs.count - 1]) + 6 - left
            writer.empty(
                "rect",
                [
                    "class": "group-box", "x": "\(left)", "y": "\(y - 16)", "width": "\(width)",
                    "height": "32",
                    "rx": "16",
                ])
        }
        for (glyph, x) in zip(cell.glyphs, centers) {
            drawGlyph(glyph, x: x, y: y, time: cell.time, streamName: streamName)
        }
        if isGroup { writer.close("g") }
    }

    private mutating func drawGlyph(
        _ glyph: MarbleLayout.Glyph, x: Int, y: Int, time: TestTime, streamName: String
    ) {
        let at = "\(streamName) at \(time)"
        switch glyph {
        case .value(let label, let text):
            let color = MarblePalette.index(for: label)
            writer.open("g", ["class": "event next c\(color)", "data-time": "\(time)"])
            writer.element("title", content: "\(at): \(VisibleText.of(label))")
            drawMarble(text: text, x: x, y: y)
        case .completed:
            writer.open("g", ["class": "event completed", "data-time": "\(time)"])
            writer.element("title", content: "\(at): completed")
            writer.empty("path", ["d": "M \(x) \(y - 13) V \(y + 13)"])
        case .error(let description):
            writer.open("g", ["class": "event error", "data-time": "\(time)"])
            writer.element("title", content: "\(at): error \(VisibleText.of(description))")
            drawCross(x: x, y: y)
        case .subscribe:
            writer.open("g", ["class": "subscribe", "data-time": "\(time)"])
            writer.element("title", content: "\(streamName) subscribed at \(time)")
            writer.empty("path", ["d": "M \(x) \(y - 7) L \(x + 6) \(y + 5) L \(x - 6) \(y + 5) Z"])
        case .unsubscribe:
            writer.open("g", ["class": "unsubscribe", "data-time": "\(time)"])
            writer.element("title", content: "\(streamName) unsubscribed at \(time)")
            writer.empty("path", ["d": "M \(x) \(y - 8) V \(y + 8)"])
        }
        writer.close("g")
    }

    /// A marble with `text` centered on it: a circle for up to two columns of text, else a pill.
    mutating func drawMarble(text: String, x: Int, y: Int) {
        let half = G.marbleHalfWidth(text: text)
        if half == 11 {
            writer.empty("circle", ["class": "marble", "cx": "\(x)", "cy": "\(y)", "r": "11"])
        } else {
            writer.empty(
                "rect",
                [
                    "class": "marble", "x": "\(x - half)", "y": "\(y - 11)", "width": "\(2 * half)",
                    "height": "22",
                    "rx": "11",
                ])
        }
        writer.element("text", ["x": "\(x)", "y": "\(y + 4)", "text-anchor": "middle"], content: text)
    }

    /// An error's cross centered at (`x`, `y`).
    mutating func drawCross(x: Int, y: Int) {
        writer.empty(
            "path", ["d": "M \(x - 7) \(y - 7) L \(x + 7) \(y + 7) M \(x + 7) \(y - 7) L \(x - 7) \(y + 7)"])
    }

}

extension SvgGeometry {
    /// The x of the center of `gap`.
    func center(of gap: MarbleLayout.Gap) -> Int {
        originX + gap.column * Self.column + gap.width * Self.column / 2
    }
}
