import ExerciseBook
import RxSandbox

// Exercise `relay-property`: the task is `swift run lessons exercise show relay-property`;
// check your answer with `swift run lessons exercise check relay-property`.

// `QuantityView` is given: `quantity`, the quantity the view shows, and `userQuantity`, a
// `BehaviorRelay<Int>` that holds the quantity the user picked last.

extension Reactive where Base: QuantityView {
    /// The quantity: the one the user picked last, at once, then each one they pick. Binding a value
    /// sets the quantity shown, and is not reported.
    var quantity: ControlProperty<Int> {
        // Write this: the values come from `base.userQuantity`; the sink sets `quantity`.
        ControlProperty(values: Observable<Int>.never(), valueSink: Binder(base) { _, _ in })
    }
}

// The check calls your code through this. Leave it as it is.
extension Answers: RelayPropertyAnswer {
    static func quantity(of view: QuantityView) -> ControlProperty<Int> { view.rx.quantity }
}
