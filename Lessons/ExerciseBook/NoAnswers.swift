import ExerciseKit
import RxSandbox

/// The answers as the `lessons` command knows them: not there. `lessons` does not link the learner's
/// code (so that a file of theirs that does not compile cannot stop it); it shows an exercise's task,
/// hints and files from the catalogue this answers, and to check an answer it builds and runs the
/// `learner-answers` executable, which links `Lessons/Exercises/`. None of these is ever called.
package enum NoAnswers: ExerciseAnswers {
    package static func score(of label: UILabel) -> Binder<Int> { notLinked() }
    package static func draft(of store: DraftStore) -> Binder<String> { notLinked() }
    package static func quantity(of stepper: UIStepper) -> ControlProperty<Int> { notLinked() }
    package static func returnKey(of field: UITextField) -> ControlEvent<Void> { notLinked() }
    package static func textDidBeginEditing(of searchBar: UISearchBar) -> ControlEvent<Void> { notLinked() }
    package static func didFinishPlaying(of player: AVAudioPlayer) -> Observable<Bool> { notLinked() }
    package static func currentPage(of scrollView: UIScrollView) -> Observable<Int> { notLinked() }
    package static func showWeather(
        of cities: Observable<String>, using service: WeatherService, on label: UILabel
    ) -> Disposable { notLinked() }
    package static func weatherViewModel(cities: Observable<String>, service: WeatherService) -> NoModel {
        notLinked()
    }
    package static func weather(of viewModel: NoModel) -> Observable<String> { notLinked() }
    package static func quantity(of view: QuantityView) -> ControlProperty<Int> { notLinked() }
    package static func newDownload() -> NoDownload { notLinked() }
    package static func receive(_ percent: Int, in download: NoDownload) { notLinked() }
    package static func finish(_ download: NoDownload) { notLinked() }
    package static func progress(of rx: Reactive<NoDownload>) -> Observable<Int> { notLinked() }
    package static func makeTodoScreen() -> NoTodoScreen { notLinked() }
    package static func views(of screen: NoTodoScreen) -> (
        taskTextField: UITextField, addButton: UIButton, tableView: UITableView
    ) { notLinked() }
    package static func tasks(of screen: NoTodoScreen) -> Observable<[TodoTask]> { notLinked() }
    package static func dropBindings(of screen: NoTodoScreen) { notLinked() }
    package static func runPercentTests(_ test: some MarbleAssertions) throws { notLinked() }

    /// The view model, the download and the screen no answer makes.
    package final class NoModel {}
    package final class NoDownload {}
    package final class NoTodoScreen: UIViewController {}

    private static func notLinked() -> Never {
        fatalError(
            "the learner's answers are not linked into `lessons`: `learner-answers` checks them")
    }
}
