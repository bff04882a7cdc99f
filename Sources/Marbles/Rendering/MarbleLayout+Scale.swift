extension MarbleLayout {
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
}
