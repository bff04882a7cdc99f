import Marbles
import Testing

/// Each rule of the marble grammar, one at a time.
@Suite("Marble grammar")
struct GrammarTests {
    @Test("an empty diagram has no events")
    func emptyDiagram() throws {
        #expect(try entries("") == [])
    }

    @Test("`-` is one frame; any other character is a value, keyed by itself, on its frame")
    func framesAndValues() throws {
        #expect(try entries("a-b--c") == [next(0, "a"), next(2, "b"), next(5, "c")])
        #expect(try entries("12") == [next(0, "1"), next(1, "2")])
        #expect(try entries("-가-🙂") == [next(1, "가"), next(3, "🙂")])
        #expect(try entries("é") == [next(0, "é")])
    }

    @Test("a space takes no time: it only aligns diagrams")
    func spacesAlign() throws {
        #expect(try entries("  --a--|") == entries("--a--|"))
        #expect(try entries("a b  c") == [next(0, "a"), next(1, "b"), next(2, "c")])
    }

    @Test("`|` completes and `#` errors, on their own frame")
    func terminalEvents() throws {
        #expect(try entries("---|") == [completed(3)])
        #expect(try entries("-a#") == [next(1, "a"), error(2)])
    }

    @Test("a group's events share the frame of `(`; time then advances by the group's width")
    func groups() throws {
        #expect(try entries("(ab)c") == [next(0, "a"), next(0, "b"), next(4, "c")])
        #expect(try entries("-(a|)") == [next(1, "a"), completed(1)])
        #expect(try entries("(a#)") == [next(0, "a"), error(0)])
        #expect(try entries("()-a") == [next(3, "a")])
        #expect(try entries("( a b )c") == [next(0, "a"), next(0, "b"), next(4, "c")])
    }

    @Test("a quoted value is one event keyed by its text, and takes its width in frames")
    func quotedValues() throws {
        #expect(try entries("-'Red'-|") == [next(1, "Red"), completed(7)])
        #expect(try entries("('Red''Blue')a") == [next(0, "Red"), next(0, "Blue"), next(13, "a")])
        #expect(try entries("'a b'") == [next(0, "a b")])
        #expect(try entries("'|'") == [next(0, "|")])
        #expect(try entries("'빨강'") == [next(0, "빨강")])
    }

    @Test("`^` in a hot diagram is frame 0; earlier events fall on negative frames")
    func subscriptionPoint() throws {
        #expect(try entries("a-^-b", kind: .hot) == [next(-2, "a"), next(2, "b")])
        #expect(try entries("^a", kind: .hot) == [next(1, "a")])
        #expect(try MarbleDiagram(parsing: "a-^", kind: .hot).hasSubscriptionPoint)
        #expect(try MarbleDiagram(parsing: "a--", kind: .hot).hasSubscriptionPoint == false)
    }

    @Test("a hot diagram without `^` starts at its first character")
    func hotWithoutSubscriptionPoint() throws {
        #expect(try entries("-a-|", kind: .hot) == [next(1, "a"), completed(3)])
    }

    @Test("`^` inside a group is at the group's frame, like any member")
    func subscriptionPointInGroup() throws {
        #expect(try entries("a-(^b)", kind: .hot) == [next(-2, "a"), next(0, "b")])
    }

    @Test("time progressions: ms, s and m, at the start or after a space, then a space or the end")
    func timeProgressions() throws {
        #expect(try entries("10ms a") == [next(10, "a")])
        #expect(try entries("a 10ms") == [next(0, "a")])
        #expect(try entries("a 1s b") == [next(0, "a"), next(1_001, "b")])
        #expect(try entries("a 2m b") == [next(0, "a"), next(120_001, "b")])
        #expect(try entries("1.5s a") == [next(1_500, "a")])
        #expect(try entries("a 0ms b") == [next(0, "a"), next(1, "b")])
        #expect(try entries("-- 5ms --a") == [next(9, "a")])
    }

    @Test("digits and letters that are not a time progression are values")
    func notTimeProgressions() throws {
        // Not after a space: values 1, 0, m, s.
        #expect(
            try entries("a10ms") == [next(0, "a"), next(1, "1"), next(2, "0"), next(3, "m"), next(4, "s")])
        // No unit, or an unknown unit: values.
        #expect(try entries("10 a") == [next(0, "1"), next(1, "0"), next(2, "a")])
        #expect(try entries("5h") == [next(0, "5"), next(1, "h")])
        // Not followed by a space or the end.
        #expect(try entries("5ms|") == [next(0, "5"), next(1, "m"), next(2, "s"), completed(3)])
        // A full-width digit is a value.
        #expect(try entries("５ms") == [next(0, "５"), next(1, "m"), next(2, "s")])
    }

    @Test("a time progression inside a group moves the clock but not the group's frame")
    func timeProgressionInGroup() throws {
        #expect(try entries("(a 10ms b)c") == [next(0, "a"), next(0, "b"), next(14, "c")])
    }

    @Test("events after `^` and groups combine as in RxJS: `^` takes a frame")
    func subscriptionPointTakesAFrame() throws {
        #expect(try entries("--^--a", kind: .hot) == [next(3, "a")])
    }

    @Test("subscription diagrams: `^` subscribes, `!` unsubscribes; spaces and groups as in event diagrams")
    func subscriptionDiagrams() throws {
        let timing = MarbleTiming(ticksPerFrame: 1)
        #expect(try Marbles.subscription("^", timing: timing) == .init(0))
        #expect(try Marbles.subscription("  ^-!", timing: timing) == .init(0, 2))
        #expect(try Marbles.subscription("-(^!)", timing: timing) == .init(1, 1))
        #expect(try Marbles.subscription("", timing: timing) == nil)
        let two = try Marbles.subscriptions(["^--!", "--^-!", "-----"], timing: timing)
        #expect(two == [.init(0, 3), .init(2, 4)])
    }
}
