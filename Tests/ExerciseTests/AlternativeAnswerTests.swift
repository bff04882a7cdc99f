import ExerciseBook
import ExerciseKit
import RxSandbox
import XCTest

/// The scenarios ask for a behaviour, not for one way to write it: other right answers, written as a
/// learner could, pass every scenario too.
final class AlternativeAnswerTests: XCTestCase {
    let answers: [(name: String, exercise: Exercise)] = [
        ("a Driver per request", .bindVsDrive(WeatherDrivenPerRequest.self)),
        ("a stored Driver", .sharing(WeatherAsStoredDriver.self)),
        ("a relay the view model feeds, with its own bag", .sharing(WeatherInARelay.self)),
        ("the text in a relay", .todoApp(TodoTextInARelay.self)),
        ("a weak AnyObserver as the sink", .relayProperty(QuantityWithAWeakObserver.self)),
        (
            "the shown quantity on subscription, as controlProperty reads it",
            .relayProperty(QuantityShownFirst.self)
        ),
    ]

    func testEachAlternativeAnswerPasses() {
        for (name, exercise) in answers {
            for outcome in ExerciseCheck(exercise).outcomes {
                XCTAssertTrue(
                    outcome.passed,
                    "\(exercise.id), \(name), \(outcome.scenario.id):\n"
                        + outcome.report.problems.joined(separator: "\n"))
            }
        }
    }
}

/// `bind-vs-drive`: each request made a Driver inside `flatMapLatest`, then bound.
private enum WeatherDrivenPerRequest: BindVsDriveAnswer {
    static func showWeather(of cities: Observable<String>, using service: WeatherService, on label: UILabel)
        -> Disposable
    {
        cities
            .flatMapLatest { city in service.weather(for: city).asDriver(onErrorJustReturn: "?") }
            .bind(to: label.rx.text)
    }
}

/// `sharing`: the view model's weather is a Driver, made once.
private enum WeatherAsStoredDriver: SharingAnswer {
    final class ViewModel {
        let weather: Driver<String>

        init(cities: Observable<String>, service: WeatherService) {
            weather = cities.flatMapLatest { city in service.weather(for: city) }
                .asDriver(onErrorJustReturn: "")
        }
    }

    static func weatherViewModel(cities: Observable<String>, service: WeatherService) -> ViewModel {
        ViewModel(cities: cities, service: service)
    }

    static func weather(of viewModel: ViewModel) -> Observable<String> {
        viewModel.weather.asObservable()
    }
}

/// `sharing`: the view model subscribes once itself, into a relay its bag keeps, and each label gets
/// the relay's latest weather; it lives as long as the screen keeps the view model.
private enum WeatherInARelay: SharingAnswer {
    final class ViewModel {
        let weather: Observable<String>
        private let latest = BehaviorRelay<String?>(value: nil)
        private let disposeBag = DisposeBag()

        init(cities: Observable<String>, service: WeatherService) {
            weather = latest.compactMap { $0 }
            cities.flatMapLatest { city in service.weather(for: city) }
                .bind(to: latest)
                .disposed(by: disposeBag)
        }
    }

    static func weatherViewModel(cities: Observable<String>, service: WeatherService) -> ViewModel {
        ViewModel(cities: cities, service: service)
    }

    static func weather(of viewModel: ViewModel) -> Observable<String> { viewModel.weather }
}

/// `todo-app`: the text kept in a relay bound both ways with the field, emptied with `accept("")`; the
/// table binding's closure captures the relay, not the screen.
private enum TodoTextInARelay: TodoAppAnswer {
    final class Screen: UIViewController {
        let taskTextField = UITextField()
        let addButton = UIButton()
        let tableView = UITableView()
        let tasks = BehaviorRelay<[TodoTask]>(value: [])
        let text = BehaviorRelay<String>(value: "")
        var disposeBag = DisposeBag()

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(MistakeTaskCell.self, forCellReuseIdentifier: "TaskCell")
            taskTextField.rx.text.orEmpty.bind(to: text).disposed(by: disposeBag)
            text.bind(to: taskTextField.rx.text).disposed(by: disposeBag)
            text.map { !$0.isEmpty }.bind(to: addButton.rx.isEnabled).disposed(by: disposeBag)
            addButton.rx.tap
                .subscribe(onNext: { [weak self] in
                    guard let self, !self.text.value.isEmpty else { return }
                    self.tasks.accept(self.tasks.value + [TodoTask(title: self.text.value)])
                    self.text.accept("")
                })
                .disposed(by: disposeBag)
            tasks
                .bind(to: tableView.rx.items(cellIdentifier: "TaskCell", cellType: MistakeTaskCell.self)) {
                    [tasks] row, task, cell in
                    cell.textLabel?.text = task.title
                    cell.accessoryType = task.isCompleted ? .checkmark : .none
                    cell.rx.tapGesture()
                        .when(.recognized)
                        .subscribe(onNext: { _ in
                            var updatedTasks = tasks.value
                            updatedTasks[row].isCompleted.toggle()
                            tasks.accept(updatedTasks)
                        })
                        .disposed(by: cell.disposeBag)
                }
                .disposed(by: disposeBag)
        }
    }

    static func makeTodoScreen() -> Screen { Screen() }
    static func views(of screen: Screen) -> (
        taskTextField: UITextField, addButton: UIButton, tableView: UITableView
    ) { (screen.taskTextField, screen.addButton, screen.tableView) }
    static func tasks(of screen: Screen) -> Observable<[TodoTask]> { screen.tasks.asObservable() }
    static func dropBindings(of screen: Screen) { screen.disposeBag = DisposeBag() }
}

/// `relay-property`: the sink an `AnyObserver` that holds the view weakly, instead of a `Binder`.
private enum QuantityWithAWeakObserver: RelayPropertyAnswer {
    static func quantity(of view: QuantityView) -> ControlProperty<Int> {
        let sink = AnyObserver<Int> { [weak view] event in
            if case .next(let quantity) = event { view?.quantity = quantity }
        }
        return ControlProperty(values: view.userQuantity.take(until: view.rx.deallocated), valueSink: sink)
    }
}

/// `relay-property`: on subscription the quantity shown now (read when subscribed, as
/// `controlProperty(editingEvents:getter:setter:)` reads its getter), then the user's later picks.
private enum QuantityShownFirst: RelayPropertyAnswer {
    static func quantity(of view: QuantityView) -> ControlProperty<Int> {
        let values = Observable<Int>.deferred { [weak view] in
            guard let view else { return .empty() }
            return view.userQuantity.skip(1).startWith(view.quantity)
        }
        return ControlProperty(
            values: values.take(until: view.rx.deallocated), valueSink: Binder(view) { $0.quantity = $1 })
    }
}
