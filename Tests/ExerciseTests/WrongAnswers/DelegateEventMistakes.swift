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
