import ExerciseBook
import RxSandbox

// Exercise `control-property`: the task is `swift run lessons exercise show control-property`;
// check your answer with `swift run lessons exercise check control-property`.

extension Reactive where Base: UIStepper {
    /// The quantity the stepper shows, as a whole number: now, then after each tap of the user on + or
    /// −; binding a quantity sets the stepper.
    var quantity: ControlProperty<Int> {
        // Write this: the events that mean the user changed it, how to read it, how to set it.
        controlProperty(editingEvents: [], getter: { _ in 0 }, setter: { _, _ in })
    }
}

// The check calls your code through this. Leave it as it is.
extension Answers: ControlPropertyAnswer {
    static func quantity(of stepper: UIStepper) -> ControlProperty<Int> { stepper.rx.quantity }
}
