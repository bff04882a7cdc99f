import LessonKit
import Marbles
import RxSandbox
import XCTest

/// What a scene's script must not do fails the scene with a message that says what to change; and
/// what it may do that could go wrong (an endless loop, a colour that is not a number) does not hang
/// or crash the runner.
final class StageMisuseTests: XCTestCase {
    private func run(_ script: @escaping (Stage) throws -> Void) -> SceneReport {
        LessonRunner.run(Scene("test", script: script))
    }

    func testTwoStreamsOrObjectsWithOneNameFailTheScene() {
        let objects = run { stage in
            stage.show(UILabel(), as: "label")
            stage.show(UILabel(), as: "label")
        }
        XCTAssertEqual(objects.failure, "two objects or streams are named `label`: give each its own name")
        let streams = run { stage in
            stage.record(Observable.just(1), as: "numbers")
            stage.record(Observable.just(2), as: "numbers")
        }
        XCTAssertEqual(streams.failure, "two objects or streams are named `numbers`: give each its own name")
        let derived = run { stage in
            let label = stage.show(UILabel(), as: "label")
            stage.record(Observable.just("x"), as: "label.text")
            stage.at(10) { label.text = "y" }
        }
        XCTAssertEqual(derived.failure, "two streams are named `label.text`: give each its own name")
    }

    func testTheStagesOwnLaneNamesAreNotTheScriptsToUse() {
        let report = run { stage in stage.record(Observable.just(1), as: "user") }
        XCTAssertEqual(report.failure, "`user` is the name of the stage's own lane: choose another name")
    }

    func testTracingUnderOneNameAgainDrawsOneNumberedLanePerSubscription() {
        let report = run { stage in
            let endless = Observable<Int>.never()
            stage.trace(Observable.just(1).concat(endless), as: "request").subscribe()
                .disposed(by: stage.disposeBag)
            stage.trace(Observable.just(2).concat(endless), as: "request").subscribe()
                .disposed(by: stage.disposeBag)
            stage.expect("request", "(12)")
        }
        XCTAssertNil(report.failure)
        XCTAssertEqual(report.timeline.streams.map(\.name), ["request #1", "request #2"])
        XCTAssertEqual(report.timeline.streams.map(\.subscriptions.count), [1, 1])
        XCTAssertEqual(
            report.timeline.streams.map { $0.events.map(\.description) },
            [["next(0, \"1\")"], ["next(0, \"2\")"]])
        // An expectation is about the stream as a whole.
        XCTAssertEqual(report.expectations.map(\.mismatch), [nil])
    }

    func testARecordedColourValueIsDrawnInItsOwnColour() {
        let report = run { stage in stage.record(Observable.just(UIColor.red), as: "color") }
        XCTAssertEqual(report.timeline.valueColors, ["red": "rgba(255, 0, 0, 1)"])
    }

    func testWorkScheduledInThePastFailsTheScene() {
        let report = run { stage in stage.user(at: -10, "early") {} }
        XCTAssertEqual(
            report.failure,
            "work scheduled at tick -10, before the current tick 0: schedule it at tick 0 or later")
        XCTAssertEqual(report.timeline.streams.map(\.name), [])
    }

    func testWorkThatReschedulesItselfForeverEndsTheSceneWithAMessage() {
        let report = run { stage in
            let relay = BehaviorRelay(value: 0)
            relay.asDriver().map { $0 + 1 }.drive(relay).disposed(by: stage.disposeBag)
        }
        XCTAssertEqual(
            report.failure?.hasPrefix("the scene keeps scheduling work"), true, report.failure ?? "")
    }

    func testPrintKeepsItsTerminator() {
        let report = run { stage in
            stage.at(10) {
                stage.print("a", terminator: "")
                stage.print("b")
                stage.print("c\nd", terminator: "")
            }
        }
        XCTAssertEqual(report.console.map(\.text), ["ab", "c", "d"])
    }

    func testAColourThatIsNotANumberIsShownWithoutASwatch() {
        let report = run { stage in
            let view = stage.show(UIView(), as: "view", properties: ["backgroundColor"])
            stage.at(10) { view.backgroundColor = UIColor(red: .nan, green: 0, blue: 0, alpha: 1) }
        }
        XCTAssertNil(report.properties.first?.finalColor)
        XCTAssertTrue(report.passed, report.problems.joined(separator: "\n"))
    }
}
