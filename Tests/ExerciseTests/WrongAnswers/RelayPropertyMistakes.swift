import ExerciseBook
import RxSandbox

/// `relay-property`, forgetting `take(until: base.rx.deallocated)`: the values are the relay itself,
/// which never completes, so the property never ends when the view goes.
enum QuantityThatNeverCompletes: RelayPropertyAnswer {
    static func quantity(of view: QuantityView) -> ControlProperty<Int> {
        let valueSink = Binder(view) { view, quantity in
            view.quantity = quantity
        }
        return ControlProperty(values: view.userQuantity, valueSink: valueSink)
    }
}
