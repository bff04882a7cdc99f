import ExerciseBook
import RxSandbox

// Exercise `delegate-event`: the task is `swift run lessons exercise show delegate-event`;
// check your answer with `swift run lessons exercise check delegate-event`.

extension Reactive where Base: UISearchBar {
    /// Each time the user starts editing the search text (the delegate's
    /// `searchBarTextDidBeginEditing(_:)`).
    var textDidBeginEditing: ControlEvent<Void> {
        // Write this: the delegate call, from the search bar's delegate proxy, `delegate`.
        ControlEvent(events: Observable<Void>.never())
    }
}

// The check calls your code through this. Leave it as it is.
extension Answers: DelegateEventAnswer {
    static func textDidBeginEditing(of searchBar: UISearchBar) -> ControlEvent<Void> {
        searchBar.rx.textDidBeginEditing
    }
}
