import ExerciseBook
import RxSandbox

/// `delegate-event`, built on `sentMessage`: the event is emitted before the app's delegate has handled
/// the call.
enum BeginEditingFromSentMessage: DelegateEventAnswer {
    static func textDidBeginEditing(of searchBar: UISearchBar) -> ControlEvent<Void> {
        let source = searchBar.rx.delegate.sentMessage("searchBarTextDidBeginEditing(_:)")
            .map { _ in }
        return ControlEvent(events: source)
    }
}

/// `delegate-event`, shared with a replay: a subscriber that comes later gets the last call at once.
enum BeginEditingReplayingTheLastCall: DelegateEventAnswer {
    static func textDidBeginEditing(of searchBar: UISearchBar) -> ControlEvent<Void> {
        let source = searchBar.rx.delegate.methodInvoked("searchBarTextDidBeginEditing(_:)")
            .map { _ in }
            .share(replay: 1)
        return ControlEvent(events: source)
    }
}
