import TextSupport

/// Where things go in an SVG diagram, in whole pixels. Each band of the layout is a block: its rows,
/// one under the other, then its axis with its lines of tick labels; the blocks are stacked, and the
/// legend (when drawn) comes last. Row names are at the left of the rows (`namesAbove == false`) or on
/// a small line above each row (for a narrow column).
struct SvgGeometry {
    static let padding = 12
    static let nameCharacter = 8
    static let labelCharacter = 7
    static let streamRow = 44
    static let subscriptionRow = 26
    static let nameLine = 14
    static let axisRow = 18
    static let tickLine = 14
    static let bandGap = 18
    static let legendRow = 24
    static let arrow = 10
    /// The room between the glyphs of a group.
    static let spacing = 4
    /// The width of the break mark of a cut.
    static let breakWidth = 16

    /// How the SVG renderer measures: pixels; a marble is centred on its time.
    static var metrics: MarbleMetrics {
        MarbleMetrics(
            cellExtent: { cell in
                let half = (width(of: cell) + 1) / 2
                return (half, half)
            },
            cellSeparation: { _, _ in 4 },
            tickLabelExtent: { text in
                let half = DisplayWidth.of(text) * labelCharacter / 2 + 1
                return (half, half)
            },
            tickLabelSeparation: 6, breakWidth: breakWidth, stepWidths: [24, 32, 40, 48, 64, 80, 96, 120],
            comfortableStepWidth: 40,
            longestQuietStretch: 320, margin: 6)
    }

    /// One band's place.
    struct BandBox {
        /// The y of each row's line.
        let rowCenters: [Int]
        /// The y of the axis line.
        let axisY: Int
        let top: Int
        let bottom: Int
    }

    let layout: MarbleLayout
    let namesAbove: Bool
    /// The x of the left edge of the time axis (where each band's `start` is drawn).
    let originX: Int
    let boxes: [BandBox]
    /// The y of the centre of each legend line.
    let legendCenters: [Int]
    let width: Int
    let height: Int

    init(layout: MarbleLayout, namesAbove: Bool, rulerName: String, legendLines: [String]) {
        self.layout = layout
        self.namesAbove = namesAbove
        let names = layout.rows.map(\.label) + [rulerName]
        let nameWidth = (names.map(DisplayWidth.of).max() ?? 0) * Self.nameCharacter
        originX = namesAbove ? Self.padding : Self.padding + nameWidth + Self.padding
        var y = Self.padding
        var boxes: [BandBox] = []
        for band in layout.bands {
            let top = y
            var centers: [Int] = []
            for row in layout.rows {
                if namesAbove { y += Self.nameLine }
                let height = { if case .stream = row.kind { Self.streamRow } else { Self.subscriptionRow } }()
                centers.append(y + height / 2)
                y += height
            }
            if namesAbove { y += Self.nameLine }
            let axisY = y + 6
            let lines = (band.slots.map { layout.tickLabels[$0].line }.max() ?? 0) + 1
            y += Self.axisRow + Self.tickLine * lines
            boxes.append(BandBox(rowCenters: centers, axisY: axisY, top: top, bottom: y))
            y += Self.bandGap
        }
        self.boxes = boxes
        y -= Self.bandGap
        legendCenters = legendLines.indices.map { y + Self.legendRow * $0 + Self.legendRow / 2 }
        y += Self.legendRow * legendLines.count
        let widest = layout.bands.map(\.width).max() ?? 0
        // A key as wide as its marble, then "= " and the text.
        let keyWidth = layout.legend.map { 2 * Self.marbleHalfWidth(text: $0.key) }.max() ?? 0
        let legendWidth = legendLines.map {
            Self.padding + keyWidth + 8 + (DisplayWidth.of($0) + 2) * Self.labelCharacter + Self.padding
        }
        let namesWidth = namesAbove ? Self.padding + nameWidth * 7 / 8 + Self.padding : 0
        width = ([originX + widest + Self.arrow + Self.padding, namesWidth] + legendWidth).max() ?? 0
        height = y + Self.padding
    }

    /// The x, in the drawing, of `x` on the unwrapped axis, in `band`.
    func x(_ x: Int, in band: MarbleLayout.Band) -> Int {
        originX + x - band.start
    }

    /// The x of the arrow tips of `band`.
    func right(of band: MarbleLayout.Band) -> Int {
        x(band.end, in: band) + Self.arrow
    }

    /// The x of the centre of each glyph of `cell`, drawn at `x`: side by side, `spacing` apart.
    static func glyphCenters(of cell: MarbleLayout.Cell, at x: Int) -> [Int] {
        let halves = halves(of: cell)
        let total = halves.reduce(0) { $0 + 2 * $1 } + spacing * (halves.count - 1)
        var left = x - total / 2
        return halves.map { half in
            defer { left += 2 * half + spacing }
            return left + half
        }
    }

    /// The width of what is drawn for `cell`, with a group's box.
    static func width(of cell: MarbleLayout.Cell) -> Int {
        var total = spacing * (cell.glyphs.count - 1)
        // (By index rather than zipping the two arrays: every layout trial measures every cell, and a
        // zip is generic code in a debug build.)
        for index in cell.glyphs.indices {
            total += 2 * half(of: cell.glyphs[index], columns: cell.glyphWidths[index])
        }
        return cell.glyphs.count > 1 ? total + 12 : total
    }

    /// Half the width of what is drawn for each glyph of `cell`.
    static func halves(of cell: MarbleLayout.Cell) -> [Int] {
        zip(cell.glyphs, cell.glyphWidths).map(half(of:columns:))
    }

    /// Half the width of what is drawn for `glyph`, whose text is `columns` wide.
    private static func half(of glyph: MarbleLayout.Glyph, columns: Int) -> Int {
        switch glyph {
        case .value: return marbleHalfWidth(columns: columns)
        case .completed, .unsubscribe: return 4
        case .error, .subscribe: return 8
        }
    }

    /// Half the width of the marble drawn for `text`: a circle for up to two columns of text, else a
    /// pill.
    static func marbleHalfWidth(text: String) -> Int {
        marbleHalfWidth(columns: DisplayWidth.of(text))
    }

    /// Half the width of the marble drawn for a text `columns` wide.
    static func marbleHalfWidth(columns: Int) -> Int {
        columns <= 2 ? 11 : (columns * labelCharacter + 14) / 2
    }
}
