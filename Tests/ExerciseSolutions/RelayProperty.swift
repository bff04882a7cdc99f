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
        // The relay gives its value on subscription; `take(until:)` completes the values with the view.
        let values = base.userQuantity
            .take(until: base.rx.deallocated)
        // A Binder holds the view weakly; a value set through it does not go into the relay.
        let valueSink = Binder(base) { view, quantity in
            view.quantity = quantity
        }
        return ControlProperty(values: values, valueSink: valueSink)
    }
}

// The check calls your code through this. Leave it as it is.
extension Answers: RelayPropertyAnswer {
    static func quantity(of view: QuantityView) -> ControlProperty<Int> { view.rx.quantity }
}
