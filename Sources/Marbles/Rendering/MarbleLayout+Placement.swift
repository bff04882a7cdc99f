import RxVirtualTime

extension MarbleLayout {
    /// The room the rows' cells and the tick labels take around their slots: what placing the slots
    /// needs from the rows. It does not depend on the step width, so it is measured once for all the
    /// step widths tried with the same rows.
    struct Footprint {
        /// The room each slot's cells and tick label take left and right of its x.
        let leads: [Int]
        let trails: [Int]
        /// For each row, the slot of each of its cells and the room the cell takes.
        let cellSlots: [[Int]]
        let cellExtents: [[(lead: Int, trail: Int)]]
        /// The room each time's label takes.
        let tickExtents: [(lead: Int, trail: Int)]

        /// The footprint of `rows` on the slots of `times`; `tickLabels` is the room each time's label
        /// takes (`Placement.tickLabelExtents`).
        init(times: [TestTime], rows: [Row], metrics: MarbleMetrics, tickLabels: [(lead: Int, trail: Int)]) {
            tickExtents = tickLabels
            var leads = tickLabels.map(\.lead)
            var trails = tickLabels.map(\.trail)
            var index: [TestTime: Int] = [:]
            for (offset, time) in times.enumerated() { index[time] = offset }
            var cellSlots: [[Int]] = []
            var cellExtents: [[(lead: Int, trail: Int)]] = []
            for row in rows {
                var slots: [Int] = []
                var extents: [(lead: Int, trail: Int)] = []
                for cell in row.cells {
                    let slot = index[cell.time] ?? 0
                    let extent = metrics.cellExtent(cell)
                    leads[slot] = max(leads[slot], extent.lead)
                    trails[slot] = max(trails[slot], extent.trail)
                    slots.append(slot)
                    extents.append(extent)
                }
                cellSlots.append(slots)
                cellExtents.append(extents)
            }
            self.leads = leads
            self.trails = trails
            self.cellSlots = cellSlots
            self.cellExtents = cellExtents
        }
    }

    /// Where the slots go for one step width.
    struct Placement {
        let times: [TestTime]
        let step: Int
        let stepWidth: Int
        /// The x of each slot.
        private(set) var xs: [Int] = []
        private(set) var gaps: [Gap] = []
        /// The room the rows and the tick labels take around each slot.
        let footprint: Footprint
        private var leads: [Int] { footprint.leads }
        private var trails: [Int] { footprint.trails }

        /// Where the slots of `times` go with `stepWidth`, for rows that take `footprint`.
        init(times: [TestTime], footprint: Footprint, step: Int, stepWidth: Int, metrics: MarbleMetrics) {
            self.times = times
            self.step = step
            self.stepWidth = stepWidth
            self.footprint = footprint
            let leads = footprint.leads
            let trails = footprint.trails
            var x = 0
            for (offset, time) in times.enumerated() {
                if offset > 0 {
                    let previous = times[offset - 1]
                    let steps = MarbleLayout.distance(from: previous, to: time) / UInt(step)
                    let (toScale, overflow) = steps.multipliedReportingOverflow(by: UInt(stepWidth))
                    // (A stretch longer than `Int.max` ticks is more steps than the step says.)
                    let huge = MarbleLayout.distance(from: previous, to: time) > UInt(Int.max)
                    if overflow || huge || (toScale > UInt(metrics.longestQuietStretch) && steps >= 10) {
                        let breakStart = x + max(stepWidth, trails[offset - 1] + 1)
                        gaps.append(Gap(from: previous, to: time, breakStart: breakStart))
                        x = breakStart + metrics.breakWidth + max(stepWidth, leads[offset] + 1)
                    } else {
                        gaps.append(Gap(from: previous, to: time, breakStart: nil))
                        x += Int(toScale)
                    }
                }
                xs.append(x)
            }
        }

        /// The room the label of each of `times` takes.
        static func tickLabelExtents(of times: [TestTime], metrics: MarbleMetrics) -> [(
            lead: Int, trail: Int
        )] {
            times.map { metrics.tickLabelExtent(String($0)) }
        }

        /// The labels of values in cells that overlap their neighbour, and how many overlaps have no
        /// value to key.
        func collisions(in rows: [Row], keyed: Set<String>, metrics: MarbleMetrics) -> (
            labels: Set<String>, stuck: Int
        ) {
            var labels = Set<String>()
            var stuck = 0
            for (number, row) in rows.enumerated() {
                let slots = footprint.cellSlots[number]
                let extents = footprint.cellExtents[number]
                for index in row.cells.indices.dropFirst() {
                    let (earlier, later) = (row.cells[index - 1], row.cells[index])
                    let (left, right) = (extents[index - 1], extents[index])
                    let room = xs[slots[index]] - xs[slots[index - 1]]
                    guard room < left.trail + metrics.cellSeparation(earlier, later) + right.lead else {
                        continue
                    }
                    // Key the wider cell's values first: the narrower one may then fit.
                    let wider = left.lead + left.trail >= right.lead + right.trail
                    let first = Self.inlineValues(of: wider ? earlier : later, keyed: keyed)
                    let values =
                        first.isEmpty ? Self.inlineValues(of: wider ? later : earlier, keyed: keyed) : first
                    if values.isEmpty { stuck += 1 } else { labels.formUnion(values) }
                }
            }
            return (labels, stuck)
        }

        /// The labels of a cell's values that are drawn inline.
        private static func inlineValues(of cell: Cell, keyed: Set<String>) -> [String] {
            cell.glyphs.compactMap { glyph -> String? in
                if case .value(let label, _) = glyph, !keyed.contains(label) { return label }
                return nil
            }
        }

        /// The bands of the axis, each at most `width` wide when one slot allows, and the band of each
        /// slot.
        func bands(width: Int?, metrics: MarbleMetrics) -> ([Band], [Int]) {
            guard !times.isEmpty else { return ([], []) }
            var bands: [Band] = []
            var bandOfSlot: [Int] = []
            var first = 0
            var start = xs[0] - leads[0] - metrics.margin
            func close(before end: Int) {
                let last = end - 1
                bands.append(
                    Band(
                        slots: first..<end, start: start, end: xs[last] + trails[last] + metrics.margin,
                        times: (first == 0 ? times[0] : times[first - 1])...times[last],
                        anchors: anchors(first: first, last: last)))
                bandOfSlot += Array(repeating: bands.count - 1, count: end - first)
            }
            for slot in 1..<times.count {
                let end = xs[slot] + trails[slot] + metrics.margin
                // A band starts at its first time, or further left when a cell reaches further.
                let left = xs[slot] - leads[slot] - metrics.margin
                if let width, end - min(start, left) > width {
                    close(before: slot)
                    first = slot
                    start = min(xs[slot - 1], left)
                } else {
                    start = min(start, left)
                }
            }
            close(before: times.count)
            return (bands, bandOfSlot)
        }

        /// The anchors of a band from slot `first` to slot `last`.
        private func anchors(first: Int, last: Int) -> [Anchor] {
            var anchors: [Anchor] = []
            if first > 0 { anchors.append(Anchor(time: times[first - 1], x: xs[first - 1])) }
            for slot in first...last {
                if slot > 0, gaps[slot - 1].isCut {
                    anchors.append(Anchor(time: times[slot - 1] &+ step, x: xs[slot - 1] + stepWidth))
                    anchors.append(Anchor(time: times[slot] &- step, x: xs[slot] - stepWidth))
                }
                anchors.append(Anchor(time: times[slot], x: xs[slot]))
            }
            return anchors
        }

        /// Each slot's time label, on the first line of its band where it overlaps no other label.
        func tickLabels(bands: [Band], metrics: MarbleMetrics) -> [TickLabel] {
            var labels: [TickLabel] = []
            for band in bands {
                var lineEnds: [Int] = []
                for slot in band.slots {
                    let extent = footprint.tickExtents[slot]
                    let left = xs[slot] - extent.lead
                    let line =
                        lineEnds.firstIndex { $0 + metrics.tickLabelSeparation <= left } ?? lineEnds.count
                    if line == lineEnds.count { lineEnds.append(0) }
                    lineEnds[line] = xs[slot] + extent.trail
                    labels.append(TickLabel(time: times[slot], text: String(times[slot]), line: line))
                }
            }
            return labels
        }
    }
}
