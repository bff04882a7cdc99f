import ExerciseBook
import RxSandbox

/// `todo-app`, fixing only the leak: the table binding's closure holds the screen weakly, but the add
/// button's closure still empties the field without telling `rx.text`, so the button stays enabled
/// and a second tap adds the task again.
enum TodoFieldClearedSilently: TodoAppAnswer {
    final class Screen: UIViewController {
        let taskTextField = UITextField()
        let addButton = UIButton()
        let tableView = UITableView()
        let tasks = BehaviorRelay<[TodoTask]>(value: [])
        var disposeBag = DisposeBag()

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(MistakeTaskCell.self, forCellReuseIdentifier: "TaskCell")
            taskTextField.rx.text.orEmpty
                .map { !$0.isEmpty }
                .bind(to: addButton.rx.isEnabled)
                .disposed(by: disposeBag)
            addButton.rx.tap
                .withLatestFrom(taskTextField.rx.text.orEmpty)
                .filter { !$0.isEmpty }
                .subscribe(onNext: { [weak self] text in
                    guard let self else { return }
                    self.tasks.accept(self.tasks.value + [TodoTask(title: text)])
                    self.taskTextField.text = ""
                })
                .disposed(by: disposeBag)
            tasks
                .bind(to: tableView.rx.items(cellIdentifier: "TaskCell", cellType: MistakeTaskCell.self)) {
                    [weak self] row, task, cell in
                    cell.textLabel?.text = task.title
                    cell.accessoryType = task.isCompleted ? .checkmark : .none
                    cell.rx.tapGesture()
                        .when(.recognized)
                        .subscribe(onNext: { [weak self] _ in
                            guard let self else { return }
                            var updatedTasks = self.tasks.value
                            updatedTasks[row].isCompleted.toggle()
                            self.tasks.accept(updatedTasks)
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

/// `todo-app`, fixing only the cleared field: the add button's closure now sends `.valueChanged`, but
/// the table binding's closure, with no capture list, captures the screen strongly for the tap
/// closure's `[weak self]`, so the binding in the screen's bag keeps the screen alive.
enum TodoScreenHeldByItsTable: TodoAppAnswer {
    final class Screen: UIViewController {
        let taskTextField = UITextField()
        let addButton = UIButton()
        let tableView = UITableView()
        let tasks = BehaviorRelay<[TodoTask]>(value: [])
        var disposeBag = DisposeBag()

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(MistakeTaskCell.self, forCellReuseIdentifier: "TaskCell")
            taskTextField.rx.text.orEmpty
                .map { !$0.isEmpty }
                .bind(to: addButton.rx.isEnabled)
                .disposed(by: disposeBag)
            addButton.rx.tap
                .withLatestFrom(taskTextField.rx.text.orEmpty)
                .filter { !$0.isEmpty }
                .subscribe(onNext: { [weak self] text in
                    guard let self else { return }
                    self.tasks.accept(self.tasks.value + [TodoTask(title: text)])
                    self.taskTextField.text = ""
                    self.taskTextField.sendActions(for: .valueChanged)
                })
                .disposed(by: disposeBag)
            tasks
                .bind(to: tableView.rx.items(cellIdentifier: "TaskCell", cellType: MistakeTaskCell.self)) {
                    row, task, cell in
                    cell.textLabel?.text = task.title
                    cell.accessoryType = task.isCompleted ? .checkmark : .none
                    cell.rx.tapGesture()
                        .when(.recognized)
                        .subscribe(onNext: { [weak self] _ in
                            guard let self else { return }
                            var updatedTasks = self.tasks.value
                            updatedTasks[row].isCompleted.toggle()
                            self.tasks.accept(updatedTasks)
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

/// The wrong answers' cell: it drops its subscriptions when it is reused.
final class MistakeTaskCell: UITableViewCell {
    var disposeBag = DisposeBag()

    override func prepareForReuse() {
        super.prepareForReuse()
        disposeBag = DisposeBag()
    }
}
