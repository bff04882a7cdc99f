import Marbles
import RxCore
import RxVirtualTime
import Testing

/// What a mismatch looks like: both diagrams aligned, a caret under the first difference, both lists.
@Suite("Marble comparison")
struct MarbleComparisonTests {
    private let values = ["a": 1, "b": 2]

    @Test("equal events: no mismatch")
    func equalEvents() throws {
        let actual: [Recorded<Event<Int>>] = [.next(20, 1), .next(50, 2), .completed(80)]
        #expect(try MarbleComparison.compare(actual, with: "--a--b--|", values: values) == nil)
        #expect(try MarbleComparison.compare(actual, with: "  --a  --b  --|", values: values) == nil)
    }

    @Test("a different value: the caret stands under it; a value without a key shows its label")
    func differentValue() throws {
        let actual: [Recorded<Event<Int>>] = [.next(20, 1), .next(50, 3), .completed(80)]
        let mismatch = try #require(try MarbleComparison.compare(actual, with: "--a--b--|", values: values))
        #expect(
            mismatch.description == """
                marbles differ at tick 50
                  expected: --a--b--|
                  actual:   --a--3--|
                                 ^
                  expected events: [next(20, 1), next(50, 2), completed(80)]
                  actual events:   [next(20, 1), next(50, 3), completed(80)]
                """)
        #expect(mismatch.tick == 50)
    }

    @Test("an event a frame late")
    func lateEvent() throws {
        let actual: [Recorded<Event<Int>>] = [.next(20, 1), .next(60, 2), .completed(80)]
        let mismatch = try #require(try MarbleComparison.compare(actual, with: "--a--b--|", values: values))
        #expect(mismatch.diagramLines == ["  expected: --a--b--|", "  actual:   --a---b-|"])
        #expect(mismatch.caretColumn == 17)
    }

    @Test("a missing completion: the caret stands where it was expected")
    func missingCompletion() throws {
        let actual: [Recorded<Event<String>>] = [.next(20, "a")]
        let mismatch = try #require(try MarbleComparison.compare(actual, with: "--a--|", values: [:]))
        #expect(mismatch.diagramLines == ["  expected: --a--|", "  actual:   --a---"])
        #expect(mismatch.caretColumn == 17)
        #expect(mismatch.tick == 50)
    }

    @Test("no events at all")
    func noEvents() throws {
        let mismatch = try #require(
            try MarbleComparison.compare([Recorded<Event<String>>](), with: "-a|", values: [:]))
        #expect(mismatch.diagramLines == ["  expected: -a|", "  actual:   ---"])
        #expect(mismatch.caretColumn == 13)
    }

    @Test("an extra event after the expected ones")
    func extraEvent() throws {
        let actual: [Recorded<Event<String>>] = [.next(10, "a"), .next(30, "b")]
        let mismatch = try #require(try MarbleComparison.compare(actual, with: "-a", values: [:]))
        #expect(mismatch.diagramLines == ["  expected: -a--", "  actual:   -a-b"])
        #expect(mismatch.tick == 30)
    }

    @Test("wide tokens widen their frame's cell on every line, so later frames stay aligned")
    func wideTokens() throws {
        let actual: [Recorded<Event<String>>] = [
            .next(10, "Blue"), .next(20, "a"), .next(30, "b"), .completed(40),
        ]
        let mismatch = try #require(try MarbleComparison.compare(actual, with: "-'Red'-|", values: [:]))
        #expect(mismatch.diagramLines == ["  expected: -'Red' -----|", "  actual:   -'Blue'ab|---"])
        #expect(mismatch.caretColumn == 13)
    }

    @Test("where a wide token covers quiet frames, both lines stay valid diagrams of their events")
    func wideTokensCoveringQuietFrames() throws {
        let actual: [Recorded<Event<String>>] = [.next(10, "Blue"), .completed(70)]
        let mismatch = try #require(try MarbleComparison.compare(actual, with: "-'Red'-|", values: [:]))
        #expect(mismatch.diagramLines == ["  expected: -'Red'-|", "  actual:   -'Blue'|"])
        #expect(try Marbles.events("-'Blue'|") == actual)
    }

    @Test("events at one frame are drawn as a group")
    func groups() throws {
        let actual: [Recorded<Event<String>>] = [.next(20, "a"), .next(20, "b"), .completed(30)]
        let mismatch = try #require(try MarbleComparison.compare(actual, with: "--(ab|)", values: [:]))
        #expect(mismatch.diagramLines == ["  expected: --(ab|)-", "  actual:   --(ab) |"])
        #expect(mismatch.tick == 20)
    }

    @Test("an event between two frames: drawn at a finer scale, with a note that says so")
    func eventBetweenFrames() throws {
        let actual: [Recorded<Event<String>>] = [.next(20, "a"), .next(55, "b")]
        let mismatch = try #require(try MarbleComparison.compare(actual, with: "--a--b", values: [:]))
        #expect(mismatch.diagramLines == ["  expected: ----a-----b-", "  actual:   ----a------b"])
        #expect(mismatch.details.last?.contains("1 frame = 5 ticks, not 10") == true)
    }

    @Test("a long quiet stretch is drawn as a time progression, the same on both lines")
    func longQuietStretch() throws {
        let actual: [Recorded<Event<String>>] = [.next(10, "a"), .next(5_000, "b")]
        let mismatch = try #require(try MarbleComparison.compare(actual, with: "-a 497ms b", values: [:]))
        #expect(mismatch.diagramLines == ["  expected: -a 497ms b-", "  actual:   -a 497ms -b"])
        #expect(mismatch.tick == 4_990)
    }

    @Test("errors are `#`; errors that differ are told apart by the event lists")
    func errors() throws {
        struct Boom: Error {}
        let actual: [Recorded<Event<String>>] = [.error(20, Boom())]
        let mismatch = try #require(try MarbleComparison.compare(actual, with: "--#", values: [:]))
        #expect(mismatch.diagramLines == ["  expected: --#", "  actual:   --#"])
        #expect(mismatch.details[0] == "  expected events: [error(20, error)]")
        #expect(mismatch.details[1] == "  actual events:   [error(20, Boom())]")
    }

    @Test("a wide character takes two columns on every line, so the columns stay aligned")
    func wideCharacters() throws {
        let actual: [Recorded<Event<String>>] = [.next(10, "가"), .next(20, "b")]
        let mismatch = try #require(try MarbleComparison.compare(actual, with: "-ac", values: [:]))
        #expect(mismatch.diagramLines == ["  expected: -a c", "  actual:   -가b"])
        #expect(mismatch.caretColumn == 13)
    }

    @Test("a label with a line break is drawn escaped, on its line")
    func labelsAreVisible() throws {
        let actual: [Recorded<Event<String>>] = [.next(10, "a\nb")]
        let mismatch = try #require(try MarbleComparison.compare(actual, with: "-x", values: [:]))
        #expect(mismatch.diagramLines == ["  expected: -x-----", "  actual:   -'a\\nb'"])
    }

    @Test("`^` marks frame 0 of an expected diagram, as in RxJS's toBe")
    func subscriptionPointInExpectedDiagram() throws {
        let actual: [Recorded<Event<String>>] = [.next(180, "a"), .next(220, "b")]
        let timing = MarbleTiming(origin: 200)
        #expect(
            try MarbleComparison.compare(actual, with: "--^-b", values: ["a": "a"], timing: timing) != nil)
        #expect(try MarbleComparison.compare(actual, with: "a-^-b", values: [:], timing: timing) == nil)
        let mismatch = try #require(
            try MarbleComparison.compare(actual, with: "-^-b", values: [:], timing: timing))
        #expect(mismatch.details.last == "  (the lines start 2 frames before frame 0, tick 200)")
    }

    @Test("an invalid expected diagram throws its syntax error")
    func invalidDiagram() {
        #expect(throws: MarbleSyntaxError.self) {
            try MarbleComparison.compare([Recorded<Event<String>>](), with: "--(a", values: [:])
        }
    }

    @Test("subscriptions: each diagram one subscription, aligned, caret under the first difference")
    func subscriptions() throws {
        let timing = MarbleTiming(origin: 200)
        #expect(try MarbleComparison.compare([Subscription(200, 230)], with: ["^--!"], timing: timing) == nil)
        let mismatch = try #require(
            try MarbleComparison.compare(
                [Subscription(200, 230), Subscription(220)], with: ["^--!", "--^-!"], timing: timing))
        #expect(
            mismatch.description == """
                subscriptions differ at tick 240
                  expected 1: ^--!-
                  expected 2: --^-!
                  actual 1:   ^--!-
                  actual 2:   --^--
                                  ^
                  expected subscriptions: [(200, 230), (220, 240)]
                  actual subscriptions:   [(200, 230), (220, ∞)]
                """)
    }
}
