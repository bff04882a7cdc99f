import ExerciseBook
import RxSandbox

// Exercise `todo-app`: the task is `swift run lessons exercise show todo-app`;
// check your answer with `swift run lessons exercise check todo-app`.

/// A cell that drops its subscriptions when it is reused for another row.
class TodoTaskCell: UITableViewCell {
    var disposeBag = DisposeBag()

    override func prepareForReuse() {
        super.prepareForReuse()
        disposeBag = DisposeBag()
    }
}

/// The to-do screen: type a task and tap the add button; tap a row to check it off (or back on).
/// `TodoTask` (a `title` and `isCompleted`) is given. It has two bugs: fix them.
class TodoViewController: UIViewController {
    let taskTextField = UITextField()
    let addButton = UIButton()
    let tableView = UITableView()

    let tasks = BehaviorRelay<[TodoTask]>(value: [])

    var disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TodoTaskCell.self, forCellReuseIdentifier: "TaskCell")
        setupBindings()
    }

    private func setupBindings() {
        taskTextField.rx.text.orEmpty
            .map { !$0.isEmpty }
            .bind(to: addButton.rx.isEnabled)
            .disposed(by: disposeBag)

        addButton.rx.tap
            .withLatestFrom(taskTextField.rx.text.orEmpty)
            .filter { !$0.isEmpty }
            .subscribe(onNext: { [weak self] text in
                guard let self = self else { return }

                var currentTasks = self.tasks.value
                currentTasks.append(TodoTask(title: text))
                self.tasks.accept(currentTasks)

                self.taskTextField.text = ""
            })
            .disposed(by: disposeBag)

        tasks
            .bind(to: tableView.rx.items(cellIdentifier: "TaskCell", cellType: TodoTaskCell.self)) {
                row, task, cell in
                cell.textLabel?.text = task.title
                cell.accessoryType = task.isCompleted ? .checkmark : .none

                cell.rx.tapGesture()
                    .when(.recognized)
                    .subscribe(onNext: { [weak self] _ in
                        guard let self = self else { return }

                        var updatedTasks = self.tasks.value
                        updatedTasks[row].isCompleted.toggle()
                        self.tasks.accept(updatedTasks)
                    })
                    .disposed(by: cell.disposeBag)
            }
            .disposed(by: disposeBag)
    }
}

// The check calls your code through this. Leave it as it is.
extension Answers: TodoAppAnswer {
    static func makeTodoScreen() -> TodoViewController {
        TodoViewController()
    }

    static func views(of screen: TodoViewController) -> (
        taskTextField: UITextField, addButton: UIButton, tableView: UITableView
    ) {
        (screen.taskTextField, screen.addButton, screen.tableView)
    }

    static func tasks(of screen: TodoViewController) -> Observable<[TodoTask]> {
        screen.tasks.asObservable()
    }

    static func dropBindings(of screen: TodoViewController) {
        screen.disposeBag = DisposeBag()
    }
}
