import TextSupport

/// Draws a marble diagram as text, to scale, from a `MarbleLayout` in terminal columns.
///
/// Contract: one row per stream, then one row per subscription of it (`xs ^!`, with `^` at the
/// subscription and `!` at the unsubscription), then the time ruler (every time something happens,
/// on as many lines as they need), then the legend (`key   A = label`, one line per key or error,
/// then, with `explainsSubscriptions`, `^! = ` what a subscription row shows, wrapped to the width).
/// Row names are left-aligned and padded so that the diagrams line up. One step of time is always the
/// same number of columns (`MarbleLayout.stepWidth`); a long quiet stretch is cut, with `//` on every
/// row that crosses it and on the ruler. A stream row shows nothing before its first subscription or
/// event, `-` for quiet columns while active, labels inline or as keys, `|` completed, `#` error,
/// `(ab|)` for a same-time group, and nothing after its terminal event or last unsubscription. A
/// label or a group starts at the column of its time and may run over the columns after it (the
/// next event of its row is always further right). When the diagram is wider than
/// `Options.width`, it is wrapped into bands, a blank line apart, each with its own ruler. The output
/// is deterministic, has no trailing spaces, and ends without a line break. With `color`, each value
/// gets the ANSI colour of `MarblePalette`, errors are red.
public struct AsciiMarbleRenderer {
    /// How the diagram is drawn.
    public struct Options: Equatable {
        /// The widest label (in columns) drawn inline; wider ones are drawn as a key.
        public var maximumInlineLabelWidth: Int
        /// The widest line, names included (`nil`: one band however wide).
        public var width: Int?
        /// Whether to colour values and errors with ANSI escapes (a command decides it from `NO_COLOR`,
        /// `TERM` and whether it writes to a terminal).
        public var color: Bool
        /// The words written into the diagram (the ruler's and the legend's names).
        public var words: MarbleWords
        /// Whether the legend explains the subscription rows (`xs ^!`), when the diagram has one: a
        /// report sets it on the first diagram a reader meets with such a row.
        public var explainsSubscriptions: Bool

        /// - Parameters:
        ///   - maximumInlineLabelWidth: the widest inline label, in columns (default 8).
        ///   - width: the widest line, in columns (default: no limit).
        ///   - color: ANSI colours on or off (off by default).
        ///   - words: the words of the diagram (English by default).
        ///   - explainsSubscriptions: whether the legend explains the subscription rows (off by default).
        public init(
            maximumInlineLabelWidth: Int = 8, width: Int? = nil, color: Bool = false,
            words: MarbleWords = .english, explainsSubscriptions: Bool = false
        ) {
            self.maximumInlineLabelWidth = maximumInlineLabelWidth
            self.width = width
            self.color = color
            self.words = words
            self.explainsSubscriptions = explainsSubscriptions
        }
    }

    /// The options used.
    public var options: Options

    /// A renderer with `options`.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// The diagram of `timeline`.
    public func render(_ timeline: MarbleTimeline) -> String {
        render(layout(timeline))
    }

    /// The layout the renderer draws `timeline` with (its step width says how many columns a step
    /// takes).
    public func layout(_ timeline: MarbleTimeline) -> MarbleLayout {
        let origin = nameWidth(of: timeline) + 2
        return MarbleLayout(
            timeline: timeline, metrics: .terminal,
            options: .init(
                maximumInlineLabelWidth: options.maximumInlineLabelWidth,
                width: options.width.map { max(24, $0 - origin) }))
    }

    /// The diagram of an existing layout (made by `layout(_:)`).
    public func render(_ layout: MarbleLayout) -> String {
        render(layout, streams: layout.timeline.streams.indices)
    }

    /// Diagrams of parts of one layout, one per range of its timeline's streams: each draws those
    /// streams' rows, the ruler and the keys they use, on the layout's one axis with its one name
    /// column, so that a time is in the same column in every part (a scene's lanes, then its chain's).
    package func render(_ layout: MarbleLayout, parts: [Range<Int>]) -> [String] {
        parts.map { render(layout, streams: $0) }
    }

    /// The diagram of the streams `streams` of `layout`.
    private func render(_ layout: MarbleLayout, streams: Range<Int>) -> String {
        let origin = nameWidth(of: layout.timeline) + 2
        let palette = layout.palette
        let rows = layout.rows.filter { row in
            switch row.kind {
            case .stream(let stream), .subscription(let stream, _): streams.contains(stream)
            }
        }
        // The keys the rows draw, and their errors (by stream, time and description: two streams may
        // share a name).
        var drawn: Set<String> = []
        var errors: Set<String> = []
        for row in rows {
            for cell in row.cells {
                for glyph in cell.glyphs {
                    drawn.insert(glyph.text)
                    guard case .error(let description) = glyph, case .stream(let stream) = row.kind else {
                        continue
                    }
                    errors.insert(
                        "\(layout.timeline.streams[stream].name)\u{0}\(cell.time)\u{0}\(description)")
                }
            }
        }
        let legend = layout.legend.filter { entry in
            guard case .error(let stream, let time, let description) = entry.kind else {
                return drawn.contains(entry.key)
            }
            return errors.contains("\(stream)\u{0}\(time)\u{0}\(description)")
        }
        var lines: [AsciiLine] = []
        for (number, band) in layout.bands.enumerated() {
            if number > 0 { lines.append(AsciiLine()) }
            // Quiet columns stop where the next band's first time is drawn: that time is the next band's.
            let next = number + 1 < layout.bands.count ? layout.bands[number + 1] : nil
            let limit = next.map { layout.slots[$0.slots.lowerBound].x } ?? band.end
            for row in rows {
                var line = AsciiLine()
                line.write(row.label, at: 0)
                draw(
                    row, in: band, isFirst: number == 0, until: limit, of: layout, on: &line,
                    origin: origin - band.start, palette: palette)
                lines.append(line)
            }
            lines += ruler(of: band, in: layout, origin: origin - band.start)
        }
        for (index, entry) in legend.enumerated() {
            let text = wrapped(entry.text(in: options.words), after: origin + DisplayWidth.of(entry.key) + 3)
            for (part, (indent, words)) in text.enumerated() {
                var line = AsciiLine()
                if part == 0 {
                    if index == 0 { line.write(VisibleText.of(options.words.key), at: 0) }
                    line.write(entry.key, at: origin, style: style(ofKey: entry, palette: palette))
                    line.write(" = ", at: origin + DisplayWidth.of(entry.key))
                }
                line.write(words, at: indent)
                lines.append(line)
            }
        }
        if options.explainsSubscriptions,
            let stream = layout.timeline.streams[streams].first(where: { !$0.subscriptions.isEmpty })
        {
            lines += subscriptionNote(VisibleText.of(stream.name), origin: origin, first: legend.isEmpty)
        }
        return lines.map { $0.rendered(color: options.color) }.joined(separator: "\n")
    }

    /// The legend's line `^! = what a subscription row shows`, wrapped to the width under its text.
    private func subscriptionNote(_ stream: String, origin: Int, first: Bool) -> [AsciiLine] {
        let lead = "^! = "
        let text = wrapped(options.words.subscriptions(of: stream), after: origin + lead.count)
        return text.enumerated().map { index, part in
            var line = AsciiLine()
            if index == 0 {
                if first { line.write(VisibleText.of(options.words.key), at: 0) }
                line.write(lead, at: origin)
            }
            line.write(part.text, at: part.indent)
            return line
        }
    }

    /// `text` wrapped to the width in lines that start at column `indent`, each with the column it
    /// starts at. When a word (a long stream's name) would not fit there, the text starts on the next
    /// line, two columns in, under the rows' names, so that no word is cut in two.
    private func wrapped(_ text: String, after indent: Int) -> [(indent: Int, text: String)] {
        guard let width = options.width else { return [(indent, text)] }
        let room = max(width - indent, 20)
        let longest = text.split(separator: " ").map { DisplayWidth.of(String($0)) }.max() ?? 0
        if longest <= room {
            return TerminalTextWrapper.wrap(text, width: room).map { (indent, $0) }
        }
        // Under the names, from the next line: two columns in, as wide as the width allows.
        return [(indent, "")] + TerminalTextWrapper.wrap(text, width: max(width - 2, 20)).map { (2, $0) }
    }

    private func nameWidth(of timeline: MarbleTimeline) -> Int {
        var names = MarbleLayout.rowLabels(of: timeline)
        names.append(VisibleText.of(options.words.time))
        names.append(VisibleText.of(options.words.key))
        return names.map(DisplayWidth.of).max() ?? 0
    }

    /// Draws the part of `row` that lies in `band`, its quiet columns before `limit`; `origin` is the
    /// line's column of x = 0.
    private func draw(
        _ row: MarbleLayout.Row, in band: MarbleLayout.Band, isFirst: Bool, until limit: Int,
        of layout: MarbleLayout, on line: inout AsciiLine, origin: Int, palette: MarblePalette
    ) {
        guard let activity = row.activity, let begin = layout.slot(at: activity.begin),
            activity.begin <= band.times.upperBound
        else { return }
        var end = band.end
        if let stop = activity.end, let slot = layout.slot(at: stop) {
            // A row that ended in an earlier band draws nothing here.
            guard isFirst || stop > band.times.lowerBound else { return }
            end = slot.x + (row.cell(at: stop)?.width ?? 1)
        } else if let last = band.slots.last, last == layout.slots.count - 1 {
            // A row that goes on ends at the axis's last time: it is not drawn on under a wider cell
            // that another row has there, as if time went on past the last tick.
            let slot = layout.slots[last]
            end = slot.x + (row.cell(at: slot.time)?.width ?? 1)
        }
        let from = max(begin.x, band.start)
        let to = min(end, band.end, max(limit, from + 1))
        guard from < to else { return }
        line.repeatCharacter("-", count: to - from, at: origin + from)
        let mark = String(repeating: "/", count: layout.breakWidth)
        for cut in layout.cuts(from: from, to: to) { line.write(mark, at: origin + cut.start) }
        for cell in row.cells {
            guard let index = layout.slotIndex(of: cell.time), band.slots.contains(index) else { continue }
            draw(cell, on: &line, at: origin + layout.slots[index].x, palette: palette)
        }
    }

    private func draw(
        _ cell: MarbleLayout.Cell, on line: inout AsciiLine, at column: Int, palette: MarblePalette
    ) {
        if cell.glyphs.count > 1 {
            line.write(String(repeating: " ", count: cell.width), at: column)
            line.write("(", at: column)
            line.write(")", at: column + cell.width - 1)
        }
        for (glyph, offset) in zip(cell.glyphs, cell.glyphColumns) {
            line.write(glyph.text, at: column + offset, style: style(of: glyph, palette: palette))
        }
    }

    /// The ruler of `band`: its name, every slot's time on its line, and `//` at each cut.
    private func ruler(of band: MarbleLayout.Band, in layout: MarbleLayout, origin: Int) -> [AsciiLine] {
        let labels = band.slots.map { layout.tickLabels[$0] }
        let count = (labels.map(\.line).max() ?? 0) + 1
        var lines = Array(repeating: AsciiLine(), count: count)
        lines[0].write(VisibleText.of(options.words.time), at: 0)
        let mark = String(repeating: "/", count: layout.breakWidth)
        for cut in layout.cuts(from: band.start, to: band.end) {
            lines[0].write(mark, at: origin + cut.start)
        }
        for (slot, label) in zip(band.slots, labels) {
            lines[label.line].write(label.text, at: origin + layout.slots[slot].x)
        }
        return lines
    }

    private func style(of glyph: MarbleLayout.Glyph, palette: MarblePalette) -> TerminalStyle {
        switch glyph {
        case .value(let label, _): return palette.terminalStyle(label)
        case .error: return MarblePalette.ansiError
        case .completed, .subscribe, .unsubscribe: return []
        }
    }

    private func style(ofKey entry: MarbleLayout.LegendEntry, palette: MarblePalette) -> TerminalStyle {
        switch entry.kind {
        case .value(let label): return palette.terminalStyle(label)
        case .error: return MarblePalette.ansiError
        }
    }
}
