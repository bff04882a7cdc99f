import TextSupport

/// How big a renderer draws the parts of a diagram, in its own units (terminal columns, pixels): what
/// `MarbleLayout` needs to put them on a time axis drawn to scale.
///
/// Contract: a cell's time is a point `x`; the cell takes `lead` units to its left and `trail` units to
/// its right (a terminal writes from `x` on, so its lead is 0; an SVG centres a marble on `x`). Two
/// neighbouring cells of a row are at least `separation` units apart; so are two tick labels on one
/// line of the axis.
package struct MarbleMetrics {
    /// The units a cell takes left and right of its time.
    package var cellExtent: (MarbleLayout.Cell) -> (lead: Int, trail: Int)
    /// The fewest units between two neighbouring cells of a row (the earlier one first).
    package var cellSeparation: (MarbleLayout.Cell, MarbleLayout.Cell) -> Int
    /// The units a tick label takes left and right of its time.
    package var tickLabelExtent: (String) -> (lead: Int, trail: Int)
    /// The fewest units between two tick labels on one line of the axis.
    package var tickLabelSeparation: Int
    /// The width of the mark drawn where a quiet stretch is cut.
    package var breakWidth: Int
    /// The widths one step of time may take, smallest first: the layout chooses among them.
    package var stepWidths: [Int]
    /// The step width that reads best, preferred among step widths that are otherwise as good.
    package var comfortableStepWidth: Int
    /// A quiet stretch longer than this (in units, at the chosen step width) and of at least ten
    /// steps is cut, with a break mark.
    package var longestQuietStretch: Int
    /// The room left of the first time and right of the last one, in each band.
    package var margin: Int
}

extension MarbleMetrics {
    /// A terminal's: one unit is one column; a cell is written from its time's column on; two cells
    /// touch only when both are one column wide; a step takes 1 to 10 columns.
    package static var terminal: MarbleMetrics {
        MarbleMetrics(
            cellExtent: { (0, $0.width) },
            cellSeparation: { $0.width == 1 && $1.width == 1 ? 0 : 1 },
            tickLabelExtent: { (0, DisplayWidth.of($0)) },
            tickLabelSeparation: 1, breakWidth: 2, stepWidths: Array(1...10), comfortableStepWidth: 3,
            longestQuietStretch: 24,
            margin: 0)
    }
}
