import ExerciseBook
import RxSandbox

/// `label-binder`, holding the label strongly: the closure uses `base` instead of the label the Binder
/// hands it, so the binding keeps the label alive.
enum ScoreHoldingItsLabel: LabelBinderAnswer {
    static func score(of label: UILabel) -> Binder<Int> {
        let base = label.rx.base
        return Binder(base) { _, score in base.text = "Score: \(score)" }
    }
}
