import LessonKit
import LessonPublishing
import RxSandbox
import XCTest

/// A live page's request runs the scene's own code with the inputs it changed, and the answer is the
/// scene drawn again (what the page swaps in) or the parser's error for an input (the page keeps its
/// last good diagram). (XCTest: scenes run on the main thread.)
final class LiveSceneTests: XCTestCase {
    /// A lesson with rxmarbles' `debounce`: one input lane, `typing`, and the operator's answer.
    private let catalogue = LessonCatalogue([
        Lesson(
            id: "operators", title: Localized(ko: "연산자", en: "Operators"),
            summary: Localized(ko: "연산자", en: "Operators"),
            scenes: [
                Scene("debounce") { stage in
                    let scheduler = stage.scheduler
                    let typing: TestableObservable<String> = try scheduler.createHotObservable(
                        "-abc----d---|")
                    stage.record(typing, as: "typing")
                    stage.record(typing.debounce(.milliseconds(30), scheduler: scheduler), as: "debounce")
                    stage.expect("debounce", "------c----d|")
                },
                Scene("numbers") { stage in
                    let numbers: TestableObservable<Int> = try stage.scheduler.createColdObservable("-1-2|")
                    stage.record(numbers.map { $0 * 10 }, as: "times ten")
                    stage.record(numbers, as: "numbers")
                },
            ])
    ])

    private func answer(_ request: LiveSceneRequest) throws -> LiveSceneAnswer {
        try LiveScene.answer(request, in: catalogue)
    }

    /// The event-table rows of `lane` in a scene's section: `tick:event`.
    private func rows(_ lane: String, in html: String?) -> [String] {
        let pattern = "<tr><td>\(lane)</td><td>"
        return (html ?? "").components(separatedBy: "\n").filter { $0.hasPrefix(pattern) }.map { row in
            let cells = row.dropFirst(pattern.count).components(separatedBy: "</td><td><code>")
            return cells[0] + ":" + (cells.last ?? "").replacingOccurrences(of: "</code></td></tr>", with: "")
        }
    }

    func testWithoutChangesTheAnswerIsTheSceneAsTheCodeWroteItAndItsInputsEvents() throws {
        let answer = try answer(LiveSceneRequest(lesson: "operators", scene: "debounce", language: "en"))
        XCTAssertEqual(answer.errors, [])
        XCTAssertEqual(rows("debounce", in: answer.html), ["60:next(c)", "110:next(d)", "120:completed"])
        XCTAssertEqual(answer.inputs.map(\.lane), ["typing"])
        XCTAssertEqual(answer.inputs.first?.kind, "hot")
        XCTAssertEqual(answer.inputs.first?.text, "-abc----d---|")
        XCTAssertEqual(
            answer.inputs.first?.entries,
            [
                LiveEntry(kind: "next", frame: 1, key: "a"), LiveEntry(kind: "next", frame: 2, key: "b"),
                LiveEntry(kind: "next", frame: 3, key: "c"), LiveEntry(kind: "next", frame: 8, key: "d"),
                LiveEntry(kind: "completed", frame: 12),
            ])
        // The section is the page's: its id, and its heading.
        XCTAssertTrue(answer.html?.hasPrefix("<section class=\"scene\" id=\"operators-debounce\">") == true)
    }

    func testTextTheLearnerTypedRunsTheOperatorOnIt() throws {
        let answer = try answer(
            LiveSceneRequest(
                lesson: "operators", scene: "debounce", language: "ko",
                inputs: [LiveInputEdit(position: 0, text: "-a-----b|")]))
        XCTAssertEqual(rows("debounce", in: answer.html), ["40:next(a)", "80:next(b)", "80:completed"])
        XCTAssertEqual(answer.inputs.first?.text, "-a-----b|")
        XCTAssertEqual(answer.inputs.first?.written, "-abc----d---|")
        // A live run does not hold the scene to the code's expectations.
        XCTAssertFalse(answer.html?.contains("class=\"checks\"") ?? true)
    }

    func testTheEditorsEventsAreWrittenAsCanonicalMarbleTextInFrameOrder() throws {
        let answer = try answer(
            LiveSceneRequest(
                lesson: "operators", scene: "numbers", language: "en",
                inputs: [
                    LiveInputEdit(
                        position: 0,
                        entries: [
                            LiveEntry(kind: "completed", frame: 6),
                            LiveEntry(kind: "next", frame: 2, key: "7"),
                            LiveEntry(kind: "next", frame: 2, key: "12"),
                        ])
                ]))
        // A group takes its width in frames, as in RxJS: the completion the editor put at frame 6, inside
        // it, comes right after it, at frame 9, and the answer's events say so.
        XCTAssertEqual(answer.inputs.first?.text, "--(7'12')|")
        XCTAssertEqual(answer.inputs.first?.entries.last, LiveEntry(kind: "completed", frame: 9))
        XCTAssertEqual(answer.inputs.first?.kind, "cold")
        XCTAssertEqual(rows("times ten", in: answer.html), ["20:next(70)", "20:next(120)", "90:completed"])
    }

    func testAnInputThatIsNotADiagramOfItsTypeGivesTheParsersErrorAndNoSection() throws {
        let syntax = try answer(
            LiveSceneRequest(
                lesson: "operators", scene: "debounce", language: "en",
                inputs: [LiveInputEdit(position: 0, text: "-a-(b|")]))
        XCTAssertNil(syntax.html)
        XCTAssertEqual(syntax.errors.map(\.position), [0])
        // The editors get the input as the code wrote it, to draw while the error is shown.
        XCTAssertEqual(syntax.inputs.map(\.text), ["-abc----d---|"])
        XCTAssertTrue(
            syntax.errors[0].message.hasPrefix("marble syntax error at column"), syntax.errors[0].message)
        XCTAssertTrue(syntax.errors[0].message.contains("\n  -a-(b|\n"), syntax.errors[0].message)
        let typed = try answer(
            LiveSceneRequest(
                lesson: "operators", scene: "numbers", language: "ko",
                inputs: [LiveInputEdit(position: 0, text: "-1-x|")]))
        XCTAssertNil(typed.html)
        XCTAssertTrue(typed.errors[0].message.hasPrefix("마블 문법 에러(4열, 'x')"), typed.errors[0].message)
        XCTAssertTrue(typed.errors[0].message.contains("\n  -1-x|\n     ^\n"), typed.errors[0].message)
    }

    func testARequestOutsideTheBoundsIsRefusedAndRunsNothing() {
        func refusal(_ request: LiveSceneRequest) -> LiveSceneRefusal? {
            do {
                _ = try LiveScene.answer(request, in: catalogue)
                return nil
            } catch {
                return error
            }
        }
        XCTAssertEqual(
            refusal(LiveSceneRequest(lesson: "nope", scene: "debounce", language: "en")),
            .notFound("there is no lesson \"nope\""))
        XCTAssertEqual(
            refusal(LiveSceneRequest(lesson: "operators", scene: "nope", language: "en")),
            .notFound("the lesson operators has no scene \"nope\""))
        XCTAssertEqual(
            refusal(LiveSceneRequest(lesson: "operators", scene: "debounce", language: "fr")),
            .badRequest("the language must be ko or en, not \"fr\""))
        XCTAssertEqual(
            refusal(
                LiveSceneRequest(
                    lesson: "operators", scene: "debounce", language: "en",
                    inputs: [LiveInputEdit(position: 3, text: "-a|")])),
            .badRequest("the scene debounce has no input at position 3"))
        XCTAssertEqual(
            refusal(
                LiveSceneRequest(
                    lesson: "operators", scene: "debounce", language: "en",
                    inputs: [
                        LiveInputEdit(position: 0, entries: [LiveEntry(kind: "next", frame: 1, key: "a b")])
                    ])),
            .badRequest(
                "the key \"a b\" can't be written in a diagram: use 1 to 12 characters, none of them a space or "
                    + "one of - | # ( ) ^ ! '"))
        XCTAssertEqual(
            refusal(
                LiveSceneRequest(
                    lesson: "operators", scene: "debounce", language: "en",
                    inputs: [
                        LiveInputEdit(position: 0, entries: [LiveEntry(kind: "next", frame: 5_000, key: "a")])
                    ])),
            .badRequest("an event of input 0 is at frame 5000, outside -100…1000"))
        XCTAssertEqual(
            refusal(
                LiveSceneRequest(
                    lesson: "operators", scene: "debounce", language: "en",
                    inputs: [LiveInputEdit(position: 0, text: String(repeating: "-", count: 401))])),
            .badRequest("the diagram of input 0 is longer than 400 characters"))
        XCTAssertEqual(
            refusal(
                LiveSceneRequest(
                    lesson: "operators", scene: "debounce", language: "en",
                    inputs: (0..<17).map { LiveInputEdit(position: $0, text: "-a|") })),
            .badRequest("a request may change at most 16 inputs, not 17"))
    }

    /// A live page asks for the one drawing it shows at its width; a page of the site has both.
    func testALivePageGetsOnlyTheDrawingItShows() throws {
        func drawings(_ drawing: String?) throws -> [String] {
            let html =
                try answer(
                    LiveSceneRequest(lesson: "operators", scene: "debounce", language: "en", drawing: drawing)
                ).html ?? ""
            return ["wide", "narrow", "any"].filter { html.contains("<div class=\"drawing \($0)\">") }
        }
        XCTAssertEqual(try drawings(nil), ["wide", "narrow"])
        XCTAssertEqual(try drawings("wide"), ["wide"])
        XCTAssertEqual(try drawings("narrow"), ["narrow"])
        XCTAssertThrowsError(
            try answer(
                LiveSceneRequest(lesson: "operators", scene: "debounce", language: "en", drawing: "both")))
    }

    func testTheSameRequestGivesTheSameBytes() throws {
        let request = LiveSceneRequest(
            lesson: "operators", scene: "debounce", language: "ko",
            inputs: [LiveInputEdit(position: 0, text: "-ab|")])
        XCTAssertEqual(try answer(request), try answer(request))
    }
}
