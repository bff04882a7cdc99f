import RxVirtualTime
import TextSupport

extension MarbleLayout {
    /// One line of a diagram's legend: `key = text`.
    public struct LegendEntry: Equatable {
        /// What the entry explains.
        public enum Kind: Equatable {
            /// A value label too wide (or too ambiguous) to draw inline.
            case value(label: String)
            /// An error of the stream named `stream`, at `time`.
            case error(stream: String, time: TestTime, description: String)
        }

        /// The text drawn in the diagram: a key (`A`) or `#`.
        public let key: String
        /// What the key stands for, as shown: the label or the error's description (quoted when
        /// empty or padded with whitespace). `text(in:)` adds where an error happened.
        public let text: String
        /// What the entry explains.
        public let kind: Kind

        /// An entry showing `key = text`.
        public init(key: String, text: String, kind: Kind) {
            self.key = key
            self.text = text
            self.kind = kind
        }

        /// What the entry says after its key, in `words`: the label, or an error's description and
        /// where it happened (`boom (xs at 40)`).
        public func text(in words: MarbleWords) -> String {
            guard case .error(let stream, let time, _) = kind else { return text }
            return text + " " + words.errorPlace(stream: VisibleText.of(stream), time: time)
        }
    }
}

/// Gives each value label that is not drawn inline a key: one character,
/// chosen so that it cannot be confused with a one-character label drawn inline (same letter in
/// another case, `0`/`O`, `1`/`l`/`I`, …) nor with another key. Keys are given in order of first
/// appearance; when the letters run out, keys become `*1`, `*2`, ….
struct LabelKeys {
    /// The key of each label drawn as a key.
    private var keys: [String: String] = [:]
    /// The legend: keys and errors, in order of first appearance (stream by stream).
    private(set) var entries: [MarbleLayout.LegendEntry] = []

    /// The keys of the labels in `keyed`; every other label is drawn inline.
    init(timeline: MarbleTimeline, keyed: Set<String>) {
        var inlineLabels = Set<String>()
        var takenClasses = Set<String>()
        for stream in timeline.streams {
            for case .next(let label) in stream.events.map(\.kind) where !keyed.contains(label) {
                inlineLabels.insert(label)
                if label.count == 1, let character = label.first {
                    takenClasses.insert(Self.lookAlikeClass(character))
                }
            }
        }
        var candidates = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")[...]
        var fallbackNumber = 0
        func nextKey() -> String {
            while let candidate = candidates.popFirst() {
                let lookAlike = Self.lookAlikeClass(candidate)
                if takenClasses.insert(lookAlike).inserted { return String(candidate) }
            }
            while true {
                fallbackNumber += 1
                let key = "*\(fallbackNumber)"
                if !inlineLabels.contains(key) { return key }
            }
        }

        for stream in timeline.streams {
            for event in stream.events {
                switch event.kind {
                case .next(let label) where keyed.contains(label) && keys[label] == nil:
                    let key = nextKey()
                    keys[label] = key
                    entries.append(
                        .init(key: key, text: MarbleText.legendLabel(label), kind: .value(label: label)))
                case .error(let description):
                    let text = MarbleText.legendLabel(description)
                    entries.append(
                        .init(
                            key: "#", text: text,
                            kind: .error(stream: stream.name, time: event.time, description: description)))
                default:
                    break
                }
            }
        }
    }

    /// The text drawn for a value label: its key, or the label itself.
    func text(for label: String) -> String {
        keys[label] ?? label
    }

    /// Characters a reader may take for one another share a class: the letters of both cases, and the
    /// digits with the letters they resemble.
    static func lookAlikeClass(_ character: Character) -> String {
        let lower = character.lowercased()
        let groups = ["0oq", "1lij|!", "2z", "5s", "6b8", "9g", "uv"]
        return groups.first { $0.contains(lower) }.map { String($0.prefix(1)) } ?? lower
    }
}
