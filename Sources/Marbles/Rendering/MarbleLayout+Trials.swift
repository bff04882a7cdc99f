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
}
