import ExerciseBook
import RxSandbox

/// `control-event`, listening to the end of editing: `.editingDidEnd` instead of
/// `.editingDidEndOnExit`, the event next to it in the list, which fires whenever editing ends.
enum ReturnKeyFromEditingDidEnd: ControlEventAnswer {
    static func returnKey(of field: UITextField) -> ControlEvent<Void> {
        field.rx.controlEvent(.editingDidEnd)
    }
}

/// `control-event`, shared with a replay "so that every subscriber gets the presses": a subscriber that
/// comes later gets the last press at once.
enum ReturnKeyReplayingTheLastPress: ControlEventAnswer {
    static func returnKey(of field: UITextField) -> ControlEvent<Void> {
        ControlEvent(events: field.rx.controlEvent(.editingDidEndOnExit).share(replay: 1))
    }
}
