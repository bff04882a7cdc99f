import LessonKit
import RxSandbox
import XCTest

@testable import LessonPublishing

/// A scene's page shows it up to its last tick: the last event of its lanes, or a later set that
/// only the simulated screen draws.
final class SceneEndTests: XCTestCase {
    func testTheScrubberReachesASetOnlyTheScreenDraws() {
        let report = LessonRunner.run(
            Scene("late-colour") { stage in
                let label = stage.show(UILabel(), as: "label", properties: ["text"])
                stage.at(10) { label.text = "Hi" }
                stage.at(30) { label.textColor = .red }
            })
        XCTAssertEqual(report.timeline.times.last, 10, "the colour is not a lane")
        let html = SceneSection(language: .en, idPrefix: "s", title: "t").html(report)
        XCTAssertTrue(html.contains("max=\"30\" step=\"1\" value=\"30\""), html)
    }
}
