import RxVirtualTime
import TextSupport

extension MarbleLayout {
    /// One mark a row draws at one time.
    public enum Glyph: Equatable {
        /// An element: its label, and the text drawn for it (the label itself, or its legend key).
        case value(label: String, text: String)
        /// The completion, drawn `|`.
        case completed
        /// An error with its description, drawn `#` (the description is in the legend).
        case error(description: String)
        /// A subscription, drawn `^`.
        case subscribe
        /// An unsubscription, drawn `!`.
        case unsubscribe

        /// The text drawn for the glyph.
        public var text: String {
            switch self {
            case .value(_, let text): return text
            case .completed: return "|"
            case .error: return "#"
            case .subscribe: return "^"
            case .unsubscribe: return "!"
            }
        }
    }

    /// What one row draws at one time: a single glyph, or the glyphs of a same-time group in parentheses
    /// (`(ab|)`, as in RxJS marble syntax; `(10 20 |)` with spaces when a glyph is wider than a column).
    public struct Cell: Equatable {
        /// The virtual time, in ticks.
        public let time: TestTime
        /// The glyphs, in the order they happened.
        public let glyphs: [Glyph]
        /// The text drawn: the glyph's text, or the group.
        public let text: String
        /// For each glyph, the column where it starts, counted from the start of the cell.
        public let glyphColumns: [Int]
        /// For each glyph, how many terminal columns its text takes.
        public let glyphWidths: [Int]
        /// How many terminal columns `text` takes.
        public let width: Int

        /// A cell of `glyphs` (at least one) at `time`.
        public init(time: TestTime, glyphs: [Glyph]) {
            precondition(!glyphs.isEmpty, "MarbleLayout.Cell: a cell has at least one glyph")
            self.time = time
            self.glyphs = glyphs
            guard glyphs.count > 1 else {
                text = glyphs[0].text
                glyphColumns = [0]
                width = DisplayWidth.of(text)
                glyphWidths = [width]
                return
            }
            let widths = glyphs.map { DisplayWidth.of($0.text) }
            // Glyphs wider than a column, or digits side by side (`(12)` would read as twelve), are
            // spaced: `(true true)`, `(1 2)`.
            let digitsMeet = zip(glyphs, glyphs.dropFirst()).contains { left, right in
                (left.text.last?.isNumber ?? false) && (right.text.first?.isNumber ?? false)
            }
            let separator = widths.contains { $0 > 1 } || digitsMeet ? " " : ""
            var text = "("
            var columns: [Int] = []
            var column = 1
            for (index, glyph) in glyphs.enumerated() {
                if index > 0 {
                    text += separator
                    column += separator.count
                }
                columns.append(column)
                text += glyph.text
                column += widths[index]
            }
            self.text = text + ")"
            glyphColumns = columns
            glyphWidths = widths
            width = column + 1
        }
    }

    /// The span of time a row is drawn over: from `begin` to `end`, or to the end of the axis.
    public struct Activity: Equatable {
        /// The first time the row draws.
        public let begin: TestTime
        /// The last time the row draws, or `nil` when it goes on to the end of the axis.
        public let end: TestTime?

        /// A span from `begin` to `end` (`nil`: to the end of the axis).
        public init(begin: TestTime, end: TestTime?) {
            self.begin = begin
            self.end = end
        }

        /// Whether the row is drawn at `time`.
        public func covers(_ time: TestTime) -> Bool {
            time >= begin && (end.map { time <= $0 } ?? true)
        }
    }

    /// One row of the diagram: a stream, or one subscription to a stream.
    ///
    /// A stream row is drawn from its first subscription or event, whichever is earlier, to its
    /// terminal event; without one, to its last unsubscription or event, or, while a subscription is
    /// still alive (or it has no subscriptions), to the end of the axis. A subscription row is drawn
    /// from `^` to `!` (to the end of the axis while alive). Nothing is drawn after the cell at `end`.
    public struct Row: Equatable {
        /// Which stream, or which subscription of which stream, the row shows.
        public enum Kind: Equatable {
            /// The stream at this index of `MarbleTimeline.streams`.
            case stream(Int)
            /// Subscription `index` of the stream at index `stream`.
            case subscription(stream: Int, index: Int)
        }

        /// What the row shows.
        public let kind: Kind
        /// The row's name: the stream's (`xs`), or for a subscription row the stream's followed by ` ^!`.
        public let label: String
        /// The cells, in time order, at most one per time.
        public let cells: [Cell]
        /// When the row is drawn, or `nil` when it draws nothing (a stream without events or
        /// subscriptions).
        public let activity: Activity?

        /// The cell at `time`, if the row draws one there.
        public func cell(at time: TestTime) -> Cell? {
            cells.first { $0.time == time }
        }

        /// The row with each value drawn as `text(label)`.
        func retexted(_ text: (String) -> String) -> Row {
            guard case .stream = kind else { return self }
            let cells = cells.map { cell in
                Cell(
                    time: cell.time,
                    glyphs: cell.glyphs.map { glyph in
                        guard case .value(let label, _) = glyph else { return glyph }
                        return .value(label: label, text: text(label))
                    })
            }
            return Row(kind: kind, label: label, cells: cells, activity: activity)
        }
    }

    /// The names of the rows `timeline` is drawn with: each stream's, and for a stream with
    /// subscriptions the stream's followed by ` ^!` (what a renderer's name column must hold).
    static func rowLabels(of timeline: MarbleTimeline) -> [String] {
        timeline.streams.flatMap { stream in
            let name = VisibleText.of(stream.name)
            return stream.subscriptions.isEmpty ? [name] : [name, name + " ^!"]
        }
    }

    /// The rows of `timeline`, each value drawn as `text(label)` (the label itself, or its key).
    static func rows(of timeline: MarbleTimeline, text: (String) -> String) -> [Row] {
        var rows: [Row] = []
        for (index, stream) in timeline.streams.enumerated() {
            rows.append(streamRow(stream, index: index, text: text))
            for (number, subscription) in stream.subscriptions.enumerated() {
                rows.append(subscriptionRow(subscription, of: stream, index: index, number: number))
            }
        }
        return rows
    }

    private static func streamRow(_ stream: MarbleStream, index: Int, text: (String) -> String) -> Row {
        let events = stream.events.enumerated()
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
        var cells: [Cell] = []
        var start = 0
        while start < events.count {
            var stop = start + 1
            while stop < events.count && events[stop].time == events[start].time { stop += 1 }
            let glyphs = events[start..<stop].map { glyph(for: $0.kind, text: text) }
            cells.append(Cell(time: events[start].time, glyphs: glyphs))
            start = stop
        }

        let eventTimes = events.map(\.time)
        let subscriptions = stream.subscriptions
        var activity: Activity?
        if let begin = (eventTimes + subscriptions.map(\.subscribe)).min() {
            let lastEvent = eventTimes.last ?? TestTime.min
            let hasTerminal = events.contains { $0.kind.isTerminal }
            let unsubscriptions = subscriptions.map(\.unsubscribe)
            if hasTerminal {
                activity = Activity(begin: begin, end: lastEvent)
            } else if !subscriptions.isEmpty, let last = unsubscriptions.max(), last != Subscription.infinity
            {
                activity = Activity(begin: begin, end: max(last, lastEvent))
            } else {
                activity = Activity(begin: begin, end: nil)
            }
        }
        return Row(
            kind: .stream(index), label: VisibleText.of(stream.name), cells: cells, activity: activity)
    }

    private static func glyph(for kind: MarbleEvent.Kind, text: (String) -> String) -> Glyph {
        switch kind {
        case .next(let label): return .value(label: label, text: text(label))
        case .completed: return .completed
        case .error(let description): return .error(description: description)
        }
    }

    private static func subscriptionRow(
        _ subscription: Subscription, of stream: MarbleStream, index: Int, number: Int
    ) -> Row {
        let subscribe = subscription.subscribe
        let unsubscribe = subscription.unsubscribe
        let cells: [Cell]
        let activity: Activity
        if unsubscribe == Subscription.infinity {
            cells = [Cell(time: subscribe, glyphs: [.subscribe])]
            activity = Activity(begin: subscribe, end: nil)
        } else if unsubscribe == subscribe {
            cells = [Cell(time: subscribe, glyphs: [.subscribe, .unsubscribe])]
            activity = Activity(begin: subscribe, end: subscribe)
        } else {
            let marks = [
                Cell(time: subscribe, glyphs: [.subscribe]), Cell(time: unsubscribe, glyphs: [.unsubscribe]),
            ]
            cells = marks.sorted { $0.time < $1.time }
            activity = Activity(begin: min(subscribe, unsubscribe), end: max(subscribe, unsubscribe))
        }
        return Row(
            kind: .subscription(stream: index, index: number), label: VisibleText.of(stream.name) + " ^!",
            cells: cells, activity: activity)
    }
}

extension MarbleEvent.Kind {
    /// Whether the event ends its stream (an error or the completion).
    fileprivate var isTerminal: Bool {
        if case .next = self { return false }
        return true
    }
}
