import TextSupport

/// Draws a marble diagram as a standalone SVG document, to scale, from a `MarbleLayout` in pixels.
///
/// Contract: the document references nothing outside itself (no font, script, style sheet or URL; the
/// only URL is the SVG namespace), and its bytes depend only on the input. The root `<svg>` has a
/// `viewBox`, `width`, `height`, `role="img"` and `aria-labelledby` naming its `<title>` and `<desc>`;
/// every id starts with the id prefix, so several diagrams can share a page.
///
/// When the axis is wider than `Options.width` allows, it is wrapped into bands stacked top to bottom;
/// each band is a `<g class="band">` with all the rows and its own axis, and says which times it shows
/// and where: `data-from`/`data-to` (ticks), `data-top`/`data-bottom` (y), and `data-anchors`, the
/// pairs `time:x` between which any time's x is found by linear interpolation. Row names are at the
/// left, or above each row with `namesAbove`. Each stream is a line (with an arrowhead on the last
/// band), dashed after it ended; values are marbles (circles, or pills for wider labels) with their
/// label or key as text, filled as `MarblePalette` says (a value that is a colour in that colour,
/// with readable text); completion is a bar, an error a cross; subscriptions are `▲` and a bar on a
/// row under their stream; a cut quiet stretch is a break mark on every row that crosses it and on
/// the axis; every time something happens is labelled on the axis. Each event is a `<g>` with
/// `class="event next|completed|error"` (or `subscribe`, `unsubscribe`) and `data-time="<ticks>"`,
/// with a `<title>` saying what it is in `Options.words`, so a page can style or fade events by time.
/// Every text and attribute value is XML-escaped.
public struct SvgMarbleRenderer {
    /// How the diagram is drawn.
    public struct Options: Equatable {
        /// The widest label (in columns) drawn inline; wider ones are drawn as a key.
        public var maximumInlineLabelWidth: Int
        /// The widest the document may be, in pixels (`nil`: one band however wide).
        public var width: Int?
        /// Whether row names go on a line above each row instead of at the left (for a narrow column).
        public var namesAbove: Bool
        /// Whether the legend (keys and errors) is drawn under the diagram (a page may list it itself,
        /// from `MarbleLayout.legend`).
        public var drawsLegend: Bool
        /// The words written into the diagram.
        public var words: MarbleWords

        /// - Parameters:
        ///   - maximumInlineLabelWidth: the widest inline label, in columns (default 8).
        ///   - width: the widest document, in pixels (default: no limit).
        ///   - namesAbove: row names above the rows (default: at the left).
        ///   - drawsLegend: whether to draw the legend (default: yes).
        ///   - words: the words of the diagram (English by default).
        public init(
            maximumInlineLabelWidth: Int = 8, width: Int? = nil, namesAbove: Bool = false,
            drawsLegend: Bool = true, words: MarbleWords = .english
        ) {
            self.maximumInlineLabelWidth = maximumInlineLabelWidth
            self.width = width
            self.namesAbove = namesAbove
            self.drawsLegend = drawsLegend
            self.words = words
        }
    }

    /// The options used.
    public var options: Options

    /// A renderer with `options`.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// The layout the renderer draws `timeline` with.
    public func layout(_ timeline: MarbleTimeline) -> MarbleLayout {
        MarbleLayout(
            timeline: timeline, metrics: SvgGeometry.metrics,
            options: .init(
                maximumInlineLabelWidth: options.maximumInlineLabelWidth, width: axisWidth(of: timeline)))
    }

    /// The layout the renderer draws `other`'s timeline with, `other` being a layout another SVG
    /// renderer with the same `maximumInlineLabelWidth` made: `layout(other.timeline)`, made sooner
    /// (see `MarbleLayout.rewrapped(width:)`).
    package func layout(rewrapping other: MarbleLayout) -> MarbleLayout {
        precondition(
            other.options.maximumInlineLabelWidth == options.maximumInlineLabelWidth,
            "SvgMarbleRenderer: rewrap a layout made with the same maximumInlineLabelWidth")
        return other.rewrapped(width: axisWidth(of: other.timeline))
    }

    /// The widest band the axis may take, in pixels, so that the drawing fits `Options.width`.
    private func axisWidth(of timeline: MarbleTimeline) -> Int? {
        guard let width = options.width else { return nil }
        let origin: Int
        if options.namesAbove {
            origin = SvgGeometry.padding
        } else {
            var names = MarbleLayout.rowLabels(of: timeline)
            names.append(VisibleText.of(options.words.time))
            origin =
                SvgGeometry.padding * 2 + (names.map(DisplayWidth.of).max() ?? 0) * SvgGeometry.nameCharacter
        }
        return max(120, width - origin - SvgGeometry.arrow - SvgGeometry.padding)
    }

    /// The width of the document `render(layout, …)` writes, in pixels.
    package func width(of layout: MarbleLayout) -> Int {
        let legend = options.drawsLegend ? layout.legend.map { $0.text(in: options.words) } : []
        return SvgGeometry(
            layout: layout, namesAbove: options.namesAbove, rulerName: VisibleText.of(options.words.time),
            legendLines: legend
        ).width
    }

    /// The SVG document of `timeline`.
    ///
    /// - Parameters:
    ///   - title: the diagram's accessible name (its `<title>`).
    ///   - description: what it shows, for screen readers (its `<desc>`).
    ///   - idPrefix: the root element's id and the prefix of every other id; characters other than
    ///     ASCII letters, digits, `-` and `_` become `-`, and an `m` is put first unless it starts with
    ///     a letter.
    public func render(
        _ timeline: MarbleTimeline, title: String, description: String, idPrefix: String = "marbles"
    ) -> String {
        render(layout(timeline), title: title, description: description, idPrefix: idPrefix)
    }

    /// The SVG document of a layout made by `layout(_:)`.
    public func render(
        _ layout: MarbleLayout, title: String, description: String, idPrefix: String = "marbles"
    ) -> String {
        let root = Self.identifier(idPrefix)
        let words = options.words
        let legend = options.drawsLegend ? layout.legend.map { $0.text(in: words) } : []
        let geometry = SvgGeometry(
            layout: layout, namesAbove: options.namesAbove, rulerName: VisibleText.of(words.time),
            legendLines: legend)
        var writer = MarkupWriter()
        writer.open(
            "svg",
            [
                "xmlns": "http://www.w3.org/2000/svg", "id": root, "class": "marble-diagram",
                "viewBox": "0 0 \(geometry.width) \(geometry.height)", "width": "\(geometry.width)",
                "height": "\(geometry.height)", "role": "img",
                "aria-labelledby": "\(root)-title \(root)-desc",
            ])
        writer.element("title", ["id": "\(root)-title"], content: title)
        writer.element("desc", ["id": "\(root)-desc"], content: description)
        writer.open("style")
        for line in SvgStyleSheet.lines(rootID: root) { writer.raw(line) }
        writer.close("style")
        var painter = SvgPainter(
            layout: layout, geometry: geometry, palette: layout.palette,
            words: words,
            writer: writer)
        for (index, band) in layout.bands.enumerated() {
            painter.drawBand(band, box: geometry.boxes[index], isLast: index == layout.bands.count - 1)
        }
        if options.drawsLegend { painter.drawLegend(texts: legend) }
        writer = painter.writer
        writer.close("svg")
        return writer.text
    }

    /// `prefix` as a valid XML id and CSS identifier (see `render`).
    static func identifier(_ prefix: String) -> String {
        var id = String(
            prefix.unicodeScalars.map { scalar -> Character in
                switch scalar {
                case "a"..."z", "A"..."Z", "0"..."9", "-", "_": return Character(scalar)
                default: return "-"
                }
            })
        if !(id.first.map { $0.isASCII && $0.isLetter } ?? false) { id = "m" + id }
        return id
    }
}
