import ExerciseBook
import RxSandbox

/// `control-property`, reporting a value set in code: the setter sends `valueChanged` itself, "so that
/// whoever observes the quantity hears about it", and a quantity bound to the stepper comes back out.
enum QuantityReportingItsOwnSets: ControlPropertyAnswer {
    static func quantity(of stepper: UIStepper) -> ControlProperty<Int> {
        stepper.rx.controlProperty(
            editingEvents: .valueChanged,
            getter: { stepper in
                Int(stepper.value)
            },
            setter: { stepper, quantity in
                stepper.value = Double(quantity)
                stepper.sendActions(for: .valueChanged)
            })
    }
}
