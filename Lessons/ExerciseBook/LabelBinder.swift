import ExerciseKit
import LessonKit
import RxSandbox

/// What the `label-binder` exercise calls: the learner's `rx.score` of a label.
package protocol LabelBinderAnswer {
    static func score(of label: UILabel) -> Binder<Int>
}

extension Exercise {
    /// A Binder of one's own, and that it holds its label weakly.
    package static func labelBinder<Answer: LabelBinderAnswer>(_: Answer.Type) -> Exercise {
        let scoresScenario = ExerciseScenario(
            "scores",
            summary: Localized(
                ko: "`scores`가 10틱에 3, 30틱에 12를 방출하고, 레이블의 `rx.score`에 바인딩되어 있습니다.",
                en: "`scores` emits 3 at tick 10 and 12 at tick 30, bound to the label's `rx.score`."),
            expect: [.init("label.text", "-a-b", values: ["a": "Score: 3", "b": "Score: 12"])]
        ) { stage in
            let label = stage.show(UILabel(), as: "label", properties: ["text"])
            let scores = try stage.scheduler.createHotObservable("-a-b", values: ["a": 3, "b": 12])
            scores.bind(to: Answer.score(of: label)).disposed(by: stage.disposeBag)
        }
        let twoBindings = ExerciseScenario(
            "two-bindings",
            summary: Localized(
                ko: "`rx.score`를 한 번 만들어 두 곳에서 바인딩합니다. `scores`는 10틱에 3, 50틱에 12를 방출하고, "
                    + "`resets`(다시 시작 버튼)는 30틱에 0을 방출합니다. 40틱에 게임이 끝나 `scores`의 바인딩을 "
                    + "해제합니다. 레이블은 `Score: 3`, `Score: 0`을 보여 주어야 하고, 해제된 바인딩의 12는 보여 주면 "
                    + "안 됩니다.",
                en:
                    "`rx.score` is made once and bound from two places: `scores` emits 3 at tick 10 and 12 at "
                    + "50, and `resets` (a restart button) emits 0 at 30. At 40 the game ends and the binding "
                    + "of `scores` is disposed. The label must show `Score: 3`, then `Score: 0`, and not the "
                    + "12 of the disposed binding."),
            expect: [.init("label.text", "-a-b", values: ["a": "Score: 3", "b": "Score: 0"])]
        ) { stage in
            let label = stage.show(UILabel(), as: "label", properties: ["text"])
            let score = Answer.score(of: label)
            let scores = try stage.scheduler.createHotObservable("-a---b", values: ["a": 3, "b": 12])
            let resets = try stage.scheduler.createHotObservable("---a", values: ["a": 0])
            let game = scores.bind(to: score)
            resets.bind(to: score).disposed(by: stage.disposeBag)
            stage.at(40) { game.dispose() }
        }
        let labelReleased = ExerciseScenario(
            "label-released",
            summary: Localized(
                ko: "레이블이 `scores`에 바인딩된 채로, 화면이 30틱에 레이블을 놓습니다. 바인딩은 장면이 끝날 때까지 "
                    + "살아 있습니다. 레이블은 30틱에 해제되어야 합니다.",
                en:
                    "The label is bound to `scores`; at tick 30 the screen lets go of it, while the binding "
                    + "lives on to the end of the scene. The label must be released at tick 30."),
            expect: [.init("label.rx.deallocated", "---(x|)", values: ["x": "()"])]
        ) { stage in
            var label: UILabel? = UILabel()
            stage.watch(label!, as: "label")
            stage.record(label!.rx.deallocated, as: "label.rx.deallocated")
            let scores = try stage.scheduler.createHotObservable("-a---b", values: ["a": 3, "b": 12])
            scores.bind(to: Answer.score(of: label!)).disposed(by: stage.disposeBag)
            stage.letGo(of: "label", at: 30) { label = nil }
        }
        return Exercise(
            id: "label-binder",
            title: Localized(ko: "점수를 보여 주는 Binder", en: "A Binder that shows a score"),
            lesson: "custom-binder",
            fileName: "LabelBinder.swift",
            visible: scoresScenario,
            hidden: [twoBindings, labelReleased],
            hints: [
                Localized(
                    ko: "`Binder(target) { target, value in … }`는 값이 올 때마다 클로저를 부르고, 그때 대상을 넘겨줍니다.",
                    en:
                        "`Binder(target) { target, value in … }` calls its closure for each value, handing it the target."
                ),
                Localized(
                    ko: "클로저 안에서는 클로저가 넘겨주는 `label`만 쓰세요. `base`나 `self.base`를 쓰면 클로저가 레이블을 "
                        + "강하게 붙잡습니다.",
                    en:
                        "Inside the closure, use only the `label` it hands you: `base` or `self.base` would make "
                        + "the closure hold the label strongly."),
                Localized(
                    ko: "모양은 이렇습니다: `Binder(base) { label, score in label.text = \"Score: \\(score)\" }`",
                    en: "The shape: `Binder(base) { label, score in label.text = \"Score: \\(score)\" }`"),
            ],
            mistakes: [
                KnownMistake(
                    "holds-target-strongly", caughtBy: labelReleased,
                    when: .keepsAlive("label"),
                    hint: Localized(
                        ko: "화면이 레이블을 놓았는데도 레이블이 해제되지 않았습니다: 바인딩이 레이블을 붙잡고 있습니다. Binder의 "
                            + "클로저 안에서 `base`나 `self.base`가 아니라 클로저가 넘겨주는 `label`을 쓰세요. 클로저가 블록을 "
                            + "다른 곳으로 넘긴다면(`DispatchQueue.main.async { … }` 같은): 샌드박스에서는 그 블록이 실행되지 "
                            + "않아 레이블을 붙잡기만 하고 설정하지 않습니다. Binder는 이미 메인 스케줄러에서 클로저를 "
                            + "실행하니, 레이블을 그 자리에서 바로 설정하세요.",
                        en:
                            "The label was not released when the screen let go of it: the binding holds it. Inside "
                            + "the Binder's closure, use the `label` it hands you, not `base` or `self.base`. If the "
                            + "closure sends a block elsewhere (such as `DispatchQueue.main.async { … }`): in the "
                            + "sandbox that block never runs, so it holds the label and never sets it. A Binder "
                            + "already runs its closure on the main scheduler: set the label right there."
                    ))
            ])
    }
}
