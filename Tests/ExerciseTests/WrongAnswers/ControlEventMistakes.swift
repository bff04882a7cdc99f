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

/// `control-event`, an action that is never removed: the events are made with `Observable.create`,
/// which adds an action to the field and returns a disposable that does nothing, so disposing the
/// subscription leaves the action on the field.
enum ReturnKeyLeavingItsAction: ControlEventAnswer {
    static func returnKey(of field: UITextField) -> ControlEvent<Void> {
        let events = Observable<Void>.create { [weak field] observer in
            let action = UIAction { _ in observer.onNext(()) }
            field?.addAction(action, for: .editingDidEndOnExit)
            return Disposables.create()
        }
        return ControlEvent(events: events.take(until: field.rx.deallocated))
    }
}

/// `control-event`, made by hand without an end: the action is added and removed as it should be, but
/// nothing completes the events when the field goes.
enum ReturnKeyThatNeverCompletes: ControlEventAnswer {
    static func returnKey(of field: UITextField) -> ControlEvent<Void> {
        let events = Observable<Void>.create { [weak field] observer in
            let action = UIAction { _ in observer.onNext(()) }
            field?.addAction(action, for: .editingDidEndOnExit)
            return Disposables.create { field?.removeAction(action, for: .editingDidEndOnExit) }
        }
        return ControlEvent(events: events)
    }
}

/// `control-event`, made by hand holding the field: the closure of `Observable.create` captures the field
/// strongly, so a subscription keeps it alive (and `take(until:)` never sees it go).
enum ReturnKeyHoldingTheField: ControlEventAnswer {
    static func returnKey(of field: UITextField) -> ControlEvent<Void> {
        let events = Observable<Void>.create { observer in
            let action = UIAction { _ in observer.onNext(()) }
            field.addAction(action, for: .editingDidEndOnExit)
            return Disposables.create { field.removeAction(action, for: .editingDidEndOnExit) }
        }
        return ControlEvent(events: events.take(until: field.rx.deallocated))
    }
}
