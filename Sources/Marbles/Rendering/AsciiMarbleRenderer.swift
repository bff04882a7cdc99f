import TextSupport

/// Draws a marble diagram as text, from a `MarbleLayout`.
///
/// Contract: one row per stream, then one row per subscription of it (`xs ^!`, with `^` at the
/// subscription and `!` at the unsubscription), then a time ruler, then the legend (`key   A = label`,
/// one line per key or error). Row names are left-aligned and padded so that the diagrams line up.
/// A stream row shows nothing before its first subscription or event, `-` for each quiet column while
/// active, labels inline or as keys, `|` completed, `#` error, `(ab|)` for a same-time group, `┄` across
/// a compressed gap, and nothing after its terminal event or last unsubscription. The ruler shows tick
/// numbers at slot starts where they fit (left to right, a space apart) and every compression marker.
/// The output is deterministic, has no trailing spaces, and ends without a line break. With `color`,
/// each value label gets an ANSI colour derived from a stable hash of its text, errors are red.
public struct AsciiMarbleRenderer {
    /// How the diagram is drawn.
    public struct Options: Equatable {
        /// How the timeline is laid out.
        public var layout: MarbleLayout.Options
        /// Whether to colour values and errors with ANSI escapes (a command decides it from `NO_COLOR`,
        /// `TERM` and whether it writes to a terminal).
        public var color: Bool
        /// The name of the time ruler's row.
        public var rulerName: String

        /// - Parameters:
        ///   - layout: the layout options (automatic grid by default).
        ///   - color: ANSI colours on or off (off by default).
        ///   - rulerName: the name of the ruler row (`time` by default).
        public init(
            layout: MarbleLayout.Options = MarbleLayout.Options(), color: Bool = false,
            rulerName: String = "time"
        ) {
            self.layout = layout
            self.color = color
            self.rulerName = rulerName
        }
    }

    /// The options used.
    public var options: Options

    /// A renderer with `options`.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// The diagram of `timeline`, laid out with `options.layout`.
    public func render(_ timeline: MarbleTimeline) -> String {
        render(MarbleLayout(timeline: timeline, options: options.layout))
    }

    /// The diagram of an existing layout (its own options apply; `options.layout` is not used).
    public func render(_ layout: MarbleLayout) -> String {
        let rulerName = VisibleText.of(options.rulerName)
        let legendName = "key"
        var names = layout.rows.map(\.label) + [rulerName]
        if !layout.legend.isEmpty { names.append(legendName) }
        let origin = (names.map(DisplayWidth.of).max() ?? 0) + 2

        var lines: [AsciiLine] = []
        for row in layout.rows {
            var line = AsciiLine()
            line.write(row.label, at: 0)
            draw(row, of: layout, on: &line, origin: origin)
            lines.append(line)
        }
        var ruler = AsciiLine()
        ruler.write(rulerName, at: 0)
        drawRuler(of: layout, on: &ruler, origin: origin)
        lines.append(ruler)
        for (index, entry) in layout.legend.enumerated() {
            var line = AsciiLine()
            if index == 0 { line.write(legendName, at: 0) }
            line.write(entry.key, at: origin, style: style(ofKey: entry))
            line.write(" = " + entry.text, at: origin + DisplayWidth.of(entry.key))
            lines.append(line)
        }
        return lines.map { $0.rendered(color: options.color) }.joined(separator: "\n")
    }

    private func draw(_ row: MarbleLayout.Row, of layout: MarbleLayout, on line: inout AsciiLine, origin: Int)
    {
        guard let activity = row.activity else { return }
        for (index, slot) in layout.slots.enumerated() where activity.covers(slot.time) {
            var column = origin + slot.column
            let cell = row.cell(at: slot.time)
            if let cell {
                draw(cell, on: &line, at: column)
                column += cell.width
            }
            let stopsHere = cell != nil && activity.end == slot.time
            if !stopsHere {
                line.repeatCharacter("-", count: origin + slot.end - column, at: column)
            }
            guard index < layout.gaps.count, activity.covers(layout.slots[index + 1].time) else { continue }
            let gap = layout.gaps[index]
            line.repeatCharacter(gap.isCompressed ? "┄" : "-", count: gap.width, at: origin + gap.column)
        }
    }

    private func draw(_ cell: MarbleLayout.Cell, on line: inout AsciiLine, at column: Int) {
        if cell.glyphs.count > 1 {
            line.write("(", at: column)
            line.write(")", at: column + cell.width - 1)
        }
        for (glyph, offset) in zip(cell.glyphs, cell.glyphColumns) {
            line.write(glyph.text, at: column + offset, style: style(of: glyph))
        }
    }

    private func drawRuler(of layout: MarbleLayout, on line: inout AsciiLine, origin: Int) {
        var reserved: [Range<Int>] = []
        for gap in layout.gaps {
            guard let marker = gap.marker, let column = gap.markerColumn else { continue }
            line.write(marker, at: origin + column)
            reserved.append((column - 1)..<(column + DisplayWidth.of(marker) + 1))
        }
        var free = Int.min
        for slot in layout.slots {
            let label = String(slot.time)
            let span = slot.column..<(slot.column + label.count)
            guard span.lowerBound >= free, !reserved.contains(where: { $0.overlaps(span) }) else { continue }
            line.write(label, at: origin + slot.column)
            free = span.upperBound + 1
        }
    }

    private func style(of glyph: MarbleLayout.Glyph) -> TerminalStyle {
        switch glyph {
        case .value(let label, _): return MarblePalette.ansi[MarblePalette.index(for: label)]
        case .error: return MarblePalette.ansiError
        case .completed, .subscribe, .unsubscribe: return []
        }
    }

    private func style(ofKey entry: MarbleLayout.LegendEntry) -> TerminalStyle {
        switch entry.kind {
        case .value(let label): return MarblePalette.ansi[MarblePalette.index(for: label)]
        case .error: return MarblePalette.ansiError
        }
    }
}
