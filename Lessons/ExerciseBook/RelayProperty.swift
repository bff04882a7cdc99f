import ExerciseKit
import LessonKit
import RxSandbox

/// A shopping cart row's quantity: a minus and a plus button around a count. It is a `UIView`, not a
/// `UIControl`, so it sends no control events: its buttons' handling keeps each quantity the user
/// picks in the relay `userQuantity`.
package final class QuantityView: UIView {
    /// The label the view draws its count in.
    package let countLabel = UILabel()
    /// The quantity shown.
    package var quantity = 1 {
        didSet {
            countLabel.text = "\(quantity)"
            recordChange("quantity", from: oldValue, to: quantity)
        }
    }
    /// The quantity the user picked last: 1 until they tap a button.
    package let userQuantity = BehaviorRelay<Int>(value: 1)

    // The buttons' handling calls these two.

    /// The user taps the plus button.
    package func userTappedPlus() {
        quantity += 1
        userQuantity.accept(quantity)
    }

    /// The user taps the minus button (the quantity does not go below 0).
    package func userTappedMinus() {
        quantity = max(0, quantity - 1)
        userQuantity.accept(quantity)
    }
}

/// The user's taps, as the `user` lane names them.
private let tapPlus = Localized(ko: "+ 탭", en: "tap +")
private let tapMinus = Localized(ko: "- 탭", en: "tap -")

/// What the `relay-property` exercise calls: the learner's `rx.quantity` of a quantity view.
package protocol RelayPropertyAnswer {
    static func quantity(of view: QuantityView) -> ControlProperty<Int>
}

extension Exercise {
    /// A `ControlProperty` over a view's relay, with the promises of RxCocoa's own.
    package static func relayProperty<Answer: RelayPropertyAnswer>(_: Answer.Type) -> Exercise {
        let userTaps = ExerciseScenario(
            "user-taps",
            summary: Localized(
                ko: "0틱에 `rx.quantity`를 구독합니다. 사용자가 20틱과 40틱에 +를, 60틱에 -를 탭합니다.",
                en:
                    "`rx.quantity` is subscribed at tick 0. The user taps + at ticks 20 and 40, and - at 60."
            ),
            expect: [.init("quantity", "1-2-3-2")]
        ) { stage in
            let view = stage.show(QuantityView(), as: "view", properties: ["quantity"])
            stage.record(Answer.quantity(of: view), as: "quantity")
            stage.user(at: 20, tapPlus) { view.userTappedPlus() }
            stage.user(at: 40, tapPlus) { view.userTappedPlus() }
            stage.user(at: 60, tapMinus) { view.userTappedMinus() }
        }
        let lateSubscriber = ExerciseScenario(
            "late-subscriber",
            summary: Localized(
                ko: "사용자가 10틱에 +를 탭하고, 30틱에야 `rx.quantity`를 구독합니다. 구독하자마자 지금 수량 2를 "
                    + "받아야 하고, 50틱에 사용자가 +를 탭하면 3을 받아야 합니다.",
                en:
                    "The user taps + at tick 10; `rx.quantity` is subscribed only at 30. It must get the "
                    + "quantity now, 2, at once, and 3 when the user taps + at 50."),
            expect: [.init("quantity", "---2-3")]
        ) { stage in
            let view = stage.show(QuantityView(), as: "view", properties: ["quantity"])
            stage.user(at: 10, tapPlus) { view.userTappedPlus() }
            stage.at(30) { stage.record(Answer.quantity(of: view), as: "quantity") }
            stage.user(at: 50, tapPlus) { view.userTappedPlus() }
        }
        let setInCode = ExerciseScenario(
            "set-in-code",
            summary: Localized(
                ko: "장바구니에 저장된 수량 `savedQuantity`가 `rx.quantity`에 바인딩되어 있고, 20틱에 5를 "
                    + "방출합니다. 뷰는 5를 보여 주어야 하지만, 코드에서 정한 값이므로 `rx.quantity`는 그 값을 "
                    + "방출하지 않아야 합니다.",
                en:
                    "The cart's saved quantity, `savedQuantity`, is bound to `rx.quantity` and emits 5 at "
                    + "tick 20. The view must show 5, but `rx.quantity` must not emit it: it was set in "
                    + "code."),
            expect: [
                .init("view.quantity", "--5"),
                .init("quantity", "1"),
            ]
        ) { stage in
            let view = stage.show(QuantityView(), as: "view", properties: ["quantity"])
            let savedQuantity = try stage.scheduler.createHotObservable("--a", values: ["a": 5])
            let quantity = Answer.quantity(of: view)
            stage.record(quantity, as: "quantity")
            savedQuantity.bind(to: quantity).disposed(by: stage.disposeBag)
        }
        let twoWay = ExerciseScenario(
            "two-way",
            summary: Localized(
                ko: "장바구니의 수량(릴레이, 처음 값 1)과 `rx.quantity`를 양방향으로 바인딩합니다. 릴레이를 "
                    + "프로퍼티에, 같은 프로퍼티를 다시 릴레이에 바인딩합니다. 사용자가 20틱에 +를 탭하고, 40틱에 "
                    + "프로그램이 릴레이에 7을 넣고, 60틱에 사용자가 -를 탭합니다. 릴레이의 값은 "
                    + "1, 2, 7, 6이어야 합니다. 프로그램이 넣은 7이 프로퍼티를 거쳐 되돌아오면 안 됩니다.",
                en:
                    "The cart's quantity (a relay, at 1) and `rx.quantity` are bound both ways: the relay to "
                    + "the property, and the same property back to the relay. The user taps + at tick 20, "
                    + "the program puts 7 in the relay at 40, and the user taps - at 60. The relay must "
                    + "hold 1, 2, 7, 6: the 7 the program put in must not come back "
                    + "through the property."),
            expect: [.init("cart.quantity", "1-2-7-6")]
        ) { stage in
            let view = stage.show(QuantityView(), as: "view", properties: [])
            let cart = BehaviorRelay(value: 1)
            bindBothWays(cart, with: Answer.quantity(of: view), on: stage)
            stage.user(at: 20, tapPlus) { view.userTappedPlus() }
            stage.at(40) { cart.accept(7) }
            stage.user(at: 60, tapMinus) { view.userTappedMinus() }
        }
        let viewReleased = ExerciseScenario(
            "view-released",
            summary: Localized(
                ko: "`rx.quantity` 하나를 0틱에 구독하고, 저장된 수량도 같은 프로퍼티에 바인딩합니다(바인딩은 장면이 "
                    + "끝날 때까지 살아 있습니다). 사용자가 10틱에 +를 탭하고, 30틱에 화면이 닫히면서 뷰를 놓습니다. "
                    + "뷰는 그때 해제되어야 하고, RxCocoa의 ControlProperty처럼 `rx.quantity`는 그때 완료되어야 "
                    + "합니다.",
                en:
                    "One `rx.quantity` is subscribed at tick 0, and a saved quantity is bound to the same "
                    + "property (the binding lives on to the end of the scene). The user taps + at tick 10; "
                    + "at 30 the screen closes and lets go of the view. The view must be released then, and "
                    + "like RxCocoa's control properties, `rx.quantity` must complete."),
            expect: [.init("quantity", "12-|")]
        ) { stage in
            var view: QuantityView? = QuantityView()
            stage.watch(view!, as: "view")
            let quantity = Answer.quantity(of: view!)
            stage.record(quantity, as: "quantity")
            let saved = PublishRelay<Int>()
            saved.bind(to: quantity).disposed(by: stage.disposeBag)
            stage.user(at: 10, tapPlus) { view?.userTappedPlus() }
            stage.letGo(of: "view", at: 30) { view = nil }
        }
        return Exercise(
            id: "relay-property",
            title: Localized(ko: "릴레이 위의 ControlProperty", en: "A ControlProperty over a relay"),
            lesson: "writing-extensions",
            fileName: "RelayProperty.swift",
            visible: userTaps,
            hidden: [lateSubscriber, setInCode, twoWay, viewReleased],
            hints: [
                Localized(
                    ko: "`ControlProperty(values:valueSink:)`는 값의 시퀀스와, 바인딩된 값을 뷰에 쓰는 옵저버를 받습니다.",
                    en:
                        "`ControlProperty(values:valueSink:)` takes the sequence of values, and the observer that "
                        + "sets the view when something is bound to it."),
                Localized(
                    ko: "값은 `BehaviorRelay`에서 옵니다. 구독하면 지금 값을 바로 줍니다. 옵저버는 뷰를 약하게 붙잡는 "
                        + "`Binder`로 만드세요. 그리고 RxCocoa의 컨트롤 시퀀스처럼, 뷰가 해제되면 값의 시퀀스도 끝나야 합니다: "
                        + "`base.rx.deallocated`.",
                    en:
                        "The values come from the `BehaviorRelay`, which gives its value now on subscription. Make "
                        + "the observer a `Binder`, which holds the view weakly. And like RxCocoa's control "
                        + "sequences, the values must end when the view goes: `base.rx.deallocated`."),
                Localized(
                    ko:
                        "모양은 이렇습니다: `ControlProperty(values: base.userQuantity.take(until: base.rx.deallocated), "
                        + "valueSink: Binder(base) { view, quantity in view.quantity = quantity })`",
                    en:
                        "The shape: `ControlProperty(values: base.userQuantity.take(until: base.rx.deallocated), "
                        + "valueSink: Binder(base) { view, quantity in view.quantity = quantity })`"),
            ],
            mistakes: [
                KnownMistake(
                    "holds-the-view", caughtBy: viewReleased, when: .keepsAlive("view"),
                    hint: Localized(
                        ko: "화면이 뷰를 놓았는데도 뷰가 해제되지 않았습니다: 여러분의 프로퍼티가 뷰를 붙잡고 있습니다. 값을 "
                            + "만드는 클로저(`map { _ in view.quantity }`)나 뷰를 캡처한 옵저버(`AnyObserver { … view.quantity = … }`)는 "
                            + "구독이나 바인딩이 살아 있는 동안 뷰를 붙잡습니다. 값은 릴레이가 주니 뷰에서 읽지 말고, 옵저버는 "
                            + "뷰를 약하게 붙잡는 `Binder(base) { view, quantity in … }`로 만드세요.",
                        en:
                            "The view was not released when the screen let go of it: your property holds it. A "
                            + "closure in the values' chain (`map { _ in view.quantity }`) or a sink that captures the view "
                            + "(`AnyObserver { … view.quantity = … }`) keeps it for as long as a subscription or a "
                            + "binding lives. Read nothing from the view in the values (the relay gives the value), "
                            + "and make the sink a `Binder(base) { view, quantity in … }`, which holds it weakly."
                    )),
                KnownMistake(
                    "never-completes", caughtBy: viewReleased,
                    when: .neverCompletes("quantity"),
                    hint: Localized(
                        ko: "뷰가 해제되었는데도 `rx.quantity`가 완료되지 않았습니다. 릴레이는 스스로 완료되지 않으므로, 구독자는 "
                            + "사라진 화면을 계속 기다립니다. RxCocoa가 하듯이 값의 시퀀스를 "
                            + "`take(until: base.rx.deallocated)`로 끝내세요.",
                        en:
                            "The view was released, but `rx.quantity` did not complete: a relay never completes by "
                            + "itself, so its subscribers wait on a screen that is gone. End the values with "
                            + "`take(until: base.rx.deallocated)`, as RxCocoa does.")),
                KnownMistake(
                    "sink-feeds-the-relay", caughtBy: setInCode,
                    when: .emits(on: "quantity", at: [20]),
                    hint: sinkFeedsTheRelay),
                echoesThroughBothWays("echoes-through-the-relay", caughtBy: twoWay, cause: sinkFeedsTheRelay),
            ])
    }
}

/// The hint for a sink that puts a bound value into `userQuantity`, alone or as well as setting the view.
private let sinkFeedsTheRelay = Localized(
    ko: "`rx.quantity`가 코드에서 정한 수량을 사용자가 고른 것처럼 방출했습니다. 바인딩된 값은 뷰를 바꿀 뿐, "
        + "값이 나오는 릴레이(`userQuantity`)에는 넣지 않습니다. 옵저버는 `Binder(base) { view, quantity in … }`로 "
        + "만들고 `view.quantity`만 바꾸세요.",
    en:
        "`rx.quantity` emitted the quantity set in code, as if the user had picked it. A bound value sets the "
        + "view and stays out of the relay the values come from (`userQuantity`). Make the sink a "
        + "`Binder(base) { view, quantity in … }` that sets `view.quantity` only.")
