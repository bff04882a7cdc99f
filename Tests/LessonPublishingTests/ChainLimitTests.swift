import LessonKit
import RxSandbox
import XCTest

@testable import LessonPublishing

/// A chain too big to read is drawn in part, in the terminal and on a page, with a note that says how
/// much is left out and the command that draws it all. (XCTest: scenes run on the main thread.)
final class ChainLimitTests: XCTestCase {
    /// A scene whose chain is a subject and 30 maps: 31 nodes.
    private func bigScene() -> SceneReport {
        LessonRunner.run(
            Scene("big", tracesChain: true) { stage in
                var numbers = PublishSubject<Int>().asObservable()
                for _ in 0..<30 { numbers = numbers.map { $0 + 1 } }
                numbers.subscribe().disposed(by: stage.disposeBag)
            })
    }

    func testTheTerminalDrawsTheFirstNodesAndSaysHowToSeeThemAll() {
        let scene = bigScene()
        var report = LessonTextReport(language: .en, useColor: false)
        let text = report.render(scene, lessonID: "numbers")
        XCTAssertEqual(text.components(separatedBy: "└─ map  1 subscription").count - 1, 23)
        XCTAssertTrue(
            text.hasSuffix(
                """
                  7 more nodes (0 events) not drawn: a chain view draws up to 24 nodes and 400
                  events. To draw them all:
                  swift run lessons run numbers --scene big --whole-chain

                ✓ nothing leaked: Resources.total is back where it started, and every control,
                  screen and proxy the scene showed or made, and every object it watched, was
                  released
                """),
            text)
        report.wholeChain = true
        let whole = report.render(scene, lessonID: "numbers")
        XCTAssertEqual(whole.components(separatedBy: "└─ map  1 subscription").count - 1, 29)
        XCTAssertTrue(whole.contains("└─ map → subscribe  1 subscription"), "the 30th")
        XCTAssertFalse(whole.contains("--whole-chain"))
        let korean = LessonTextReport(language: .ko, useColor: false).render(scene, lessonID: "numbers")
        XCTAssertTrue(korean.contains("노드 7개(이벤트 0개)는 그리지 않았습니다."), korean)
    }

    func testAPageDrawsTheFirstNodesAndSaysHowToSeeThemAll() throws {
        let html = ChainFigure(
            language: .en, idPrefix: "p", title: "t", lessonID: "numbers", sceneID: "big",
            frames: TickFrames(first: 0, last: 100)
        )
        .html(try XCTUnwrap(bigScene().chain).limited())
        XCTAssertEqual(html.components(separatedBy: "<g class=\"chain-node\"").count - 1, 24)
        XCTAssertTrue(
            html.contains(
                "<p class=\"chain-note\">7 more nodes (0 events) not drawn: a chain view draws up to 24 nodes "
                    + "and 400 events. To draw them all: "
                    + "<code>swift run lessons run numbers --scene big --whole-chain</code></p>"),
            html)
    }
}
