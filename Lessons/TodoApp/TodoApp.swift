import LessonKit
import RxSandbox

/// The to-do app of the post *RxSwift(6)-RxCocoa(bind, drive, DelegateProxy)*, and the same screen with its two problems fixed. In a namespace of this
/// file, so that its `Task` hides Swift's own `Task` here only.
private enum TodoAppCode {
    // @code task
    struct Task {
        let title: String
        var isCompleted: Bool = false
        let createdAt = Date()
    }
    // @end

    // @code task-cell
    class TaskCell: UITableViewCell {
        var disposeBag = DisposeBag()

        override func prepareForReuse() {
            super.prepareForReuse()
            disposeBag = DisposeBag()
        }
    }
    // @end

    // @code screen
    class TodoViewController: UIViewController {
        let taskTextField = UITextField()
        let addButton = UIButton()
        let tableView = UITableView()
        let completedCountLabel = UILabel()

        let tasks = BehaviorRelay<[Task]>(value: [])

        private var disposeBag = DisposeBag()  // the post: `private let`

        override func viewDidLoad() {
            super.viewDidLoad()
            setupUI()
            setupBindings()
        }

        private func setupUI() {
            tableView.register(TaskCell.self, forCellReuseIdentifier: "TaskCell")
        }

        private func setupBindings() {
            // @code bind-enabled
            taskTextField.rx.text.orEmpty
                .map { !$0.isEmpty }
                .bind(to: addButton.rx.isEnabled)
                .disposed(by: disposeBag)
            // @end

            // @code bind-add
            addButton.rx.tap
                .withLatestFrom(taskTextField.rx.text.orEmpty)
                .filter { !$0.isEmpty }
                .subscribe(onNext: { [weak self] text in
                    guard let self = self else { return }

                    var currentTasks = self.tasks.value
                    let newTask = Task(title: text)
                    currentTasks.append(newTask)

                    self.tasks.accept(currentTasks)

                    self.taskTextField.text = ""
                })
                .disposed(by: disposeBag)
            // @end

            // @code bind-table
            tasks
                .bind(to: tableView.rx.items(cellIdentifier: "TaskCell", cellType: TaskCell.self)) {
                    row, task, cell in
                    cell.textLabel?.text = task.title

                    cell.accessoryType = task.isCompleted ? .checkmark : .none

                    cell.selectionStyle = .none

                    cell.rx.tapGesture()
                        .when(.recognized)
                        .subscribe(onNext: { [weak self] _ in
                            guard let self = self else { return }

                            var updatedTasks = self.tasks.value
                            updatedTasks[row].isCompleted = !updatedTasks[row].isCompleted
                            self.tasks.accept(updatedTasks)
                        })
                        .disposed(by: cell.disposeBag)
                }
                .disposed(by: disposeBag)
            // @end

            // @code bind-count
            tasks
                .map { tasks -> String in
                    let completedCount = tasks.filter { $0.isCompleted }.count
                    let totalCount = tasks.count
                    return "완료: \(completedCount) / \(totalCount)"
                }
                .asDriver(onErrorJustReturn: "완료: 0 / 0")
                .drive(completedCountLabel.rx.text)
                .disposed(by: disposeBag)
            // @end
        }
    }
    // @end

    /// The same screen with both fixes: clearing the field is reported, and the table binding's
    /// closure holds the screen weakly. It also deletes a task the user swipes away, which the post
    /// promises but does not show.
    class FixedTodoViewController: UIViewController {
        let taskTextField = UITextField()
        let addButton = UIButton()
        let tableView = UITableView()
        let completedCountLabel = UILabel()

        let tasks = BehaviorRelay<[Task]>(value: [])

        private let disposeBag = DisposeBag()

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(TaskCell.self, forCellReuseIdentifier: "TaskCell")
            setupBindings()
        }

        private func setupBindings() {
            taskTextField.rx.text.orEmpty
                .map { !$0.isEmpty }
                .bind(to: addButton.rx.isEnabled)
                .disposed(by: disposeBag)

            // @code fixed-add
            addButton.rx.tap
                .withLatestFrom(taskTextField.rx.text.orEmpty)
                .filter { !$0.isEmpty }
                .subscribe(onNext: { [weak self] text in
                    guard let self = self else { return }

                    var currentTasks = self.tasks.value
                    let newTask = Task(title: text)
                    currentTasks.append(newTask)

                    self.tasks.accept(currentTasks)

                    self.taskTextField.text = ""
                    self.taskTextField.sendActions(for: .valueChanged)  // rx.text reports the change
                })
                .disposed(by: disposeBag)
            // @end

            // @code fixed-table
            tasks
                .bind(to: tableView.rx.items(cellIdentifier: "TaskCell", cellType: TaskCell.self)) {
                    [weak self] row, task, cell in
                    cell.textLabel?.text = task.title

                    cell.accessoryType = task.isCompleted ? .checkmark : .none

                    cell.selectionStyle = .none

                    cell.rx.tapGesture()
                        .when(.recognized)
                        .subscribe(onNext: { [weak self] _ in
                            guard let self = self else { return }

                            var updatedTasks = self.tasks.value
                            updatedTasks[row].isCompleted = !updatedTasks[row].isCompleted
                            self.tasks.accept(updatedTasks)
                        })
                        .disposed(by: cell.disposeBag)
                }
                .disposed(by: disposeBag)
            // @end

            // @code bind-delete
            tableView.rx.itemDeleted
                .subscribe(onNext: { [weak self] indexPath in
                    guard let self = self else { return }

                    var currentTasks = self.tasks.value
                    currentTasks.remove(at: indexPath.row)

                    self.tasks.accept(currentTasks)
                })
                .disposed(by: disposeBag)
            // @end

            tasks
                .map { tasks -> String in
                    let completedCount = tasks.filter { $0.isCompleted }.count
                    return "완료: \(completedCount) / \(tasks.count)"
                }
                .asDriver(onErrorJustReturn: "완료: 0 / 0")
                .drive(completedCountLabel.rx.text)
                .disposed(by: disposeBag)
        }
    }
}

private typealias Task = TodoAppCode.Task
private typealias TodoViewController = TodoAppCode.TodoViewController
private typealias FixedTodoViewController = TodoAppCode.FixedTodoViewController

extension TodoAppCode.TodoViewController {
    /// Scaffolding: drops the screen's bindings (empties its dispose bag), which breaks the cycle
    /// that keeps the post's screen alive.
    func dropBindings() {
        disposeBag = DisposeBag()
    }
}

/// The tasks as a short label: `milk ✓, eggs`, or `[]`.
private func titles(_ tasks: [Task]) -> String {
    tasks.isEmpty ? "[]" : tasks.map { $0.isCompleted ? "\($0.title) ✓" : $0.title }.joined(separator: ", ")
}

/// Prints the rows the table shows: `table: milk ✓ | eggs`.
private func printRows(of tableView: UITableView) {
    let rows = tableView.visibleCells.map { cell in
        (cell.textLabel?.text ?? "") + (cell.accessoryType == .checkmark ? " ✓" : "")
    }
    let shown = rows.joined(separator: " | ")
    print(
        rows.isEmpty
            ? Localized(ko: "테이블: (행 없음)", en: "table: (no rows)")
            : Localized(ko: "테이블: \(shown)", en: "table: \(shown)"))
}

/// Names the screen's views on the stage (the table view for the simulated screen only: none of its
/// properties is a lane).
private func showViews(
    _ stage: Stage, _ textField: UITextField, _ button: UIButton, _ tableView: UITableView, _ label: UILabel?
) {
    stage.show(textField, as: "taskTextField", properties: ["text"])
    stage.show(button, as: "addButton", properties: ["isEnabled"])
    stage.show(tableView, as: "tableView", properties: [])
    if let label {
        stage.show(label, as: "completedCountLabel", properties: ["text"])
    }
}

/// The post's to-do app run by a scripted user: its four bindings, and the two problems its code has
/// (a field cleared in code, and a screen that is never released), with their fixes.
let todoAppLesson = Lesson(
    id: "todo-app",
    title: Localized(ko: "투두 앱: bind와 drive 함께 쓰기", en: "A to-do app: bind and drive together"),
    summary: Localized(
        ko: "글쓴이의 투두 앱을 스크립트로 움직이는 사용자로 실행하고, 코드로 비운 텍스트 필드와 해제되지 않는 화면을 고칩니다",
        en:
            "Run the post's to-do app with a scripted user; fix a text field cleared in code and a screen never released"
    ),
    scenes: [
        Scene("end-to-end", tracesChain: true) { stage in
            let screen = TodoViewController()
            screen.taskTextField.becomeFirstResponder()  // the keyboard is up when the screen opens
            showViews(
                stage, screen.taskTextField, screen.addButton, screen.tableView, screen.completedCountLabel)
            stage.record(screen.tasks, as: "tasks", label: titles)
            screen.loadViewIfNeeded()
            stage.user(at: 10, Localized(ko: "milk 입력", en: "type milk")) {
                screen.taskTextField.simulateReplacingText(with: "milk")
            }
            stage.user(at: 20, Localized(ko: "추가 버튼 탭", en: "tap add")) { screen.addButton.simulateTap() }
            stage.at(20) { printRows(of: screen.tableView) }
            stage.user(at: 30, Localized(ko: "eggs 입력", en: "type eggs")) {
                screen.taskTextField.simulateReplacingText(with: "eggs")
            }
            stage.user(at: 40, Localized(ko: "추가 버튼 탭", en: "tap add")) { screen.addButton.simulateTap() }
            stage.at(40) { printRows(of: screen.tableView) }
            stage.user(at: 50, Localized(ko: "milk 행 탭", en: "tap milk")) {
                screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.simulateTap()
            }
            stage.at(50) { printRows(of: screen.tableView) }
            // The post's screen is never released (see the leak scene): drop its bindings at the end.
            stage.disposeBag.insert(Disposables.create { screen.dropBindings() })
            stage.expect(
                "tasks", "a-b-cd", values: ["a": "[]", "b": "milk", "c": "milk, eggs", "d": "milk ✓, eggs"])
            stage.expect(
                "completedCountLabel.text", "a-b-cd",
                values: ["a": "완료: 0 / 0", "b": "완료: 0 / 1", "c": "완료: 0 / 2", "d": "완료: 1 / 2"])
            stage.expect("taskTextField.text", "-aebe", values: ["a": "milk", "b": "eggs", "e": "\"\""])
        },
        Scene("cleared-in-code") { stage in
            let screen = TodoViewController()
            screen.taskTextField.becomeFirstResponder()  // the keyboard is up when the screen opens
            showViews(stage, screen.taskTextField, screen.addButton, screen.tableView, nil)
            stage.record(screen.taskTextField.rx.text.orEmpty, as: "taskTextField.rx.text")
            stage.record(screen.tasks, as: "tasks", label: titles)
            screen.loadViewIfNeeded()
            stage.user(at: 10, Localized(ko: "milk 입력", en: "type milk")) {
                screen.taskTextField.simulateReplacingText(with: "milk")
            }
            stage.user(at: 20, Localized(ko: "추가 버튼 탭", en: "tap add")) { screen.addButton.simulateTap() }
            stage.user(at: 30, Localized(ko: "추가 버튼 탭", en: "tap add")) { screen.addButton.simulateTap() }
            stage.disposeBag.insert(Disposables.create { screen.dropBindings() })
            stage.expect("taskTextField.text", "-mee", values: ["m": "milk", "e": "\"\""])
            stage.expect("taskTextField.rx.text", "em", values: ["m": "milk", "e": "\"\""])
            stage.expect("addButton.isEnabled", "ft", values: ["f": "false", "t": "true"])
            stage.expect("tasks", "a-bc", values: ["a": "[]", "b": "milk", "c": "milk, milk"])
        },
        Scene("leak") { stage in
            var leakyScreen: TodoViewController? = TodoViewController()
            var fixedScreen: FixedTodoViewController? = FixedTodoViewController()
            weak var leaked = leakyScreen
            stage.watch(leakyScreen!, as: "TodoViewController")
            stage.watch(fixedScreen!, as: "FixedTodoViewController")
            stage.record(leakyScreen!.rx.deallocated, as: "TodoViewController.rx.deallocated")
            stage.record(fixedScreen!.rx.deallocated, as: "FixedTodoViewController.rx.deallocated")
            leakyScreen!.loadViewIfNeeded()
            fixedScreen!.loadViewIfNeeded()
            leakyScreen!.tasks.accept([Task(title: "milk")])
            fixedScreen!.tasks.accept([Task(title: "milk")])
            stage.at(20) {
                // @code close
                leakyScreen = nil
                fixedScreen = nil
                // @end
                print(
                    leaked != nil
                        ? Localized(
                            ko: "두 화면을 닫음. TodoViewController는 아직 살아 있음",
                            en: "both screens closed; TodoViewController is still alive")
                        : Localized(
                            ko: "두 화면을 닫음. TodoViewController는 해제됨",
                            en: "both screens closed; TodoViewController was released"))
            }
            // The leak this scene shows: the leak check finds the screen alive after the scene; then the
            // scene empties its dispose bag by hand (no app would), and nothing else may be left.
            stage.expectLeak(of: "TodoViewController") { leaked?.dropBindings() }
            stage.expect("TodoViewController.rx.deallocated", "")
            stage.expect("FixedTodoViewController.rx.deallocated", "--(x|)", values: ["x": "()"])
        },
        Scene("fixed") { stage in
            let screen = stage.show(FixedTodoViewController(), as: "screen", properties: [])
            screen.taskTextField.becomeFirstResponder()  // the keyboard is up when the screen opens
            showViews(
                stage, screen.taskTextField, screen.addButton, screen.tableView, screen.completedCountLabel)
            stage.record(screen.taskTextField.rx.text.orEmpty, as: "taskTextField.rx.text")
            stage.record(screen.tasks, as: "tasks", label: titles)
            screen.loadViewIfNeeded()
            stage.user(at: 10, Localized(ko: "milk 입력", en: "type milk")) {
                screen.taskTextField.simulateReplacingText(with: "milk")
            }
            stage.user(at: 20, Localized(ko: "추가 버튼 탭", en: "tap add")) { screen.addButton.simulateTap() }
            stage.user(at: 30, Localized(ko: "추가 버튼 탭", en: "tap add")) { screen.addButton.simulateTap() }
            stage.user(at: 40, Localized(ko: "eggs 입력", en: "type eggs")) {
                screen.taskTextField.simulateReplacingText(with: "eggs")
            }
            stage.user(at: 50, Localized(ko: "추가 버튼 탭", en: "tap add")) { screen.addButton.simulateTap() }
            stage.at(50) { printRows(of: screen.tableView) }
            stage.expect("taskTextField.rx.text", "eme-be", values: ["m": "milk", "b": "eggs", "e": "\"\""])
            stage.expect("addButton.isEnabled", "ftf-tf", values: ["f": "false", "t": "true"])
            stage.expect("tasks", "a-b--c", values: ["a": "[]", "b": "milk", "c": "milk, eggs"])
            stage.expect(
                "completedCountLabel.text", "a-b--c",
                values: ["a": "완료: 0 / 0", "b": "완료: 0 / 1", "c": "완료: 0 / 2"])
        },
        Scene("delete") { stage in
            let screen = stage.show(FixedTodoViewController(), as: "screen", properties: [])
            screen.taskTextField.becomeFirstResponder()  // the keyboard is up when the screen opens
            showViews(
                stage, screen.taskTextField, screen.addButton, screen.tableView, screen.completedCountLabel)
            stage.record(screen.tasks, as: "tasks", label: titles)
            stage.record(screen.tableView.rx.itemDeleted, as: "tableView.rx.itemDeleted")
            screen.loadViewIfNeeded()
            stage.user(at: 10, Localized(ko: "milk 입력", en: "type milk")) {
                screen.taskTextField.simulateReplacingText(with: "milk")
            }
            stage.user(at: 20, Localized(ko: "추가 버튼 탭", en: "tap add")) { screen.addButton.simulateTap() }
            stage.user(at: 30, Localized(ko: "eggs 입력", en: "type eggs")) {
                screen.taskTextField.simulateReplacingText(with: "eggs")
            }
            stage.user(at: 40, Localized(ko: "추가 버튼 탭", en: "tap add")) { screen.addButton.simulateTap() }
            stage.user(at: 50, Localized(ko: "milk 행 탭", en: "tap milk")) {
                screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.simulateTap()
            }
            stage.user(at: 60, Localized(ko: "milk 행 삭제", en: "delete milk")) {
                screen.tableView.simulateDeleteRow(at: IndexPath(row: 0, section: 0))
            }
            stage.at(60) { printRows(of: screen.tableView) }
            stage.expect(
                "tasks", "a-b-cde",
                values: ["a": "[]", "b": "milk", "c": "milk, eggs", "d": "milk ✓, eggs", "e": "eggs"])
            stage.expect("tableView.rx.itemDeleted", "------x", values: ["x": "[0, 0]"])
            stage.expect(
                "completedCountLabel.text", "a-b-cde",
                values: [
                    "a": "완료: 0 / 0", "b": "완료: 0 / 1", "c": "완료: 0 / 2", "d": "완료: 1 / 2", "e": "완료: 0 / 1",
                ])
        },
    ])
