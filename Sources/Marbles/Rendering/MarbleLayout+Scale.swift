import RxVirtualTime
import TextSupport

extension MarbleLayout {
    /// What laying one timeline out in one metrics works out whatever the band width: the rows, the
    /// labels never drawn inline, and for each step width tried, which labels it keys and where the
    /// slots then go. Layouts of the timeline for other band widths share it (`rewrapped(width:)`):
    /// only the bands, and what depends on them, are worked out again.
    ///
    /// It fills in as step widths are tried, so one layout and those rewrapped from it must stay on
    /// one thread (`MarbleLayout` is not `Sendable`).
    final class Trials {
        let timeline: MarbleTimeline
        let times: [TestTime]
        let step: Int
        let metrics: MarbleMetrics
        let maximumInlineLabelWidth: Int
        /// Every row, each label as it is.
        let base: [Row]
        /// The labels no step width draws inline.
        let neverInline: Set<String>
        /// `base` with the labels in `neverInline` drawn as one-character keys, and its footprint (the
        /// same for every step width, so measured once).
        private let provisional: [Row]
        private let provisionalFootprint: Footprint
        /// The room each time's label takes.
        let tickLabels: [(lead: Int, trail: Int)]
        private var keyings: [Int: Keying] = [:]
        private var arrangements: [Int: Arrangement] = [:]

        init(
            timeline: MarbleTimeline, times: [TestTime], step: Int, metrics: MarbleMetrics,
            maximumInlineLabelWidth: Int
        ) {
            precondition(!metrics.stepWidths.isEmpty, "MarbleMetrics: give at least one step width")
            self.timeline = timeline
            self.times = times
            self.step = step
            self.metrics = metrics
            self.maximumInlineLabelWidth = maximumInlineLabelWidth
            var labels = Set<String>()
            for stream in timeline.streams {
                for case .next(let label) in stream.events.map(\.kind) { labels.insert(label) }
            }
            let neverInline = labels.filter {
                !(1...max(1, maximumInlineLabelWidth)).contains(DisplayWidth.of($0))
                    || !MarbleText.canBeInline($0)
            }
            self.neverInline = neverInline
            base = MarbleLayout.rows(of: timeline) { $0 }
            provisional = base.map {
                $0.retexted { neverInline.contains($0) ? Scale.provisionalKey(count: neverInline.count) : $0 }
            }
            tickLabels = Placement.tickLabelExtents(of: times, metrics: metrics)
            provisionalFootprint = Footprint(
                times: times, rows: provisional, metrics: metrics, tickLabels: tickLabels)
        }

        /// Which labels `stepWidth` keys, measured with every key one character wide, worked out the
        /// first time it is asked for.
        func keying(stepWidth: Int) -> Keying {
            if let keying = keyings[stepWidth] { return keying }
            let keying = Keying(stepWidth: stepWidth, trials: self)
            keyings[stepWidth] = keying
            return keying
        }

        /// The rows and the slots with `stepWidth` and the labels in `keyed` drawn as keys, worked out
        /// the first time they are asked for.
        func arrangement(stepWidth: Int, keyed: Set<String>) -> Arrangement {
            if let arrangement = arrangements[stepWidth], arrangement.keyed == keyed { return arrangement }
            let arrangement = Arrangement(stepWidth: stepWidth, keyed: keyed, trials: self)
            arrangements[stepWidth] = arrangement
            return arrangement
        }

        /// What one step width gives whatever the band width, measured with every key one character
        /// wide: enough to compare step widths (the layout is then made once, with the real keys, for
        /// the best).
        struct Keying {
            /// The labels drawn as keys.
            let keyed: Set<String>
            /// The pairs of neighbouring cells that still overlap.
            let overlaps: Int
            /// Where the slots go, with those keys.
            let placement: Placement

            init(stepWidth: Int, trials: Trials) {
                let (times, metrics) = (trials.times, trials.metrics)
                var keyed = trials.neverInline
                var placement: Placement
                var rows = trials.provisional
                var footprint = trials.provisionalFootprint
                // Labels that do not fit between their neighbours are keyed, until nothing more can be.
                while true {
                    placement = Placement(
                        times: times, footprint: footprint, step: trials.step, stepWidth: stepWidth,
                        metrics: metrics)
                    let (offenders, stuck) = placement.collisions(in: rows, keyed: keyed, metrics: metrics)
                    let fresh = offenders.subtracting(keyed)
                    if fresh.isEmpty {
                        overlaps = stuck
                        break
                    }
                    keyed.formUnion(fresh)
                    let key = Scale.provisionalKey(count: keyed.count)
                    rows = trials.provisional.map { $0.retexted { keyed.contains($0) ? key : $0 } }
                    footprint = Footprint(
                        times: times, rows: rows, metrics: metrics, tickLabels: trials.tickLabels)
                }
                self.keyed = keyed
                self.placement = placement
            }
        }

        /// The rows with their real keys, and where the slots go with them.
        struct Arrangement {
            let keyed: Set<String>
            let rows: [Row]
            let legend: [LegendEntry]
            let placement: Placement

            init(stepWidth: Int, keyed: Set<String>, trials: Trials) {
                let keys = LabelKeys(timeline: trials.timeline, keyed: keyed)
                let rows = trials.base.map { $0.retexted(keys.text(for:)) }
                let footprint = Footprint(
                    times: trials.times, rows: rows, metrics: trials.metrics, tickLabels: trials.tickLabels)
                self.keyed = keyed
                self.rows = rows
                legend = keys.entries
                placement = Placement(
                    times: trials.times, footprint: footprint, step: trials.step, stepWidth: stepWidth,
                    metrics: trials.metrics)
            }
        }
    }

    /// One way to lay a timeline out: a step width, and where everything goes with it. `best` tries
    /// each step width of the metrics that can still beat the best so far, and keeps the cheapest (see
    /// `MarbleLayout`'s contract).
    struct Scale {
        var stepWidth: Int
        var slots: [Slot]
        var gaps: [Gap]
        var bands: [Band]
        var tickLabels: [TickLabel]
        var rows: [Row]
        var legend: [LegendEntry]

        /// What one step width gives for bands at most `width` wide: its keying (`Trials.Keying`) and
        /// the bands that keying needs.
        private struct Trial {
            let stepWidth: Int
            let keyed: Set<String>
            /// The cost, most important first: the pairs of neighbouring cells that still overlap, the
            /// bands, the keys, the extra lines of tick labels, the distance from the comfortable width,
            /// and last the step width itself (of two otherwise as good, the smaller wins).
            let cost: [Int]

            init(stepWidth: Int, trials: Trials, width: Int?) {
                let keying = trials.keying(stepWidth: stepWidth)
                let metrics = trials.metrics
                let bands = keying.placement.bands(width: width, metrics: metrics).0
                let lines = keying.placement.tickLabels(bands: bands, metrics: metrics).map(\.line).max() ?? 0
                self.stepWidth = stepWidth
                keyed = keying.keyed
                cost = [
                    keying.overlaps, bands.count, keyed.count, lines,
                    abs(stepWidth - metrics.comfortableStepWidth), stepWidth,
                ]
            }
        }

        /// A stand-in for the keys while they are not chosen yet, as wide as the widest of `count`
        /// keys will be: one letter while letters last (about twenty, see `LabelKeys`), else `*12`.
        static func provisionalKey(count: Int) -> String {
            count <= 18 ? "A" : "*99"
        }

        /// The cheapest scale for bands at most `width` wide, trying the step widths of `trials`.
        static func best(trials: Trials, width: Int?) -> Scale {
            let metrics = trials.metrics
            // Whatever the step width, a trial costs at least this much: no overlap, one band, only the
            // keys no step width avoids, one line of tick labels, and its own distance from the
            // comfortable width. A step width whose least cost is no better than the best trial so far
            // cannot win, so it is not tried; trying the nearest the comfortable width first lets the
            // others be skipped soonest.
            let comfortable = metrics.comfortableStepWidth
            func leastCost(_ stepWidth: Int) -> [Int] {
                [
                    0, trials.times.isEmpty ? 0 : 1, trials.neverInline.count, 0,
                    abs(stepWidth - comfortable),
                    stepWidth,
                ]
            }
            let stepWidths = metrics.stepWidths.sorted {
                (abs($0 - comfortable), $0) < (abs($1 - comfortable), $1)
            }
            var best: Trial?
            for stepWidth in stepWidths {
                if let best, !leastCost(stepWidth).lexicographicallyPrecedes(best.cost) { continue }
                let trial = Trial(stepWidth: stepWidth, trials: trials, width: width)
                if best.map({ trial.cost.lexicographicallyPrecedes($0.cost) }) ?? true { best = trial }
            }
            let chosen = best!
            return Scale(
                arrangement: trials.arrangement(stepWidth: chosen.stepWidth, keyed: chosen.keyed),
                stepWidth: chosen.stepWidth, width: width, trials: trials)
        }

        /// The layout of `arrangement` (made with `stepWidth`) in bands at most `width` wide.
        private init(arrangement: Trials.Arrangement, stepWidth: Int, width: Int?, trials: Trials) {
            let placement = arrangement.placement
            let (bands, bandOfSlot) = placement.bands(width: width, metrics: trials.metrics)
            self.stepWidth = stepWidth
            rows = arrangement.rows
            legend = arrangement.legend
            gaps = placement.gaps
            slots = zip(trials.times, placement.xs).enumerated().map {
                Slot(time: $0.element.0, x: $0.element.1, band: bandOfSlot[$0.offset])
            }
            self.bands = bands
            tickLabels = placement.tickLabels(bands: bands, metrics: trials.metrics)
        }
    }

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
