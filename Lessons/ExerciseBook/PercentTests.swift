import ExerciseKit
import LessonKit
import RxSandbox

/// What the `testing` exercise calls: the learner's tests of `rx.percent`.
package protocol PercentTestsAnswer {
    /// Runs every test of `rx.percent`, asserting with `test`.
    static func runPercentTests(_ test: some MarbleAssertions) throws
}

/// The labels of the `PercentTests` lane, by key.
private let verdicts = [
    "p": TestVerdict.passed.rawValue, "f": TestVerdict.failed.rawValue,
    "n": TestVerdict.assertedNothing.rawValue,
]

/// Runs the tests of `Answer` with `rx.percent` being `version`, printing each assertion's outcome, and
/// records how they ended as the lane `PercentTests`.
private func runTests<Answer: PercentTestsAnswer>(
    _: Answer.Type, against version: PercentVersion, on stage: Stage
) {
    let assertions = CheckedAssertions(stage)
    var threw = false
    version.run {
        do {
            try Answer.runPercentTests(assertions)
        } catch {
            threw = true
            assertions.say(Localized(ko: "테스트가 에러를 던졌습니다: \(error)", en: "a test threw an error: \(error)"))
        }
    }
    stage.record(Observable.just(assertions.verdict(threw: threw).rawValue), as: "PercentTests")
}

extension Exercise {
    /// Writing the test, not the code: marble tests of `rx.percent` that pass against the correct
    /// extension and catch each of three bugs.
    package static func percentTests<Answer: PercentTestsAnswer>(_: Answer.Type) -> Exercise {
        let correct = ExerciseScenario(
            "correct",
            summary: Localized(
                ko: "여러분의 테스트를 올바른 `rx.percent`로 실행합니다. 테스트는 통과해야 합니다(`passed`). "
                    + "`PercentTests` 레인은 테스트의 결과를 0틱에 보여 줍니다. 모든 `assertMarbles`가 통과하면 "
                    + "`passed`, 하나라도 실패하거나 테스트가 에러를 던지면 `failed`, 단언이 하나도 없으면 "
                    + "`assertedNothing`입니다. 단언마다 결과가 콘솔에 나옵니다.",
                en:
                    "Your tests run against the correct `rx.percent`: they must pass (`passed`). The "
                    + "`PercentTests` lane shows at tick 0 how they ended: `passed` when every `assertMarbles` "
                    + "passes, `failed` when one fails or a test throws, `assertedNothing` when there is no "
                    + "assertion. The console shows each assertion's outcome."),
            expect: [.init("PercentTests", "(p|)", values: verdicts)]
        ) { stage in
            runTests(Answer.self, against: .correct, on: stage)
        }
        let withoutCurrentValue = ExerciseScenario(
            "without-current-value",
            summary: Localized(
                ko: "여러분의 테스트를 구독할 때 현재 값을 방출하지 않고 드래그한 뒤에만 방출하는 `rx.percent`로 "
                    + "실행합니다. 테스트는 이 버그를 잡아야 합니다(`failed`).",
                en:
                    "Your tests run against an `rx.percent` that sends nothing on subscription, only after a "
                    + "drag: they must catch the bug (`failed`)."),
            expect: [.init("PercentTests", "(f|)", values: verdicts)]
        ) { stage in
            runTests(Answer.self, against: .withoutCurrentValue, on: stage)
        }
        let truncating = ExerciseScenario(
            "truncating",
            summary: Localized(
                ko: "여러분의 테스트를 반올림하지 않고 소수점 아래를 버리는 `rx.percent`로 실행합니다(0.667이면 "
                    + "66). 테스트는 이 버그를 잡아야 합니다(`failed`).",
                en:
                    "Your tests run against an `rx.percent` that cuts the fraction off instead of rounding "
                    + "(0.667 gives 66): they must catch the bug (`failed`)."),
            expect: [.init("PercentTests", "(f|)", values: verdicts)]
        ) { stage in
            runTests(Answer.self, against: .truncating, on: stage)
        }
        let bindingUnscaled = ExerciseScenario(
            "binding-unscaled",
            summary: Localized(
                ko: "여러분의 테스트를 바인딩된 퍼센트를 100으로 나누지 않고 그대로 값으로 설정하는 `rx.percent`로 "
                    + "실행합니다(20을 바인딩하면 값이 20이 되고, 슬라이더는 이를 1로 자릅니다). 테스트는 이 버그를 "
                    + "잡아야 합니다(`failed`).",
                en:
                    "Your tests run against an `rx.percent` whose binding sets the percentage itself as the "
                    + "value, not divided by 100 (binding 20 sets 20, which the slider clamps to 1): they must "
                    + "catch the bug (`failed`)."),
            expect: [.init("PercentTests", "(f|)", values: verdicts)]
        ) { stage in
            runTests(Answer.self, against: .bindingUnscaled, on: stage)
        }
        return Exercise(
            id: "testing",
            title: Localized(ko: "버그를 잡는 마블 테스트", en: "Marble tests that catch bugs"),
            lesson: "testing",
            fileName: "PercentTests.swift",
            visible: correct,
            hidden: [withoutCurrentValue, truncating, bindingUnscaled],
            hints: [
                Localized(
                    ko: "테스트는 `rx.percent`의 약속을 하나씩 확인해야 합니다. 구독할 때의 값, 드래그할 때마다의 값과 "
                        + "반올림, 그리고 바인딩입니다. 확인하지 않는 약속은 깨져도 테스트가 통과합니다.",
                    en:
                        "A test must check each promise of `rx.percent`: the value on subscription, the value after "
                        + "each drag and its rounding, and binding. A promise it does not check can break while the "
                        + "test still passes."),
                Localized(
                    ko: "0.3이나 0.75 같은 값에서는 반올림과 버림이 같은 결과를 냅니다. 0.667처럼 반올림과 버림이 "
                        + "달라지는 값으로 드래그하세요.",
                    en:
                        "Rounding and truncating agree on values like 0.3 and 0.75: drag to a value where they "
                        + "differ, like 0.667."),
                Localized(
                    ko: "모양은 레슨의 두 테스트와 같습니다. `testPercent`는 `scheduleAt`으로 드래그를 예약하고 "
                        + "`scheduler.start { slider.rx.percent }`로 구독한 뒤 `\"ab-c\"`처럼 단언합니다. "
                        + "`testPercentBinding`은 `createHotObservable`의 퍼센트를 `rx.percent`에 바인딩하고, "
                        + "`createObserver(Float.self)`에 그때그때의 `slider.value`를 적어 단언합니다.",
                    en:
                        "The shape is the lesson's two tests: `testPercent` schedules drags with `scheduleAt`, "
                        + "subscribes with `scheduler.start { slider.rx.percent }` and asserts a diagram like "
                        + "`\"ab-c\"`; `testPercentBinding` binds percentages from `createHotObservable` to "
                        + "`rx.percent`, writes down `slider.value` in a `createObserver(Float.self)` at the right "
                        + "ticks, and asserts those."),
            ],
            mistakes: [
                KnownMistake(
                    "wrong-expectation", caughtBy: correct,
                    when: .differs(on: "PercentTests", at: 0),
                    hint: Localized(
                        ko: "올바른 `rx.percent`에서 테스트가 실패했다면 틀린 것은 익스텐션이 아니라 기대한 다이어그램입니다. "
                            + "콘솔의 차이를 보세요. ControlProperty는 구독하자마자 현재 값을 방출합니다. "
                            + "`scheduler.start`는 200틱에 구독하므로, `MarbleTiming(origin: 200)`에서는 그 값이 0번째 "
                            + "프레임에 옵니다. `assertedNothing`이라면 아직 단언이 없는 것입니다.",
                        en:
                            "If your tests fail against the correct `rx.percent`, what is wrong is the diagram you "
                            + "expect, not the extension: read the difference on the console. A ControlProperty "
                            + "sends the current value as soon as it is subscribed; `scheduler.start` subscribes at "
                            + "tick 200, so with `MarbleTiming(origin: 200)` that value is at frame 0. "
                            + "`assertedNothing` means there is no assertion yet.")),
                KnownMistake(
                    "whole-percentages-only", caughtBy: truncating,
                    when: .emits("passed", on: "PercentTests"),
                    hint: Localized(
                        ko: "버림을 하는 `rx.percent`에서도 테스트가 통과했다면, 테스트가 드래그하는 값이 모두 딱 떨어지는 "
                            + "퍼센트(0.3, 0.75처럼)여서 버림과 반올림이 같은 결과를 낸 것입니다. 0.667처럼 소수 부분이 "
                            + "있는 값으로 드래그하고 67을 기대하세요.",
                        en:
                            "If your tests pass against the truncating `rx.percent`, every value they drag to is a "
                            + "whole percentage (like 0.3 or 0.75), where truncating and rounding agree. Drag to a "
                            + "value with a fraction, like 0.667, and expect 67.")),
                KnownMistake(
                    "values-only", caughtBy: bindingUnscaled,
                    when: .emits("passed", on: "PercentTests"),
                    hint: Localized(
                        ko: "바인딩이 잘못된 `rx.percent`에서도 테스트가 통과했다면, 테스트가 바인딩을 하지 않는 것입니다. "
                            + "ControlProperty는 값을 방출하는 쪽과 바인딩을 받는 쪽, 두 가지입니다. "
                            + "`createHotObservable`의 퍼센트를 `slider.rx.percent`에 바인딩하고, 그 뒤의 "
                            + "`slider.value`를 기록해 단언하세요.",
                        en:
                            "If your tests pass against the `rx.percent` whose binding is wrong, they never bind. A "
                            + "ControlProperty is two things, values out and a binder in: bind percentages from "
                            + "`createHotObservable` to `slider.rx.percent`, record `slider.value` after each, and "
                            + "assert those.")),
            ])
    }
}
