import ExerciseKit
import Foundation
import LessonKit
import RxSandbox
import XCTest

/// A known mistake with a symptom is told only to an answer whose failure draws that symptom.
final class KnownMistakeSymptomTests: XCTestCase {
    /// An exercise whose one scenario expects `x` to send `a` at tick 10; its "answer" sends `value`.
    private func check(sending value: String) -> ExerciseCheck {
        let one = ExerciseScenario("one", summary: "S", expect: [.init("x", "-a")]) { stage in
            stage.record(try stage.scheduler.createHotObservable("-v", values: ["v": value]), as: "x")
        }
        let exercise = Exercise(
            id: "symptom", title: "T", lesson: "custom-binder", fileName: "F.swift", visible: one, hidden: [],
            hints: ["H"],
            mistakes: [KnownMistake("sends-b", caughtBy: one, showing: .init("x", "-b"), hint: "It sends b")])
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

/// Symptoms by behaviour: different answers making one mistake get its hint alike, and a symptom on a
/// lane that passed gives no hint.
final class SymptomTests: XCTestCase {
    /// One scenario: the program sets a value at 20 (nothing may be said of it on `changes`), and `done`
    /// must send `x` at 10. The "answer" sends `changes` and `done` as given.
    private func mistake(
        _ symptom: Symptom, changes: String, done: String = "-x", values: [String: String] = [:]
    ) -> String? {
        let one = ExerciseScenario(
            "one", summary: "S", expect: [.init("changes", ""), .init("done", "-x")]
        ) { stage in
            stage.record(try stage.scheduler.createHotObservable(changes, values: values), as: "changes")
            stage.record(try stage.scheduler.createHotObservable(done, values: ["x": "x"]), as: "done")
        }
        let exercise = Exercise(
            id: "symptom", title: "T", lesson: "custom-binder", fileName: "F.swift", visible: one, hidden: [],
            hints: ["H"], mistakes: [KnownMistake("m", caughtBy: one, when: symptom, hint: "It")])
        return ExerciseCheck(exercise).outcomes[0].mistake?.id
    }

    func testAValueWhereOnlyTheProgramSetOneIsOneMistakeWhateverElseTheAnswerSends() {
        let symptom = Symptom.emits(on: "changes", at: [20])
        XCTAssertEqual(mistake(symptom, changes: "--5"), "m")
        XCTAssertEqual(mistake(symptom, changes: "-45"), "m", "a KVO-like answer that also sends at 10")
        XCTAssertEqual(mistake(symptom, changes: "--(55)"), "m")
        XCTAssertNil(mistake(symptom, changes: "-4"), "a value, but not where the program set one")
    }

    func testNoHintUnderALaneThatPassed() {
        // `done` fails (it never sends); `changes` passes: a symptom on `changes` says nothing.
        XCTAssertNil(mistake(.staysSilent("changes"), changes: "", done: "--"))
        XCTAssertEqual(mistake(.staysSilent("done"), changes: "", done: "--"), "m")
    }

    func testTheOtherBehaviours() {
        XCTAssertEqual(mistake(.emitsMoreThan(1, on: "changes"), changes: "-12"), "m")
        XCTAssertNil(mistake(.emitsMoreThan(2, on: "changes"), changes: "-12"))
        XCTAssertEqual(mistake(.emitsTwice(on: "changes", at: 10), changes: "-(12)"), "m")
        XCTAssertEqual(mistake(.lacksValue(on: "done", at: 10), changes: "", done: "--x"), "m")
        XCTAssertEqual(mistake(.differs(on: "done", at: 10), changes: "", done: "--x"), "m")
        XCTAssertNil(
            mistake(.differs(on: "done", at: 20), changes: "", done: "-x-x"), "as expected at 20: nothing")
        XCTAssertEqual(mistake(.repeatsAValue(on: "changes"), changes: "-1-1"), "m")
        XCTAssertEqual(mistake(.repeatsAValue(on: "changes"), changes: "-(11)"), "m")
        XCTAssertNil(mistake(.repeatsAValue(on: "changes"), changes: "-1-2-1"))
        XCTAssertEqual(mistake(.neverCompletes("changes"), changes: "-1"), "m")
        XCTAssertNil(mistake(.neverCompletes("changes"), changes: "-1|"))
        XCTAssertEqual(mistake(.emits("2", on: "changes"), changes: "-1-2"), "m")
        XCTAssertNil(mistake(.emits("3", on: "changes"), changes: "-1-2"))
        XCTAssertEqual(mistake(.emits("2", before: "1", on: "changes"), changes: "-(21)"), "m")
        XCTAssertEqual(mistake(.emits("2", before: "1", on: "changes"), changes: "-2-1"), "m")
        XCTAssertNil(mistake(.emits("2", before: "1", on: "changes"), changes: "-(12)"))
        XCTAssertNil(mistake(.emits("2", before: "1", on: "changes"), changes: "-2"), "no 1 at all")
        XCTAssertEqual(
            mistake(.all(.emits("1", on: "changes"), .lacksValue(on: "changes", at: 30)), changes: "-1"), "m")
        XCTAssertNil(
            mistake(.all(.emits("1", on: "changes"), .lacksValue(on: "changes", at: 30)), changes: "-2"),
            "one of the two only")
    }
}
