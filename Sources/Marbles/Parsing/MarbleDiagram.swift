/// A parsed marble diagram: what happens at which frame.
///
/// The grammar is RxJS's (its `run()` mode), the de-facto standard:
///
/// | text | meaning |
/// | --- | --- |
/// | `-` | one frame passes |
/// | ` ` | nothing (spaces only align diagrams) |
/// | `a`, `1`, `가` | a `next` event, its value keyed by the character |
/// | `'Red'` | a `next` event keyed by a longer name (the quoted value takes its width in frames, like a group) |
/// | `|` | completion |
/// | `#` | an error |
/// | `(ab|)` | events at the same frame, the frame of `(`; time then advances by the group's width |
/// | `^` | a hot diagram's subscription point: frame 0; events before it fall at negative frames |
/// | `!` | a subscription diagram's unsubscription point |
/// | `10ms`, `1.5s`, `2m` | time passing (1 frame is 1 ms), at the start or after a space, followed by a space or the end |
///
/// Every event, the parentheses of a group, `^` and `!` take one frame, as in RxJS: `--(abc)-|`
/// sends a, b and c at frame 2 and completes at frame 8.
public struct MarbleDiagram: Equatable {
    /// Which kind of diagram a text is.
    public enum Kind {
        /// A cold sequence, or the events a test expects: frame 0 is the first character.
        case cold
        /// A hot sequence: frame 0 is the subscription point `^` (or the first character, without one).
        case hot
    }

    /// What happens at a frame.
    public enum Notification: Equatable {
        /// An element, with its value's key (`a`, or `Red` for `'Red'`).
        case next(String)
        /// The error.
        case error
        /// The completion.
        case completed
    }

    /// One event of the diagram, at its frame.
    public struct Entry: Equatable {
        public var frame: Int
        public var event: Notification

        public init(frame: Int, event: Notification) {
            self.frame = frame
            self.event = event
        }
    }

    /// The events, in order.
    public var entries: [Entry]
    /// Whether the diagram has a subscription point (`^`): only hot diagrams may.
    public var hasSubscriptionPoint: Bool

    public init(entries: [Entry], hasSubscriptionPoint: Bool = false) {
        self.entries = entries
        self.hasSubscriptionPoint = hasSubscriptionPoint
    }

    /// Parses `text`; throws a `MarbleSyntaxError` for bad input (never crashes).
    public init(parsing text: String, kind: Kind = .cold) throws {
        self = try MarbleParser(text: text, kind: kind).parseEvents().diagram
    }
}

extension MarbleDiagram {
    /// The diagram in canonical form: `-` for each quiet frame (a quiet stretch of more than 16 frames
    /// as a time progression between two frames, `- 498ms -`, so that no key next to it can be read as
    /// part of it), one-character keys as they are, longer keys quoted, events at the same frame
    /// grouped, `^` at frame 0 of a hot diagram with earlier events.
    ///
    /// Parsing the canonical text of a parsed diagram gives that diagram back. (One text needs care: keys
    /// `1`, `m`, `s` on frames 0, 1 and 2 alone would read as `1ms`, a time progression; they are
    /// written `1ms-`.) Keys that would not read back as themselves when written side by side, `ᄀ`
    /// and `ᅡ`, are kept apart by a space.
    public var text: String {
        var output = ""
        var frame = hasSubscriptionPoint ? min(entries.first?.frame ?? 0, 0) : 0
        var caretWritten = !hasSubscriptionPoint
        var index = 0
        while index < entries.count || !caretWritten {
            // Entries at this frame (or, in a diagram no text could give, at a frame a wide group skipped).
            let here = entries[index...].prefix { $0.frame <= frame }
            var tokens = here.map { Self.token(for: $0.event) }
            if !caretWritten && frame >= 0 {
                tokens.insert("^", at: 0)
                caretWritten = true
            }
            if tokens.isEmpty {
                // Quiet until the next entry (or the caret): dashes, or a time progression when long.
                let next = index < entries.count ? entries[index].frame : 0
                let quiet = caretWritten ? next - frame : min(next, 0) - frame
                Self.append(
                    quiet > Self.longestDrawnQuietStretch
                        ? "- \(Self.timeProgressions(quiet - 2)) -" : String(repeating: "-", count: quiet),
                    to: &output)
                frame += quiet
                continue
            }
            // Each character of a token takes a frame, and a group's parentheses one each.
            let width = tokens.reduce(tokens.count == 1 ? 0 : 2) { $0 + $1.count }
            Self.append(tokens.count == 1 ? tokens[0] : "(" + Self.joined(tokens) + ")", to: &output)
            frame += width
            index += here.count
        }
        return Self.readsAsTimeProgression(output) ? output + "-" : output
    }

    /// Appends `piece`, after a space (which takes no frame) if its first character and the last one
    /// written would not read back as those two characters: two keys `ᄀ` and `ᅡ` on adjacent frames
    /// written `가` would read back as one key, `가`, and keys `🇰` and `🇷🇸` written side by side as
    /// `🇰🇷` and `🇸`.
    ///
    /// A space is enough. Hangul vowels and final consonants and regional indicators join only a
    /// letter of their own kind, not a space. The characters that would join a space (combining marks,
    /// zero-width joiners) begin a key only at the start of a text, where nothing is written before
    /// them, and a prefix such as U+0600 ends a key only at the end of one.
    private static func append(_ piece: String, to output: inout String) {
        // How characters break depends only on the last one written and what follows it.
        if let last = output.last, let first = piece.first,
            Array(String(last) + String(first)) != [last, first]
        {
            output += " "
        }
        output += piece
    }

    /// The tokens of a group, written one after another, kept apart as `append` keeps pieces apart.
    private static func joined(_ tokens: [String]) -> String {
        var inside = ""
        for token in tokens { append(token, to: &inside) }
        return inside
    }

    /// Quiet stretches up to this many frames are written with `-`; longer ones as a time progression.
    static let longestDrawnQuietStretch = 16

    /// The longest time progression the parser reads (just under 2³¹ frames, about 24 days).
    static let longestTimeProgression = Int(Int32.max) - 1

    /// `frames` as time progressions: `498ms`, or several in a row (`2147483646ms 82516354ms`) when
    /// one would be longer than the parser reads, as two long ones in a diagram add up to.
    private static func timeProgressions(_ frames: Int) -> String {
        var parts: [String] = []
        var left = frames
        while left > 0 {
            let part = min(left, longestTimeProgression)
            parts.append("\(part)ms")
            left -= part
        }
        return parts.joined(separator: " ")
    }

    /// Whether `text` as a whole has the shape of a time progression: digits (and dots), then letters.
    private static func readsAsTimeProgression(_ text: String) -> Bool {
        let number = text.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        let rest = text.dropFirst(number.count)
        return number.first?.isNumber == true && !rest.isEmpty
            && rest.allSatisfy { $0.isASCII && $0.isLetter }
    }

    /// How an event is written: a key of one character as it is, unless it is one of the grammar's own
    /// characters; any other key in quotes.
    static func token(for event: Notification) -> String {
        switch event {
        case .next(let key): return key.count == 1 && !"-()|#^!' ".contains(key) ? key : "'\(key)'"
        case .error: return "#"
        case .completed: return "|"
        }
    }
}
