import ExerciseKit
import LessonKit
import RxSandbox

/// The cart's quantity, `cart`, bound both ways with a learner's `property`, as an app's two-way
/// binding does (RxExample's `<->`): the relay to the property, and the property back to the relay,
/// the relay recorded as `cart.quantity`.
///
/// Back to the relay only when the value differs, so an answer that echoes a set shows the echo once
/// (two values at one tick) instead of calling itself without end.
func bindBothWays(_ cart: BehaviorRelay<Int>, with property: ControlProperty<Int>, on stage: Stage) {
    cart.bind(to: property).disposed(by: stage.disposeBag)
    property.distinctUntilChanged().bind(to: cart).disposed(by: stage.disposeBag)
    stage.record(cart, as: "cart.quantity")
}

/// The known mistake `id`, caught by `scenario`, which puts 7 in the cart at tick 40: the property
/// echoed it back through the binding (`cart.quantity` has it twice then). `cause` says what the
/// answer does to echo it, and what to do instead.
func echoesThroughBothWays(_ id: String, caughtBy scenario: ExerciseScenario, cause: Localized)
    -> KnownMistake
{
    KnownMistake(
        id, caughtBy: scenario, when: .emitsTwice(on: "cart.quantity", at: 40),
        hint: Localized(
            ko: "양방향 바인딩으로 넣은 7이 `rx.quantity`를 거쳐 되돌아왔습니다(`cart.quantity` 레인의 40틱에 두 번). "
                + cause.ko,
            en:
                "The 7 put in through the two-way binding came back through `rx.quantity` (twice at tick 40 on "
                + "`cart.quantity`). " + cause.en))
}
