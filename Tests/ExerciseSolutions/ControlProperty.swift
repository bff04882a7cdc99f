import ExerciseBook
import RxSandbox

// Exercise `control-property`: the task is `swift run lessons exercise show control-property`;
// check your answer with `swift run lessons exercise check control-property`.

extension Reactive where Base: UIStepper {
    /// The quantity the stepper shows, as a whole number: now, then after each tap of the user on + or
    /// −; binding a quantity sets the stepper.
    var quantity: ControlProperty<Int> {
        // A stepper sends valueChanged for each tap of the user; setting `value` in code sends nothing,
        // so a quantity set here is not reported.
        controlProperty(
            editingEvents: .valueChanged,
            getter: { stepper in
                Int(stepper.value)
            },
            setter: { stepper, quantity in
                stepper.value = Double(quantity)
            })
    }
}

// The check calls your code through this. Leave it as it is.
extension Answers: ControlPropertyAnswer {
    static func quantity(of stepper: UIStepper) -> ControlProperty<Int> { stepper.rx.quantity }
}
