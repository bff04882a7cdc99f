import ExerciseKit
import Foundation
import LessonKit
import RxSandbox
import XCTest

/// A known mistake with a symptom is told only to an answer whose failure draws that symptom.
final class KnownMistakeSymptomTests: XCTestCase {
    /// An exercise whose one scenario expects `x` to send `a` at tick 10; its "answer" sends `value`.
    private func check(sending value: String) -> ExerciseCheck {
        let exercise = Exercise(
            id: "symptom", title: "T", lesson: "custom-binder", fileName: "F.swift",
            scenarios: [
                ExerciseScenario("one", hidden: false, summary: "S", expect: [.init("x", "-a")]) { stage in
                    stage.record(try stage.scheduler.createHotObservable("-v", values: ["v": value]), as: "x")
                }
            ],
            hints: ["H"],
            mistakes: [
                KnownMistake("sends-b", caughtBy: "one", showing: .init("x", "-b"), hint: "It sends b")
            ])
        return ExerciseCheck(exercise)
    }

    func testTheHintGoesOnlyToTheFailureThatShowsTheSymptom() {
        XCTAssertEqual(check(sending: "b").outcomes[0].mistake?.id, "sends-b")
        XCTAssertFalse(check(sending: "c").passed)
        XCTAssertNil(check(sending: "c").outcomes[0].mistake, "failing another way gets no hint")
        XCTAssertTrue(check(sending: "a").passed)
        XCTAssertNil(check(sending: "a").outcomes[0].mistake)
    }
}
