import RxVirtualTime
import TextSupport

/// The shared geometry of a marble diagram, drawn to scale: every time of a timeline gets a position on
/// one time axis, so that all its rows line up, and equal stretches of time take equal widths. Both
/// renderers draw from a layout, each in its own units (`MarbleMetrics`: terminal columns, pixels).
///
/// Contract:
/// - The axis has a *slot* at each distinct time of the timeline (`MarbleTimeline.times`), and at 0
///   when the timeline starts later and has no explicit start (a scene starts at tick 0).
/// - A *step* is the greatest common divisor of the distances between successive slots (1 for a
///   single slot). Every step takes `stepWidth` units: between two slots `n` steps apart lie
///   `n × stepWidth` units. The one exception is a long quiet stretch (more than
///   `MarbleMetrics.longestQuietStretch` units and at least ten steps), which is *cut*: one step is
///   drawn to scale at each end (the `anchors` say where), then a little room for the labels at the
///   ends, and a break mark of `breakWidth` units stands for the rest. A renderer draws the break on
///   every row that crosses it and on the axis.
/// - `stepWidth` is chosen among `MarbleMetrics.stepWidths`: the one that needs the fewest bands, then
///   the fewest keys, then the fewest lines of tick labels, then the nearest the metrics' comfortable
///   width. No two cells of a row overlap when some step width allows it.
/// - A value label is drawn inline when it can be (see `MarbleText.canBeInline`, at most
///   `Options.maximumInlineLabelWidth` columns) and fits between its row's neighbours at that scale;
///   otherwise every occurrence of it is drawn as a one-character key listed in `legend`. Errors are
///   `#` and always listed in `legend`.
/// - When the axis is wider than `Options.width`, it is wrapped into *bands*, each at most that wide
///   when one slot allows: a band ends after one of its slots and the next band starts at that slot's
///   time, so every time after the first slot belongs to one band (`Band.times`).
/// - Every slot's time is labelled on the axis, on the first line of labels where it does not overlap
///   another label of its band.
public struct MarbleLayout {
    /// How a timeline is laid out.
    public struct Options: Equatable {
        /// The widest label (in terminal columns) drawn inline; wider ones are drawn as a key.
        public var maximumInlineLabelWidth: Int
        /// The widest band, in the renderer's units (`nil`: one band however wide).
        public var width: Int?

        /// - Parameters:
        ///   - maximumInlineLabelWidth: the widest inline label, in columns (default 8).
        ///   - width: the widest band, in the renderer's units (default: no limit).
        public init(maximumInlineLabelWidth: Int = 8, width: Int? = nil) {
            self.maximumInlineLabelWidth = maximumInlineLabelWidth
            self.width = width
        }
    }

    /// One time of the axis, at `x` (in units from the start of the unwrapped axis).
    public struct Slot: Equatable {
        /// The virtual time, in ticks.
        public let time: TestTime
        /// Where the time is on the unwrapped axis.
        public let x: Int
        /// The index of the band that draws it.
        public let band: Int
    }

    /// The stretch of axis between two successive slots.
    public struct Gap: Equatable {
        /// The time of the slot before the gap.
        public let from: TestTime
        /// The time of the slot after the gap.
        public let to: TestTime
        /// For a cut stretch, the x where its break mark starts (it is `MarbleMetrics.breakWidth`
        /// wide); `nil` when the stretch is drawn to scale.
        public let breakStart: Int?
        /// Whether the stretch is cut.
        public var isCut: Bool { breakStart != nil }
    }

    /// A piece of the wrapped axis, drawn as a block of all the rows with its own axis.
    public struct Band: Equatable {
        /// The indices of the slots the band draws.
        public let slots: Range<Int>
        /// The x of the band's left edge on the unwrapped axis.
        public let start: Int
        /// The x of the band's right edge on the unwrapped axis.
        public let end: Int
        /// From the first band's first time, or from the previous band's last time, to this band's last
        /// time. A later band does not show its lower bound (the band before does): ask `shows(_:)`.
        public let times: ClosedRange<TestTime>
        /// Where times are on the band, in order: every slot, the ends of each cut, and for a later
        /// band the previous band's last time at the band's left edge; the x of any time between two
        /// anchors is found by linear interpolation.
        public let anchors: [Anchor]
        /// The band's width.
        public var width: Int { end - start }

        /// Whether the band shows `time` (the first band shows the times before it, the last band
        /// the times after it, too; `isFirst` and `isLast` say which it is).
        public func shows(_ time: TestTime, isFirst: Bool, isLast: Bool) -> Bool {
            (isFirst || time > times.lowerBound) && (isLast || time <= times.upperBound)
        }
    }

    /// A time and its x, on the unwrapped axis.
    public struct Anchor: Equatable {
        /// The virtual time, in ticks.
        public let time: TestTime
        /// Its x.
        public let x: Int
    }

    /// A time label of the axis.
    public struct TickLabel: Equatable {
        /// The time labelled.
        public let time: TestTime
        /// The text (the time in ticks).
        public let text: String
        /// The line of labels it is on (0 is the first, nearest the axis).
        public let line: Int
    }

    /// The timeline laid out.
    public let timeline: MarbleTimeline
    /// The options used.
    public let options: Options
    /// The ticks of virtual time one step stands for.
    public let step: Int
    /// The units one step takes.
    public let stepWidth: Int
    /// The units a cut's break mark takes (`MarbleMetrics.breakWidth`).
    public let breakWidth: Int
    /// One slot per distinct time, in time order.
    public let slots: [Slot]
    /// `gaps[i]` lies between `slots[i]` and `slots[i + 1]`.
    public let gaps: [Gap]
    /// The bands, left to right (one when the axis fits `Options.width`).
    public let bands: [Band]
    /// The label of each slot, in slot order.
    public let tickLabels: [TickLabel]
    /// The rows to draw, top to bottom: each stream, followed by one row per subscription of it.
    public let rows: [Row]
    /// The keys of the labels drawn as keys, and the errors, in order of first appearance.
    public let legend: [LegendEntry]
    /// The colours of the values, worked out once here for everything that draws the layout.
    let palette: MarblePalette

    /// How many lines the tick labels take.
    public var tickLabelLines: Int { (tickLabels.map(\.line).max() ?? -1) + 1 }

    /// What the layout worked out that does not depend on the band width (see `rewrapped(width:)`).
    private let trials: Trials

    /// Lays out `timeline` in the units of `metrics`.
    package init(timeline: MarbleTimeline, metrics: MarbleMetrics, options: Options = Options()) {
        var times = timeline.times
        if timeline.start == nil, let first = times.first, first > 0 { times.insert(0, at: 0) }
        let trials = Trials(
            timeline: timeline, times: times, step: Self.greatestCommonStep(of: times), metrics: metrics,
            maximumInlineLabelWidth: options.maximumInlineLabelWidth)
        self.init(trials: trials, width: options.width, palette: MarblePalette(timeline: timeline))
    }

    private init(trials: Trials, width: Int?, palette: MarblePalette) {
        let scale = Scale.best(trials: trials, width: width)
        timeline = trials.timeline
        options = Options(maximumInlineLabelWidth: trials.maximumInlineLabelWidth, width: width)
        step = trials.step
        stepWidth = scale.stepWidth
        breakWidth = trials.metrics.breakWidth
        slots = scale.slots
        gaps = scale.gaps
        bands = scale.bands
        tickLabels = scale.tickLabels
        rows = scale.rows
        legend = scale.legend
        self.palette = palette
        self.trials = trials
    }

    /// The same timeline laid out in the same metrics for bands at most `width` wide (`nil`: one
    /// band): the layout `init(timeline:metrics:options:)` makes with that width, made sooner, as it
    /// reuses what this layout worked out for its step widths and keys.
    package func rewrapped(width: Int?) -> MarbleLayout {
        MarbleLayout(trials: trials, width: width, palette: palette)
    }

    /// The index of the slot of `time`, if the timeline has that time.
    public func slotIndex(of time: TestTime) -> Int? {
        var low = 0
        var high = slots.count
        while low < high {
            let middle = (low + high) / 2
            if slots[middle].time < time { low = middle + 1 } else { high = middle }
        }
        return low < slots.count && slots[low].time == time ? low : nil
    }

    /// The cuts whose break mark lies wholly between `from` and `to` (x on the unwrapped axis), each
    /// with the x where its mark starts: what a renderer draws a mark for, on a row or the axis.
    public func cuts(from: Int, to: Int) -> [(gap: Gap, start: Int)] {
        gaps.compactMap { gap in
            guard let start = gap.breakStart, start >= from, start + breakWidth <= to else { return nil }
            return (gap, start)
        }
    }

    /// The slot of `time`, if the timeline has that time.
    public func slot(at time: TestTime) -> Slot? {
        slotIndex(of: time).map { slots[$0] }
    }

    /// The greatest common divisor of the distances between successive `times` (sorted, distinct); 1
    /// when there are fewer than two.
    public static func greatestCommonStep(of times: [TestTime]) -> Int {
        var divisor: UInt = 0
        for (earlier, later) in zip(times, times.dropFirst()) {
            var a = distance(from: earlier, to: later)
            var b = divisor
            while b != 0 { (a, b) = (b, a % b) }
            divisor = a
        }
        return divisor == 0 ? 1 : Int(clamping: divisor)
    }

    /// The ticks from `earlier` to `later` (`later >= earlier`), without overflow.
    static func distance(from earlier: TestTime, to later: TestTime) -> UInt {
        UInt(bitPattern: later) &- UInt(bitPattern: earlier)
    }
}
