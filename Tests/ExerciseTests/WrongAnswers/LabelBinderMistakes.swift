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

/// `label-binder`, a hop to the main queue "to be safe": the Binder already runs on the main scheduler;
/// the block sent to `DispatchQueue.main` holds the label (and, in the sandbox, never runs).
enum ScoreSetLaterOnMain: LabelBinderAnswer {
    static func score(of label: UILabel) -> Binder<Int> {
        Binder(label) { label, score in
            DispatchQueue.main.async { label.text = "Score: \(score)" }
        }
    }
}
