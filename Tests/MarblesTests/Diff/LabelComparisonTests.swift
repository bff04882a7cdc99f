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

    @Test("the core's own errors are labelled as code names them, any other by its description")
    func errorLabels() {
        let recorded: [Recorded<Event<Int>>] = [.error(30, RxError.moreThanOneElement)]
        #expect(
            MarbleEvent.from(recorded) == [MarbleEvent(time: 30, kind: .error("RxError.moreThanOneElement"))])
        #expect(MarbleEvent.errorLabel(RxError.timeout) == "RxError.timeout")
        #expect(MarbleEvent.errorLabel(MarbleError()) == String(describing: MarbleError()))
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

    @Test("in Korean words, the same drawing: the names and notes in Korean, the columns still aligned")
    func korean() throws {
        let labels = [
            MarbleEvent(time: 20, kind: .next("Red")), MarbleEvent(time: 50, kind: .next("Blue")),
            MarbleEvent(time: 80, kind: .completed),
        ]
        let english = try #require(
            try MarbleComparison.compare(labels, with: "--r--g--|", values: values, error: "e"))
        let korean = try #require(
            try MarbleComparison.compare(
                labels, with: "--r--g--|", values: values, error: "e", words: .korean))
        #expect(korean.tick == english.tick)
        #expect(
            korean.description == """
                마블이 50틱에서 다릅니다
                  기대: --r--g--   |
                  실제: --r--'Blue'|
                             ^
                  기대한 이벤트: [next(20, "Red"), next(50, "Green"), completed(80)]
                  실제 이벤트:   [next(20, "Red"), next(50, "Blue"), completed(80)]
                """)
        let rescaled = try #require(
            try MarbleComparison.compare(
                [MarbleEvent(time: 25, kind: .completed)], with: "--|", values: [:], error: "e",
                words: .korean))
        #expect(
            rescaled.details.last
                == "  (1프레임을 10틱이 아니라 5틱으로 그렸습니다: 실제 이벤트가 기대한 다이어그램의 두 프레임 사이에 있습니다)")
    }

    @Test("a syntax error in Korean: the same place and caret, the message and hint in Korean")
    func koreanSyntaxError() throws {
        let error = try #require(
            throws: MarbleSyntaxError.self,
            performing: { try MarbleComparison.compare([], with: "--(a", values: [:], error: "e") })
        #expect(MismatchWords.english.syntaxError(error) == error.description)
        #expect(
            MismatchWords.korean.syntaxError(error) == """
                마블 문법 에러(3열, '('): 그룹이 닫히지 않습니다
                  --(a
                    ^
                힌트: `)`로 그룹을 닫으면 됩니다
                """)
    }

    @Test("an invalid diagram throws its syntax error")
    func invalidDiagram() {
        #expect(throws: MarbleSyntaxError.self) {
            try MarbleComparison.compare([], with: "--(a", values: [:], error: "e")
        }
    }
}
