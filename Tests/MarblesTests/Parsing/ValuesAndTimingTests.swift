import Marbles
import RxCore
import RxVirtualTime
import Testing

/// How keys become values, `#` becomes an error, and frames become RxTest ticks.
@Suite("Marble values and timing")
struct ValuesAndTimingTests {
    private struct Point: Equatable {
        var x: Int
        var y: Int
    }

    private struct Boom: Error, Equatable {}

    @Test("keys are looked up in the values dictionary, for values of any type")
    func valuesDictionary() throws {
        let points = try Marbles.events("-a-b|", values: ["a": Point(x: 1, y: 2), "b": Point(x: 3, y: 4)])
        #expect(points == [.next(10, Point(x: 1, y: 2)), .next(30, Point(x: 3, y: 4)), .completed(40)])
        let colors = try Marbles.events("-'Red'-", values: ["Red": 0xFF0000])
        #expect(colors == [.next(10, 0xFF0000)])
    }

    @Test("optional values, `nil` among them")
    func optionalValues() throws {
        let events = try Marbles.events("n-a", values: ["n": nil, "a": 1] as [String: Int?])
        #expect(events == [.next(0, nil), .next(20, 1)])
    }

    @Test("without a dictionary, each key is its own String value")
    func keysAsStrings() throws {
        #expect(
            try Marbles.events("a-'Red'-#") == [.next(0, "a"), .next(20, "Red"), .error(80, MarbleError())])
    }

    @Test("a key missing from the dictionary stands for itself when it can, as in RxJS")
    func missingKeysStandForThemselves() throws {
        #expect(try Marbles.events("a-b", values: ["a": "Apple"]) == [.next(0, "Apple"), .next(20, "b")])
        let numbers = try Marbles.events("-1-2-'10'|", values: [String: Int]())
        #expect(numbers == [.next(10, 1), .next(30, 2), .next(50, 10), .completed(90)])
        #expect(try Marbles.events("'true'", values: [String: Bool]()) == [.next(0, true)])
        #expect(throws: MarbleSyntaxError.self) { try Marbles.events("-t", values: [String: Bool]()) }
    }

    @Test("a Character stands only for a one-character key (a longer one is an error, not a trap)")
    func characters() throws {
        #expect(try Marbles.events("-a", values: [String: Character]()) == [.next(10, "a")])
        #expect(throws: MarbleSyntaxError.self) { try Marbles.events("-'ab'", values: [String: Character]()) }
    }

    @Test("strict mode: every key must be in the dictionary")
    func strictMode() throws {
        #expect(try Marbles.events("-a-", values: ["a": "Apple"], strict: true) == [.next(10, "Apple")])
        #expect(throws: MarbleSyntaxError.self) {
            try Marbles.events("-b-", values: ["a": "Apple"], strict: true)
        }
    }

    @Test("`#` is the error given, or a `MarbleError`")
    func errors() throws {
        let given = try Marbles.events("-#", values: [String: Int](), error: Boom())
        #expect(given == [.error(10, Boom())])
        #expect(try Marbles.events("#") == [.error(0, MarbleError())])
        #expect("\(MarbleError())" == "error")
    }

    @Test("by default one frame is 10 ticks, from tick 0: `--a` is next(20, a)")
    func defaultTiming() throws {
        #expect(MarbleTiming.default == MarbleTiming(ticksPerFrame: 10, origin: 0))
        #expect(try Marbles.events("--a") == [.next(20, "a")])
        #expect(try Marbles.subscription("--^--!") == Subscription(20, 50))
    }

    @Test("an origin of 200 matches what `scheduler.start { … }` records")
    func originAtSubscriptionTime() throws {
        let timing = MarbleTiming(origin: 200)
        #expect(try Marbles.events("--a|", timing: timing) == [.next(220, "a"), .completed(230)])
        #expect(try Marbles.subscription("^--!", timing: timing) == Subscription(200, 230))
    }

    @Test("a hot diagram's `^` is at the origin; earlier events are before it")
    func hotTiming() throws {
        let events = try Marbles.events("-a-^-b", kind: .hot, timing: MarbleTiming(origin: 200))
        #expect(events == [.next(180, "a"), .next(220, "b")])
    }

    @Test("ticks per frame are configurable")
    func ticksPerFrame() throws {
        #expect(try Marbles.events("--a", timing: MarbleTiming(ticksPerFrame: 1)) == [.next(2, "a")])
        #expect(
            try Marbles.events("a 1s b", timing: MarbleTiming(ticksPerFrame: 2)) == [
                .next(0, "a"), .next(2_002, "b"),
            ])
    }

    @Test("a diagram built by hand reports a missing key against its canonical text")
    func missingKeyInBuiltDiagram() throws {
        let diagram = MarbleDiagram(entries: [
            MarbleDiagram.Entry(frame: 1, event: .next("a")),
            MarbleDiagram.Entry(frame: 3, event: .next("Blue")),
        ])
        do {
            _ = try diagram.recordedEvents(values: ["a": 1])
            Issue.record("expected an error")
        } catch let error as MarbleSyntaxError {
            #expect(error.diagram == "-a-'Blue'")
            #expect(error.column == 4)
        }
    }
}
