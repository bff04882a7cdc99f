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

    func testTracingUnderOneNameAgainAddsToTheSameLane() {
        let report = run { stage in
            _ = stage.trace(Observable.just(1), as: "request").subscribe()
            _ = stage.trace(Observable.just(2), as: "request").subscribe()
        }
        XCTAssertNil(report.failure)
        XCTAssertEqual(report.timeline.streams.map(\.name), ["request"])
        XCTAssertEqual(report.timeline.streams.first?.subscriptions.count, 2)
    }

    func testWorkScheduledInThePastFailsTheScene() {
        let report = run { stage in stage.user(at: -10, "early") {} }
        XCTAssertEqual(report.failure, "work scheduled at tick -10, before the current tick 0")
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
