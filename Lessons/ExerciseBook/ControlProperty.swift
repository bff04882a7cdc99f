import ExerciseKit
import LessonKit
import RxSandbox

/// What the `control-property` exercise calls: the learner's `rx.quantity` of a stepper.
package protocol ControlPropertyAnswer {
    static func quantity(of stepper: UIStepper) -> ControlProperty<Int>
}

extension Exercise {
    /// A ControlProperty of one's own: the current value on subscription, then the user's changes only.
    package static func controlProperty<Answer: ControlPropertyAnswer>(_: Answer.Type) -> Exercise {
        let userTaps = ExerciseScenario(
            "user-taps",
            summary: Localized(
                ko: "장바구니의 수량 스테퍼는 1에서 시작하고, 0틱에 `stepper.rx.quantity`를 구독합니다. 사용자가 20틱과 "
                    + "40틱에 +를, 60틱에 −를 탭합니다.",
                en:
                    "The cart's quantity stepper starts at 1, and `stepper.rx.quantity` is subscribed at "
                    + "tick 0. The user taps + at 20 and 40, and − at 60."),
            expect: [.init("stepper.rx.quantity", "1-2-3-2")]
        ) { stage in
            let stepper = stage.show(quantityStepper(), as: "stepper", properties: ["value"])
            stage.record(Answer.quantity(of: stepper), as: "stepper.rx.quantity")
            stage.user(at: 20, plus) { stepper.simulateIncrement() }
            stage.user(at: 40, plus) { stepper.simulateIncrement() }
            stage.user(at: 60, minus) { stepper.simulateDecrement() }
        }
        let bound = ExerciseScenario(
            "bound",
            summary: Localized(
                ko: "저장해 둔 수량 5가 `stepper.rx.quantity`에 바인딩되어 10틱에 도착하고, 사용자가 30틱에 +를 탭합니다. "
                    + "스테퍼의 `value`는 5, 그다음 6이 되어야 합니다.",
                en:
                    "A saved quantity, 5, is bound to `stepper.rx.quantity` and arrives at tick 10; the user "
                    + "taps + at 30. The stepper's `value` must become 5, then 6."),
            expect: [.init("stepper.value", "-a-b", values: ["a": "5.0", "b": "6.0"])]
        ) { stage in
            let stepper = stage.show(quantityStepper(), as: "stepper", properties: ["value"])
            let saved = try stage.scheduler.createHotObservable("-a", values: ["a": 5])
            saved.bind(to: Answer.quantity(of: stepper)).disposed(by: stage.disposeBag)
            stage.user(at: 30, plus) { stepper.simulateIncrement() }
        }
        let setInCode = ExerciseScenario(
            "set-in-code",
            summary: Localized(
                ko: "0틱에 `stepper.rx.quantity.changed`(처음 값 다음의 값들)를 구독합니다. 20틱에 프로그램이 "
                    + "`stepper.value = 5`로 값을 설정하고, 40틱에는 `rx.quantity`에 바인딩된 수량 3이 도착합니다. 둘 다 "
                    + "사용자의 변경이 아니므로 아무것도 방출하지 않아야 합니다.",
                en:
                    "`stepper.rx.quantity.changed` (the values after the first) is subscribed at tick 0. At 20 "
                    + "the program sets `stepper.value = 5`; at 40 a quantity of 3 arrives through a binding "
                    + "to `rx.quantity`. Neither is the user's change: nothing may be emitted."),
            expect: [.init("stepper.rx.quantity.changed", "")]
        ) { stage in
            let stepper = stage.show(quantityStepper(), as: "stepper", properties: ["value"])
            // One property, both subscribed and bound to, as an app keeps it.
            let quantity = Answer.quantity(of: stepper)
            stage.record(quantity.changed, as: "stepper.rx.quantity.changed")
            stage.at(20) { stepper.value = 5 }
            let restored = try stage.scheduler.createHotObservable("----a", values: ["a": 3])
            restored.bind(to: quantity).disposed(by: stage.disposeBag)
        }
        let twoWay = ExerciseScenario(
            "two-way",
            summary: Localized(
                ko: "장바구니의 수량(릴레이, 처음 값 2)과 `stepper.rx.quantity`를 양방향으로 바인딩합니다. 릴레이를 "
                    + "프로퍼티에, 같은 프로퍼티를 다시 릴레이에 바인딩합니다. 사용자가 20틱에 +를 탭하고, 40틱에 "
                    + "프로그램이 릴레이에 7을 넣고, 60틱에 사용자가 −를 탭합니다. 릴레이의 값은 2, 3, 7, 6이어야 "
                    + "합니다. 프로그램이 넣은 7이 프로퍼티를 거쳐 되돌아오면 안 됩니다.",
                en:
                    "The cart's quantity (a relay, at 2) and `stepper.rx.quantity` are bound both ways: the "
                    + "relay to the property, and the same property back to the relay. The user taps + at "
                    + "tick 20, the program puts 7 in the relay at 40, and the user taps − at 60. The relay "
                    + "must hold 2, 3, 7, 6: the 7 the program put in must not come back through the "
                    + "property."),
            expect: [.init("cart.quantity", "2-3-7-6")]
        ) { stage in
            let stepper = stage.show(quantityStepper(), as: "stepper", properties: ["value"])
            let cart = BehaviorRelay(value: 2)
            bindBothWays(cart, with: Answer.quantity(of: stepper), on: stage)
            stage.user(at: 20, plus) { stepper.simulateIncrement() }
            stage.at(40) { cart.accept(7) }
            stage.user(at: 60, minus) { stepper.simulateDecrement() }
        }
        let secondSubscriber = ExerciseScenario(
            "second-subscriber",
            summary: Localized(
                ko: "`stepper.rx.quantity` 하나를 0틱에 구독합니다(`first`). 20틱에 프로그램이 `stepper.value = 5`로 "
                    + "설정하고, 30틱에 같은 프로퍼티를 하나 더 구독합니다(`second`). `second`는 구독하자마자 지금 값 5를 "
                    + "받아야 하고, 40틱에 사용자가 +를 탭하면 둘 다 6을 받아야 합니다.",
                en:
                    "One `stepper.rx.quantity` is subscribed at tick 0 (`first`). At 20 the program sets "
                    + "`stepper.value = 5`; at 30 the same property is subscribed again (`second`). `second` must "
                    + "get the value now, 5, at once, and both must get 6 when the user taps + at 40."
            ),
            expect: [.init("first", "1---6"), .init("second", "---56")]
        ) { stage in
            let stepper = stage.show(quantityStepper(), as: "stepper", properties: ["value"])
            let quantity = Answer.quantity(of: stepper)
            stage.record(quantity, as: "first")
            stage.at(20) { stepper.value = 5 }
            stage.at(30) { stage.record(quantity, as: "second") }
            stage.user(at: 40, plus) { stepper.simulateIncrement() }
        }
        let disposed = ExerciseScenario(
            "disposed",
            summary: Localized(
                ko: "0틱에 `stepper.rx.quantity`를 구독하고 30틱에 그 구독을 해제합니다. 사용자는 20틱과 50틱에 +를 "
                    + "탭합니다. 50틱의 탭은 아무 데도 가지 않아야 하고, 해제한 뒤에는 구독이 스테퍼에 등록한 "
                    + "액션이 하나도 남지 않아야 합니다(`stepper.actionCount`를 10틱과 40틱에 읽습니다).",
                en:
                    "`stepper.rx.quantity` is subscribed at tick 0, and the subscription is disposed at 30. "
                    + "The user taps + at 20 and at 50. The tap at 50 must go nowhere, and once disposed, "
                    + "nothing the subscription registered may remain on the stepper (`stepper.actionCount` is "
                    + "read at 10 and 40)."),
            expect: [
                .init("stepper.rx.quantity", "1-2"),
                .init("stepper.actionCount", "-1--0"),
            ]
        ) { stage in
            let stepper = stage.show(quantityStepper(), as: "stepper", properties: [])
            let quantities = PublishRelay<Int>()
            let actions = PublishRelay<Int>()
            stage.record(quantities, as: "stepper.rx.quantity")
            stage.record(actions, as: "stepper.actionCount")
            // A subscription of the scene's own, to dispose at a time: as a screen's would be.
            let subscription = Answer.quantity(of: stepper).bind(to: quantities)
            stage.at(10) { actions.accept(stepper.actionCount) }
            stage.user(at: 20, plus) { stepper.simulateIncrement() }
            stage.at(30) { subscription.dispose() }
            stage.at(40) { actions.accept(stepper.actionCount) }
            stage.user(at: 50, plus) { stepper.simulateIncrement() }
        }
        let stepperReleased = ExerciseScenario(
            "stepper-released",
            summary: Localized(
                ko: "0틱에 `stepper.rx.quantity`를 구독하고, 30틱에 화면이 스테퍼를 놓습니다. 그때 스테퍼가 해제되고 "
                    + "프로퍼티는 완료되어야 합니다.",
                en:
                    "`stepper.rx.quantity` is subscribed at tick 0; at tick 30 the screen lets go of the "
                    + "stepper. The stepper must be released then, and the property must complete."),
            expect: [
                .init("stepper.rx.quantity", "1--|"),
                .init("stepper.rx.deallocated", "---(x|)", values: ["x": "()"]),
            ]
        ) { stage in
            var stepper: UIStepper? = quantityStepper()
            stage.watch(stepper!, as: "stepper")
            stage.record(Answer.quantity(of: stepper!), as: "stepper.rx.quantity")
            stage.record(stepper!.rx.deallocated, as: "stepper.rx.deallocated")
            stage.letGo(of: "stepper", at: 30) { stepper = nil }
        }
        return Exercise(
            id: "control-property",
            title: Localized(
                ko: "스테퍼의 수량을 ControlProperty로", en: "A stepper's quantity as a ControlProperty"),
            lesson: "control-property",
            fileName: "ControlProperty.swift",
            visible: userTaps,
            hidden: [bound, setInCode, twoWay, secondSubscriber, disposed, stepperReleased],
            hints: [
                Localized(
                    ko: "`controlProperty(editingEvents:getter:setter:)`는 누군가 구독할 때와 `editingEvents` 중 하나가 "
                        + "올 때마다 `getter`로 값을 읽고, 바인딩된 값은 `setter`로 설정합니다.",
                    en:
                        "`controlProperty(editingEvents:getter:setter:)` reads the value with `getter` when someone "
                        + "subscribes and after each of `editingEvents`, and applies the values bound to it with "
                        + "`setter`."),
                Localized(
                    ko: "스테퍼는 사용자가 +나 −를 탭할 때마다 `.valueChanged`를 방출합니다. `value`는 `Double`이므로 "
                        + "`Int(…)`와 `Double(…)`로 바꾸세요.",
                    en:
                        "A stepper sends `.valueChanged` each time the user taps + or −. Its `value` is a `Double`: "
                        + "convert with `Int(…)` and `Double(…)`."),
                Localized(
                    ko: "모양은 이렇습니다: `controlProperty(editingEvents: .valueChanged, getter: { stepper in "
                        + "Int(stepper.value) }, setter: { stepper, quantity in stepper.value = Double(quantity) })`",
                    en:
                        "The shape: `controlProperty(editingEvents: .valueChanged, getter: { stepper in "
                        + "Int(stepper.value) }, setter: { stepper, quantity in stepper.value = Double(quantity) })`"
                ),
            ],
            mistakes: [
                KnownMistake(
                    "emits-on-code-set", caughtBy: setInCode,
                    when: .emits(on: "stepper.rx.quantity.changed", at: [20, 40]),
                    hint: reportsItsOwnSets),
                KnownMistake(
                    "no-current-value", caughtBy: userTaps,
                    when: .lacksValue(on: "stepper.rx.quantity", at: 0),
                    hint: Localized(
                        ko: "0틱에 구독했을 때 `rx.quantity`가 지금 값 1을 주지 않았습니다. ControlProperty는 구독하자마자 "
                            + "현재 값을 주고, 그다음에 사용자의 변경을 줍니다. `controlEvent(.valueChanged)`만으로는 변경만 "
                            + "옵니다. `controlProperty(editingEvents:getter:setter:)`를 쓰세요. 구독할 때 `getter`로 값을 "
                            + "읽습니다.",
                        en:
                            "Subscribed at tick 0, `rx.quantity` did not give the value now, 1: a ControlProperty gives "
                            + "the current value as soon as it is subscribed, then the user's changes. "
                            + "`controlEvent(.valueChanged)` alone gives only the changes. Use "
                            + "`controlProperty(editingEvents:getter:setter:)`, which reads `getter` on subscription."
                    )),
                KnownMistake(
                    "stale-on-subscribe", caughtBy: secondSubscriber, when: .emits("1", on: "second"),
                    hint: Localized(
                        ko: "30틱에 구독한 `second`가 지금 값 5가 아닌 예전 값을 받았습니다. 프로퍼티를 만들 때 읽어 둔 값을 "
                            + "(`startWith`나 릴레이로) 다시 주고 있습니다. ControlProperty는 누가 구독할 때마다 그때의 값을 "
                            + "`getter`로 읽습니다. 값을 보관해 두지 마세요.",
                        en:
                            "`second`, subscribed at tick 30, got an old value instead of the value now, 5: your property "
                            + "gives again a value it read when it was made (with `startWith`, or from a relay). A "
                            + "ControlProperty reads the value with `getter` each time someone subscribes: keep no "
                            + "copy of it.")),
                KnownMistake(
                    "leaves-its-action", caughtBy: disposed,
                    when: .differs(on: "stepper.actionCount", at: 40),
                    hint: Localized(
                        ko: "구독을 해제한 뒤에도 스테퍼에 여러분의 액션이 남아 있었습니다(40틱의 `stepper.actionCount`). "
                            + "`Observable.create`에서 액션을 등록하고 지우지 않은 것입니다. "
                            + "`controlProperty(editingEvents:getter:setter:)`를 쓰세요. 구독이 끝나면 액션을 지웁니다.",
                        en:
                            "After the subscription was disposed, the stepper still had an action of yours "
                            + "(`stepper.actionCount` at tick 40): your `Observable.create` registers an action and "
                            + "never removes it. Use `controlProperty(editingEvents:getter:setter:)`, which removes "
                            + "it when the subscription ends.")),
                KnownMistake(
                    "holds-the-stepper", caughtBy: stepperReleased, when: .keepsAlive("stepper"),
                    hint: Localized(
                        ko: "화면이 스테퍼를 놓았는데도 스테퍼가 해제되지 않았습니다: 여러분의 프로퍼티가 스테퍼를 붙잡고 "
                            + "있습니다. `getter`와 `setter`는 스테퍼를 넘겨받으니 그것을 쓰세요. `base`나 밖에서 캡처한 "
                            + "스테퍼를 클로저 안에서 쓰면, 구독이 살아 있는 동안 스테퍼가 해제되지 않습니다.",
                        en:
                            "The stepper was not released when the screen let go of it: your property holds it. "
                            + "`getter` and `setter` are handed the stepper: use that one. A closure that uses `base`, "
                            + "or a stepper captured from outside, keeps it for as long as a subscription lives."
                    )),
                echoesThroughBothWays("echoes-in-two-way", caughtBy: twoWay, cause: reportsItsOwnSets),
            ])
    }
}

/// The hint for a property that reports a value set on it, in code or through a binding: whatever way
/// the answer does it (`sendActions` in the setter, a relay the setter feeds, watching every set).
private let reportsItsOwnSets = Localized(
    ko: "`rx.quantity`가 프로그램이 설정한 값을 방출했습니다. ControlProperty는 사용자의 변경만 방출합니다. 자기가 "
        + "설정한 값을 방출하면, 릴레이를 `rx.quantity`에 바인딩하고 `rx.quantity`를 다시 그 릴레이에 바인딩하는 "
        + "양방향 바인딩에서 두 바인딩이 서로를 끝없이 부릅니다. `setter`에서는 `value`만 설정하고 아무것도 방출하지 "
        + "마세요(`sendActions`도, 값이 나오는 릴레이에 넣는 것도 안 됩니다). 값은 `value`의 모든 설정이 아니라 "
        + "사용자의 이벤트(`.valueChanged`)가 올 때 읽으세요.",
    en: "`rx.quantity` emitted a value the program set: a ControlProperty emits the user's changes only. One "
        + "that reports its own sets makes a two-way binding (a relay bound to `rx.quantity`, and `rx.quantity` "
        + "bound back to the relay) call itself without end. In the setter, only set `value` and emit nothing "
        + "(no `sendActions`, nothing into a relay the values come from); read the value when the user's event "
        + "(`.valueChanged`) comes, not on every set of `value`.")

/// The user's taps on the stepper, as the user lane labels them.
private let plus = Localized(ko: "+ 탭", en: "tap +")
private let minus = Localized(ko: "− 탭", en: "tap −")

/// A cart's quantity stepper, at 1.
private func quantityStepper() -> UIStepper {
    let stepper = UIStepper()
    stepper.value = 1
    return stepper
}
