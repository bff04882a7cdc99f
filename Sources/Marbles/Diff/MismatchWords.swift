import RxVirtualTime
import TextSupport

/// Every word a mismatch report is written with (its heading, the names of its lines, its notes, and
/// the words around a `MarbleSyntaxError` shown in one), in one language: a lesson run in Korean
/// reports a mismatch in Korean.
///
/// Contract: `english` and `korean` say the same things. Diagrams, tokens, stream names, value labels
/// and the event lists (`next(20, a)`) are written as they are, in both. `english` is exactly what
/// `assertMarbles` has always written.
package struct MismatchWords: Sendable {
    /// The heading of a mismatch of events: `marbles differ at tick 50`.
    package let marblesDiffer: @Sendable (TestTime) -> String
    /// The heading of a mismatch of subscriptions: `subscriptions differ at tick 230`.
    package let subscriptionsDiffer: @Sendable (TestTime) -> String
    /// The names of the two diagram lines (`expected`, `actual`).
    package let expected: String
    package let actual: String
    /// The names of the two event lists (`expected events`, `actual events`).
    package let expectedEvents: String
    package let actualEvents: String
    /// The names of the two subscription lists.
    package let expectedSubscriptions: String
    package let actualSubscriptions: String
    /// The note when the lines are drawn in smaller frames than the diagram's: the frame used and the
    /// diagram's own, in ticks.
    package let rescaled: @Sendable (_ ticksPerFrame: Int, _ own: Int) -> String
    /// The note when the lines start before frame 0: how many frames before it, and its tick.
    package let startsEarly: @Sendable (_ frames: Int, _ origin: TestTime) -> String
    /// A marble syntax error, whole: where, what, the diagram with a caret, and the hint.
    package let syntaxError: @Sendable (MarbleSyntaxError) -> String

    /// English: what `assertMarbles` writes.
    package static let english = MismatchWords(
        marblesDiffer: { "marbles differ at tick \($0)" },
        subscriptionsDiffer: { "subscriptions differ at tick \($0)" },
        expected: "expected", actual: "actual", expectedEvents: "expected events",
        actualEvents: "actual events",
        expectedSubscriptions: "expected subscriptions", actualSubscriptions: "actual subscriptions",
        rescaled: { step, own in
            "(drawn with 1 frame = \(step) ticks, not \(own): an actual event falls between two frames of the "
                + "expected diagram)"
        },
        startsEarly: { frames, origin in "(the lines start \(frames) frames before frame 0, tick \(origin))"
        },
        syntaxError: { $0.description })

    /// Korean.
    package static let korean = MismatchWords(
        marblesDiffer: { "마블이 \($0)틱에서 다릅니다" },
        subscriptionsDiffer: { "구독이 \($0)틱에서 다릅니다" },
        expected: "기대", actual: "실제", expectedEvents: "기대한 이벤트", actualEvents: "실제 이벤트",
        expectedSubscriptions: "기대한 구독", actualSubscriptions: "실제 구독",
        rescaled: { step, own in
            "(1프레임을 \(own)틱이 아니라 \(step)틱으로 그렸습니다: 실제 이벤트가 기대한 다이어그램의 두 프레임 "
                + "사이에 있습니다)"
        },
        startsEarly: { frames, origin in "(줄이 0프레임(\(origin)틱)보다 \(frames)프레임 앞에서 시작합니다)" },
        syntaxError: { $0.koreanDescription })

    /// The label of a line named `name` (one of the pair `names`): indented, ended by
    /// a colon, and padded so that the text after it starts in one column for both names
    /// (`  expected: `, `  actual:   `). `number` follows the name (`  expected 1: `).
    func label(_ name: String, pairedWith names: (String, String), number: Int? = nil) -> String {
        let width = max(DisplayWidth.of(names.0), DisplayWidth.of(names.1))
        let padding = String(repeating: " ", count: width - DisplayWidth.of(name))
        return "  " + name + (number.map { " \($0)" } ?? "") + ":" + padding + " "
    }
}
