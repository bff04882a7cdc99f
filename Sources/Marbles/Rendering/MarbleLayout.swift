import RxVirtualTime
import TextSupport

/// The shared geometry of a marble diagram: every time of a timeline mapped to a run of columns, so that
/// all its streams line up on one time axis. Both renderers draw from a layout.
///
/// Contract:
/// - Each distinct time of the timeline (`MarbleTimeline.times`) gets a `Slot`, in time order, as wide
///   as the widest cell any row draws at that time (at least one column).
/// - Between two successive slots is a `Gap` of quiet columns: one per `ticksPerColumn` of time
///   (rounded to the nearest column), counting the earlier slot as the first column; but at least one
///   next to a label wider than one column, so that adjacent labels never run together (a group needs
///   none: its parentheses delimit it). A gap of more than `Options.maximumGapColumns` quiet columns
///   is *compressed*: drawn as a fixed marker (`┄ +500 ┄`) that states the ticks between the two
///   slots, with room for the earlier slot's time label.
/// - `ticksPerColumn` is the explicit option, or else the greatest common divisor of the distances
///   between successive times (1 for a single time).
/// - Value labels are drawn inline when they fit (see `Options.maximumInlineLabelWidth`), otherwise as
///   a one-character key listed in `legend`; errors are `#` and always listed in `legend`.
public struct MarbleLayout: Equatable {
    /// How a timeline is laid out.
    public struct Options: Equatable {
        /// The ticks of virtual time one column stands for; `nil` picks the greatest common divisor of
        /// the distances between successive times.
        public var ticksPerColumn: Int?
        /// The most quiet columns a gap is drawn with before it is compressed into a marker.
        public var maximumGapColumns: Int
        /// The widest label (in terminal columns) drawn inline; wider ones are drawn as a key.
        public var maximumInlineLabelWidth: Int

        /// - Parameters:
        ///   - ticksPerColumn: ticks per column (must be positive), or `nil` for the automatic grid.
        ///   - maximumGapColumns: quiet columns a gap may take before it is compressed (default 10).
        ///   - maximumInlineLabelWidth: the widest inline label, in columns (default 8).
        public init(ticksPerColumn: Int? = nil, maximumGapColumns: Int = 10, maximumInlineLabelWidth: Int = 8)
        {
            self.ticksPerColumn = ticksPerColumn
            self.maximumGapColumns = maximumGapColumns
            self.maximumInlineLabelWidth = maximumInlineLabelWidth
        }
    }

    /// The columns of one time: `width` columns from `column`.
    public struct Slot: Equatable {
        /// The virtual time, in ticks.
        public let time: TestTime
        /// The first column of the slot (0 is the first column of the diagram).
        public let column: Int
        /// How many columns the slot takes (at least 1).
        public let width: Int
        /// The column just after the slot.
        public var end: Int { column + width }
    }

    /// The quiet columns between two successive slots.
    public struct Gap: Equatable {
        /// The time of the slot before the gap.
        public let from: TestTime
        /// The time of the slot after the gap.
        public let to: TestTime
        /// The first column of the gap.
        public let column: Int
        /// How many columns the gap takes (0 when the slots are adjacent).
        public let width: Int
        /// For a compressed gap, the marker the time ruler shows (`┄ +500 ┄`, the ticks from `from` to
        /// `to`); `nil` for a gap drawn at scale.
        public let marker: String?
        /// For a compressed gap, the column where `marker` starts.
        public let markerColumn: Int?
        /// Whether the gap is compressed.
        public var isCompressed: Bool { marker != nil }
        /// The column just after the gap.
        public var end: Int { column + width }
    }

    /// The timeline laid out.
    public let timeline: MarbleTimeline
    /// The options used.
    public let options: Options
    /// The ticks of virtual time one quiet column stands for.
    public let ticksPerColumn: Int
    /// One slot per distinct time, in time order.
    public let slots: [Slot]
    /// `gaps[i]` lies between `slots[i]` and `slots[i + 1]`.
    public let gaps: [Gap]
    /// The rows to draw, top to bottom: each stream, followed by one row per subscription of it.
    public let rows: [Row]
    /// The keys of the labels drawn as keys, and the errors, in order of first appearance.
    public let legend: [LegendEntry]

    /// How many columns the diagram takes.
    public var width: Int { slots.last?.end ?? 0 }

    /// Lays out `timeline`.
    public init(timeline: MarbleTimeline, options: Options = Options()) {
        let keys = LabelKeys(timeline: timeline, maximumInlineWidth: options.maximumInlineLabelWidth)
        let rows = Self.rows(of: timeline, keys: keys)
        let times = timeline.times
        let ticks = options.ticksPerColumn ?? Self.greatestCommonStep(of: times)
        precondition(ticks > 0, "MarbleLayout: ticksPerColumn must be positive, got \(ticks)")

        var widths: [TestTime: Int] = [:]
        var separated = Set<TestTime>()
        for row in rows {
            for cell in row.cells {
                widths[cell.time] = max(widths[cell.time] ?? 1, cell.width)
                if cell.glyphs.count == 1 && cell.width > 1 { separated.insert(cell.time) }
            }
        }
        var slots: [Slot] = []
        var gaps: [Gap] = []
        var column = 0
        for time in times {
            if let previous = slots.last {
                let gap = Self.gap(
                    after: previous, to: time,
                    separated: separated.contains(previous.time) || separated.contains(time),
                    ticksPerColumn: ticks, options: options)
                gaps.append(gap)
                column = gap.end
            }
            let slot = Slot(time: time, column: column, width: widths[time] ?? 1)
            slots.append(slot)
            column = slot.end
        }
        self.timeline = timeline
        self.options = options
        self.ticksPerColumn = ticks
        self.slots = slots
        self.gaps = gaps
        self.rows = rows
        self.legend = keys.entries
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

    private static func gap(
        after slot: Slot, to time: TestTime, separated: Bool, ticksPerColumn: Int, options: Options
    ) -> Gap {
        let ticks = distance(from: slot.time, to: time)
        let step = UInt(ticksPerColumn)
        var frames = ticks / step
        let remainder = ticks % step
        if remainder > 0 && remainder >= step - remainder { frames += 1 }
        let quiet = max(separated ? 1 : 0, Int(clamping: max(1, frames) - 1))

        let marker = "┄ +\(ticks) ┄"
        let lead = max(0, String(slot.time).count - slot.width)
        let compressedWidth = lead + 1 + DisplayWidth.of(marker) + 1
        if quiet > max(options.maximumGapColumns, compressedWidth) {
            return Gap(
                from: slot.time, to: time, column: slot.end, width: compressedWidth, marker: marker,
                markerColumn: slot.end + lead + 1)
        }
        return Gap(from: slot.time, to: time, column: slot.end, width: quiet, marker: nil, markerColumn: nil)
    }
}
