import RxVirtualTime

/// Every word a renderer writes into a diagram (the axis's name, the legend's, the tooltips, the key of
/// marks), in one language: a Korean page's diagrams say everything in Korean.
///
/// Contract: `english` and `korean` say the same things; stream names and value labels are the
/// lesson's own and are never translated.
public struct MarbleWords: Equatable, Sendable {
    /// The time axis's name (`time`).
    public var time: String
    /// The legend's name (`key`).
    public var key: String
    /// What a completion is called.
    public var completed: String
    /// What an error is called.
    public var error: String
    /// What a subscription is called, in the key of marks.
    public var subscribed: String
    /// What the end of a subscription is called, in the key of marks.
    public var unsubscribed: String
    /// The key of marks: several events at one tick.
    public var sameTick: String
    /// The key of marks: a dashed line after a stream ended.
    public var afterEnd: String
    /// The key of marks: a cut quiet stretch.
    public var cut: String
    /// The key of marks: the cursor of the time scrubber.
    public var cursor: String
    /// The key of marks: a value (a marble).
    public var value: String
    private var eventFormat: Format
    private var placeFormat: Format
    private var subscriptionsFormat: Format

    /// The tooltip of an event: `xs at 20: Red`.
    public func event(stream: String, time: TestTime, _ what: String) -> String {
        eventFormat.apply(stream, String(time), what)
    }

    /// What an error's legend entry adds: `(xs at 40)`.
    public func errorPlace(stream: String, time: TestTime) -> String {
        "(" + placeFormat.apply(stream, String(time), "") + ")"
    }

    /// What a row `xs ^!` shows, for a legend: `the subscriptions to xs: ^ subscribed, ! disposed, …`.
    public func subscriptions(of stream: String) -> String {
        subscriptionsFormat.apply(stream, "", "")
    }

    /// A text with up to three holes, `%1`, `%2`, `%3`, each used at most once; split at its holes
    /// once, so that filling it is only joining.
    private struct Format: Equatable, Sendable {
        /// The text's pieces: literal text, or the number of a hole (1, 2 or 3).
        private enum Piece: Equatable, Sendable {
            case text(String)
            case hole(Int)
        }
        private let pieces: [Piece]

        init(text: String) {
            var pieces: [Piece] = []
            var literal = ""
            var rest = Substring(text)
            while let first = rest.first {
                if first == "%", let digit = rest.dropFirst().first, let hole = Int(String(digit)),
                    (1...3).contains(hole)
                {
                    if !literal.isEmpty { pieces.append(.text(literal)) }
                    literal = ""
                    pieces.append(.hole(hole))
                    rest = rest.dropFirst(2)
                } else {
                    literal.append(first)
                    rest = rest.dropFirst()
                }
            }
            if !literal.isEmpty { pieces.append(.text(literal)) }
            self.pieces = pieces
        }

        func apply(_ first: String, _ second: String, _ third: String) -> String {
            var result = ""
            for piece in pieces {
                switch piece {
                case .text(let text): result += text
                case .hole(1): result += first
                case .hole(2): result += second
                case .hole: result += third
                }
            }
            return result
        }
    }

    /// English.
    public static let english = MarbleWords(
        time: "time", key: "key", completed: "completed", error: "error", subscribed: "subscribed",
        unsubscribed: "subscription disposed", sameTick: "events at the same tick",
        afterEnd: "after the stream ended", cut: "a quiet stretch cut short", cursor: "the scrubbed time",
        value: "a value (next)", eventFormat: Format(text: "%1 at %2: %3"),
        placeFormat: Format(text: "%1 at %2"),
        subscriptionsFormat: Format(
            text: "the row “%1 ^!”: when %1 was subscribed (^) and disposed (!); (^!) = both at one tick"))

    /// Korean.
    public static let korean = MarbleWords(
        time: "시간", key: "범례", completed: "완료", error: "에러", subscribed: "구독",
        unsubscribed: "구독 해제", sameTick: "같은 틱의 이벤트", afterEnd: "스트림이 끝난 뒤",
        cut: "생략한 조용한 구간", cursor: "선택한 시간", value: "값 (next)",
        eventFormat: Format(text: "%1, %2틱: %3"), placeFormat: Format(text: "%1, %2틱"),
        subscriptionsFormat: Format(
            text: "“%1 ^!” 줄: %1 구독을 시작한 때(^)와 해제한 때(!). (^!)는 같은 틱에 둘 다"))
}
