import ExerciseBook
import RxSandbox

// Exercise `control-event`: the task is `swift run lessons exercise show control-event`;
// check your answer with `swift run lessons exercise check control-event`.

extension Reactive where Base: UITextField {
    /// Each press of the return key on the keyboard.
    var returnKey: ControlEvent<Void> {
        // Write this: the control event the field sends when the user presses return.
        controlEvent([])
    }
}

// The check calls your code through this. Leave it as it is.
extension Answers: ControlEventAnswer {
    static func returnKey(of field: UITextField) -> ControlEvent<Void> { field.rx.returnKey }
}
