import TextSupport

/// Draws a marble diagram as a standalone SVG document, from the same `MarbleLayout` as the ASCII
/// renderer (one layout column is `SvgGeometry.column` pixels).
///
/// Contract: the document references nothing outside itself (no font, script, style sheet or URL; the
/// only URL is the SVG namespace), and its bytes depend only on the input. The root `<svg>` has a
/// `viewBox`, `width`, `height`, `role="img"` and `aria-labelledby` naming its `<title>` and `<desc>`;
/// every id starts with the id prefix, so several diagrams can share a page. Each stream is a line with
/// an arrowhead and its name at the left; values are marbles (circles, or pills for wider labels)
/// with their label (or legend key) as text and a fill chosen by a stable hash of the label; completion
/// is a bar, an error a cross; subscriptions are `▲` and a bar on a row under their stream; compressed
/// gaps are breaks on the lines and a "N ticks" label on the axis. Each event is a `<g>` with
/// `class="event next|completed|error"` and `data-time="<ticks>"` (and a `<title>` saying what it is),
/// so a page can style or fade events by time. Every text and attribute value is XML-escaped.
public struct SvgMarbleRenderer {
    /// How the diagram is drawn.
    public struct Options: Equatable {
        /// How the timeline is laid out.
        public var layout: MarbleLayout.Options
        /// The name of the time axis.
        public var rulerName: String

        /// - Parameters:
        ///   - layout: the layout options (automatic grid by default).
        ///   - rulerName: the name of the time axis (`time` by default).
        public init(layout: MarbleLayout.Options = MarbleLayout.Options(), rulerName: String = "time") {
            self.layout = layout
            self.rulerName = rulerName
        }
    }

    /// The options used.
    public var options: Options

    /// A renderer with `options`.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// The SVG document of `timeline`, laid out with `options.layout`.
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
        render(
            MarbleLayout(timeline: timeline, options: options.layout), title: title, description: description,
            idPrefix: idPrefix)
    }

    /// The SVG document of an existing layout (its own options apply; `options.layout` is not used).
    public func render(
        _ layout: MarbleLayout, title: String, description: String, idPrefix: String = "marbles"
    ) -> String {
        let root = Self.identifier(idPrefix)
        let geometry = SvgGeometry(layout: layout, rulerName: VisibleText.of(options.rulerName))
        var writer = SvgWriter()
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
        var painter = SvgPainter(layout: layout, geometry: geometry, writer: writer)
        for (index, row) in layout.rows.enumerated() {
            painter.drawRow(row, centerY: geometry.rowCenters[index])
        }
        painter.drawAxis(name: geometry.rulerName)
        painter.drawLegend()
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

/// Where things go in an SVG diagram, in whole pixels: the name column at the left, then the diagram's
/// columns, one row per layout row, the axis, then the legend.
struct SvgGeometry {
    static let padding = 16
    static let column = 24
    static let nameCharacter = 8
    static let labelCharacter = 7
    static let streamRow = 48
    static let subscriptionRow = 24
    static let axisRow = 48
    static let legendRow = 26
    static let arrow = 10

    /// The x of the left edge of layout column 0.
    let originX: Int
    /// The x of the arrow tips, at the right of the diagram.
    let right: Int
    /// The y of each row's line.
    let rowCenters: [Int]
    /// The y of the axis line.
    let axisY: Int
    /// The y of the center of each legend line.
    let legendCenters: [Int]
    let rulerName: String
    let width: Int
    let height: Int

    init(layout: MarbleLayout, rulerName: String) {
        let names = layout.rows.map(\.label) + [rulerName]
        let nameWidth = (names.map(DisplayWidth.of).max() ?? 0) * Self.nameCharacter
        originX = Self.padding + nameWidth + Self.padding
        right = originX + layout.width * Self.column + Self.column
        var y = Self.padding
        var centers: [Int] = []
        for row in layout.rows {
            let height = { if case .stream = row.kind { Self.streamRow } else { Self.subscriptionRow } }()
            centers.append(y + height / 2)
            y += height
        }
        rowCenters = centers
        axisY = y + 14
        y += Self.axisRow
        legendCenters = layout.legend.indices.map { y + Self.legendRow * $0 + Self.legendRow / 2 }
        y += Self.legendRow * layout.legend.count
        let legendWidth = layout.legend.map {
            Self.padding + Self.column + (DisplayWidth.of($0.text) + 3) * Self.labelCharacter
                + Self.padding
        }
        self.rulerName = rulerName
        width = ([right + Self.padding] + legendWidth).max() ?? right
        height = y + Self.padding
    }

    /// The x of the center of `slot`.
    func center(of slot: MarbleLayout.Slot) -> Int {
        originX + slot.column * Self.column + slot.width * Self.column / 2
    }

    /// The x of the center of each glyph of `cell`: side by side, `spacing` apart, centered in `slot`.
    func glyphCenters(of cell: MarbleLayout.Cell, in slot: MarbleLayout.Slot) -> [Int] {
        let halves = cell.glyphs.map(Self.halfWidth(of:))
        let total = halves.reduce(0) { $0 + 2 * $1 } + Self.spacing * (halves.count - 1)
        var left = center(of: slot) - total / 2
        return halves.map { half in
            defer { left += 2 * half + Self.spacing }
            return left + half
        }
    }

    /// The room between the glyphs of a group.
    static let spacing = 4

    /// Half the width of what is drawn for `glyph`.
    static func halfWidth(of glyph: MarbleLayout.Glyph) -> Int {
        switch glyph {
        case .value(_, let text): return marbleHalfWidth(text: text)
        case .completed, .unsubscribe: return 4
        case .error, .subscribe: return 8
        }
    }

    /// Half the width of the marble drawn for `text`: a circle for up to two columns of text, else a
    /// pill.
    static func marbleHalfWidth(text: String) -> Int {
        let columns = DisplayWidth.of(text)
        return columns <= 2 ? 11 : (columns * labelCharacter + 14) / 2
    }
}
