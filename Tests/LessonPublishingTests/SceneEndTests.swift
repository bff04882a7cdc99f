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
        let html = SceneSection(language: .en, idPrefix: "s", title: "t", lessonID: "l").html(report)
        XCTAssertTrue(html.contains("max=\"30\" step=\"1\" value=\"30\""), html)
    }

    func testTheSliderReachesTheLastSubscriptionOfTheChain() {
        let report = LessonRunner.run(
            Scene("chain-end", tracesChain: true) { stage in
                let numbers = PublishSubject<Int>()
                let label = stage.show(UILabel(), as: "label", properties: ["text"])
                numbers.map { "\($0)" }.bind(to: label.rx.text).disposed(by: stage.disposeBag)
                stage.at(10) { numbers.onNext(1) }
            })
        XCTAssertEqual(report.timeline.times.last, 10, "a property lane has no subscriptions")
        XCTAssertEqual(report.chain?.timeline.times.last, 20, "disposed one frame after the last work")
        let html = SceneSection(language: .en, idPrefix: "s", title: "t", lessonID: "l").html(report)
        XCTAssertTrue(html.contains("max=\"20\" step=\"1\" value=\"20\""), html)
    }
}
