import Marbles
import RxCore
import RxVirtualTime
import Testing

/// A lesson's expectation compares the labels a stream recorded with a diagram of labels: the same
/// verdict and the same drawing as comparing the typed events, with no error type to stand in.
@Suite("Marble comparison of labelled events")
struct LabelComparisonTests {
    private let values = ["r": "Red", "g": "Green"]

    @Test("equal labels: no mismatch; a key stands for its label, or for itself")
    func equal() throws {
        let actual = [
            MarbleEvent(time: 20, kind: .next("Red")), MarbleEvent(time: 30, kind: .next("x")),
            MarbleEvent(time: 50, kind: .error("boom")),
        ]
        #expect(try MarbleComparison.compare(actual, with: "--rx-#", values: values, error: "boom") == nil)
    }

    @Test("a different error is a difference")
    func differentError() throws {
        let actual = [MarbleEvent(time: 20, kind: .error("timeout"))]
        #expect(try MarbleComparison.compare(actual, with: "--#", values: [:], error: "boom") != nil)
    }

    @Test("a mismatch is drawn as for typed events")
    func sameDrawing() throws {
        let labels = [
            MarbleEvent(time: 20, kind: .next("Red")), MarbleEvent(time: 50, kind: .next("Blue")),
            MarbleEvent(time: 80, kind: .completed),
        ]
        let recorded: [Recorded<Event<String>>] = [.next(20, "Red"), .next(50, "Blue"), .completed(80)]
        let byLabel = try #require(
            try MarbleComparison.compare(labels, with: "--r--g--|", values: values, error: "e"))
        let byValue = try #require(try MarbleComparison.compare(recorded, with: "--r--g--|", values: values))
        #expect(byLabel == byValue)
        #expect(
            byLabel.description == """
                marbles differ at tick 50
                  expected: --r--g--   |
                  actual:   --r--'Blue'|
                                 ^
                  expected events: [next(20, "Red"), next(50, "Green"), completed(80)]
                  actual events:   [next(20, "Red"), next(50, "Blue"), completed(80)]
                """)
    }

    @Test("an invalid diagram throws its syntax error")
    func invalidDiagram() {
        #expect(throws: MarbleSyntaxError.self) {
            try MarbleComparison.compare([], with: "--(a", values: [:], error: "e")
        }
    }
}
